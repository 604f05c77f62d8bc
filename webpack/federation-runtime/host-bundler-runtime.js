// A remote's browser build imports this in place of the federation bundler runtime
// (NormalModuleReplacementPlugin in webpack/app-config.cjs): the same object the package builds
// for each container, made of the functions the page's host provides
// (provide-bundler-runtime.js) instead of a copy of them in every remote entry. Two parts stay
// the remote's own: the container's init (a host has none), and the federation API module, which
// keeps its container's instance in a module variable that a shared copy would hand from one
// container to the next.
import * as runtime from 'federation-runtime-api';
import { initContainerEntry } from 'federation-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error('This remote runs on a host that provides the federation bundler runtime (webpack/federation-runtime/provide-bundler-runtime.js)');
}

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
export { runtime };
export const instance = undefined;
export const initOptions = undefined;

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
