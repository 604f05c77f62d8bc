// What the host (or a remote's runtime file) lends the remotes: the runtime core, and the bundler
// runtime, the functions that wire a webpack build's require to the federation runtime (shared
// modules, consumes). They are stateless (each takes the build's require), so one copy per page
// serves every container of the same runtime key; a remote's entry keeps only its own wiring
// (provided-bundler-runtime.js).
import * as runtimeCore from 'federation-runtime-core';
import { bundlerRuntime, attachShareScopeMap } from 'federation-bundler-runtime';
import { lendRuntime } from './runtime-registry.js';

export function provideRuntime() {
  lendRuntime(runtimeCore.Global, {
    core: runtimeCore,
    bundler: {
      consumes: bundlerRuntime.consumes,
      initializeSharing: bundlerRuntime.I,
      installInitialConsumes: bundlerRuntime.installInitialConsumes,
      init: bundlerRuntime.init,
      getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
      attachShareScopeMap,
    },
  });
}
