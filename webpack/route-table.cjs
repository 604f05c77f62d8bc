// The product's route table (shared/src/routes/route-table.ts), read by the build: the plugins
// that name a page's files and check that every page a row names is built
// (remote-manifest-plugin.cjs, boot-files-plugin.cjs). The file is TypeScript whose only import
// is a type, so it is transpiled and run as it is, never copied.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const ROUTE_TABLE_FILE = path.join(__dirname, '..', 'shared', 'src', 'routes', 'route-table.ts');

let cached;

/** @returns {{ path: string, owner: string, page: string, cache: string, loader?: Function, phonePrefixes: boolean, layout: string }[]} */
function routeTable() {
  if (!cached) {
    const ts = Module.createRequire(path.join(__dirname, '..', 'shared', 'package.json'))('typescript');
    const { outputText } = ts.transpileModule(fs.readFileSync(ROUTE_TABLE_FILE, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
      fileName: ROUTE_TABLE_FILE,
    });
    const module = new Module(ROUTE_TABLE_FILE);
    module.filename = ROUTE_TABLE_FILE;
    module.paths = Module._nodeModulePaths(path.dirname(ROUTE_TABLE_FILE));
    module._compile(outputText, ROUTE_TABLE_FILE);
    cached = module.exports;
  }
  return cached.ROUTE_TABLE;
}

/** The host's layout chunks that pages name (the staff layout, a lazy chunk of its own). */
function layoutChunks() {
  return routeTable().some((row) => row.layout === 'staff') ? [cached.STAFF_LAYOUT_CHUNK] : [];
}

/** The rows of one owner ('host' or a remote's federation name). */
const rowsOf = (owner) => routeTable().filter((row) => row.owner === owner);

module.exports = { routeTable, rowsOf, layoutChunks, ROUTE_TABLE_FILE };
