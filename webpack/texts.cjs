// Where each namespace's texts are (a module per language in one folder), and how the browser
// build turns them into JSON files (texts-index-loader.cjs). The namespace must be the one the
// app registers (`registerTranslations('<namespace>', …)`): the file names carry it, and the
// server reads them to name a page's texts early (server/src/web/host-build.ts, remote-page-assets.ts).
const path = require('node:path');

/** @venue/shared's texts: every app compiles them (the host's copy is the one pages run). */
const SHARED_TEXTS = {
  common: path.join(__dirname, '..', 'shared', 'src', 'i18n', 'locales'),
  payments: path.join(__dirname, '..', 'shared', 'src', 'payments', 'texts'),
  staff: path.join(__dirname, '..', 'shared', 'src', 'staff', 'texts'),
};

/** The text folders an app compiles: @venue/shared's and its own (`app.texts`, relative to the app). */
function textFolders(app) {
  const own = Object.entries(app.texts ?? {}).map(([ns, dir]) => [ns, path.join(app.dir, dir)]);
  return [...Object.entries(SHARED_TEXTS), ...own];
}

/** A text folder's index module: the namespace's loader, which imports the language's module. */
const INDEX_FILE = /[\\/]index\.ts$/;

/** A text folder's index module (kept out of the TypeScript rule: textRules makes it). */
function isTextModule(app) {
  const folders = textFolders(app).map(([, dir]) => dir);
  return (file) => INDEX_FILE.test(file) && folders.includes(path.dirname(file));
}

/**
 * Browser build: each folder's index module becomes the table of its texts' JSON files,
 * `i18n-<namespace>-<language>.<hash>.json`, which it emits (texts-index-loader.cjs); the
 * language modules themselves are never bundled.
 */
function textRules(app, production) {
  return textFolders(app).map(([ns, dir]) => ({
    test: INDEX_FILE,
    include: (file) => path.dirname(file) === dir,
    type: 'javascript/auto',
    use: [{ loader: path.join(__dirname, 'texts-index-loader.cjs'), options: { namespace: ns, production } }],
  }));
}

/** A text file of the browser build, by its name (listed in a remote's manifest: remote-manifest-plugin.cjs). */
const TEXT_FILE = /^i18n-[A-Za-z]+-[a-z]+\.[^/]*json$/;

module.exports = { textRules, isTextModule, TEXT_FILE };
