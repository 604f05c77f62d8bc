/**
 * A server render reads its venue through the server's own services (src/web/page-reads.ts): the
 * page's route's loader once, its reads answered by the functions the API routes call, and the
 * remote's manifests from this server's disk (src/web/own-build-files.ts). So a render asks
 * nothing of the server itself, neither through `app.inject` nor over HTTP: the server logs every
 * request it receives as it starts (Fastify's request log, `app.inject`'s and HTTP's alike), and
 * while the pages below render, only the page requests themselves are there.
 *
 * The production server renders here (`node server/dist/main.js` on a PGlite data folder of its
 * own, with the host and remotes this repository built: `npm run build`), in a process of its own:
 * the federation runtime loads a remote's server build with `vm` modules, which Jest's sandbox
 * refuses. The suite is skipped, saying so, without the builds. A remote's code is fetched once
 * per deployment by the federation runtime, as a browser fetches it: each page is rendered once
 * first, to load it.
 */
import { builtForServerRender, type ProductionServer, SERVER_RENDER_BUILDS, startProductionServer } from './support/production-server';

const suite = builtForServerRender ? describe : describe.skip;

let server: ProductionServer;
let base: string;
/** The address of every request the server logged as it came in, in order. */
const seen: string[] = [];

/** The requests the server received while `pathname` was rendered (the page's own included). */
async function requestsDuring(pathname: string): Promise<{ requests: string[]; html: string; status: number }> {
  const before = seen.length;
  const res = await fetch(base + pathname, { headers: { accept: 'text/html', 'accept-language': 'it' } });
  const html = await res.text();
  // The log line of a request is written as it comes in, before its answer: all are read by now,
  // but the pipe may still hold them.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { requests: seen.slice(before), html, status: res.status };
}

const bootData = (html: string) =>
  JSON.parse(/<script[^>]*id="__BOOT_DATA__">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { answers?: Record<string, { status: string }> } | null;
/** React's mark of an area the server could not render (left to the browser). */
const FAILED_AREA = '<!--$!-->';

suite(
  builtForServerRender
    ? 'a server render makes no request to the server itself'
    : `a server render makes no request to the server itself (skipped: no ${SERVER_RENDER_BUILDS.join(', ')}; run npm run build)`,
  () => {
    beforeAll(async () => {
      server = await startProductionServer({ LOG_LEVEL: 'info' }, (entry) => {
        if (entry.msg === 'incoming request') seen.push((entry.req as { url?: string } | undefined)?.url ?? '?');
      });
      base = server.base;
      // Each page once: the remotes' code (fetched once per deployment, as a browser does).
      for (const pathname of ['/welcome', '/frontpage/giftcards', '/promo/calice-di-benvenuto'])
        expect((await fetch(base + pathname, { headers: { accept: 'text/html' } })).status).toBe(200);
      // Past the second for which a remote's manifests are kept: the renders below read them again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
    });

    // Another venue than the first renders': rendered anew (a page is kept a second per venue), with its own data.
    test('/welcome: the page request only; the venue and its current promotions in the page', async () => {
      const { requests, html, status } = await requestsDuring('/welcome?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/welcome?venue=chalet-du-lac']);
      expect(html).toContain('Chalet du Lac');
      expect(html).not.toContain(FAILED_AREA);
      expect(bootData(html)?.answers?.promotions).toMatchObject({ status: 'ready' });
    });

    test('a remote’s page (the gift cards): the page request only; the remote rendered with the cards', async () => {
      const { requests, html, status } = await requestsDuring('/frontpage/giftcards?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/frontpage/giftcards?venue=chalet-du-lac']);
      expect(html).toContain('data-page="GiftcardList"');
      expect(html).toContain('Serata fondue per due');
      expect(html).not.toContain(FAILED_AREA);
      expect(bootData(html)?.answers?.giftcards).toMatchObject({ status: 'ready' });
    });

    test('a promotion (another remote): the page request only; the promotion rendered', async () => {
      const { requests, html, status } = await requestsDuring('/promo/dessert-offert?venue=chalet-du-lac');
      expect(status).toBe(200);
      expect(requests).toEqual(['/promo/dessert-offert?venue=chalet-du-lac']);
      expect(html).toContain('data-page="Promo"');
      expect(html).not.toContain(FAILED_AREA);
      expect(bootData(html)?.answers?.promo).toMatchObject({ status: 'ready' });
    });

    test('a promotion that does not exist: its not-found screen, still no request to itself', async () => {
      const { requests, html } = await requestsDuring('/promo/no-such-promotion?venue=chalet-du-lac');
      expect(requests).toEqual(['/promo/no-such-promotion?venue=chalet-du-lac']);
      expect(bootData(html)?.answers?.promo).toEqual({ status: 'notFound' });
    });
  },
);
