import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { translationsReady, type RemoteName, type RemotePagesModule } from '@venue/shared';
import { retryEntryOncePlugin } from './retry-entry-once-plugin';

let manifests: Partial<Record<RemoteName, string>> = {};
const pagesCache = new Map<RemoteName, Promise<RemotePagesModule>>();

/**
 * Registers the remotes named by the runtime config: no remote URL is built into the host.
 * `entries`: a remote's entry file the server already read from its manifest (a server-rendered
 * page's remote), loaded directly: one request less before the page's remote can hydrate. A
 * retry (`resetRemote`) goes through the manifest again, which names the current deployment.
 */
export function registerRuntimeRemotes(remotes: Record<RemoteName, string>, entries: Partial<Record<RemoteName, string>> = {}): void {
  const first = Object.keys(manifests).length === 0;
  manifests = { ...remotes };
  if (first) registerPlugins([retryEntryOncePlugin()]);
  registerRemotes(
    (Object.entries(remotes) as [RemoteName, string][]).map(([name, manifest]) => ({ name, entry: entries[name] ?? manifest })),
    { force: !first },
  );
  pagesCache.clear();
}

/**
 * The remote's `./pages` module, fetched once per page load, with its texts in the page's
 * language (the module registers its namespaces as it loads). A failure stays cached until
 * `resetRemote` (the visitor's retry): React re-renders a suspended tree, and a fresh
 * promise on every render would retry forever.
 */
export function loadRemotePages(name: RemoteName): Promise<RemotePagesModule> {
  let pages = pagesCache.get(name);
  if (!pages) {
    pages = loadRemote<{ default: RemotePagesModule }>(`${name}/pages`).then(async (module) => {
      if (!module?.default) throw new Error(`Remote "${name}" did not expose ./pages`);
      await translationsReady();
      return module.default;
    });
    pages.catch(() => undefined); // the error boundary reports it
    pagesCache.set(name, pages);
  }
  return pages;
}

/**
 * Forgets everything the federation runtime cached about one remote (manifest, entry,
 * modules), so the next load fetches it anew: a retry without a full page reload.
 */
export function resetRemote(name: RemoteName): void {
  pagesCache.delete(name);
  const entry = manifests[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
