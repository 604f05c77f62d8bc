// The federation packages' modules a build replaces by ours, each for a reason the federation
// plugin has no option for (docs/federation.md, "Replacements"). CheckedReplacementPlugin
// (checked-replacement-plugin.cjs) fails the build when a pattern matches nothing.
const path = require('node:path');

const file = (name) => path.join(__dirname, name);

/** A remote borrows the runtime core the page lends under its runtime key instead of carrying one. */
const borrowedRuntimeCore = {
  pattern: /^@module-federation[\\/]runtime-core$/,
  file: file('federation-runtime/provided-runtime-core.cjs'),
};

/** A remote's bundler runtime: its own wiring around the functions the page lends. */
const borrowedBundlerRuntime = {
  pattern: /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
  file: file('federation-runtime/provided-bundler-runtime.js'),
};

/** The host's runtime without the snapshot handler it never uses (it reads remotes' manifests itself). */
const snapshotHandlerOff = {
  pattern: /[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
  file: file('federation-trims/snapshot-handler-off.js'),
};

/** Production pages without the runtime's error descriptions (codes and links stay). */
const errorDescriptionsOff = {
  pattern: /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
  file: file('federation-trims/error-descriptions.mjs'),
};

/**
 * @param {{ build: 'host' | 'remote' | 'runtime-file', production: boolean }} options
 *   `runtime-file`: a remote's own runtime file (its standalone page's, and its fallback)
 */
function federationReplacements({ build, production }) {
  return [
    ...(build === 'host' ? [snapshotHandlerOff] : []),
    ...(build === 'remote' ? [borrowedRuntimeCore, borrowedBundlerRuntime] : []),
    ...(production ? [errorDescriptionsOff] : []),
  ];
}

module.exports = { federationReplacements };
