const { esmTransform, transformIgnorePatterns } = require('../shared/test/esm-packages');

/** @type {import('jest').Config} */
module.exports = {
  // jsdom plus the Node web globals react-router's data router needs (shared's environment).
  testEnvironment: '<rootDir>/../shared/test/jsdom-environment.js',
  // External scripts of the venue's header are really fetched (from a local test server).
  testEnvironmentOptions: { resources: 'usable', runScripts: 'dangerously' },
  roots: ['<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }], ...esmTransform },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
};
