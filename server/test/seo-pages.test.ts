/**
 * What search engines read (docs/seo.md): every public page of a demo venue, as its sitemap lists
 * it, carries a canonical address in its language, the alternates of the five languages and
 * x-default, and JSON-LD that schema.org's vocabulary accepts (checked with a validator, on the
 * vendored vocabulary); the sitemap lists every public page and nothing personal; robots.txt keeps
 * crawlers off the secret and staff addresses; a claimed promotion's code, a booking's edit page
 * and the door page are noindex. The host's server build stands in (its route table's answers for
 * these addresses): what is checked here is the server's part of the page.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import robotsParser from 'robots-parser';
import { venues } from '../src/db/schema';
import { GUEST, book } from './support/booking';
import { writeFakeHostBuild } from './support/fake-host-build';
import { claim } from './support/promo-claim';
import { STAFF_HOST } from './support/staff-side';
import { checkStructuredData, seriousIssues } from './support/structured-data';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';

// The route table's answers for the addresses of this test (shared/src/routes/route-table.ts).
const HOST_RENDERER = `
const page = (owner, page, cache, extra = {}) => ({ owner, page, cache, ...extra });
exports.routeOf = (url) => {
  const p = url.split('?')[0];
  if (p === '/') return page('host', 'welcome', 'everyone', { redirect: '/welcome' });
  if (p === '/welcome') return page('host', 'welcome', 'everyone');
  if (p === '/reserve') return page('booking', 'Reserve', 'everyone');
  if (/^\\/r\\/[^/]+$/.test(p)) return page('booking', 'ReserveModule', 'everyone');
  if (/^\\/reserve\\/[^/]+\\/edit$/.test(p)) return page('booking', 'ReserveEdit', 'personal', { secret: true });
  if (/^\\/reserve\\/[^/]+$/.test(p)) return page('booking', 'ReserveMessage', 'personal');
  if (p === '/frontpage/giftcards') return page('giftcards', 'GiftcardList', 'everyone');
  if (/^\\/frontpage\\/giftcard\\/\\d+$/.test(p)) return page('giftcards', 'GiftcardDetail', 'everyone');
  if (/^\\/promo\\/[^/]+$/.test(p)) return page('promo', 'Promo', 'everyone');
  if (/^\\/promo\\/[^/]+\\/[^/]+$/.test(p)) return page('promo', 'PromoCode', 'everyone', { secret: true });
  if (/^\\/staff(\\/|$)/.test(p)) return page('host', 'staffScan', 'personal', { layout: 'staff' });
  return page('host', 'NotFound', 'everyone');
};
exports.renderPage = async (request) => {
  const route = exports.routeOf(request.url);
  return {
    status: route.page === 'NotFound' ? 404 : 200,
    html: '<main>' + route.page + '</main>',
    data: {},
    route,
    head: { title: 'x', description: 'x', siteName: 'x', language: request.language },
    partial: false,
  };
};`;

const LAGON_HOST = 'lagon.example';
const LANGS = ['it', 'en', 'fr', 'es', 'de'];

let t: TestApp;
let webRoot: string;
let publicUrl: string;

beforeAll(async () => {
  webRoot = writeFakeHostBuild('seo-', HOST_RENDERER);
  t = await createTestApp({ config: { webRoot, venueHosts: { [LAGON_HOST]: 'le-lagon' } } });
  publicUrl = t.app.config.publicUrl;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const ldScripts = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
/** A JSON-LD node as the tests read it. */
interface LdNode {
  '@type': string;
  '@id'?: string;
  name?: string;
  url?: string;
  image?: string;
  startDate?: string;
  offers?: { priceCurrency?: string };
  [property: string]: unknown;
}
const graphOf = (html: string): LdNode[] => (JSON.parse(ldScripts(html)[0]!) as { '@graph': LdNode[] })['@graph'];
/** A sitemap address as the page is asked for on this server (the path and query, on the venue's host). */
const requestOf = (loc: string) => {
  const url = new URL(loc);
  return { url: url.pathname + url.search, host: url.host };
};

