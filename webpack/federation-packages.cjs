// The federation runtime's packages, as the app's own @module-federation/enhanced resolves them
// (pnpm gives each package its own dependencies): their folders, for the aliases our runtime
// files import them by (webpack/app-config.cjs), and their versions, for the runtime key
// (webpack/federation-runtime-key.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** The packages the host lends its remotes: the core, the bundler runtime, and the API module a remote keeps. */
const RUNTIME_PACKAGES = ['@module-federation/runtime-core', '@module-federation/webpack-bundler-runtime', '@module-federation/runtime'];

/** The folder of the package a resolved file belongs to (its package.json need not be exported). */
function packageFolder(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) return dir;
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

/**
 * `{ [name]: { dir, version } }` of the runtime packages the app builds with.
 * @param {NodeJS.Require} req a require from the app's folder
 */
function federationRuntimePackages(req) {
  const enhanced = createRequire(req.resolve('@module-federation/enhanced/webpack'));
  // runtime-core and runtime come to the bundler runtime through runtime-tools, as to the plugin.
  const bundler = enhanced.resolve('@module-federation/webpack-bundler-runtime');
  const requireFrom = {
    '@module-federation/webpack-bundler-runtime': enhanced,
    '@module-federation/runtime': createRequire(bundler),
    '@module-federation/runtime-core': createRequire(createRequire(bundler).resolve('@module-federation/runtime')),
  };
  const packages = {};
  for (const name of RUNTIME_PACKAGES) {
    const dir = packageFolder(requireFrom[name].resolve(name), name);
    packages[name] = { dir, version: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
  }
  return packages;
}

module.exports = { federationRuntimePackages, RUNTIME_PACKAGES };
