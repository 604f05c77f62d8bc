// The host's federation runtime plugin that lends its runtime to the remotes, which leave it out
// of their entries: one runtime per page when host and remotes share a runtime key. The
// federation package's own way (`experiments.provideExternalRuntime` and `externalRuntime`) puts
// one unversioned global on the page, and loads the runtime's CommonJS build beside the ESM one
// the host already runs; this one lends the host's copy, bundler runtime included, under its key
// (provide-runtime.js).
import { provideRuntime } from './provide-runtime.js';

export default function provideRuntimePlugin() {
  return {
    name: 'venue-provide-runtime',
    beforeInit(args) {
      provideRuntime();
      return args;
    },
  };
}
