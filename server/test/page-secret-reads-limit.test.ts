/**
 * A page whose address is a guest's secret (an edit link, a claimed code) reads by that secret
 * while the server renders it (src/web/page-reads.ts). Pages are not counted against the API's
 * rate limit, but these reads are: each one counts as the API call it stands for, in the same
 * window of the same client. So guessing addresses through pages is stopped as it is through the
 * API, while the venue's public pages stay open to the same visitor.
 *
 * The production server renders here (support/production-server.ts): skipped, saying so,
 * without `npm run build`.
 */
import { randomBytes } from 'node:crypto';
import { earlyInAMinute } from './support/minute-window';
import { builtForServerRender, type ProductionServer, SERVER_RENDER_BUILDS, startProductionServer } from './support/production-server';

const suite = builtForServerRender ? describe : describe.skip;
const LIMIT = 5;

let server: ProductionServer;

const guess = () => randomBytes(16).toString('base64url');
const page = (pathname: string) => fetch(server.base + pathname, { headers: { accept: 'text/html', 'accept-language': 'en' } });

/** The page's answer `name` as its boot data carries it (undefined: none, the browser loads it). */
async function answerOf(pathname: string, name: string): Promise<unknown> {
  const res = await page(pathname);
  expect(res.status).toBe(200);
  const boot = /<script[^>]*id="__BOOT_DATA__">([^<]*)<\/script>/.exec(await res.text())?.[1];
  return (JSON.parse(boot ?? 'null') as { answers?: Record<string, unknown> } | null)?.answers?.[name];
}

suite(
  builtForServerRender
    ? 'reads by a secret while a page renders count against the visitor’s API limit'
    : `reads by a secret while a page renders count against the visitor’s API limit (skipped: no ${SERVER_RENDER_BUILDS.join(', ')}; run npm run build)`,
  () => {
    beforeAll(async () => {
      server = await startProductionServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: String(LIMIT) });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
    });

    test('guessed edit links and claimed codes: answered until the limit, then refused to pages and API alike; public pages stay open', async () => {
      const guesses: Array<[string, string]> = [
        [`/reserve/${guess()}/edit`, 'reservation'],
        [`/promo/calice-di-benvenuto/${guess()}`, 'code'],
        [`/reserve/${guess()}/edit`, 'reservation'],
        [`/promo/calice-di-benvenuto/${guess()}`, 'code'],
        [`/reserve/${guess()}/edit`, 'reservation'],
      ];
      expect(guesses).toHaveLength(LIMIT);
      await earlyInAMinute();
      for (const [pathname, name] of guesses) expect({ pathname, answer: await answerOf(pathname, name) }).toEqual({ pathname, answer: { status: 'notFound' } });

      // Over the limit: the server does not look the secret up. The page carries no answer (the
      // browser asks the API, which says how long to wait, in the visitor's language).
      expect(await answerOf(`/reserve/${guess()}/edit`, 'reservation')).toBeUndefined();
      expect(await answerOf(`/promo/calice-di-benvenuto/${guess()}`, 'code')).toBeUndefined();
      const api = await fetch(`${server.base}/backend/api/frontpage/reservation/get?venue=cantina-aurora`, {
        method: 'POST',
        // The demo venue's front-page token, as every visitor's browser holds it.
        headers: { authorization: 'Bearer fp_demo_cantina_aurora' },
        body: new URLSearchParams({ hash: guess() }),
      });
      expect(api.status).toBe(429);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');

      // The venue's public pages are not API calls: the same visitor still reads them, with their data.
      expect((await page('/welcome')).status).toBe(200);
      expect(await answerOf('/promo/calice-di-benvenuto', 'promo')).toMatchObject({ status: 'ready' });
    }, 60_000);
  },
);
