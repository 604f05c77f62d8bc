/**
 * A remote's `mf-manifest.json`, read by the host itself. The federation runtime could read it
 * (its snapshot plugin), but that plugin and its manifest-to-snapshot code would weigh on the
 * host's entry, on every page, for what these few lines do; the host is built
 * without it (`disableSnapshot`) and registers each remote by its entry file. The server reads
 * the same fields for the page it renders (server/src/web/remote-page-assets.ts, a package of its own
 * that does not import the browser's code): a change to one belongs in both.
 */
export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface RemoteFiles {
  /** The remote's entry file, the URL the federation runtime loads. */
  entry: string;
  /** What the exposed module needs at once (its chunks and stylesheets), to fetch beside the entry. */
  scripts: string[];
  stylesheets: string[];
}

/**
 * The files of one exposed module of a remote, as absolute URLs. A manifest's `publicPath` is
 * `auto` when the files sit beside it (wherever the remote is deployed), else their base URL.
 */
export function remoteFiles(manifest: RemoteManifest, manifestUrl: string, expose: string): RemoteFiles {
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const at = (file: string) => new URL(file, base).href;
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const assets = manifest.exposes?.find((e) => e.path === expose)?.assets;
  return {
    entry: at(`${folder}${remoteEntry.name}`),
    scripts: (assets?.js?.sync ?? []).map(at),
    stylesheets: (assets?.css?.sync ?? []).map(at),
  };
}

/** The remote's current files: its manifest is no-cache on its deployment, so a redeploy is seen. */
export async function fetchRemoteFiles(manifestUrl: string, expose: string): Promise<RemoteFiles> {
  const url = new URL(manifestUrl, document.baseURI).href;
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return remoteFiles((await res.json()) as RemoteManifest, url, expose);
}

/**
 * Asks the browser for the files while the entry loads, as the runtime's snapshot plugin did:
 * without it the remote's chunks would wait for its entry to run. They go to the HTTP cache
 * (the files are immutable), where the runtime's own `<script>` and `<link>` then find them, in
 * the mode those use (no-cors, with credentials). Not `<link rel=preload>`: a preloaded answer
 * stays in the page's preload cache, and after a failed load (a broken deployment) the retry
 * would be served that same answer again.
 */
export function prefetchRemoteFiles({ scripts, stylesheets }: RemoteFiles, priority: RequestPriority = 'high'): void {
  const present = new Set<string>();
  document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]').forEach((el) => {
    present.add(el instanceof HTMLLinkElement ? el.href : el.src);
  });
  for (const href of [...scripts, ...stylesheets]) {
    if (present.has(href)) continue;
    fetch(href, { mode: 'no-cors', credentials: 'include', priority }).catch(() => undefined);
  }
}
