// A remote's browser build imports this in place of the federation bundler runtime
// (webpack/federation-replacements.cjs): the same object the package builds for each container,
// made of the functions the page lends under the remote's runtime key (provide-runtime.js)
// instead of a copy of them in every remote entry. Two parts stay the remote's own: the
// container's init (a host has none: the package builds it only for a build that exposes
// modules), and the federation API module, which keeps its container's instance in a module
// variable that a shared copy would hand from one container to the next. Of that module the
// bundler runtime calls `init` and `getRemoteEntry` (webpack-bundler-runtime's init and
// getSharedFallbackGetter); nothing of ours calls the others, which stay out of the entry.
import { init, getRemoteEntry } from 'federation-runtime-api';
// A file of the package's dist/: its public entry brings the whole bundler runtime with it.
import { initContainerEntry } from 'federation-bundler-runtime/dist/initContainerEntry.js';
import { borrowedRuntime } from './runtime-registry.js';

const provided = borrowedRuntime().bundler;

export const bundlerRuntime = {
  // A remote loads no remotes of its own (`disableRemote`).
  remotes: undefined,
  consumes: provided.consumes,
  I: provided.initializeSharing,
  S: {},
  installInitialConsumes: provided.installInitialConsumes,
  initContainerEntry,
  init: provided.init,
  getSharedFallbackGetter: provided.getSharedFallbackGetter,
};
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const runtime = { init, getRemoteEntry };
export const instance = undefined;
export const initOptions = undefined;

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
