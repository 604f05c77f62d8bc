/**
 * GET /embed/first-step (src/web/embed-first-step.ts): the booking's first step a venue's website
 * shows before the widget's scripts (docs/embedding.md). Its venue and language (the embed's rule:
 * the tag asked for when the site speaks it, else the venue's default), an unknown venue's error
 * code, the stylesheets before the markup, the cache headers of a page kept for everyone plus an
 * ETag, and CORS for every site without credentials. The host's server build is a stand-in
 * (host/dist/server/main.js in a temporary WEB_ROOT) that writes what it was asked to render; the
 * booking remote's manifest is a file of that WEB_ROOT, served by the app itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { staffSide } from './support/staff-side';
import { type TestApp, createTestApp } from './support/test-app';

const VENUE_SITE = 'https://www.osteria-del-porto.example';

const HOST_RENDERER = `${FAKE_ROUTE_OF}
exports.renderEmbedStep = async (request) => {
  globalThis.__embedStepRenders = (globalThis.__embedStepRenders ?? 0) + 1;
  return {
    html: '<div data-embed="' + request.venue + '" lang="' + request.language + '"><article data-page="Reserve"><h1>' + request.url + '</h1><button type="button" disabled>2</button></article></div>',
    partial: false,
  };
};`;

let t: TestApp;
let webRoot: string;
const renders = () => (globalThis as { __embedStepRenders?: number }).__embedStepRenders ?? 0;
const step = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/embed/first-step?${query}`, headers: { origin: VENUE_SITE, ...headers } });

beforeAll(async () => {
  webRoot = writeFakeHostBuild('venue-embed-step-', HOST_RENDERER);
  fs.writeFileSync(path.join(webRoot, 'host/dist/styles.0a1b2c3d.css'), ':host{color:black}');
  const booking = path.join(webRoot, 'remote-booking/dist');
  fs.mkdirSync(booking, { recursive: true });
  fs.writeFileSync(
    path.join(booking, 'mf-manifest.json'),
    JSON.stringify({
      name: 'booking',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './pages', assets: { js: { sync: [] }, css: { sync: ['styles.1a2b3c4d.css'], async: [] } } }],
    }),
  );
  fs.writeFileSync(path.join(booking, 'styles.1a2b3c4d.css'), '.x{color:red}');
  t = await createTestApp({ config: { webRoot } });
  // The page reads the remote's manifest from this server, as a page's render does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('the first step of the venue: its stylesheets, then the widget’s frame with /reserve of that venue rendered, its buttons as the server draws them', async () => {
  const res = await step('venue=cantina-aurora&lang=en');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toBe(
    '<link rel="stylesheet" href="/styles.0a1b2c3d.css"><link rel="stylesheet" href="/remotes/booking/styles.1a2b3c4d.css">' +
      '<div data-embed="cantina-aurora" lang="en"><article data-page="Reserve"><h1>/reserve?venue=cantina-aurora</h1><button type="button" disabled>2</button></article></div>',
  );
});

test.each([
  ['venue=chalet-du-lac&lang=de', 'de'],
  ['venue=chalet-du-lac&lang=de-CH', 'de'],
  ['venue=chalet-du-lac&lang=ES', 'es'],
  ['venue=chalet-du-lac&lang=it-IT', 'it'],
  // A language the site does not speak, or none: the venue's default (Chalet du Lac: French; Le Lagon: English).
  ['venue=chalet-du-lac&lang=ja', 'fr'],
  ['venue=chalet-du-lac', 'fr'],
  ['venue=le-lagon&lang=', 'en'],
  ['venue=cantina-aurora&lang=pt-BR', 'it'],
])('%s speaks %s', async (query, language) => {
  const res = await step(query);
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(` lang="${language}"`);
});

test.each(['venue=osteria-inesistente', 'venue=', '', 'venue=../etc', 'venue=CANTINA-AURORA'])('%s: 404 VENUE_NOT_FOUND, readable by the venue’s page', async (query) => {
  const res = await step(query);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: false, error: { code: 'VENUE_NOT_FOUND' } });
  expect(res.headers['access-control-allow-origin']).toBe('*');
});

test('kept as a page is: no-cache with an ETag, a revalidation answers 304, one render a second for every visitor', async () => {
  const before = renders();
  const answers = await Promise.all(Array.from({ length: 5 }, () => step('venue=le-lagon&lang=fr')));
  expect(renders() - before).toBe(1);
  const [first] = answers;
  expect(first!.headers['cache-control']).toBe('no-cache');
  expect(first!.headers.vary).toBe('accept-encoding');
  const etag = String(first!.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(new Set(answers.map((res) => res.headers.etag))).toEqual(new Set([etag]));
  const again = await step('venue=le-lagon&lang=fr', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  // Another language is another step, with another tag.
  const german = await step('venue=le-lagon&lang=de', { 'if-none-match': etag });
  expect(german.statusCode).toBe(200);
  expect(german.headers.etag).not.toBe(etag);
});

test('compressed for a browser that accepts it', async () => {
  const res = await step('venue=cantina-aurora&lang=it', { 'accept-encoding': 'br, gzip' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div data-embed="cantina-aurora" lang="it">');
});

test('CORS: any site reads it, never with credentials; its preflight too', async () => {
  const res = await step('venue=cantina-aurora&lang=it');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: '/embed/first-step?venue=cantina-aurora',
    headers: { origin: VENUE_SITE, 'access-control-request-method': 'GET' },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('*');
});

test('opened as a document of its own, it gets the locked-down CSP of the site’s other HTML', async () => {
  const res = await step('venue=cantina-aurora&lang=it');
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
});

test('not on the staff origin, which serves no guest page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/embed/first-step?venue=cantina-aurora', headers: staffSide() });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('data-embed');
});
