// A remote's standalone page (QA runs a remote alone) has no host to provide the federation
// runtime that remotes leave out of their entries (`experiments.externalRuntime`): this file,
// loaded first by the standalone page, provides it and the bundler runtime, as the host's runtime
// plugin does.
import * as runtimeCore from 'federation-runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime.js';

runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
runtimeCore.Global._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'page' };
provideBundlerRuntime(runtimeCore.Global);
