/**
 * A visitor appending made-up query parameters (?x=1, ?x=2…) or spelling a page's path with
 * percent-escapes gets the page everyone gets: no new render, no new page-cache entry. The
 * parameters the pages read (venue, experience, reason, redirect_status) still matter. The
 * host's server build is a stand-in that counts its renders and echoes the address it got.
 */
import fs from 'node:fs';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { type TestApp, createTestApp } from './support/test-app';

const HOST_RENDERER = `${FAKE_ROUTE_OF}
exports.renderPage = async (request) => {
  globalThis.__hostileQueryRenders = (globalThis.__hostileQueryRenders ?? 0) + 1;
  const route = exports.routeOf(request.url);
  return { status: 200, html: '<main data-url="' + request.url + '" data-venue="' + request.venue + '"></main>', data: {}, route, head: { title: 'x', description: 'x', siteName: 'x', language: 'it' }, partial: false };
};`;

let t: TestApp;
let webRoot: string;
const renders = () => (globalThis as { __hostileQueryRenders?: number }).__hostileQueryRenders ?? 0;
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const renderedUrl = (html: string) => /data-url="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  webRoot = writeFakeHostBuild('venue-page-query-', HOST_RENDERER);
  t = await createTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('made-up query parameters on a shared page: one render, and the page never sees them', async () => {
  await page('/welcome');
  const before = renders();
  for (const url of ['/welcome?x=1', '/welcome?x=2', '/welcome?utm_source=mail&x=3', '/welcome?', '/welcome?venue=nowhere']) {
    const res = await page(url);
    expect([url, res.statusCode, renderedUrl(res.body)]).toEqual([url, 200, '/welcome']);
  }
  expect(renders() - before).toBe(0);
});

test('a path spelled with escapes is the same page and the same entry', async () => {
  await page('/frontpage/giftcards');
  const before = renders();
  const res = await page('/frontpage/gift%63ards?x=1');
  expect(renderedUrl(res.body)).toBe('/frontpage/giftcards');
  expect(renders() - before).toBe(0);
});

test('the parameters the pages read still make their own page', async () => {
  const first = await page('/reserve?experience=3');
  expect(renderedUrl(first.body)).toBe('/reserve?experience=3');
  const before = renders();
  expect(renderedUrl((await page('/reserve?experience=3&x=1')).body)).toBe('/reserve?experience=3');
  expect(renderedUrl((await page('/reserve?x=1&experience=03')).body)).toBe('/reserve?experience=3');
  expect(renders() - before).toBe(0);
  expect(renderedUrl((await page('/reserve?experience=4')).body)).toBe('/reserve?experience=4');
  expect(renders() - before).toBe(1);
  // ?venue= picks the venue, and stays on the address the page is rendered from.
  const lagon = await page('/welcome?venue=le-lagon&x=5');
  expect(lagon.body).toContain('data-venue="le-lagon"');
  expect(renderedUrl(lagon.body)).toBe('/welcome?venue=le-lagon');
});

test('a personal page is rendered from its path and the parameters it reads only (a payment return)', async () => {
  const res = await page('/frontpage/giftcard/create/abcdefghijkl?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed');
  expect(renderedUrl(res.body)).toBe('/frontpage/giftcard/create/abcdefghijkl?redirect_status=failed');
});

test('made-up addresses share one not-found page, query or not', async () => {
  await page('/nope/a');
  const before = renders();
  await page('/nope/b?x=1');
  await page('/nope/c?y=2');
  expect(renders() - before).toBe(0);
});
