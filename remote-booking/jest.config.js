const { esmTransform, transformIgnorePatterns } = require('../shared/test/esm-packages');

/** @type {import('jest').Config} */
module.exports = {
  // jsdom plus the Node web globals react-router needs (shared's environment).
  testEnvironment: '<rootDir>/../shared/test/jsdom-environment.js',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }], ...esmTransform },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js' },
};
