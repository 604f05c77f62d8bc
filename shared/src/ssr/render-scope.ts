/**
 * What a server render knows that code outside React reads: the venue's runtime config, the
 * page's language (which texts a remote's module waits for) and the server's own build files. In the browser these are the page's own values (set once at start); on the
 * server each render runs in its own scope, kept by the host's server entry in an
 * AsyncLocalStorage (host/src/server.tsx), so renders of different pages overlap without a queue.
 *
 * The storage is handed in rather than imported: this package is bundled for browsers too.
 */
import type { RuntimeConfig } from '../config/runtime-config-schema';
import type { Language } from '../i18n/languages';

export interface RenderScope {
  config: RuntimeConfig;
  language: Language;
  /**
   * A file of the server's own builds by its address (a remote's server manifest), read from
   * its disk; null when the address is not one of them (render-contract.d.ts, `ownFile`).
   */
  ownFile: (url: string) => Promise<string | null>;
}

/** The part of node's AsyncLocalStorage a render scope needs. */
interface ScopeStorage {
  getStore(): RenderScope | undefined;
  run<R>(scope: RenderScope, work: () => R): R;
}

let storage: ScopeStorage | null = null;

/** Server: where render scopes live (an AsyncLocalStorage). */
export function setRenderScopeStorage(scopes: ScopeStorage): void {
  storage = scopes;
}

/** Server: runs one render with its own scope; everything it starts, awaits included, sees it. */
export function runInRenderScope<R>(scope: RenderScope, work: () => R): R {
  if (!storage) throw new Error('No render scope storage: call setRenderScopeStorage() first');
  return storage.run(scope, work);
}

/** The scope of the server render running now, if any (always none in the browser). */
export const currentRenderScope = (): RenderScope | undefined => storage?.getStore();
