/**
 * A venue's own domain (VENUE_HOSTS) shows that venue only: a link with ?venue=<other> or a
 * planted frontpageVenue cookie never brings another venue (and its header scripts) onto it.
 * Hosts not in VENUE_HOSTS keep switching venues with ?venue= (the demo).
 */
import fs from 'node:fs';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';

// The host's server build, standing in: the page says which venue it was rendered for.
const HOST_RENDERER = `${FAKE_ROUTE_OF}
exports.renderPage = async (request) => ({
  status: 200,
  html: '<main data-venue="' + request.venue + '"></main>',
  data: {},
  route: exports.routeOf(request.url),
  head: { title: 'x', description: 'x', siteName: 'x', language: request.language },
  partial: false,
});`;

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = writeFakeHostBuild('venue-hosts-', HOST_RENDERER);
  t = await createTestApp({
    config: { webRoot, venueHosts: { 'lagon.example': 'le-lagon', 'gone.example': 'closed-venue' }, defaultVenue: 'chalet-du-lac' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const config = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const page = (url: string, host: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const venueOf = (html: string) => /data-venue="([^"]*)"/.exec(html)?.[1];

describe('on a host named in VENUE_HOSTS', () => {
  test('the runtime config ignores ?venue=', async () => {
    for (const host of ['lagon.example', 'LAGON.example:8443']) {
      const res = await config('/frontpage-config.json?venue=cantina-aurora', host);
      expect(res.json()).toMatchObject({ token: TOKENS.lagon, venue: 'le-lagon' });
    }
  });

  test('a page ignores ?venue= and the venue cookie', async () => {
    expect(venueOf((await page('/welcome?venue=cantina-aurora', 'lagon.example')).body)).toBe('le-lagon');
    expect(venueOf((await page('/welcome', 'lagon.example', 'frontpageVenue=cantina-aurora')).body)).toBe('le-lagon');
    expect(venueOf((await page('/frontpage/giftcards?venue=chalet-du-lac', 'lagon.example', 'frontpageVenue=cantina-aurora')).body)).toBe('le-lagon');
  });

  test('a host whose venue is gone shows no venue at all, never another one', async () => {
    const res = await config('/frontpage-config.json?venue=cantina-aurora', 'gone.example');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'NO_VENUE' } });
    expect(venueOf((await page('/welcome?venue=cantina-aurora', 'gone.example')).body)).toBeUndefined();
  });
});

describe('on any other host (the demo)', () => {
  test('?venue= and the cookie still pick the venue; the default otherwise', async () => {
    expect((await config('/frontpage-config.json?venue=cantina-aurora', 'demo.example')).json().token).toBe(TOKENS.aurora);
    expect(venueOf((await page('/welcome?venue=le-lagon', 'demo.example')).body)).toBe('le-lagon');
    expect(venueOf((await page('/welcome', 'demo.example', 'frontpageVenue=cantina-aurora')).body)).toBe('cantina-aurora');
    expect(venueOf((await page('/welcome', 'demo.example')).body)).toBe('chalet-du-lac');
  });

  test('a host name that is an object property (constructor, __proto__) is just another host', async () => {
    for (const host of ['constructor', '__proto__', 'hasownproperty']) {
      const res = await config('/frontpage-config.json?venue=le-lagon', host);
      expect([host, res.statusCode, res.json().venue]).toEqual([host, 200, 'le-lagon']);
    }
  });
});
