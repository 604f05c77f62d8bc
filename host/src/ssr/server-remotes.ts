import type { RemoteName } from '@venue/shared';
import { registerServerRemote } from '../federation/remote-registry';

/** The server build of a remote sits beside its browser build: <deployment>/server/mf-manifest.json. */
export function serverManifestUrl(browserManifest: string, origin: string): string {
  const url = new URL(browserManifest, origin);
  url.pathname = url.pathname.replace(/[^/]*$/, 'server/mf-manifest.json');
  return url.href;
}

// A redeployed remote is seen within a second; a burst of pages asks its deployment once.
const RECHECK_MS = 1000;

interface RemoteState {
  url: string;
  body?: string;
  checkedAt: number;
  /** The check in flight: every render of the remote's pages meanwhile waits for the same one. */
  checking?: Promise<void>;
}

const remotes = new Map<RemoteName, RemoteState>();

/** The server's reader of its own build files (RenderRequest.ownFile). */
type OwnFile = (url: string) => Promise<string | null>;

/** The manifest's text: from the server's own disk when it is one of its builds, else over HTTP. */
async function fetchText(url: string, ownFile: OwnFile): Promise<string> {
  try {
    const own = await ownFile(url);
    if (own !== null) return own;
    const res = await fetch(url, { cache: 'no-cache' });
    return res.ok ? await res.text() : `HTTP ${res.status}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/**
 * Registers one remote's server manifest, and reads it again before a render of its pages at
 * most once a second: a remote redeployed since (another manifest) is registered again, so its
 * new build renders without a server restart. Only renders of that remote's pages wait for it.
 * A remote this server serves itself is read from its disk (no request to its own address); the
 * federation runtime still fetches a new build's code once, as a browser does.
 */
export function syncServerRemote(name: RemoteName, browserManifest: string, origin: string, ownFile: OwnFile, now = Date.now()): Promise<void> {
  const url = serverManifestUrl(browserManifest, origin);
  let state = remotes.get(name);
  if (!state || state.url !== url) {
    state = { url, checkedAt: 0 };
    remotes.set(name, state);
  }
  if (state.checking) return state.checking;
  if (now - state.checkedAt < RECHECK_MS) return Promise.resolve();
  const current = state;
  current.checkedAt = now;
  current.checking = fetchText(url, ownFile)
    .then((body) => {
      if (body !== current.body) registerServerRemote?.(name, url);
      current.body = body;
    })
    .finally(() => {
      current.checking = undefined;
    });
  return current.checking;
}
