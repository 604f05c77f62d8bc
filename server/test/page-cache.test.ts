/**
 * Server-rendered pages kept for a second (src/web/page-cache.ts): a burst of visitors on one
 * page costs one render, each response still has a nonce of its own, and a personal page, a
 * venue change or the second running out renders again. The host's server build is a stand-in
 * here (host/dist/server/main.js in a temporary WEB_ROOT) that counts its renders.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { type TestApp, createTestApp } from './support/test-app';

const HOST_RENDERER = `${FAKE_ROUTE_OF}
let renders = 0;
exports.renderPage = async (request) => {
  renders += 1;
  globalThis.__pageCacheTestRenders = renders;
  const partial = request.url.includes('partial');
  return {
    status: request.url.includes('nope') ? 404 : 200,
    html: (partial ? '<!--$!--><template></template>' : '') + '<main>page ' + request.url + ' <script nonce="' + request.nonce + '">window.x=1</script></main>',
    data: { url: request.url },
    route: exports.routeOf(request.url),
    head: { title: 'x', description: 'x', siteName: 'x', language: request.language },
    partial,
  };
};`;

let t: TestApp;
let webRoot: string;
const renders = () => (globalThis as { __pageCacheTestRenders?: number }).__pageCacheTestRenders ?? 0;
const page = (url: string, language = 'it') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

beforeAll(async () => {
  webRoot = writeFakeHostBuild('venue-page-cache-', HOST_RENDERER);
  t = await createTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('ten visitors at once on the home page: one render, ten different nonces, each matching its CSP', async () => {
  const before = renders();
  const answers = await Promise.all(Array.from({ length: 10 }, () => page('/welcome')));
  expect(renders() - before).toBe(1);
  const nonces = answers.map((res) => {
    expect(res.statusCode).toBe(200);
    const nonce = nonceOf(res.headers['content-security-policy']);
    // every script of the page carries this response's nonce, and no other
    const inPage = [...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThanOrEqual(2);
    expect(new Set(inPage)).toEqual(new Set([nonce]));
    return nonce;
  });
  expect(new Set(nonces).size).toBe(10);
});

test('sent compressed to a browser that accepts it, still with its own nonce', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/welcome', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(res.headers['content-encoding']).toBe('br');
  expect(String(res.headers.vary)).toMatch(/accept-encoding/);
  const html = zlib.brotliDecompressSync(res.rawPayload).toString();
  expect(html).toContain(`nonce="${nonceOf(res.headers['content-security-policy'])}"`);
});

test('another language or another address is another page', async () => {
  const before = renders();
  await page('/frontpage/giftcards', 'it');
  await page('/frontpage/giftcards', 'de');
  await page('/frontpage/giftcards', 'de');
  expect(renders() - before).toBe(2);
});

test('a personal page (a booking to edit) is rendered for each visit', async () => {
  const before = renders();
  await page('/reserve/0123456789abcdef/edit');
  await page('/reserve/0123456789abcdef/edit');
  expect(renders() - before).toBe(2);
});

test('a change of the venue, or the second running out, renders the page again', async () => {
  await page('/reserve');
  const before = renders();
  await page('/reserve');
  expect(renders() - before).toBe(0);
  t.app.readCache.invalidate('*'); // what a committed change of every venue's data does
  await page('/reserve');
  expect(renders() - before).toBe(1);
  await new Promise((r) => setTimeout(r, 1100));
  await page('/reserve');
  expect(renders() - before).toBe(2);
});

test('a shared address that is not found is kept as a 404; made-up addresses share one not-found page', async () => {
  let before = renders();
  expect((await page('/promo/nope-ended')).statusCode).toBe(404);
  expect((await page('/promo/nope-ended')).statusCode).toBe(404);
  expect(renders() - before).toBe(1);
  // Any address can be made up: they share one page per venue and language, not one each.
  before = renders();
  for (const url of ['/nope/nothing/here', '/nope/other', '/nope/third?utm=1']) expect((await page(url)).statusCode).toBe(404);
  expect(renders() - before).toBe(1);
  expect((await page('/nope/in/german', 'de')).statusCode).toBe(404);
  expect(renders() - before).toBe(2);
});

test('a page with an area left to the browser (its remote failed on the server) is not kept', async () => {
  const before = renders();
  await page('/promo/partial-offer');
  await page('/promo/partial-offer');
  expect(renders() - before).toBe(2);
});
