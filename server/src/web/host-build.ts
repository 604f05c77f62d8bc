/**
 * The host's build as the server reads it, one reader with one cache: the app shell
 * (index.html), the template of a server-rendered page (page.html), the after-paint loader, the
 * scripts a page starts with and names early (boot-files.json, webpack/boot-files-plugin.cjs), the
 * stylesheets, the text files and the shared libraries the host provides (mf-manifest.json).
 * Everything is read again when a new build is there (boot-files.json changed), until the host's
 * server code is loaded (host-server-entry.ts): from then on the build it was loaded with stays
 * (its pages name that build's files), and a newer one on disk waits for a restart, said once in
 * the log and on /healthz (docs/operations.md, "Deploying").
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePageTemplate, type PageTemplate } from './page-template';

export interface HostBuild {
  /** index.html: the page the browser renders alone (no venue, or the render failed). */
  shell: string;
  /** page.html with its placeholders, or undefined in a build without it. */
  page?: PageTemplate;
  /** The built after-paint loader's source, inlined at the end of every rendered page. */
  afterPaintLoader: string;
  /** The entry's own scripts, in order (site paths). */
  entry: string[];
  /** The start files the entry asks for once it runs: every page names them early. */
  bootScripts: string[];
  /** The scripts of the host's own lazy pages, by page key (`welcome`). */
  pageScripts: Record<string, string[]>;
  stylesheets: string[];
  /** Every text file of the build (site paths). */
  texts: string[];
  /** The shared libraries the host provides to every page (its federation manifest's `shared`). */
  sharedLibraries: Set<string>;
}

const BOOT_FILES = 'boot-files.json';
let cached: { dir: string; mtimeMs: number; build: HostBuild } | undefined;
/** The build the host's server code was loaded with, once it is. */
let pinned: { dir: string; mtimeMs: number } | undefined;
let staleListener: ((loadedAt: Date, onDisk: Date) => void) | undefined;
let staleSaid = false;

/** The host's build at `hostDist`; throws when it has no index.html. */
export function hostBuild(hostDist: string): HostBuild {
  const onDisk = stamp(hostDist);
  const pin = pinned?.dir === hostDist ? pinned.mtimeMs : undefined;
  if (pin !== undefined && onDisk !== pin) sayStale(pin, onDisk);
  const wanted = pin !== undefined && cached?.mtimeMs === pin ? pin : onDisk;
  if (!cached || cached.dir !== hostDist || cached.mtimeMs !== wanted) cached = { dir: hostDist, mtimeMs: onDisk, build: readHostBuild(hostDist) };
  return cached.build;
}

/** host-server-entry.ts: the server code now loaded belongs to the build on disk at this moment. */
export function pinHostBuild(hostDist: string): void {
  pinned = { dir: hostDist, mtimeMs: stamp(hostDist) };
  staleSaid = false;
}

/** Whether a newer host build waits on disk for a restart (for /healthz). */
export function hostBuildRestartNeeded(hostDist: string): boolean {
  return pinned?.dir === hostDist && stamp(hostDist) !== pinned.mtimeMs;
}

/** Called once when a newer host build than the loaded server code's is found (the web plugin logs it). */
export function onHostBuildStale(listener: (loadedAt: Date, onDisk: Date) => void): void {
  staleListener = listener;
}

function sayStale(loadedAt: number, onDisk: number): void {
  if (staleSaid) return;
  staleSaid = true;
  staleListener?.(new Date(loadedAt), new Date(onDisk));
}

/** The newest of the files that change with every build. */
function stamp(hostDist: string): number {
  const times = ['index.html', BOOT_FILES].map((file) => {
    try {
      return fs.statSync(path.join(hostDist, file)).mtimeMs;
    } catch {
      return 0;
    }
  });
  return Math.max(...times);
}

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const readJson = (file: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(readText(file) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** A build file's site path, for a plain file name of the build's own (never `../`). */
const scriptPaths = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)).map((file) => `/${file}`) : [];

function readHostBuild(hostDist: string): HostBuild {
  const shell = readText(path.join(hostDist, 'index.html'));
  if (shell === undefined) throw new Error(`no host build at ${hostDist}`);
  const pageHtml = readText(path.join(hostDist, 'page.html'));
  const boot = readJson(path.join(hostDist, BOOT_FILES));
  const pages = boot.pages && typeof boot.pages === 'object' ? (boot.pages as Record<string, unknown>) : {};
  const files = fs.readdirSync(hostDist).sort();
  const shared = readJson(path.join(hostDist, 'mf-manifest.json')).shared;
  return {
    shell,
    page: pageHtml === undefined ? undefined : parsePageTemplate(pageHtml),
    afterPaintLoader: readText(path.join(hostDist, 'after-paint', 'after-paint-loader.js')) ?? '',
    entry: scriptPaths(boot.entry),
    bootScripts: scriptPaths(boot.scripts),
    pageScripts: Object.fromEntries(Object.entries(pages).map(([page, list]) => [page, scriptPaths(list)])),
    stylesheets: files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
    texts: files.filter((file) => textsOf(file) !== undefined).map((file) => `/${file}`),
    sharedLibraries: new Set((Array.isArray(shared) ? shared : []).flatMap((library: { name?: unknown }) => (typeof library?.name === 'string' ? [library.name] : []))),
  };
}

/** A text file: `i18n-<namespace>-<language>.<hash>.json`, one per namespace and language (webpack/texts.cjs). */
const TEXTS_FILE = /(?:^|\/)i18n-([A-Za-z]+)-([a-z]+)\.[^/]*json$/;

/** The namespace and language of a text file, if it is one. */
export function textsOf(file: string): { namespace: string; language: string } | undefined {
  const match = TEXTS_FILE.exec(file);
  return match ? { namespace: match[1]!, language: match[2]! } : undefined;
}

/**
 * The namespaces of the host's texts that every page speaks (@venue/shared's common texts and the
 * host's own). The host's other namespaces (payments) are fetched by the screens that speak them
 * (shared/src/payments/payments-i18n.ts).
 */
const EVERY_PAGE_NAMESPACES = new Set(['common', 'host']);

/** The host's text files of the page's language that every page speaks: hydration awaits them. */
export const everyPageTexts = (build: HostBuild, language: string): string[] =>
  build.texts.filter((file) => {
    const texts = textsOf(file);
    return texts?.language === language && EVERY_PAGE_NAMESPACES.has(texts.namespace);
  });

/** The host's namespaces of the door page's screens (its layout's and @venue/shared/staff's). */
const STAFF_NAMESPACES = new Set(['staff', 'staffDoor']);

/** The host's text files of the door page in the page's language: named early on a staff page. */
export const staffPageTexts = (build: HostBuild, language: string): string[] =>
  build.texts.filter((file) => {
    const texts = textsOf(file);
    return texts?.language === language && STAFF_NAMESPACES.has(texts.namespace);
  });

/** Every namespace the host's build has texts for (its own and @venue/shared's, which it provides). */
export const hostNamespaces = (build: HostBuild): Set<string> => new Set(build.texts.flatMap((file) => textsOf(file)?.namespace ?? []));
