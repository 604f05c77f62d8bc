/**
 * The files a server-rendered page names: the stylesheets of the host and of the route's remote
 * (in the head: the rendered markup needs them for its first paint; without them the page would
 * paint unstyled until the scripts load them), and the remote's scripts and the page's texts,
 * preloaded by the after-paint loader (after-paint-loader.ts) so they come beside the host's,
 * not after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_CSS_ATTRIBUTE } from './after-paint-loader';

// The fields the host's browser code reads too (host/src/federation/remote-manifest.ts).
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
  /** The shared libraries the build carries a copy of, and that copy's files. */
  shared?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  /** The build's text files (webpack/remote-manifest-plugin.cjs adds them, and `pages`). */
  texts?: string[];
  /** A page's own chunk (by its key in `./pages`): its scripts and the shared libraries it uses. */
  pages?: Record<string, { js?: string[]; shared?: string[] }>;
  /** The runtime key of the remote's entry and the remote's own runtime file (webpack/remote-manifest-plugin.cjs). */
  federationRuntime?: { key?: unknown; file?: unknown };
}

export interface PageAssets {
  stylesheets: string[];
  /** Files the browser should fetch early: scripts, and text files (JSON). */
  preloads: string[];
  /** The route's remote's stylesheets (after the host's), marked for the after-paint loader. */
  remoteStylesheets?: string[];
}

/** A remote's files for one page, and its entry file (which the browser then loads directly). */
export interface RemotePageAssets extends PageAssets {
  entry?: string;
  /** The runtime the entry borrows, and the remote's own copy the browser loads when the page lends none under that key. */
  runtime?: { key: string; url: string };
}

interface BootFiles {
  scripts: string[];
  /** The host's own lazy pages: their scripts, by address (`/welcome`). */
  pages: Record<string, string[]>;
}

let hostListing: { dir: string; mtimeMs: number; files: string[]; boot: BootFiles; shared?: Set<string> } | undefined;

/** The host's build folder, read again only when a new build is there (index.html changed). */
function hostBuild(hostDist: string): NonNullable<typeof hostListing> {
  const mtimeMs = fs.statSync(path.join(hostDist, 'index.html')).mtimeMs;
  if (!hostListing || hostListing.dir !== hostDist || hostListing.mtimeMs !== mtimeMs) {
    hostListing = { dir: hostDist, mtimeMs, files: fs.readdirSync(hostDist).sort(), boot: readBootFiles(hostDist) };
  }
  return hostListing;
}

const hostFiles = (hostDist: string): string[] => hostBuild(hostDist).files;

const scriptPaths = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)).map((file) => `/${file}`) : [];

/** boot-files.json of the host's build (webpack/boot-files-plugin.cjs); none in an older build. */
function readBootFiles(hostDist: string): BootFiles {
  try {
    const { scripts, pages } = JSON.parse(fs.readFileSync(path.join(hostDist, 'boot-files.json'), 'utf8')) as { scripts?: unknown; pages?: unknown };
    const byAddress = pages && typeof pages === 'object' ? Object.entries(pages as Record<string, unknown>).map(([address, list]) => [address, scriptPaths(list)]) : [];
    return { scripts: scriptPaths(scripts), pages: Object.fromEntries(byAddress) as Record<string, string[]> };
  } catch {
    return { scripts: [], pages: {} };
  }
}

/**
 * The host's start files after its entry (the libraries, @venue/shared, the bootstrap chunk):
 * the entry asks for them only once it runs, so every page names them for the browser to
 * fetch beside the entry.
 */
export const hostBootScripts = (hostDist: string): string[] => hostBuild(hostDist).boot.scripts;

/** The scripts of the host's own page at this address (a lazy route, e.g. /welcome), if any. */
export const hostPageScripts = (hostDist: string, pathname: string): string[] => hostBuild(hostDist).boot.pages[pathname] ?? [];

/** The shared libraries the host provides to every page (its federation manifest's `shared`). */
export function hostSharedLibraries(hostDist: string): Set<string> {
  const build = hostBuild(hostDist);
  if (!build.shared) {
    try {
      const { shared } = JSON.parse(fs.readFileSync(path.join(hostDist, 'mf-manifest.json'), 'utf8')) as Manifest;
      build.shared = new Set((shared ?? []).flatMap((library) => (typeof library.name === 'string' ? [library.name] : [])));
    } catch {
      build.shared = new Set();
    }
  }
  return build.shared;
}

/** The host's CSS files (the browser build writes a few, all small). */
export function hostStylesheets(hostDist: string): string[] {
  return hostFiles(hostDist).filter((file) => file.endsWith('.css')).map((file) => `/${file}`);
}

/**
 * A text file: `i18n-<namespace>-<language>.<hash>.json`, one per namespace and language
 * (webpack/texts.cjs).
 */
const TEXTS_FILE = /(?:^|\/)i18n-([A-Za-z]+)-([a-z]+)\.[^/]*json$/;
const isTextsOf = (language: string) => (file: string) => TEXTS_FILE.exec(file)?.[2] === language;

