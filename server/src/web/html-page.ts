/**
 * The front page's HTML, rendered on the server (README, "Server rendering"). The server never
 * imports front-end code: it requires the host's server build from WEB_ROOT at run time
 * (host/dist/server/main.js), which loads the remotes' server builds through module federation
 * from their deployments. The page carries the data the render used (boot data), the CSP nonce
 * on every script, and falls back to the plain app shell when rendering is impossible.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selectVenue } from '../modules/venues/venue-selection';
import { sendAppShell, readIndex } from './app-shell';
import { afterPaintLoader, takeEntryScripts } from './after-paint-loader';
import {
  type PageAssets,
  type RemotePageAssets,
  earlyFiles,
  hostBootScripts,
  hostNamespaces,
  hostSharedLibraries,
  hostPageScripts,
  hostStylesheets,
  hostTexts,
  remoteAssets,
  stylesheetTags,
} from './page-assets';
import { documentHead, type PageHead } from './page-head';
import { VENUE_COOKIE, pageLanguage, readCookie, type PageLanguage } from './page-language';
import { runtimeConfigFor } from './runtime-config';
import { PageCache, type RenderedPage, isSharedPage, withResponseNonce } from './page-cache';
import { pageUrl } from './page-url';
import { newNonce, pageCsp } from './security-headers';
import { compressResponseBody, pickEncoding } from './static-files';
import { serialiseBootData } from './serialise-boot-data';

interface HostRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    nonce: string;
    config: ReturnType<typeof runtimeConfigFor>;
    venue: string;
    language: PageLanguage;
    api: { location: unknown; services: unknown; experiences: unknown };
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    now: number;
  }): Promise<{ status: number; html: string; data: unknown; redirect?: string; remote?: 'giftcards' | 'booking' | 'promo'; remotePage?: string; head?: PageHead }>;
  /** No route owns the address: the not-found page, alike for every such address. */
  isUnknownAddress?(url: string): boolean;
}

let renderer: Promise<HostRenderer> | undefined;

/** The host's server build, required once (a failed load is tried again on the next page). */
function loadRenderer(hostDist: string): Promise<HostRenderer> {
  if (!renderer) {
    const file = path.join(hostDist, 'server', 'main.js');
    renderer = (async () => {
      if (!fs.existsSync(file)) throw new Error(`no server build at ${file}`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return (await require(file)) as HostRenderer;
    })();
    renderer.catch(() => {
      renderer = undefined;
    });
  }
  return renderer;
}

/** One API call, answered in-process as the browser's call would be (same checks, same limits). */
async function apiData(app: FastifyInstance, request: FastifyRequest, url: string, token: string): Promise<unknown> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: '',
    remoteAddress: request.ip,
  });
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { status?: boolean; data?: unknown };
  return body.status ? body.data : undefined;
}

interface BootAnswers {
  location: unknown;
  services: unknown;
  experiences: unknown;
}

/**
 * What every page of a venue starts from (location, services, experiences), asked in-process
 * and kept while the read cache's generation of the venue holds, one second at most (the list
 * has time-dependent fields). The same objects go to every render meanwhile, so the host checks
 * them with its schemas once (it keeps its reading per object: host/src/ssr/boot-data-from.ts).
 */
const BOOT_ANSWERS_MS = 1000;
const bootAnswersByVenue = new Map<number, { generation: string; at: number; answers: Promise<BootAnswers> }>();

function bootAnswers(app: FastifyInstance, request: FastifyRequest, venue: { id: number; frontpageToken: string }): Promise<BootAnswers> {
  const generation = app.readCache.generation(venue.id);
  const now = Date.now();
  const kept = bootAnswersByVenue.get(venue.id);
  if (kept && kept.generation === generation && now - kept.at < BOOT_ANSWERS_MS) return kept.answers;
  const token = venue.frontpageToken;
  const answers = Promise.all([
    apiData(app, request, '/backend/api/frontpage/location/getlocation', token),
    apiData(app, request, '/backend/api/frontpage/services/getallservices', token),
    apiData(app, request, '/backend/api/frontpage/experience/getexperiencelist', token),
  ]).then(([location, services, experiences]) => ({ location, services, experiences }));
  bootAnswersByVenue.set(venue.id, { generation, at: now, answers });
  // A failed answer is not kept: the next page asks again.
  void answers.then((a) => {
    if (a.location === undefined || a.services === undefined || a.experiences === undefined) bootAnswersByVenue.delete(venue.id);
  });
  return answers;
}

/**
 * The `fetch` the page's own API calls go through while it renders (a gift card, a promo):
 * answered in-process by the same routes, with the visitor's address for the rate limits.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url, 'http://in-process');
    const res = await app.inject({
      method: 'POST',
      url: pathname + search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : '',
      remoteAddress: request.ip,
    });
    const retryAfter = res.headers['retry-after'];
    const bodyless = [204, 205, 304].includes(res.statusCode);
    return new Response(bodyless ? null : res.body, { status: res.statusCode, headers: retryAfter ? { 'retry-after': String(retryAfter) } : {} });
  };
}

function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return `http://127.0.0.1:${port}`;
}

/** Pages kept for a second, per process (page-cache.ts). */
const pageCache = new PageCache();

