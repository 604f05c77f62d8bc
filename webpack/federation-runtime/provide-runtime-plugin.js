// The host's federation runtime plugin that hands its runtime to the remotes, which leave it out
// of their entries (`experiments.externalRuntime`): one runtime per page. The federation
// package's own plugin (`provideExternalRuntime`) loads the runtime's CommonJS build beside the
// ESM one the host already runs: 22 KB gzipped more. This one gives the remotes the host's copy,
// and the host's bundler runtime with it (provide-bundler-runtime.js).
import * as runtimeCore from 'federation-runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime.js';

export default function provideRuntimePlugin() {
  return {
    name: 'venue-provide-runtime',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      runtimeCore.Global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'host' };
      provideBundlerRuntime(runtimeCore.Global);
      return args;
    },
  };
}