describe('the sitemap', () => {
  test("lists each public page of the venue in each language, with its alternates, and nothing else of another venue's", async () => {
    const res = await get('/sitemap.xml?venue=cantina-aurora');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const all = locs(res.body);
    const paths = new Set(all.map((loc) => new URL(loc).pathname + new URL(loc).search.replace(/&?lang=\w+/, '')));
    const aurora = (path: string) => `${path}?venue=cantina-aurora`;
    for (const page of ['/welcome', '/reserve', '/frontpage/giftcards', '/r/degustazioni', '/promo/calice-di-benvenuto']) {
      expect(paths).toContain(aurora(page));
    }
    expect([...paths].some((p) => /^\/frontpage\/giftcard\/\d+\?venue=cantina-aurora$/.test(p))).toBe(true);
    expect([...paths].some((p) => /^\/reserve\?venue=cantina-aurora&experience=\d+$/.test(p))).toBe(true);
    // Each page five times, once per language.
    expect(all.length).toBe(paths.size * LANGS.length);
    for (const lang of LANGS) expect(all).toContain(`${publicUrl}/welcome?venue=cantina-aurora&lang=${lang}`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}/welcome?venue=cantina-aurora"/>`);
    expect(all.every((loc) => loc.includes('venue=cantina-aurora'))).toBe(true);
  });

  test('holds nothing personal: no booking, claimed code, order or token', async () => {
    const booked = await book(t.app, 'submit', { date: '2026-06-02', time: '12:30', pax: 2, email: 'sitemap@example.com' });
    const hash = booked.json().data.reservation.hash as string;
    const claimed = await claim(t.app, { email: 'sitemap@example.com' });
    const code = claimed.json().data.id as string;
    const xml = (await get('/sitemap.xml?venue=cantina-aurora')).body;
    for (const secret of [hash, code, TOKENS.aurora, 'st_demo_cantina_aurora', GUEST.email, 'sitemap@example.com']) expect(xml).not.toContain(secret);
    // Every address it lists is one robots.txt lets a crawler fetch.
    const robots = robotsParser(`${publicUrl}/robots.txt`, (await get('/robots.txt')).body);
    expect(locs(xml).filter((loc) => !robots.isAllowed(loc, 'Googlebot'))).toEqual([]);
  });

  test("a venue with a host of its own: its sitemap is there, with that host's addresses, and not on the shared host", async () => {
    const own = await get('/sitemap.xml', LAGON_HOST);
    expect(own.statusCode).toBe(200);
    const port = new URL(publicUrl).port;
    const origin = `http://${LAGON_HOST}${port ? `:${port}` : ''}`;
    expect(locs(own.body)).toContain(`${origin}/welcome?lang=fr`);
    expect(locs(own.body).every((loc) => loc.startsWith(`${origin}/`) && !loc.includes('venue='))).toBe(true);
    expect((await get('/sitemap.xml?venue=le-lagon')).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  test('keeps crawlers off the secret and staff addresses and names the sitemaps', async () => {
    const shared = await get('/robots.txt');
    expect(shared.headers['content-type']).toMatch(/^text\/plain/);
    const robots = robotsParser(`${publicUrl}/robots.txt`, shared.body);
    for (const path of [
      '/welcome',
      '/reserve',
      '/reserve?experience=3',
      '/r/degustazioni',
      '/frontpage/giftcards',
      '/frontpage/giftcard/4',
      '/promo/calice-di-benvenuto',
    ]) {
      expect([path, robots.isAllowed(`${publicUrl}${path}`, 'Googlebot')]).toEqual([path, true]);
    }
    for (const path of [
      '/staff',
      '/staff/bookings',
      '/reserve/AbCdEfGhIjKlMnOpQrStUvWxYz012345/edit',
      '/reserve/AbCdEfGhIjKlMnOpQrStUvWxYz012345/authenticate',
      '/reserve/confirmed',
      '/promo/calice-di-benvenuto/ABCD1234',
      '/frontpage/promo/calice-di-benvenuto/ABCD1234',
      '/frontpage/giftcard/stripe/abc',
      '/frontpage/giftcard/checkout/4',
      '/frontpage/giftcard/purchaseconfirmation/abc',
      '/frontpage/giftcard/create/abc',
      '/backend/calendar/abc.ics',
    ]) {
      expect([path, robots.isAllowed(`${publicUrl}${path}`, 'Googlebot')]).toEqual([path, false]);
    }
    // One sitemap per venue on the shared host; Le Lagon's is on its own host.
    expect(robots.getSitemaps().sort()).toEqual([`${publicUrl}/sitemap.xml?venue=cantina-aurora`, `${publicUrl}/sitemap.xml?venue=chalet-du-lac`]);
  });

  test("a venue's host names its own sitemap; the staff origin allows nothing", async () => {
    const own = robotsParser(`http://${LAGON_HOST}/robots.txt`, (await get('/robots.txt', LAGON_HOST)).body);
    expect(own.getSitemaps()).toHaveLength(1);
    expect(own.getSitemaps()[0]).toMatch(new RegExp(`^http://${LAGON_HOST.replace('.', '\\.')}(:\\d+)?/sitemap\\.xml$`));
    const staff = await get('/robots.txt', STAFF_HOST);
    expect(robotsParser(`http://${STAFF_HOST}/robots.txt`, staff.body).isAllowed(`http://${STAFF_HOST}/staff`, 'Googlebot')).toBe(false);
    expect((await get('/sitemap.xml', STAFF_HOST)).statusCode).toBe(404);
  });
});

describe('every public page', () => {
  test('has its canonical address, the five languages and x-default, and JSON-LD schema.org accepts', async () => {
    const sitemaps = [
      (await get('/sitemap.xml?venue=cantina-aurora')).body,
      (await get('/sitemap.xml?venue=chalet-du-lac')).body,
      (await get('/sitemap.xml', LAGON_HOST)).body,
    ];
    const pages: Array<{ loc: string; html: string }> = [];
    for (const loc of sitemaps.flatMap(locs)) {
      const { url, host } = requestOf(loc);
      const res = await get(url, host);
      expect([loc, res.statusCode, res.headers['x-robots-tag']]).toEqual([loc, 200, undefined]);
      const html = res.body;
      expect(canonicalOf(html)).toBe(loc);
      const lang = new URL(loc).searchParams.get('lang');
      expect(html).toContain(`<html lang="${lang}"`);
      const alternates = alternatesOf(html);
      expect(Object.keys(alternates).sort()).toEqual([...LANGS, 'x-default'].sort());
      expect(alternates[lang!]).toBe(loc);
      expect(html).not.toContain('name="robots"');
      expect(ldScripts(html)).toHaveLength(1);
      pages.push({ loc, html });
    }
    const reports = checkStructuredData(pages.map((p) => p.html));
    const problems = reports.flatMap((report, i) => seriousIssues(report).map((issue) => `${pages[i]!.loc}: ${issue}`));
    expect(problems).toEqual([]);
    // Each page says what the venue is, in its language, with a reservation action to the booking page.
    reports.forEach((report, i) => {
      const venue = Object.values(report.jsonld)
        .flat()
        .find((node) => typeof node['@id'] === 'string' && (node['@id'] as string).endsWith('#venue'));
      expect(venue).toBeDefined();
      expect((venue!.potentialAction as { '@type': string })['@type']).toBe('ReserveAction');
      expect(venue!.url).toContain(`lang=${new URL(pages[i]!.loc).searchParams.get('lang')}`);
    });
  });

  test('the home page: the venue with its address and telephone, each dated experience as an Event with its offer', async () => {
    const html = (await get('/welcome?venue=cantina-aurora&lang=en')).body;
    const [venue, ...rest] = graphOf(html);
    expect(venue).toMatchObject({
      // The venue file's kind: a winery.
      '@type': 'Winery',
      name: 'Cantina Aurora',
      telephone: '+39 0173 000123',
      address: { '@type': 'PostalAddress', streetAddress: 'Via delle Vigne 12', addressLocality: 'Barolo (CN)', addressCountry: 'IT' },
      description: 'A family winery in the Langhe hills: Barolo, Nebbiolo and Piedmontese cooking.',
      potentialAction: { '@type': 'ReserveAction', target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/reserve?venue=cantina-aurora&lang=en` } },
    });
    expect(venue!.image).toBe(`${publicUrl}/demo-assets/aurora.svg`);
    const event = rest.find((node) => node['@type'] === 'Event' && node.name === 'A morning in the vineyard');
    expect(event).toMatchObject({
      location: { '@id': venue!['@id'] },
      offers: { '@type': 'Offer', price: '95.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    // Its first date at its first time, in the venue's time zone (Rome, summer: +02:00).
    expect(event!.startDate).toMatch(/^2026-06-\d\dT09:00:00\+02:00$/);
    // Undated experiences are no events.
    expect(rest.filter((node) => node['@type'] === 'Event').map((node) => node.name)).toEqual(['A morning in the vineyard']);
  });

  test('the gift card pages: each card a Product with its offer, in the currency of the venue', async () => {
    const html = (await get('/frontpage/giftcards?venue=chalet-du-lac&lang=de')).body;
    const nodes = graphOf(html);
    const products = nodes.filter((node) => node['@type'] === 'Product');
    expect(products.length).toBeGreaterThan(0);
    // A venue file that names no kind: a restaurant.
    expect(nodes[0]!['@type']).toBe('Restaurant');
    for (const product of products) {
      expect(product.offers?.priceCurrency).toBe('CHF');
      expect(product.url).toMatch(/\/frontpage\/giftcard\/\d+\?venue=chalet-du-lac&lang=de$/);
    }
    const one = new URL(products[0]!.url as string);
    const detail = graphOf((await get(one.pathname + one.search)).body);
    expect(detail.filter((node) => node['@type'] === 'Product').map((node) => node.name)).toEqual([products[0]!.name]);
  });
});

describe('the language of a page', () => {
  test('?lang= names it, before the cookie and Accept-Language; anything else is ignored', async () => {
    const html = (await get('/reserve?venue=chalet-du-lac&lang=es', 'localhost', { cookie: 'frontpageLanguage=de', 'accept-language': 'fr' })).body;
    expect(html).toContain('<html lang="es"');
    expect(canonicalOf(html)).toBe(`${publicUrl}/reserve?venue=chalet-du-lac&lang=es`);
    const plain = (await get('/reserve?venue=chalet-du-lac&lang=ES-x', 'localhost', { 'accept-language': 'fr' })).body;
    expect(plain).toContain('<html lang="fr"');
    // The page without ?lang= is x-default: its canonical address is the one in the language it shows.
    expect(canonicalOf(plain)).toBe(`${publicUrl}/reserve?venue=chalet-du-lac&lang=fr`);
  });
});

describe('pages that are not for search engines', () => {
  test("a claimed promotion's code, a booking's edit page, an outcome and the door page are noindex, with no canonical, alternates or JSON-LD", async () => {
    const claimed = await claim(t.app, { email: 'noindex@example.com' });
    const booked = await book(t.app, 'submit', { date: '2026-06-02', time: '13:00', pax: 2, email: 'noindex@example.com' });
    const addresses = [
      `/promo/calice-di-benvenuto/${claimed.json().data.id as string}?venue=cantina-aurora`,
      `/reserve/${booked.json().data.reservation.hash as string}/edit?venue=cantina-aurora`,
      '/reserve/confirmed?venue=cantina-aurora',
    ];
    for (const url of addresses) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['x-robots-tag']]).toEqual([url, 200, 'noindex']);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('hreflang=');
      expect(ldScripts(res.body)).toEqual([]);
    }
    const door = await get('/staff', STAFF_HOST);
    expect(door.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(door.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(ldScripts(door.body)).toEqual([]);
  });
});

describe('hostile venue texts', () => {
  test('a venue text holding </script> stays inside the JSON-LD, and reads back unchanged', async () => {
    const hostile = 'Vini </script><script>alert(1)</script> <!-- & \u2028 fine';
    await t.db
      .update(venues)
      .set({ description: { it: hostile, en: hostile, fr: hostile, es: hostile, de: hostile } })
      .where(eq(venues.slug, 'chalet-du-lac'));
    const html = (await get('/welcome?venue=chalet-du-lac&lang=it')).body;
    expect(html).not.toContain('<script>alert(1)');
    const scripts = ldScripts(html);
    expect(scripts).toHaveLength(1);
    expect((JSON.parse(scripts[0]!) as { '@graph': Array<{ description?: string }> })['@graph'][0]!.description).toBe(hostile);
  });
});
