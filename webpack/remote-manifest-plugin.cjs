// Adds to a remote's federation manifest (mf-manifest.json) what the server needs to name a
// page's files early (server/src/web/remote-page-assets.ts) and the manifest does not list:
// - `texts`: the build's text files (webpack/texts.cjs): the manifest lists only scripts and
//   stylesheets, not the other files the chunks fetch;
// - `pages`: for each page of the exposed `./pages` module that is a lazy chunk of its own
//   (`import(/* webpackChunkName: "page-<Key>" */ …)`, Key its name in that module), the scripts
//   of that chunk group and the shared libraries its modules consume. Without them the browser
//   learns of a page's chunk only once the `./pages` module runs: a round trip more before the
//   page hydrates.
//
// It also fails the build when a row of the route table (shared/src/routes/route-table.ts) owned
// by this remote names a page that is no chunk of this build: the host would route an address to
// a page the remote cannot show.
const { TEXT_FILE } = require('./texts.cjs');
const { rowsOf, ROUTE_TABLE_FILE } = require('./route-table.cjs');

const PAGE_CHUNK = /^page-(.+)$/;

class RemoteManifestPlugin {
  /**
   * @param {typeof import('webpack')} webpack the app's own webpack
   * @param {{ remote: string, routes?: { page: string, path: string }[], manifestFile?: string }} options
   *   routes: the rows whose pages this build must have (default: the route table's rows of `remote`)
   */
  constructor(webpack, { remote, routes = rowsOf(remote), manifestFile = 'mf-manifest.json' }) {
    this.webpack = webpack;
    this.routes = routes;
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      // After the federation plugin writes its manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(this.manifestFile);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.texts = Object.keys(compilation.assets)
          .filter((file) => TEXT_FILE.test(file))
          .sort();
        manifest.pages = pageFiles(compilation);
        for (const row of this.routes) {
          if (Object.hasOwn(manifest.pages, row.page)) continue;
          const error = new this.webpack.WebpackError(
            `The route "/${row.path}" names the page "${row.page}", and this build has no chunk "page-${row.page}" (${ROUTE_TABLE_FILE}; a page is a lazy import with webpackChunkName "page-<Key>" in the exposed ./pages module)`,
          );
          error.hideStack = true;
          compilation.errors.push(error);
        }
        compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** `{ [page]: { js, shared } }`: a page chunk group's scripts, and the share keys it consumes. */
function pageFiles(compilation) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const page = PAGE_CHUNK.exec(name)?.[1];
    if (!page) continue;
    const js = new Set();
    const shared = new Set();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        // Which copy of a shared library runs is the page's choice (the host's, mostly): the
        // server adds the remote's own files only for what the host does not provide.
        if (module.type === 'consume-shared-module') shared.add(module.options.shareKey);
      }
    }
    pages[page] = { js: [...js].sort(), shared: [...shared].sort() };
  }
  return pages;
}

module.exports = { RemoteManifestPlugin };
