/**
 * The files a server-rendered page names: the stylesheets of the host and of the route's remote
 * (in the head: the rendered markup needs them for its first paint; without them the page would
 * paint unstyled until the scripts load them), and the remote's scripts, preloaded by the
 * after-paint loader (after-paint-loader.ts) so they come beside the host's, not after it.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

export interface PageAssets {
  stylesheets: string[];
  scripts: string[];
}

let hostCss: { dir: string; mtimeMs: number; files: string[] } | undefined;

/** The host's CSS files (the browser build writes a few, all small). */
export function hostStylesheets(hostDist: string): string[] {
  const mtimeMs = fs.statSync(path.join(hostDist, 'index.html')).mtimeMs;
  if (!hostCss || hostCss.dir !== hostDist || hostCss.mtimeMs !== mtimeMs) {
    const files = fs.readdirSync(hostDist).filter((file) => file.endsWith('.css')).sort().map((file) => `/${file}`);
    hostCss = { dir: hostDist, mtimeMs, files };
  }
  return hostCss.files;
}

const manifests = new Map<string, { at: number; body: Promise<Manifest | undefined> }>();
const MANIFEST_TTL_MS = 1000;

/** The remote's browser manifest (no-cache on its deployment; kept one second here). */
function manifest(url: string): Promise<Manifest | undefined> {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.body;
  const body = fetch(url)
    .then((res) => (res.ok ? (res.json() as Promise<Manifest>) : undefined))
    .catch(() => undefined);
  manifests.set(url, { at: Date.now(), body });
  return body;
}

/** The route's remote files, as the browser would fetch them (URLs relative to the manifest). */
export async function remoteAssets(manifestUrl: string, origin: string): Promise<PageAssets> {
  const absolute = new URL(manifestUrl, origin);
  const data = await manifest(absolute.href);
  const pages = data?.exposes?.find((e) => e.path === './pages');
  if (!data || !pages) return { stylesheets: [], scripts: [] };
  // Same origin: keep the paths relative to the site, as the browser build names them.
  const base = manifestUrl.startsWith('/') ? manifestUrl.replace(/[^/]*$/, '') : absolute.href.replace(/[^/]*$/, '');
  const entry = data.metaData?.remoteEntry;
  const at = (file: string) => `${base}${file}`;
  return {
    stylesheets: [...(pages.assets?.css?.sync ?? []), ...(pages.assets?.css?.async ?? [])].map(at),
    scripts: [...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []), ...(pages.assets?.js?.sync ?? [])].map(at),
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function stylesheetTags(stylesheets: string[]): string {
  return stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" />`).join('');
}
