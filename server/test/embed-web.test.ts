/**
 * The booking embedded on a venue's website (docs/embedding.md): the loader /embed.js with its
 * cache and CORS headers, and the CORS policy: the visitor API, the runtime config and the
 * builds' files to every site without credentials, the staff API and the pages to CORS_ORIGINS
 * only (src/web/cors-policy.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { EMBED_LOADER_CACHE, IMMUTABLE } from '../src/web/cache-policy';
import { corsOptionsFor, isOpenToEverySite, staffCorsOrigins } from '../src/web/cors-policy';
import { isStaffApiPath } from '../src/web/staff-side';
import { staffSide } from './support/staff-side';
import { NOW, type TestApp, TOKENS, createTestApp } from './support/test-app';

const VENUE_SITE = 'https://www.osteria-del-porto.example';
const DEV_SERVER = 'http://localhost:3000';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-embed-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), content);
  };
  write('host/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('host/dist/embed.js', '(()=>{customElements.define("venue-booking",class extends HTMLElement{})})();');
  write('host/dist/embed-app.3f9a1c2b.js', 'var widget;');
  write('host/dist/i18n-common-de.0a1b2c3d.json', '{"loading":"Lädt…"}');
  write('remote-booking/dist/mf-manifest.json', '{"name":"booking"}');
  write('remote-booking/dist/styles.1a2b3c4d.css', '.x{color:red}');
  app = await buildApp({ db: t.db, config: testConfig({ webRoot, corsOrigins: [DEV_SERVER] }), clock: () => NOW });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** A browser's preflight; the staff and operator APIs' go to the staff side, where they exist. */
const preflight = (url: string, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      ...(isStaffApiPath(url) ? staffSide() : {}),
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });

describe('GET /embed.js', () => {
  test('a script, kept ten minutes then revalidated, readable by any site, compressed when asked', async () => {
    const res = await get('/embed.js', { origin: VENUE_SITE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(EMBED_LOADER_CACHE);
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toContain('venue-booking');
  });

  test('a revalidation answers 304', async () => {
    const first = await get('/embed.js');
    const again = await get('/embed.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('the widget it loads is a hashed file of the host, immutable and readable by any site', async () => {
    const res = await get('/embed-app.3f9a1c2b.js', { origin: VENUE_SITE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  test("the remote's manifest, stylesheet and the texts are readable by any site", async () => {
    for (const url of ['/remotes/booking/mf-manifest.json', '/remotes/booking/styles.1a2b3c4d.css', '/i18n-common-de.0a1b2c3d.json']) {
      const res = await get(url, { origin: VENUE_SITE });
      expect({ url, status: res.statusCode, cors: res.headers['access-control-allow-origin'] }).toEqual({ url, status: 200, cors: '*' });
    }
  });
});

describe('CORS for the embed', () => {
  test('the runtime config, from any site', async () => {
    const res = await get('/frontpage-config.json?venue=chalet-du-lac', { origin: VENUE_SITE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json().token).toBe(TOKENS.chalet);
  });

  test("the visitor API's preflight: any site, the bearer token and the Idempotency-Key, no credentials", async () => {
    const res = await preflight('/backend/api/frontpage/location/getlocation', VENUE_SITE);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'accept', 'idempotency-key']),
    );
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('a visitor call from a venue’s website is answered and readable there, its wait exposed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/backend/api/frontpage/location/getlocation',
      headers: { origin: VENUE_SITE, authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  test('an encoded path is judged as the router reads it', async () => {
    const res = await preflight('/%62ackend/api/frontpage/location/getlocation', VENUE_SITE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  test('the staff API stays closed to other sites (its session is a cookie), open to CORS_ORIGINS', async () => {
    const other = await preflight('/backend/api/staff/session', VENUE_SITE);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const dev = await preflight('/backend/api/staff/session', DEV_SERVER);
    expect(dev.headers['access-control-allow-origin']).toBe(DEV_SERVER);
    expect(dev.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('the operator API and the pages are not for other sites', async () => {
    expect((await preflight('/backend/api/operator/venues', VENUE_SITE)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/welcome', { origin: VENUE_SITE, accept: 'text/html' })).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cors-policy', () => {
  test.each([
    ['/backend/api/frontpage/reservation/submit', true],
    ['/frontpage-config.json', true],
    ['/embed/first-step', true],
    ['/embed.js', true],
    ['/remotes/booking/mf-manifest.json', true],
    ['/demo-assets/aurora/hero.jpg', true],
    ['/backend/api/staff/session', false],
    ['/backend/api/operator/venues', false],
    ['/backend/api/payments/stripe/webhook', false],
    ['/backend/calendar/abc.ics', false],
    ['/reserve', false],
    ['/welcome', false],
  ])('%s open to every site: %s', (url, open) => {
    expect(isOpenToEverySite(url)).toBe(open);
  });

  test('never with credentials', () => {
    expect(corsOptionsFor('/backend/api/frontpage/x', [DEV_SERVER]).credentials).toBe(false);
    expect(corsOptionsFor('/backend/api/staff/x', [DEV_SERVER])).toMatchObject({ origin: [DEV_SERVER], credentials: false });
  });

  test('the staff and operator APIs allow no guest origin, whatever CORS_ORIGINS lists', () => {
    const config = {
      corsOrigins: [DEV_SERVER, 'https://book.example', 'https://aurora.example', 'http://aurora.example:8443', 'https://tools.example'],
      publicUrl: 'https://book.example',
      venueHosts: { 'aurora.example': 'cantina-aurora' },
    };
    expect(staffCorsOrigins(config)).toEqual([DEV_SERVER, 'https://tools.example']);
    // On localhost a port is a server of its own: the site's port only is the guest origin.
    expect(staffCorsOrigins({ corsOrigins: [DEV_SERVER, 'http://localhost:8080'], publicUrl: 'http://localhost:8080', venueHosts: {} })).toEqual([DEV_SERVER]);
  });
});
