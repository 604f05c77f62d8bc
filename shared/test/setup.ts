import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what the user would see, however busy the machine is: a lazily
// loaded library (the QR code) took more than the default 1 s on a loaded two-core machine.
// A wait, not a speed assertion.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// The texts arrive a language at a time, as in the browser: every registered namespace in the
// five languages before a test file's tests (its imports registered theirs), so a test can
// switch language at once. Required here, not imported above: a test file's jest.mock must
// apply before shared's modules load.
beforeAll(() => {
  const { LANGUAGES, loadTranslations } = require('../src') as typeof import('../src');
  return Promise.all(LANGUAGES.map(loadTranslations));
});
