// A text module (`src/i18n/<folder>/<language>.ts`: `export default {…}`, importing types only)
// turned into the JSON of its default export. The browser build emits each as a file of its own
// (texts-index-loader.cjs): a page fetches its language's texts as data, which costs no
// JavaScript parse and compile, and the server names them in the page for the browser to fetch
// early. The server build and Jest keep importing the TypeScript itself, so every language is
// still checked against the Italian source's type.
const vm = require('node:vm');
const { createRequire } = require('node:module');
const path = require('node:path');

/** The JSON of the text module `file` (its source), compiled with the app's own TypeScript. */
function textsJson(source, file, rootContext) {
  const ts = createRequire(path.join(rootContext, 'package.json'))('typescript');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    fileName: file,
  });
  const module = { exports: {} };
  const refuse = (request) => {
    throw new Error(`${file}: a text module imports types only (it imports "${request}")`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: refuse }, { filename: file });
  const texts = module.exports.default;
  if (!texts || typeof texts !== 'object') throw new Error(`${file}: a text module's default export is its texts object`);
  return JSON.stringify(texts);
}

module.exports = { textsJson };
