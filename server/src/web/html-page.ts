/**
 * The front page's HTML, rendered on the server (docs/server-rendering.md). The host's server
 * build renders the markup (host-server-entry.ts, through the contract in
 * shared/src/ssr/render-contract.d.ts); this route picks the venue and the language, asks the
 * route table whether the page may be kept for everyone (page-cache.ts), fills the host's page
 * template (page-document.ts) and falls back to the plain app shell when rendering is impossible.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../lib/client-key';
import { selectVenue } from '../modules/venues/venue-selection';
import { sendAppShell } from './app-shell';
import { everyPageTexts, hostBuild, hostNamespaces, staffPageTexts } from './host-build';
import { loadHostServerEntry, type RenderRoute } from './host-server-entry';
import { ownBuildFiles } from './own-build-files';
import { bootAnswers, pageReads } from './page-reads';
import { pageDocument } from './page-document';
import { VENUE_COOKIE, pageLanguage, readCookie, type PageLanguage } from './page-language';
import { runtimeConfigFor } from './runtime-config';
import { PageCache, type RenderedPage, withResponseNonce } from './page-cache';
import { pageUrl } from './page-url';
import { newNonce, pageCsp, staffPageCsp } from './security-headers';
import { isStaffPagePath, isStaffSide } from './staff-side';
import { compressResponseBody, pickEncoding } from './response-compression';
import { earlyFiles, remoteAssets, type RemotePageAssets } from './remote-page-assets';
import { isPublicPage, pageStructuredData } from '../modules/seo/page-structured-data';
import { alternates, pageAddress, venueSite } from '../modules/seo/venue-site';
import type { PageHead } from './page-head';

type Venue = NonNullable<Awaited<ReturnType<typeof selectVenue>>>;

/** The host's lazy chunk of the door page's layout (shared/src/routes/route-table.ts, STAFF_LAYOUT_CHUNK). */
const STAFF_LAYOUT_CHUNK = 'staff';

/** Where this server answers itself (the remotes' manifests, read while a page renders). */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return `http://127.0.0.1:${port}`;
}

/** An address no route owns: the door page asked for on the guest side renders the not-found page. */
const NOT_FOUND_ADDRESS = '/not-found';

/** Pages kept for a second, per process (page-cache.ts). */
const pageCache = new PageCache();

/**
 * The page cache's key, or none for a personal page. Every address no route owns shares one
 * not-found page per venue and language: a flood of made-up addresses costs one render a
 * second, and the cache holds one entry, not one per address.
 */
function cacheKey(route: RenderRoute, venue: Venue, language: PageLanguage, url: string, generation: string, staffSide: boolean): string | undefined {
  if (route.cache !== 'everyone') return undefined;
  const address = route.owner === 'host' && route.page === 'NotFound' ? '<not-found>' : url;
  // The staff side's pages carry no venue markup: never one of the guest side's.
  return JSON.stringify([venue.slug, language, address, generation, staffSide]);
}

