/**
 * Security headers (docs/security.md): the front page's CSP with a fresh nonce that its
 * script tags carry, a locked-down CSP on API answers and files, the printable card's own, and
 * helmet's other headers everywhere.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { withNonce } from '../src/web/app-shell';
import { cardsOf, checkoutForm, checkoutOk, payDemo, productId } from './support/giftcard';
import { NOW, type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;
const INDEX = '<!doctype html><html><head><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

beforeAll(async () => {
  t = await createTestApp();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-csp-'));
  fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), INDEX);
  fs.writeFileSync(path.join(webRoot, 'host/dist/main.3f9a1c2b.js'), 'console.log(1)');
  app = await buildApp({
    db: t.db,
    config: testConfig({ webRoot, remoteUrls: { booking: 'http://localhost:3002/mf-manifest.json', promo: 'https://cdn.example/promo/mf-manifest.json' } }),
    clock: () => NOW,
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The CSP as a map: directive -> sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHelmetHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
}

describe('the front page', () => {
  test.each(['/', '/index.html', '/welcome', '/reserve/abc/edit'])('%s: a nonce on its script tag, the same in the CSP, fresh each time', async (url) => {
    const first = await app.inject({ method: 'GET', url, headers: html });
    const second = await app.inject({ method: 'GET', url, headers: html });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expectHelmetHeaders(first);
    const nonce = /<script nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp(first)['script-src']).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
    const secondNonce = /<script nonce="([^"]+)"/.exec(second.body)?.[1];
    expect(secondNonce).not.toBe(nonce);
    expect(first.body.replace(` nonce="${nonce}"`, '')).toBe(INDEX);
  });

  test('what the policy allows: Stripe, the ALTCHA worker, data: QR codes, remotes elsewhere; no plugins, <base> or foreign framing', async () => {
    const policy = csp(await app.inject({ method: 'GET', url: '/welcome', headers: html }));
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(expect.arrayContaining(['blob:', 'data:']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['data:', 'https:']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com', 'http://localhost:3002', 'https://cdn.example']));
    expect(policy['style-src']).toEqual(expect.arrayContaining(["'unsafe-inline'", 'http://localhost:3002']));
    // No nonce on styles: it would switch 'unsafe-inline' off for React's style attributes.
    expect(policy['style-src']!.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  test('withNonce marks every script tag once, replacing a nonce already there', () => {
    expect(withNonce('<script src=a.js></script><SCRIPT nonce="old">x</SCRIPT><scripts>', 'N')).toBe(
      '<script nonce="N" src=a.js></script><script nonce="N">x</SCRIPT><scripts>',
    );
  });
});

describe('API answers and files', () => {
  test('an API answer (success or error) gets a CSP that allows nothing', async () => {
    for (const res of [await callApi(app, '/location/getlocation'), await callApi(app, '/location/getlocation', { token: null })]) {
      expectHelmetHeaders(res);
      expect(csp(res)).toEqual({ 'default-src': ["'none'"], 'form-action': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });

  test('static files, the runtime config and a 404 too', async () => {
    for (const url of ['/main.3f9a1c2b.js', '/frontpage-config.json', '/healthz', '/no-such-file.js']) {
      const res = await app.inject({ method: 'GET', url });
      expectHelmetHeaders(res);
      expect([url, csp(res)['default-src']]).toEqual([url, ["'none'"]]);
    }
  });

  test('the printable gift card (HTML) gets its own: inline styles, data: images and its print button only', async () => {
    const product = await productId(t.db, 'cantina-aurora', 'Degustazione per due');
    const fingerprint = await checkoutOk(app, checkoutForm({ productId: product, amount: 7000 }));
    expect((await payDemo(app, fingerprint)).statusCode).toBe(200);
    const [card] = await cardsOf(t.db, fingerprint);
    const res = await app.inject({ method: 'GET', url: `/backend/giftcard/${card!.publicId}/print` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('onclick="window.print()"');
    expectHelmetHeaders(res);
    const policy = csp(res);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'unsafe-hashes'", `'sha256-${createHash('sha256').update('window.print()').digest('base64')}'`]);
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(['data:']));
    expect(policy['base-uri']).toEqual(["'none'"]);
  });
});
