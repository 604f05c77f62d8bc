import { loadScript } from '@module-federation/enhanced/runtime';

/** A remote's own federation runtime, as its manifest names it (webpack/remote-manifest-plugin.cjs). */
export interface RuntimeFile {
  /** The runtime key the remote's entry was built against (webpack/federation-runtime-key.cjs). */
  key: string;
  /** The remote's own runtime file, which lends its runtime under that key. */
  url: string;
}

// The page's runtimes by key, as webpack/federation-runtime/runtime-registry.js keeps them.
type Page = typeof globalThis & { _VENUE_FEDERATION_RUNTIMES?: Record<string, unknown> };

/** The runtime files being loaded, by key: a second remote of that key waits for the first's. */
const loading = new Map<string, Promise<void>>();

/**
 * Before a remote's entry runs: a remote borrows the runtime the page lends under the key it was
 * built against, the host's when both were built with the same one. A remote built against another
 * runtime brings its own, loaded here; a later remote of that key borrows it, and one that asks
 * while it is loading waits for it (two remotes fetched ahead at once: host/src/features/prefetch/).
 * A failure is the remote's (its error boundary shows it), and its retry loads the file again.
 */
export function ensureFederationRuntime(runtime: RuntimeFile | undefined): Promise<void> {
  if (!runtime || (globalThis as Page)._VENUE_FEDERATION_RUNTIMES?.[runtime.key]) return Promise.resolve();
  let load = loading.get(runtime.key);
  if (!load) {
    load = Promise.resolve(loadScript(runtime.url, {})).finally(() => loading.delete(runtime.key));
    loading.set(runtime.key, load);
  }
  return load;
}
