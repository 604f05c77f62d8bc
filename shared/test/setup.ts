import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what the user would see, however busy the machine is: a lazily
// loaded library (the QR code) took more than the default 1 s on a loaded two-core machine.
// A wait, not a speed assertion.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
