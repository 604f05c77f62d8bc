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

async function fetchText(url: string): Promise<string> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    return res.ok ? await res.text() : `HTTP ${res.status}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/**
 * Registers the remotes' server manifests, and re-reads them before each render: a remote
 * redeployed since (another manifest) is registered again, so its new build renders without a
 * server restart. The manifests are small, no-cache files of the remote's deployment.
 */
export async function syncServerRemotes(remotes: Record<RemoteName, string>, origin: string): Promise<void> {
  const urls = Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, serverManifestUrl(url, origin)])) as Record<RemoteName, string>;
  const bodies = Object.fromEntries(
    await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await fetchText(url)] as const)),
  ) as Record<RemoteName, string>;
  const key = JSON.stringify(urls);
  const changed = key !== registered || (Object.keys(bodies) as RemoteName[]).some((name) => bodies[name] !== manifestBodies[name]);
  manifestBodies = bodies;
  if (!changed) return;
  registered = key;
  registerRuntimeRemotes(urls);
}