export async function sendHtmlPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, hostDist: string): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const slug = typeof query.venue === 'string' ? query.venue : readCookie(request.headers.cookie, VENUE_COOKIE);
  try {
    const venue = await selectVenue(app.venueDirectory, app.config, { slug, hostname: request.hostname });
    if (!venue) return sendAppShell(reply, hostDist);
    const language = pageLanguage(request.headers);
    // Made-up query parameters and path spellings make no other render or entry (page-url.ts).
    const url = pageUrl(request.url, venue.slug);
    const render = () => renderPage(app, request, url, hostDist, venue, language);
    const pathname = url.split('?')[0] ?? '/';
    const generation = app.readCache.generation(venue.id, 'promotions');
    const shared = isSharedPage(pathname);
    // Every made-up address shares one not-found page (per venue and language): a flood of
    // them costs one render a second, and the cache holds one entry, not one per address.
    const unknown = !shared && (await loadRenderer(hostDist)).isUnknownAddress?.(url) === true;
    const rendered = shared
      ? await pageCache.get(JSON.stringify([venue.slug, language, url, generation]), render)
      : unknown
        ? await pageCache.get(JSON.stringify([venue.slug, language, '<not-found>', generation]), render)
        : await render();
    if (!rendered) return sendAppShell(reply, hostDist);
    if (rendered.redirect) return reply.redirect(rendered.redirect);
    const nonce = newNonce();
    const html = withResponseNonce(rendered, nonce);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(rendered.status)
      .header('content-type', 'text/html; charset=utf-8')
      // A page kept for everyone may be kept by a proxy too; a personal one (a booking to edit,
      // a payment) only by the visitor's own browser.
      .header('cache-control', shared || unknown ? 'no-cache' : 'private, no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .header('content-security-policy', pageCsp(app.config, nonce))
      .send(encoding ? compressResponseBody(html, encoding) : html);
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed: sending the app shell');
    return sendAppShell(reply, hostDist);
  }
}

/**
 * Renders one page with a placeholder where the nonce goes (null: no location, send the shell).
 * Everything it reads is the venue's, the language's and the address's: what the cache key holds.
 */
async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  hostDist: string,
  venue: NonNullable<Awaited<ReturnType<typeof selectVenue>>>,
  language: PageLanguage,
): Promise<RenderedPage | null> {
  const config = runtimeConfigFor(app.config, venue);
  const { location, services, experiences } = await bootAnswers(app, request, venue);
  if (location === undefined) return null;
  const host = await loadRenderer(hostDist);
  const placeholder = newNonce();
  const page = await host.renderPage({
    url,
    origin: ownOrigin(app),
    nonce: placeholder,
    config,
    venue: venue.slug,
    language,
    api: { location, services, experiences },
    fetchApi: inProcessFetch(app, request),
    now: Date.now(),
  });
  if (page.redirect) return { status: 302, html: '', placeholder, redirect: page.redirect };
  // A page that is not found has no canonical address (search engines drop it; nothing of the
  // address is in it, so one not-found page serves every made-up address).
  const canonical = page.status === 200 ? new URL(url.split('?')[0] ?? '/', app.config.publicUrl).href : undefined;
  const head = page.head && { ...page.head, canonical };
  const remote: RemotePageAssets = page.remote
    ? await remoteAssets(config.remotes[page.remote], ownOrigin(app), { language, page: page.remotePage, hostShared: hostSharedLibraries(hostDist) })
    : { stylesheets: [], preloads: [] };
  const hostScripts = [...hostBootScripts(hostDist), ...(page.status === 200 ? hostPageScripts(hostDist, url.split('?')[0] ?? '/') : [])];
  const assets = { stylesheets: hostStylesheets(hostDist), remoteStylesheets: remote.stylesheets, preloads: earlyFiles([...hostScripts, ...hostTexts(hostDist, language)], remote.preloads, hostNamespaces(hostDist)) };
  // The remote's entry, as its manifest names it now, and the runtime it borrows: the browser
  // loads it without asking the manifest again (host/src/federation/remote-registry.ts).
  const remoteRuntimes = page.remote && remote.runtime ? { remoteRuntimes: { [page.remote]: remote.runtime } } : {};
  const data = page.remote && remote.entry ? { ...(page.data as object), remoteEntries: { [page.remote]: remote.entry }, ...remoteRuntimes } : page.data;
  const html = composePage(readIndex(hostDist), { nonce: placeholder, language, root: page.html, data, head, assets });
  // `<!--$!-->`: React's mark on a boundary whose server render failed (a remote that could not
  // load), which the browser renders itself.
  return { status: page.status, html, placeholder, partial: page.html.includes('<!--$!-->') };
}

/**
 * index.html with the rendered markup in #root, the boot data, `lang`, the head, the nonces.
 * The stylesheets go in the head (the markup's first paint needs them); every script, the
 * host's entry and the remote's files, is started by the after-paint loader at the end.
 */
export function composePage(
  template: string,
  page: { nonce: string; language: string; root: string; data: unknown; head?: PageHead; assets?: PageAssets },
): string {
  const { html: withoutEntry, scripts } = takeEntryScripts(template);
  // Function replacers: a `$&` in the venue's text must stay text.
  let html = withoutEntry.replace(/<html lang=("[^"]*"|[^\s>]*)/, () => `<html lang="${page.language}"`);
  if (page.head) html = html.replace(/<title>[^<]*<\/title>/, () => documentHead(page.head!));
  if (page.assets) html = html.replace(/<\/head>/, () => `${stylesheetTags(page.assets!.stylesheets, page.assets!.remoteStylesheets)}</head>`);
  const boot = `<script type="application/json" id="__BOOT_DATA__">${serialiseBootData(page.data)}</script>`;
  const loader = afterPaintLoader(scripts, page.assets?.preloads ?? []);
  html = html.replace(/<div id="?root"?>[\s\S]*<\/body>/, () => `<div id="root">${page.root}</div>\n    ${boot}${loader}\n  </body>`);
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attrs: string) => `<script nonce="${page.nonce}"${attrs.replace(/\snonce=("[^"]*"|'[^']*'|[^\s>]*)/gi, '')}>`);
}
