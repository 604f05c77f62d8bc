// node --test webpack/test (scripts/test.mjs): the checked replacement builds with the host's
// webpack, on a two-file project in a temporary folder.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { CheckedReplacementPlugin } = require('../checked-replacement-plugin.cjs');

const webpack = createRequire(path.join(__dirname, '..', '..', 'host', 'package.json'))('webpack');

function project() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checked-replacement-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { label } from './original.js';\nconsole.log(label);\n");
  fs.writeFileSync(path.join(dir, 'original.js'), "export const label = 'original';\n");
  fs.writeFileSync(path.join(dir, 'ours.js'), "export const label = 'ours';\n");
  return dir;
}

function build(dir, replacements) {
  const compiler = webpack({
    context: dir,
    entry: './entry.js',
    mode: 'development',
    devtool: false,
    output: { path: path.join(dir, 'dist') },
    plugins: [new CheckedReplacementPlugin(webpack, replacements)],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats)))));
}

const output = (dir) => fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');

test('a resolved file the pattern matches is built from our file instead', async () => {
  const dir = project();
  const stats = await build(dir, [{ pattern: /[\\/]original\.js$/, file: path.join(dir, 'ours.js') }]);
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  assert.match(output(dir), /'ours'/);
  assert.doesNotMatch(output(dir), /'original'/);
});

test('a request the pattern matches is resolved to our file', async () => {
  const dir = project();
  const stats = await build(dir, [{ pattern: /^\.\/original\.js$/, file: path.join(dir, 'ours.js') }]);
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  assert.match(output(dir), /'ours'/);
});

test('a pattern that matches nothing fails the build and is named', async () => {
  const dir = project();
  const stats = await build(dir, [
    { pattern: /[\\/]original\.js$/, file: path.join(dir, 'ours.js') },
    { pattern: /[\\/]moved-by-an-upgrade\.js$/, file: path.join(dir, 'ours.js') },
  ]);
  assert.equal(stats.hasErrors(), true);
  const messages = stats.toJson({ all: false, errors: true }).errors.map((e) => e.message);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /moved-by-an-upgrade/);
});

test('a name our file imports from the package must exist: a missing one fails the build', async () => {
  // Our file reaches the package's own module by a request the pattern does not match (a query).
  const reexport = (name) => `export { ${name} as label } from './original.js?package';\n`;
  const dir = project();
  fs.writeFileSync(path.join(dir, 'ours.js'), reexport('label'));
  const present = await build(dir, [{ pattern: /^\.\/original\.js$/, file: path.join(dir, 'ours.js') }]);
  assert.equal(present.hasErrors(), false, present.toString('errors-only'));

  fs.writeFileSync(path.join(dir, 'ours.js'), reexport('renamedByAnUpgrade'));
  const missing = await build(dir, [{ pattern: /^\.\/original\.js$/, file: path.join(dir, 'ours.js') }]);
  assert.equal(missing.hasErrors(), true);
  assert.match(missing.toString('errors-only'), /renamedByAnUpgrade/);
});
