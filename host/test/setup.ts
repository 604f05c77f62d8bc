import '@testing-library/jest-dom';

// Waits, not speed assertions: generous on a busy machine.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
