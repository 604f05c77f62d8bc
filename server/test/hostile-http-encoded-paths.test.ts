/**
 * A percent-encoded path reaches the same route as the plain one, so every decision about a
 * request (rate limited or not, page or API, which security headers) is taken on the route that
 * matched or on the decoded path, never on the raw URL a visitor wrote.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKENS, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-encoded-'));
  fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { rateLimitMax: 5, webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

let guest = 0;
// Each call for another guest: the per-e-mail limit of /reservation/find stays out of the way.
const post = (url: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=guest${++guest}%40example.com`,
  });

async function sixCalls(url: string, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await post(url, remoteAddress)).statusCode);
  return codes;
}

describe('rate limits count an encoded path as the plain one', () => {
  test('POST /%62ackend/api/frontpage/reservation/find answers 429 on the sixth call, as the plain path does', async () => {
    const plain = await sixCalls('/backend/api/frontpage/reservation/find', '198.51.100.1');
    expect(plain[5]).toBe(429);
    const encoded = await sixCalls('/%62ackend/api/frontpage/reservation/find', '198.51.100.2');
    expect(encoded.slice(0, 5)).not.toContain(429);
    expect(encoded[5]).toBe(429);
  });

  test('the API-wide limit too (RATE_LIMIT_MAX=5), whatever letters are encoded', async () => {
    const codes = await sixCalls('/%62ackend/%61pi/frontpage/location/getl%6Fcation', '198.51.100.3');
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});

describe('other decisions on the path', () => {
  test('an encoded API path asked for as a page is the API’s 404, never the host’s page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%62ackend/api/other', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
    expect(res.json()).toMatchObject({ status: false, error: { code: 'NOT_FOUND' } });
  });

  test('an encoded API path the API only answers by POST says so (405), as the plain one does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/frontpage/location/getl%6Fcation' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  test('an answer under /__bench/ that is not the bench’s file still carries a Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__bench/anything', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
