/** Jest runs the TypeScript sources through ts-jest (CommonJS); types are checked by `tsc --noEmit`. */

// Dependencies that need a CommonJS rewrite under Jest (see test/support/*-transform.js):
// PGlite's dynamic imports, and packages that ship ES modules only (content-disposition 3
// for @fastify/static, cookie 2 for light-my-request).
const PGLITE = '@electric-sql/pglite';
const ESM_ONLY = ['content-disposition', 'cookie'];
// node-forge's big integers, which pick a loop that is slow in Jest's sandbox (test/support/forge-jsbn-transform.js).
const FORGE_JSBN = 'node-forge/lib/jsbn\\.js';
// fastify's search of require.cache for a plugin's name, slow over Jest's registry (test/support/fastify-plugin-name-transform.js).
const FASTIFY_PLUGIN_NAME = 'fastify/lib/plugin-utils\\.js';

// Run every test in a time zone far from the venues' (and with other DST dates), so any code
// that leans on the process clock's zone instead of the venue's fails loudly.
process.env.TZ = 'America/New_York';

// Every DeprecationWarning becomes an error instead of a line nobody reads (pg 8 only warns about
// what pg 9 removes): Node throws it on the next tick, and Jest fails the test running then. Set
// here for this process, which runs the tests itself when Jest runs in band, and through
// NODE_OPTIONS for the workers and the servers the tests start. test/database/deprecations.test.ts checks it.
process.throwDeprecation = true;
if (!/--throw-deprecation\b/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --throw-deprecation`.trim();
}

/** @type {import('jest').Config} */
module.exports = {
  // Jest's Node environment with an ordinary global object: global reads at Node's speed.
  testEnvironment: '<rootDir>/test/support/jest-environment.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    [`/${PGLITE}/dist/.+\\.cjs$`]: '<rootDir>/test/support/pglite-cjs-transform.js',
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: '<rootDir>/test/support/esm-to-cjs-transform.js',
    [`/node_modules/${FORGE_JSBN}$`]: '<rootDir>/test/support/forge-jsbn-transform.js',
    [`/node_modules/${FASTIFY_PLUGIN_NAME}$`]: '<rootDir>/test/support/fastify-plugin-name-transform.js',
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${[PGLITE, ...ESM_ONLY, FORGE_JSBN, FASTIFY_PLUGIN_NAME].join('|')})(/|$))`],
  // PGlite boots a WASM PostgreSQL per test file: give the first query time.
  testTimeout: 30000,
};
