const { esmTransform, transformIgnorePatterns } = require('./test/esm-packages');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: ['<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
  },
  transform: {
    // isolatedModules (from tsconfig.base.json) makes ts-jest transpile each file on its own:
    // fast, and `npx tsc --noEmit` does the type check separately.
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    ...esmTransform,
  },
  transformIgnorePatterns,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};
