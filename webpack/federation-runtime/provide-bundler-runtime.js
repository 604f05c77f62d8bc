// What the host (or a remote's standalone page) hands the remotes besides the runtime core: the
// bundler runtime, the functions that wire a webpack build's require to the federation runtime
// (shared modules, consumes). They are stateless (each takes the build's require), so one copy per
// page serves every container; a remote's entry then carries only its own wiring
// (webpack/federation-runtime/host-bundler-runtime.js).
import { bundlerRuntime, attachShareScopeMap } from 'federation-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

export function provideBundlerRuntime(global) {
  global[BUNDLER_RUNTIME_GLOBAL] = {
    consumes: bundlerRuntime.consumes,
    initializeSharing: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  };
}
