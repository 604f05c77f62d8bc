// Where each namespace's texts are (a module per language in one folder), and how the browser
// build turns them into JSON files (texts-json-loader.cjs). The namespace must be the one the
// app registers (`registerTranslations('<namespace>', …)`): the file names carry it, and the
// server reads them to name a page's texts early (server/src/web/host-build.ts, remote-page-assets.ts).
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

/** A text file of the browser build, by its name (listed in a remote's manifest: remote-manifest-plugin.cjs). */
const TEXT_FILE = /^i18n-[A-Za-z]+-[a-z]+\.[^/]*json$/;

module.exports = { textRules, isTextModule, TEXT_FILE };
