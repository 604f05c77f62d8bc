import type { RemoteName } from '@venue/shared';
import { registerRuntimeRemotes } from '../federation/remote-registry';

/** The server build of a remote sits beside its browser build: <deployment>/server/mf-manifest.json. */
export function serverManifestUrl(browserManifest: string, origin: string): string {
  const url = new URL(browserManifest, origin);
  url.pathname = url.pathname.replace(/[^/]*$/, 'server/mf-manifest.json');
  return url.href;
}

let registered = '';
let manifestBodies: Partial<Record<RemoteName, string>> = {};
let checkedAt = 0;
// A redeployed remote is seen within a second; a burst of pages asks its deployment once.
const RECHECK_MS = 1000;

async function fetchText(url: string): Promise<string> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    return res.ok ? await res.text() : `HTTP ${res.status}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/**
 * Registers the remotes' server manifests, and re-reads them before a render at most once a
 * second: a remote redeployed since (another manifest) is registered again, so its new build
 * renders without a server restart. The manifests are small, no-cache files of the remote's
 * deployment. (Renders run one at a time: a fetch here holds every page waiting behind it.)
 */
export async function syncServerRemotes(remotes: Record<RemoteName, string>, origin: string, now = Date.now()): Promise<void> {
  const urls = Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, serverManifestUrl(url, origin)])) as Record<RemoteName, string>;
  const key = JSON.stringify(urls);
  if (key === registered && now - checkedAt < RECHECK_MS) return;
  checkedAt = now;
  const bodies = Object.fromEntries(
    await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await fetchText(url)] as const)),
  ) as Record<RemoteName, string>;
  const changed = key !== registered || (Object.keys(bodies) as RemoteName[]).some((name) => bodies[name] !== manifestBodies[name]);
  manifestBodies = bodies;
  if (!changed) return;
  registered = key;
  registerRuntimeRemotes(urls);
}