/** The namespace of a text file (`i18n-booking-it.1a2b3c4d.json` → booking), if it is one. */
export const textsNamespace = (file: string): string | undefined => TEXTS_FILE.exec(file)?.[1];

/**
 * The namespaces of the host's texts that every page speaks (@venue/shared's common texts and the
 * host's own). The host's other namespaces (payments) are fetched by the screens that speak them,
 * with them (shared/src/payments/payments-i18n.ts).
 */
const EVERY_PAGE_NAMESPACES = new Set(['common', 'host']);

/**
 * The host's text files of the page's language that every page speaks: the page awaits them
 * before it hydrates, so the browser should fetch them beside the entry, not after it.
 */
export function hostTexts(hostDist: string, language: string): string[] {
  return hostFiles(hostDist)
    .filter((file) => isTextsOf(language)(file) && EVERY_PAGE_NAMESPACES.has(textsNamespace(file)!))
    .map((file) => `/${file}`);
}

/** Every namespace the host's build has texts for (its own and @venue/shared's, which it provides). */
export function hostNamespaces(hostDist: string): Set<string> {
  return new Set(hostFiles(hostDist).flatMap((file) => textsNamespace(file) ?? []));
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

/**
 * The route's remote files, as the browser would fetch them (URLs relative to the manifest):
 * its entry, its pages' module, the page's own chunk with the shared libraries it uses that the
 * host does not provide (`hostShared`: the remote's copy is then the one that runs), and its
 * texts in the page's language.
 */
export async function remoteAssets(
  manifestUrl: string,
  origin: string,
  { language, page, hostShared = new Set() }: { language: string; page?: string; hostShared?: Set<string> },
): Promise<RemotePageAssets> {
  const absolute = new URL(manifestUrl, origin);
  const data = await manifest(absolute.href);
  const pages = data?.exposes?.find((e) => e.path === './pages');
  if (!data || !pages) return { stylesheets: [], preloads: [] };
  // Same origin: keep the paths relative to the site, as the browser build names them.
  const base = manifestUrl.startsWith('/') ? manifestUrl.replace(/[^/]*$/, '') : absolute.href.replace(/[^/]*$/, '');
  const remoteEntry = data.metaData?.remoteEntry;
  const at = (file: string) => `${base}${file}`;
  const entry = remoteEntry?.name ? at(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`) : undefined;
  // The manifest is the remote's deployment's: anything not shaped as expected is left out.
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const own = page && Object.hasOwn(data.pages ?? {}, page) ? data.pages?.[page] : undefined;
  const libraries = list(data.shared) as NonNullable<Manifest['shared']>;
  const sharedFiles = list(own?.shared)
    .filter((name): name is string => typeof name === 'string' && !hostShared.has(name))
    .flatMap((name) => list(libraries.find((library) => library?.name === name)?.assets?.js?.sync));
  const texts = list(data.texts).filter((file): file is string => typeof file === 'string' && isTextsOf(language)(file));
  const isScript = (file: unknown): file is string => typeof file === 'string' && /^(?!.*\.\.)[\w./-]+\.js$/.test(file);
  const scripts = [...list(pages.assets?.js?.sync), ...list(own?.js), ...sharedFiles].filter(isScript);
  const { key, file: runtimeFile } = data.federationRuntime ?? {};
  const runtime = typeof key === 'string' && /^[\w.+-]{1,100}$/.test(key) && isScript(runtimeFile) ? { key, url: at(runtimeFile) } : undefined;
  return {
    // A remote built with one stylesheet names it as both.
    stylesheets: [...new Set([...(pages.assets?.css?.sync ?? []), ...(pages.assets?.css?.async ?? [])])].map(at),
    preloads: [...(entry ? [entry] : []), ...[...new Set(scripts), ...texts].map(at)],
    entry,
    ...(runtime ? { runtime } : {}),
  };
}

/**
 * The files a page names for the browser to fetch early: the host's (its start files and texts
 * of the page's language), then the route's remote files, less the remote's own copy of texts
 * the host provides (@venue/shared's: the host's copy is the one the page runs).
 */
export function earlyFiles(hostFiles: string[], remoteFiles: string[], providedByHost: Set<string>): string[] {
  return [...hostFiles, ...remoteFiles.filter((file) => !providedByHost.has(textsNamespace(file) ?? ''))];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The remote's stylesheets carry `data-remote-css`: the after-paint loader gives each the absolute
 * address the remote's runtime will look for (its public path is absolute), so the runtime finds
 * it in the page instead of adding it a second time (after-paint-loader.ts).
 */
export function stylesheetTags(stylesheets: string[], remoteStylesheets: string[] = []): string {
  const tag = (href: string, attrs = '') => `<link rel="stylesheet" href="${escapeAttr(href)}"${attrs} />`;
  return [...stylesheets.map((href) => tag(href)), ...remoteStylesheets.map((href) => tag(href, ` ${REMOTE_CSS_ATTRIBUTE}`))].join('');
}