export async function sendHtmlPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, hostDist: string): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const slug = typeof query.venue === 'string' ? query.venue : readCookie(request.headers.cookie, VENUE_COOKIE);
  try {
    const venue = await selectVenue(app.venueDirectory, app.config, { slug, hostname: request.hostname });
    if (!venue) return sendAppShell(reply, hostDist);
    const language = pageLanguage(request.headers, query);
    const staffSide = isStaffSide(request, app.config);
    // The door page lives on the staff origin only (staff-side.ts).
    const address = !staffSide && isStaffPagePath(new URL(request.url, 'http://page').pathname) ? NOT_FOUND_ADDRESS : request.url;
    // Made-up query parameters and path spellings make no other render or entry (page-url.ts).
    const url = pageUrl(address, venue.slug);
    const route = (await loadHostServerEntry(hostDist)).routeOf(url);
    if (route.redirect) return reply.redirect(route.redirect);
    const key = cacheKey(route, venue, language, url, app.readCache.generation(venue.id, 'promotions'), staffSide);
    let renderedHere = false;
    const render = async () => {
      renderedHere = true;
      const started = performance.now();
      try {
        // Its reads by a secret count against the API limit of the visitor whose request
        // renders it (page-reads.ts); a page served from the cache reads nothing.
        return await renderPage(app, url, route, hostDist, venue, language, staffSide, clientKey(request));
      } finally {
        app.metrics.pageRendered((performance.now() - started) / 1000);
      }
    };
    const rendered = key ? await pageCache.get(key, render) : await render();
    // A page kept for everyone came from the cache unless this request rendered it.
    if (key) app.metrics.cacheLookup('page', !renderedHere);
    if (!rendered) return sendAppShell(reply, hostDist);
    const nonce = newNonce();
    const html = withResponseNonce(rendered, nonce);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .code(rendered.status)
        .header('content-type', 'text/html; charset=utf-8')
        // A page kept for everyone may be kept by a proxy too; a personal one (a booking to edit,
        // a payment) only by the visitor's own browser.
        .header('cache-control', key ? 'no-cache' : 'private, no-cache')
        .header('vary', 'cookie, accept-language, accept-encoding')
        .header('content-security-policy', staffSide ? staffPageCsp(app.config, nonce) : pageCsp(app.config, nonce))
        // The door page is for staff: never in a search engine (the head says it too); nor is a
        // page whose address is a guest's secret, an outcome or not found (modules/seo).
        .headers(route.layout === 'staff' ? { 'x-robots-tag': 'noindex, nofollow' } : {})
        .headers(route.layout !== 'staff' && (staffSide || !isPublicPage(route, rendered.status)) ? { 'x-robots-tag': 'noindex' } : {})
        // An address that carries a guest's secret is never sent on, not even to the site itself:
        // the next page's document.referrer, where the venue's scripts run, stays empty.
        .headers(route.secret ? { 'referrer-policy': 'no-referrer' } : {})
        .send(encoding ? compressResponseBody(html, encoding) : html)
    );
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
  url: string,
  route: RenderRoute,
  hostDist: string,
  venue: Venue,
  language: PageLanguage,
  staffSide: boolean,
  client: string | null,
): Promise<RenderedPage | null> {
  const config = runtimeConfigFor(app.config, venue, { staffSide });
  const answers = await bootAnswers(app, venue);
  const { services, experiences } = answers;
  // No venue markup travels to the staff origin, not even as data the page would not show.
  const location = staffSide ? withoutVenueMarkup(answers.location) : answers.location;
  if (location === undefined) return null;
  const host = await loadHostServerEntry(hostDist);
  const build = hostBuild(hostDist);
  if (!build.page) throw new Error('the host build has no page.html');
  const placeholder = newNonce();
  // The remote's files are read from its manifest while the page renders, not after.
  const ownFile = ownBuildFiles(app.config.webRoot, ownOrigin(app));
  const remoteFiles: Promise<RemotePageAssets> =
    route.owner !== 'host'
      ? remoteAssets(config.remotes[route.owner], ownOrigin(app), { language, page: route.page, hostShared: build.sharedLibraries, ownFile })
      : Promise.resolve({ stylesheets: [], preloads: [] });
  const page = await host.renderPage({
    url,
    origin: ownOrigin(app),
    nonce: placeholder,
    config,
    venue: venue.slug,
    language,
    api: { location, services, experiences },
    read: pageReads(app, venue, client),
    ownFile,
    now: Date.now(),
  });
  // Only a public page has a canonical address, its languages' alternates and its JSON-LD; the
  // others (not found, a staff page, a secret address, an outcome) are noindex (modules/seo).
  const staff = route.layout === 'staff';
  const seo = await searchHead(app, { url, route, status: page.status, staffSide, venue, language, experiences });
  const remote = await remoteFiles;
  const hostPage = route.owner === 'host' && page.status === 200 ? (build.pageScripts[route.page] ?? []) : [];
  // A staff page's layout is a lazy chunk of the host with texts of its own: named with the page's files.
  const staffFiles = staff ? [...(build.pageScripts[STAFF_LAYOUT_CHUNK] ?? []), ...staffPageTexts(build, language)] : [];
  const hostFiles = [...build.bootScripts, ...staffFiles, ...hostPage, ...everyPageTexts(build, language)];
  // The remote's entry, as its manifest names it now: the browser loads it without asking the
  // manifest again (host/src/federation/remote-registry.ts).
  const data = route.owner !== 'host' && remote.entry ? { ...page.data, remoteEntries: { [route.owner]: remote.entry } } : page.data;
  const html = pageDocument(build.page, {
    nonce: placeholder,
    language,
    head: { ...page.head, ...seo },
    root: page.html,
    data,
    stylesheets: build.stylesheets,
    remoteStylesheets: remote.stylesheets,
    scripts: build.entry,
    preloads: earlyFiles(hostFiles, remote.preloads, hostNamespaces(build)),
    afterPaintLoader: build.afterPaintLoader,
  });
  return { status: page.status, html, placeholder, partial: page.partial };
}

/** The head's search-engine part: a public page's addresses and JSON-LD, or noindex. */
async function searchHead(
  app: FastifyInstance,
  page: { url: string; route: RenderRoute; status: number; staffSide: boolean; venue: Venue; language: PageLanguage; experiences: unknown },
): Promise<Pick<PageHead, 'canonical' | 'alternates' | 'structuredData' | 'noindex'>> {
  if (page.staffSide || !isPublicPage(page.route, page.status)) return { noindex: true };
  const [path = '/', search = ''] = page.url.split('?');
  const experience = Number(new URLSearchParams(search).get('experience')) || undefined;
  const site = venueSite(app.config, page.venue.slug);
  const facts = { venue: page.venue, site, language: page.language };
  return {
    canonical: pageAddress(site, path, { experience }, page.language),
    alternates: alternates(site, path, { experience }),
    structuredData: await pageStructuredData(app, facts, { route: page.route, path, experiences: page.experiences }),
  };
}

/** The location without the venue's own header and footer (their scripts). */
function withoutVenueMarkup(location: unknown): unknown {
  if (!location || typeof location !== 'object') return location;
  return { ...location, customHeader: '', customFooter: '' };
}
