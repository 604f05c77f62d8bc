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
const isLent = (key: string): boolean => Boolean((globalThis as Page)._VENUE_FEDERATION_RUNTIMES?.[key]);

const loading = new Map<string, Promise<void>>();

/**
 * Before a remote's entry runs: a remote borrows the runtime the page lends under the key it was
 * built against, the host's when both were built with the same one. A remote built against another
 * runtime brings its own, loaded here once per key (a second remote of that key borrows it too).
 */
export function ensureFederationRuntime(runtime: RuntimeFile | undefined): Promise<void> {
  if (!runtime || isLent(runtime.key)) return Promise.resolve();
  let loaded = loading.get(runtime.key);
  if (!loaded) {
    loaded = loadScript(runtime.url, {}).then(() => {
      if (!isLent(runtime.key)) throw new Error(`${runtime.url} lent no federation runtime ${runtime.key}`);
    });
    // A failure is the remote's (its error boundary shows it); its retry loads the file again.
    loaded.catch(() => loading.delete(runtime.key));
    loading.set(runtime.key, loaded);
  }
  return loaded;
}
