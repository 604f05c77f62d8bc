/**
 * What the static routes never hand to a visitor: a build's server folder (the host's server
 * build is required from disk; a remote's is fetched by this server's own renders only) and
 * source maps. A fake WEB_ROOT holds one of each, and the visitor tries the usual spellings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, createTestApp } from './support/test-app';

const SECRET = 'SERVER-ONLY-CODE';
const PUBLIC_ADDRESS = '203.0.113.50';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-static-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), content);
  };
  write('host/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('host/dist/main.3f9a1c2b.js', 'console.log("host")');
  write('host/dist/main.3f9a1c2b.js.map', `{"sources":["${SECRET}"]}`);
  write('host/dist/static/js/412.9f8e7d6c.js.map', `{"sources":["${SECRET}"]}`);
  write('host/dist/server/main.js', `module.exports = "${SECRET}"`);
  write('host/dist/server/mf-manifest.json', `{"name":"${SECRET}"}`);
  write('remote-booking/dist/mf-manifest.json', '{"name":"booking"}');
  write('remote-booking/dist/remoteEntry.1a2b3c4d.js', 'var booking;');
  write('remote-booking/dist/remoteEntry.1a2b3c4d.js.map', `{"sources":["${SECRET}"]}`);
  write('remote-booking/dist/server/mf-manifest.json', `{"name":"booking-server","note":"${SECRET}"}`);
  write('remote-booking/dist/server/remoteEntry.5e6f7a8b.js', `var ${SECRET.replace(/-/g, '_')};`);
  t = await createTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: options.remoteAddress ?? PUBLIC_ADDRESS, headers: { accept: '*/*', ...options.headers } });

describe('the host’s server build', () => {
  test.each([
    '/server/main.js',
    '/server/mf-manifest.json',
    '/%73erver/main.js',
    '/server/%6Dain.js',
    '/SERVER/main.js',
    '/static/../server/main.js',
    '/static/%2E%2E/server/main.js',
  ])('%s is not served, not even to this server itself', async (url) => {
    for (const remoteAddress of [PUBLIC_ADDRESS, '127.0.0.1']) {
      const res = await get(url, { remoteAddress });
      expect([url, res.statusCode >= 400]).toEqual([url, true]);
      expect(res.body).not.toContain(SECRET);
    }
  });

  test('asked for as a page, it is never the file either', async () => {
    const res = await get('/server/main.js', { headers: { accept: 'text/html' } });
    expect(res.body).not.toContain(SECRET);
  });
});

describe('source maps', () => {
  test.each([
    '/main.3f9a1c2b.js.map',
    '/static/js/412.9f8e7d6c.js.map',
    '/main.3f9a1c2b.js.MAP',
    '/main.3f9a1c2b.js%2Emap',
    '/remotes/booking/remoteEntry.1a2b3c4d.js.map',
  ])('%s is not served', async (url) => {
    const res = await get(url);
    expect([url, res.statusCode >= 400]).toEqual([url, true]);
    expect(res.body).not.toContain(SECRET);
  });

  test('the files they describe still are', async () => {
    expect((await get('/main.3f9a1c2b.js')).statusCode).toBe(200);
    expect((await get('/remotes/booking/remoteEntry.1a2b3c4d.js')).statusCode).toBe(200);
    expect((await get('/remotes/booking/mf-manifest.json')).statusCode).toBe(200);
  });
});

describe('a remote’s server build', () => {
  test.each(['/remotes/booking/server/mf-manifest.json', '/remotes/booking/server/remoteEntry.5e6f7a8b.js', '/remotes/booking/%73erver/mf-manifest.json'])(
    '%s is not served to a visitor',
    async (url) => {
      const res = await get(url);
      expect([url, res.statusCode >= 400]).toEqual([url, true]);
      expect(res.body).not.toContain(SECRET);
    },
  );

  test('nor to a visitor coming through a proxy on this machine', async () => {
    const res = await get('/remotes/booking/server/mf-manifest.json', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': PUBLIC_ADDRESS } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain(SECRET);
  });

  test('this server’s own renders still load it (from 127.0.0.1, no proxy in between)', async () => {
    const res = await get('/remotes/booking/server/mf-manifest.json', { remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'booking-server' });
  });
});
