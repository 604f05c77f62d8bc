// Where each namespace's texts are (a module per language in one folder), and how the browser
// build turns them into JSON files (texts-json-loader.cjs). The namespace must be the one the
// app registers (`registerTranslations('<namespace>', …)`): the file names carry it, and the
// server reads them to name a page's texts early (server/src/web/page-assets.ts).
const path = require('node:path');

/** @venue/shared's texts: every app compiles them (the host's copy is the one pages run). */
const SHARED_TEXTS = {
  common: path.join(__dirname, '..', 'shared', 'src', 'i18n', 'locales'),
  payments: path.join(__dirname, '..', 'shared', 'src', 'payments', 'texts'),
};

const LANGUAGE_FILE = /[\\/](it|en|fr|es|de)\.ts$/;

/** The text folders an app compiles: @venue/shared's and its own (`app.texts`, relative to the app). */
function textFolders(app) {
  const own = Object.entries(app.texts ?? {}).map(([ns, dir]) => [ns, path.join(app.dir, dir)]);
  return [...Object.entries(SHARED_TEXTS), ...own];
}

/** A text module of any of the app's folders (kept out of the TypeScript rule). */
function isTextModule(app) {
  const folders = textFolders(app).map(([, dir]) => dir + path.sep);
  return (file) => LANGUAGE_FILE.test(file) && folders.some((dir) => file.startsWith(dir) && !file.slice(dir.length).includes(path.sep));
}

/**
 * Browser build: each text module is a file `i18n-<namespace>-<language>.<hash>.json`, and its
 * module is its address (`import()` of it gives the URL the shared i18n code fetches).
 */
function textRules(app, production) {
  const hash = production ? '.[contenthash:8]' : '';
  return textFolders(app).map(([ns, dir]) => ({
    test: LANGUAGE_FILE,
    include: (file) => path.dirname(file) === dir,
    type: 'asset/resource',
    generator: { filename: `i18n-${ns}-[name]${hash}.json` },
    use: [path.join(__dirname, 'texts-json-loader.cjs')],
  }));
}

const TEXT_FILE = /^i18n-[A-Za-z]+-[a-z]+\.[^/]*json$/;

/**
 * Adds the build's text files to its federation manifest (`texts`: file names, beside the
 * manifest): the manifest lists a remote's scripts and stylesheets, not the other files its
 * chunks fetch, and the server reads it to name a page's texts early (page-assets.ts).
 */
class TextsManifestPlugin {
  constructor(webpack, manifestFile = 'mf-manifest.json') {
    this.webpack = webpack;
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('TextsManifestPlugin', (compilation) => {
      // After the federation plugin writes its manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'TextsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(this.manifestFile);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.texts = Object.keys(compilation.assets).filter((file) => TEXT_FILE.test(file)).sort();
        compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { textRules, isTextModule, TextsManifestPlugin };
