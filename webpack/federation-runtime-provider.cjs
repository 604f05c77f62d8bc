// How the apps get their federation packages, and the runtime plugin by which a page provides
// its federation runtime to the remotes (docs/federation.md, "One runtime per page").
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** The federation package's own plugin that provides a page's runtime core to the remotes. */
const PROVIDER = '@module-federation/inject-external-runtime-core-plugin';

/**
 * The federation packages an app builds with: its own, or those installed in
 * FEDERATION_PACKAGES_DIR (e2e/tests/federation-versions.spec.ts builds a remote with another
 * release of @module-federation/enhanced, installed there). Those then use the app's webpack
 * (FEDERATION_WEBPACK_PATH, read by the federation plugin): one webpack per build.
 * @param {NodeJS.Require} req a require from the app's folder
 */
function federationFrom(req) {
  const dir = process.env.FEDERATION_PACKAGES_DIR;
  if (!dir) return { require: req, enhanced: () => req('@module-federation/enhanced/webpack') };
  process.env.FEDERATION_WEBPACK_PATH ||= req.resolve('webpack');
  const from = createRequire(path.join(path.resolve(dir), 'package.json'));
  return { require: from, enhanced: () => from('@module-federation/enhanced/webpack') };
}

/**
 * The runtime plugin a page's build adds to provide its runtime core (`runtimePlugins`): the
 * federation package's own, as @module-federation/enhanced depends on it, by its folder. The
 * plugin's option `experiments.provideExternalRuntime` adds the same plugin by its CommonJS file,
 * whose `require` of the core brings the core's CommonJS build into the host beside the ES module
 * build it runs: a second copy of the runtime on every page, and the one lent to the remotes not
 * the one the host runs. A package folder resolves to its `module` field, the plugin's ES module
 * build, which imports the core the host runs (webpack/test/federation-runtime.test.cjs).
 * @param {{ require: NodeJS.Require }} federation what federationFrom returns
 */
function federationRuntimeProvider(federation) {
  const enhanced = createRequire(federation.require.resolve('@module-federation/enhanced/webpack'));
  const file = enhanced.resolve(PROVIDER);
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === PROVIDER) return dir;
  }
  throw new Error(`no package.json of ${PROVIDER} above ${file}`);
}

module.exports = { federationFrom, federationRuntimeProvider };
