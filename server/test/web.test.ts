/** Runtime config, health, static builds with their cache headers, and the history fallback. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, testConfig } from '../src/config';
import { createTestDb } from './support/test-db';
import { staffSide } from './support/staff-side';
import { NOW, type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

async function appWith(config: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: testConfig(config), clock: () => NOW });
  apps.push(app);
  return app;
}

describe('GET /frontpage-config.json', () => {
  const get = (app: FastifyInstance, url = '/frontpage-config.json', headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('answers the default venue’s token, the remotes and no-cache', async () => {
    const res = await get(await appWith({ port: 8123 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      platformName: 'Convivio',
      token: TOKENS.aurora,
      apiDevOrigin: 'http://localhost:8123',
      remotes: {
        giftcards: '/remotes/giftcards/mf-manifest.json',
        booking: '/remotes/booking/mf-manifest.json',
        promo: '/remotes/promo/mf-manifest.json',
      },
      venue: 'cantina-aurora',
      staffSide: false,
    });
  });

  test('says which side the page is on: the staff origin only is staffSide (the browser has the door page there alone)', async () => {
    expect((await get(t.app, '/frontpage-config.json', staffSide())).json()).toMatchObject({ staffSide: true, venue: 'cantina-aurora' });
    expect((await get(t.app, '/frontpage-config.json', { host: 'localhost' })).json()).toMatchObject({ staffSide: false });
  });

  test('?venue= selects a venue', async () => {
    const res = await get(t.app, '/frontpage-config.json?venue=chalet-du-lac');
    expect(res.json()).toMatchObject({ token: TOKENS.chalet, venue: 'chalet-du-lac' });
  });

  test('an unknown ?venue= falls back to the default', async () => {
    const res = await get(t.app, '/frontpage-config.json?venue=nowhere');
    expect(res.json().token).toBe(TOKENS.aurora);
  });

  test('DEFAULT_VENUE sets the default', async () => {
    const res = await get(await appWith({ defaultVenue: 'le-lagon' }));
    expect(res.json().token).toBe(TOKENS.lagon);
  });

  test('VENUE_HOSTS maps host names; there ?venue= is ignored (hostile-http-venue-hosts.test.ts)', async () => {
    const app = await appWith({ venueHosts: { 'lagon.example': 'le-lagon' }, defaultVenue: 'chalet-du-lac' });
    expect((await get(app, '/frontpage-config.json', { host: 'lagon.example:8080' })).json().token).toBe(TOKENS.lagon);
    expect((await get(app, '/frontpage-config.json', { host: 'other.example' })).json().token).toBe(TOKENS.chalet);
    expect((await get(app, '/frontpage-config.json?venue=cantina-aurora', { host: 'lagon.example' })).json().token).toBe(TOKENS.lagon);
  });

  test('REMOTE_*_URL points a remote elsewhere', async () => {
    const res = await get(await appWith({ remoteUrls: { booking: 'https://cdn.example/booking/mf-manifest.json' } }));
    expect(res.json().remotes).toEqual({
      giftcards: '/remotes/giftcards/mf-manifest.json',
      booking: 'https://cdn.example/booking/mf-manifest.json',
      promo: '/remotes/promo/mf-manifest.json',
    });
  });

  test('PLATFORM_NAME is passed on', async () => {
    expect((await get(await appWith({ platformName: 'Tavola' }))).json().platformName).toBe('Tavola');
  });

  test('without any venue it answers 503 NO_VENUE', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const res = await get(empty.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: false, error: { code: 'NO_VENUE' } });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /healthz', () => {
  test('200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('503 when it does not', async () => {
    const handle = await createTestDb();
    const app = await buildApp({ db: handle.db, config: testConfig() });
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});

describe('static builds', () => {
  let webRoot: string;
  let app: FastifyInstance;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1c2b.js"></script></body></html>';

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-web-'));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(webRoot, file), content);
    };
    write('host/dist/index.html', INDEX);
    write('host/dist/main.3f9a1c2b.js', 'console.log("host")');
    write('host/dist/humans.txt', 'Cantina Aurora');
    write('remote-booking/dist/mf-manifest.json', '{"name":"booking"}');
    write('remote-booking/dist/remoteEntry.1a2b3c4d.js', 'var booking;');
    write('remote-booking/dist/i18n-booking-de.5e6f7a8b.json', '{"pages":{"Reserve":"Tisch reservieren"}}');
    write('remote-booking/dist/static/js/412.9f8e7d6c.js', 'var chunk;');
    app = await appWith({ webRoot });
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('the host index is served at / with no-cache', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The index goes out with a fresh CSP nonce on its script tag (security-headers.test.ts).
    expect(res.body.replace(/ nonce="[^"]+"/g, '')).toBe(INDEX);
  });

  test('hashed assets are immutable, unhashed ones revalidate', async () => {
    const asset = await get('/main.3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/humans.txt')).headers['cache-control']).toBe('no-cache');
  });

  test('remotes are served under /remotes/<name>/: manifest no-cache, entry and texts immutable', async () => {
    const manifest = await get('/remotes/booking/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'booking' });
    const entry = await get('/remotes/booking/remoteEntry.1a2b3c4d.js');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/booking/static/js/412.9f8e7d6c.js')).statusCode).toBe(200);
    // A text file is named by its content, as a script is.
    const texts = await get('/remotes/booking/i18n-booking-de.5e6f7a8b.json');
    expect(texts.headers['content-type']).toMatch(/^application\/json/);
    expect(texts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(texts.json()).toEqual({ pages: { Reserve: 'Tisch reservieren' } });
  });

  test('remote files may be loaded from other origins', async () => {
    const entry = await get('/remotes/booking/remoteEntry.1a2b3c4d.js');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('missing remote files are 404, never the host page', async () => {
    for (const url of ['/remotes/booking/nope.js', '/remotes/giftcards/mf-manifest.json', '/remotes/promo/']) {
      const res = await get(url, html);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('id="root"');
    }
  });

  test.each(['/welcome', '/reserve/abc123/edit', '/frontpage/giftcard/12', '/promo/calice-di-benvenuto/confirm', '/no/such/page'])(
    'history fallback: %s answers the host index (200)',
    async (url) => {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The index goes out with a fresh CSP nonce on its script tag (security-headers.test.ts).
      expect(res.body.replace(/ nonce="[^"]+"/g, '')).toBe(INDEX);
    },
  );

  test('no fallback for non-HTML requests, /backend or missing assets', async () => {
    expect((await get('/welcome', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await get('/backend/api/other', html)).statusCode).toBe(404);
    expect((await get('/missing.3f9a1c2b.js', { accept: '*/*' })).statusCode).toBe(404);
    const apiGet = await get('/backend/api/frontpage/location/getlocation', html);
    expect(apiGet.statusCode).toBe(405);
  });

  test('the API still answers next to the static files', async () => {
    const res = await callApi(app, '/location/getlocation');
    expect(res.statusCode).toBe(200);
  });
});

describe('API-only (no builds present)', () => {
  test('page requests are 404, config and API still work', async () => {
    const app = await appWith({ webRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'venue-empty-')) });
    const page = await app.inject({ method: 'GET', url: '/welcome', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ status: false, error: { code: 'NOT_FOUND' } });
    expect((await app.inject({ method: 'GET', url: '/frontpage-config.json' })).statusCode).toBe(200);
    expect((await callApi(app, '/location/getlocation')).statusCode).toBe(200);
  });
});
