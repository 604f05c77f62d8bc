// Jest runs the tests as CommonJS. jotai 3 and react-router 8 (with the packages react-router
// imports) ship only ES modules: this transformer compiles them to CommonJS with ts-jest, like
// our own sources, and only them (every other package in node_modules is loaded as it is).
const path = require('node:path');
const { default: tsJest } = require('ts-jest');

const ESM_ONLY = ['jotai', 'react-router', 'cookie-es', '@remix-run/route-pattern'];
const SEP = '[\\\\/]';
const names = ESM_ONLY.map((name) => name.replace('/', SEP)).join('|');

// react-router reads `import.meta.hot` (Vite's hot reload) where a route module fails to load:
// CommonJS has no import.meta, and no test runs under Vite.
const withoutImportMeta = (source) => source.replace(/\bimport\.meta\b/g, '({})');

/** The transformer Jest loads by this file's path (`transform` below). */
function createTransformer() {
  const inner = tsJest.createTransformer({
    tsconfig: { allowJs: true, module: 'CommonJS', target: 'ES2022', isolatedModules: true },
    diagnostics: false,
  });
  return {
    canInstrument: false,
    getCacheKey: (source, file, options) => inner.getCacheKey(withoutImportMeta(source), file, options),
    process: (source, file, options) => inner.process(withoutImportMeta(source), file, options),
  };
}

module.exports = {
  createTransformer,
  esmTransform: { '^.+\\.m?js$': path.join(__dirname, 'esm-packages.js') },
  // A package's files under pnpm's store: node_modules/.pnpm/<name>@<version>/node_modules/<name>/.
  transformIgnorePatterns: [`${SEP}node_modules${SEP}(?!(\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?(${names})${SEP})`],
};
