/**
 * The files of the route's remote a server-rendered page names for the browser to fetch early,
 * read from the remote's browser manifest on its deployment (webpack/remote-manifest-plugin.cjs
 * adds `texts` and `pages` to it): they come beside the host's, not after it.
 */
import { textsOf } from './host-build';

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
}

/** A remote's files for one page, and its entry file (which the browser then loads directly). */
export interface RemotePageAssets {
  stylesheets: string[];
  /** Files the browser should fetch early: scripts, and text files (JSON). */
  preloads: string[];
  entry?: string;
}

const isTextsOf = (language: string) => (file: string) => textsOf(file)?.language === language;

/**
 * A remote's door page texts (`staffPromo`, `staffGiftcard`…) are fetched by its staff screens
 * only (`Staff…` pages): a guest page that named them would fetch a file it never reads.
 */
const STAFF_NAMESPACE = /^staff[A-Z]/;
const STAFF_PAGE = /^Staff[A-Z]/;
const isForPage = (page: string | undefined) => (file: string) => !STAFF_NAMESPACE.test(textsOf(file)?.namespace ?? '') || STAFF_PAGE.test(page ?? '');

const manifests = new Map<string, { at: number; body: Promise<Manifest | undefined> }>();
const MANIFEST_TTL_MS = 1000;

/** Reads one of this server's own build files from its disk, or null for an address elsewhere (own-build-files.ts). */
type OwnFile = (url: string) => Promise<string | null>;
const notOwn: OwnFile = async () => null;

/**
 * The remote's browser manifest (no-cache on its deployment; kept one second here): from this
 * server's disk when it serves the remote itself, else fetched from the remote's deployment.
 */
function manifest(url: string, ownFile: OwnFile): Promise<Manifest | undefined> {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.body;
  const fetched = async (): Promise<Manifest | undefined> => {
    const own = await ownFile(url);
    if (own !== null) return JSON.parse(own) as Manifest;
    const res = await fetch(url);
    return res.ok ? ((await res.json()) as Manifest) : undefined;
  };
  const body = fetched().catch(() => undefined);
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
  { language, page, hostShared = new Set(), ownFile = notOwn }: { language: string; page?: string; hostShared?: Set<string>; ownFile?: OwnFile },
): Promise<RemotePageAssets> {
  const absolute = new URL(manifestUrl, origin);
  const data = await manifest(absolute.href, ownFile);
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
  const texts = list(data.texts).filter((file): file is string => typeof file === 'string' && isTextsOf(language)(file) && isForPage(page)(file));
  const isScript = (file: unknown): file is string => typeof file === 'string' && /^(?!.*\.\.)[\w./-]+\.js$/.test(file);
  const scripts = [...list(pages.assets?.js?.sync), ...list(own?.js), ...sharedFiles].filter(isScript);
  return {
    // A remote built with one stylesheet names it as both.
    stylesheets: [...new Set([...(pages.assets?.css?.sync ?? []), ...(pages.assets?.css?.async ?? [])])].map(at),
    preloads: [...(entry ? [entry] : []), ...[...new Set(scripts), ...texts].map(at)],
    entry,
  };
}

/**
 * The files a page names for the browser to fetch early: the host's (its start files and texts
 * of the page's language), then the route's remote files, less the remote's own copy of texts
 * the host provides (@venue/shared's: the host's copy is the one the page runs).
 */
export function earlyFiles(hostFiles: string[], remoteFiles: string[], providedByHost: Set<string>): string[] {
  return [...hostFiles, ...remoteFiles.filter((file) => !providedByHost.has(textsOf(file)?.namespace ?? ''))];
}
