// A text folder's index module (`src/i18n/<folder>/index.ts`, the namespace's loader), in the
// browser build: each language's module becomes a JSON file `i18n-<namespace>-<language>.<hash>.json`
// (texts-json.cjs), emitted here, and the index becomes the table of their addresses.
// One small module per namespace, where a lazy import context would cost a module per language
// plus a lookup function on every page that speaks the namespace.
const fs = require('node:fs');
const path = require('node:path');
const { textsJson } = require('./texts-json.cjs');

const LANGUAGE_FILE = /^(it|en|fr|es|de)\.ts$/;

module.exports = function textsIndexLoader() {
  const { namespace, production } = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  this.addContextDependency(dir); // a language added or removed
  const files = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => LANGUAGE_FILE.test(f))
    .sort()) {
    const file = path.join(dir, name);
    this.addDependency(file);
    const json = textsJson(fs.readFileSync(file, 'utf8'), file, this.rootContext);
    const hash = production ? `.${this.utils.createHash('xxhash64').update(json).digest('hex').slice(0, 8)}` : '';
    const language = name.slice(0, -3);
    files[language] = `i18n-${namespace}-${language}${hash}.json`;
    this.emitFile(files[language], json);
  }
  return [
    `const files = ${JSON.stringify(files)};`,
    // The public path is the app's (a remote's own origin), as for any of its files.
    'export default (lng) => Promise.resolve({ default: __webpack_public_path__ + files[lng] });',
    '',
  ].join('\n');
};
