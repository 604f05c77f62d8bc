// node --test webpack/test (scripts/test.mjs): React's client, as the apps' production builds load
// it (react-sentinel-errors-loader.cjs), makes no Error while its module runs, so an inspector
// (DevTools, Lighthouse) has no stack to record through the whole react-dom module, and its five
// sentinels still behave as errors where React or a page could look at them.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const loader = require('../react-sentinel-errors-loader.cjs');

const hostRequire = createRequire(path.join(__dirname, '..', '..', 'host', 'package.json'));
// The file the package's `./client` export names in production (its exports map hides the path).
const CLIENT = path.join(path.dirname(hostRequire.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const clientRequire = createRequire(CLIENT);
const original = fs.readFileSync(CLIENT, 'utf8');

/**
 * Runs the module's source as webpack would (CommonJS, in this realm), with `Error` seen by the
 * module replaced by a constructor that counts its calls. Returns the calls and the exports.
 */
function evaluate(source) {
  const made = [];
  function CountingError(message) {
    made.push(message);
    return new Error(message);
  }
  CountingError.prototype = Error.prototype;
  const module = { exports: {} };
  new Function('require', 'module', 'exports', 'Error', source)(clientRequire, module, module.exports, CountingError);
  return { made, exports: module.exports };
}

const transform = (source) => loader.call({ resourcePath: CLIENT }, source);

test('React as published makes an Error for each sentinel when its module runs', () => {
  const { made } = evaluate(original);
  assert.equal(made.length, loader.SENTINELS.length);
  assert.ok(made.every((message) => message.startsWith('Minified React error #')));
});

test('React as the apps build it makes no Error while its module runs, and works the same', () => {
  const { made, exports } = evaluate(transform(original));
  assert.deepEqual(made, []);
  assert.equal(typeof exports.hydrateRoot, 'function');
  assert.equal(typeof exports.createRoot, 'function');
  assert.equal(exports.version, hostRequire('react-dom/package.json').version);
});

test("each sentinel reads as an error, with React's message and no captured stack", () => {
  const transformed = transform(original);
  // The five statements that made them, evaluated alone with the same helper.
  const statements = [...transformed.matchAll(/\b([A-Za-z]+Exception) = (venueSentinelError\(formatProdErrorMessage\(\d+\)\))/g)];
  assert.deepEqual(
    statements.map((m) => m[1]),
    loader.SENTINELS,
  );
  const helper = transformed.slice(transformed.lastIndexOf('\nfunction venueSentinelError'));
  const format = original.slice(original.indexOf('function formatProdErrorMessage'), original.indexOf('\n}\n', original.indexOf('function formatProdErrorMessage')) + 3);
  for (const [, name, expression] of statements) {
    const sentinel = new Function(`${format}${helper}return ${expression};`)();
    assert.ok(sentinel instanceof Error, name);
    assert.match(sentinel.message, /^Minified React error #\d+; visit https:\/\/react\.dev\/errors\/\d+/, name);
    assert.equal(String(sentinel), `Error: ${sentinel.message}`, name);
    assert.equal(sentinel.stack, undefined, name);
  }
});

test('a React whose sentinels changed fails the build instead of being left half done', () => {
  const renamed = original.replace('SuspenseyCommitException = Error(', 'SuspenseyCommitError = Error(');
  assert.throws(() => transform(renamed), /expected the sentinels .* found HydrationMismatchException, SuspenseException, SuspenseActionException/);
  assert.throws(() => transform('module.exports = {};'), /found none/);
});
