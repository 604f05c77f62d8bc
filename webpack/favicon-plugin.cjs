// Puts the site's icon (icons/favicon.svg, and favicon.ico for browsers and tools that ask for
// /favicon.ico) at the root of every app's output: the host's pages and each remote's
// standalone page link them from index.html.
const fs = require('node:fs');
const path = require('node:path');

const ICONS = ['favicon.svg', 'favicon.ico'].map((name) => ({ name, file: path.join(__dirname, 'icons', name) }));

class FaviconPlugin {
  /** @param {typeof import('webpack')} webpack the app's own webpack */
  constructor(webpack) {
    this.webpack = webpack;
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FaviconPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { name, file } of ICONS) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { FaviconPlugin };
