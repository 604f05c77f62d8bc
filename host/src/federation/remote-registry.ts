import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { translationsReady, type RemoteName, type RemotePagesModule } from '@venue/shared';
import { fetchRemoteFiles, prefetchRemoteFiles } from './remote-manifest';
import { retryEntryOncePlugin } from './retry-entry-once-plugin';

const PAGES = './pages';

let manifests: Partial<Record<RemoteName, string>> = {};
/** The remotes registered with the federation runtime, by their entry file. */
const registered = new Map<RemoteName, Promise<void>>();
const pagesCache = new Map<RemoteName, Promise<RemotePagesModule>>();
const loadedPages = new Map<RemoteName, RemotePagesModule>();

// The server build registers remotes by their manifests, read by the runtime's node plugin; the
// browser build reads them itself (remote-manifest.ts) and registers entry files.
const readsManifestsItself = typeof __SERVER__ === 'undefined' || !__SERVER__;

/**
 * Takes the remotes named by the runtime config: no remote URL is built into the host.
 * `entries`: a remote's entry file the server already read from its manifest (a server-rendered
 * page's remote), registered at once: no manifest request before the page's remote can
 * hydrate. The others are registered when first needed, from their manifests; a retry (`resetRemote`) reads the manifest
 * again, which names the current deployment.
 */
export function registerRuntimeRemotes(remotes: Record<RemoteName, string>, entries: Partial<Record<RemoteName, string>> = {}): void {
  const first = Object.keys(manifests).length === 0;
  manifests = { ...remotes };
  if (first) registerPlugins([retryEntryOncePlugin()]);
  registered.clear();
  pagesCache.clear();
  loadedPages.clear();
  const now = (Object.keys(remotes) as RemoteName[]).filter((name) => !readsManifestsItself || entries[name]);
  if (now.length === 0) return;
  registerRemotes(
    now.map((name) => ({ name, entry: entries[name] ?? remotes[name]! })),
    { force: !first },
  );
  for (const name of now) registered.set(name, Promise.resolve());
}

/**
 * Server: registers (again) one remote by its server manifest, read by the runtime's node plugin:
 * the next render of its pages loads the build that manifest names.
 */
export const registerServerRemote =
  // The server build's only: the browser build drops it (a constant false there).
  typeof __SERVER__ !== 'undefined' && __SERVER__
    ? (name: RemoteName, manifest: string): void => {
        if (Object.keys(manifests).length === 0) registerPlugins([retryEntryOncePlugin()]);
        const known = name in manifests;
        manifests = { ...manifests, [name]: manifest };
        pagesCache.delete(name);
        loadedPages.delete(name);
        registerRemotes([{ name, entry: manifest }], { force: known });
        registered.set(name, Promise.resolve());
      }
    : undefined;

/**
 * Registers a remote by the entry its manifest names, once; its first chunks are fetched meanwhile
 * (`priority`: low when it is fetched ahead, before the visitor asks: features/prefetch/).
 */
function ensureRegistered(name: RemoteName, priority: RequestPriority): Promise<void> {
  let done = registered.get(name);
  if (!done) {
    const manifest = manifests[name];
    done = manifest
      ? fetchRemoteFiles(manifest, PAGES).then(async (files) => {
          prefetchRemoteFiles(files, priority);
          registerRemotes([{ name, entry: files.entry }], { force: true });
        })
      : Promise.reject(new Error(`No remote "${name}" in the runtime config`));
    registered.set(name, done);
  }
  return done;
}

/**
 * The remote's `./pages` module, fetched once per page load, with its texts in the page's
 * language (the module registers its namespaces as it loads). A failure stays cached until
 * `resetRemote` (the visitor's retry): React re-renders a suspended tree, and a fresh
 * promise on every render would retry forever.
 */
export function loadRemotePages(name: RemoteName, priority: RequestPriority = 'high'): Promise<RemotePagesModule> {
  let pages = pagesCache.get(name);
  if (!pages) {
    pages = ensureRegistered(name, priority)
      .then(() => loadRemote<{ default: RemotePagesModule }>(`${name}/pages`))
      .then(async (module) => {
        if (!module?.default) throw new Error(`Remote "${name}" did not expose ./pages`);
        await translationsReady();
        loadedPages.set(name, module.default);
        return module.default;
      });
    pages.catch(() => undefined); // the error boundary reports it
    pagesCache.set(name, pages);
  }
  return pages;
}

/**
 * The remote's `./pages` module if it has already loaded (fetched ahead, or shown before): the
 * page renders it at once instead of suspending on a settled promise, which would show the
 * loading state for a frame and hold the page's first paint behind React's reveal throttle.
 */
export const loadedRemotePages = (name: RemoteName): RemotePagesModule | undefined => loadedPages.get(name);

/**
 * `loadRemotePages` ahead of the visitor (features/prefetch/), at low priority. A failure is
 * forgotten, not kept for the visitor's own load: they may never go there, and if they do, that
 * load asks again and shows its own error.
 */
export function prefetchRemotePages(name: RemoteName): Promise<RemotePagesModule> {
  const pages = loadRemotePages(name, 'low');
  pages.catch(() => {
    if (pagesCache.get(name) === pages) resetRemote(name);
  });
  return pages;
}

/**
 * Forgets everything the federation runtime cached about one remote (manifest, entry,
 * modules), so the next load fetches it anew: a retry without a full page reload.
 */
export function resetRemote(name: RemoteName): void {
  pagesCache.delete(name);
  loadedPages.delete(name);
  registered.delete(name);
  const manifest = manifests[name];
  if (manifest && !readsManifestsItself) registerRemotes([{ name, entry: manifest }], { force: true });
}
