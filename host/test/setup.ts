import '@testing-library/jest-dom';

// Waits, not speed assertions: generous on a busy machine.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// The texts arrive a language at a time, as in the browser: every registered namespace in the
// five languages before a test file's tests (its imports registered theirs), so a test can
// switch language at once. Required here, not imported above: a test file's jest.mock must
// apply before shared's modules load.
beforeAll(() => {
  const { LANGUAGES, loadTranslations } = require('@venue/shared') as typeof import('@venue/shared');
  return Promise.all(LANGUAGES.map(loadTranslations));
});
