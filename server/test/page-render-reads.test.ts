/**
 * A server render reads its venue through the server's own services (src/web/page-reads.ts): the
 * page's route's loader once, its reads answered by the functions the API routes call, and the
 * remote's manifests from this server's disk (src/web/own-build-files.ts). So a render asks
 * nothing of the server itself, neither through `app.inject` nor over HTTP: every request the
 * server sees (its onRequest hook hears `app.inject`'s and HTTP's alike) is counted while pages
 * render, and only the page requests themselves are there.
 *
 * The real host and remotes render here (their builds in this repository, `npm run build`); the
 * suite is skipped, saying so, without them. A remote's code is fetched once per deployment by
 * the federation runtime, as a browser fetches it: the first render of each page warms it up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type TestApp, createTestApp } from './support/test-app';

const REPO_ROOT = path.resolve(__dirname, '../..');
const BUILDS = ['host/dist/server/main.js', 'remote-giftcards/dist/server/mf-manifest.json', 'remote-promo/dist/server/mf-manifest.json'];
const built = BUILDS.every((file) => fs.existsSync(path.join(REPO_ROOT, file)));
const suite = built ? describe : describe.skip;

let t: TestApp;
const seen: string[] = [];
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'it' } });

/** The requests the server saw while `url` was rendered (the page's own included). */
async function requestsDuring(url: string): Promise<{ requests: string[]; html: string; status: number }> {
  const before = seen.length;
  const res = await page(url);
  return { requests: seen.slice(before), html: res.body, status: res.statusCode };
}

const bootData = (html: string) =>
  JSON.parse(/<script[^>]*id="__BOOT_DATA__">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { answers?: Record<string, { status: string }> } | null;

suite(
  built
    ? 'a server render makes no request to the server itself'
    : `a server render makes no request to the server itself (skipped: no build of ${BUILDS.join(', ')}; run npm run build)`,
  () => {
    beforeAll(async () => {
      t = await createTestApp({
        config: { webRoot: REPO_ROOT },
        beforeReady: (app) => app.addHook('onRequest', async (request) => void seen.push(request.url)),
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Each page once, for the remotes' code (fetched once per deployment, as a browser does).
      for (const url of ['/welcome', '/frontpage/giftcards', '/promo/calice-di-benvenuto']) expect((await page(url)).statusCode).toBe(200);
      // Past the second for which a remote's manifests are kept: the renders below read them again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    afterAll(() => t.close());

    // Another venue than the warm-up's: rendered anew (a page is kept a second per venue), its own data.
    test('/welcome: the page request only, the venue and its current promotions in the page', async () => {
      const { requests, html, status } = await requestsDuring('/welcome?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/welcome?venue=chalet-du-lac']);
      expect(html).toContain('Chalet du Lac');
      expect(bootData(html)?.answers?.promotions).toMatchObject({ status: 'ready' });
    });

    test('a remote’s page (the gift cards): the page request only, the cards in the page', async () => {
      const { requests, html, status } = await requestsDuring('/frontpage/giftcards?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/frontpage/giftcards?venue=chalet-du-lac']);
      expect(html).toContain('data-page="GiftcardList"');
      expect(bootData(html)?.answers?.giftcards).toMatchObject({ status: 'ready' });
    });

    test('a promotion: the page request only, the promotion in the page', async () => {
      const { requests, html, status } = await requestsDuring('/promo/dessert-offert?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/promo/dessert-offert?venue=chalet-du-lac']);
      expect(html).toContain('Dessert offert');
      expect(bootData(html)?.answers?.promo).toMatchObject({ status: 'ready' });
    });

    test('a promotion that does not exist: its not-found screen, still no request to itself', async () => {
      const { requests, html } = await requestsDuring('/promo/no-such-promotion?venue=chalet-du-lac');
      expect(requests).toEqual(['/promo/no-such-promotion?venue=chalet-du-lac']);
      expect(bootData(html)?.answers?.promo).toEqual({ status: 'notFound' });
    });
  },
);
