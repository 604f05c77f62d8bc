/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // External scripts of the venue's header are really fetched (from a local test server).
  testEnvironmentOptions: { resources: 'usable', runScripts: 'dangerously' },
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
};
