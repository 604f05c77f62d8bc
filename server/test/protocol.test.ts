/** Auth, methods, media types and the error envelope of every front-page call (docs/api.md). */
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';
import { staffSide } from './support/staff-side';

const CALLS = [
  '/location/getlocation',
  '/services/getallservices',
  '/experience/getexperiencelist',
  '/experience/getesperienzemonth',
  '/experience/getesperienzeday',
  '/promo/getpromolist',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication', () => {
  test.each(CALLS)('%s without a token answers 401 AUTH_MISSING', async (path) => {
    const res = await callApi(t.app, path, { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.json()).toEqual({ status: false, error: { code: 'AUTH_MISSING', message: expect.any(String) } });
  });

  test.each(CALLS)('%s with an unknown token answers 401 AUTH_INVALID', async (path) => {
    const res = await callApi(t.app, path, { token: 'fp_not_a_real_token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_INVALID');
  });

  test('a non-bearer scheme counts as missing', async () => {
    const res = await callApi(t.app, '/location/getlocation', {
      token: null,
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_MISSING');
  });

  test('the scheme is case-insensitive', async () => {
    const res = await callApi(t.app, '/location/getlocation', {
      token: null,
      headers: { authorization: `bearer ${TOKENS.aurora}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('methods and media types', () => {
  test.each(CALLS)('GET %s answers 405 METHOD_NOT_ALLOWED', async (path) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/backend/api/frontpage${path}`,
      headers: { authorization: `Bearer ${TOKENS.aurora}`, accept: 'text/html' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ status: false, error: { code: 'METHOD_NOT_ALLOWED' } });
  });

  // A route's pattern reads ':' as a parameter, '*' as a wildcard and '(' as a regular
  // expression: an address holding them is never read as a pattern (the parser threw: 500).
  test.each(['*', '* *', ':x', '(a)', '%2A%20%3A'])('an API address holding %s that no route has answers 404 NOT_FOUND', async (part) => {
    for (const url of [`/backend/api/frontpage/${part}`, `/backend/api/wallet/apple/v1/devices/${part}/registrations/${part}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, code: res.json().error.code }).toEqual({ url, status: 404, code: 'NOT_FOUND' });
    }
  });

  test.each(['PUT', 'DELETE'] as const)('%s answers 405 too', async (method) => {
    const res = await t.app.inject({ method, url: '/backend/api/frontpage/location/getlocation' });
    expect(res.statusCode).toBe(405);
  });

  test.each(CALLS)('a JSON body on %s answers 415 UNSUPPORTED_MEDIA_TYPE', async (path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/backend/api/frontpage${path}`,
      headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ month: 6, year: 2026, pax: 2 }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  test('text/plain and multipart bodies answer 415', async () => {
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/frontpage/location/getlocation',
        headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': contentType },
        payload: 'hello',
      });
      expect(res.statusCode).toBe(415);
    }
  });

  test('a call without payload may omit the content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/frontpage/location/getlocation',
      headers: { authorization: `Bearer ${TOKENS.aurora}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
  });

  test('form content type with a charset is accepted', async () => {
    const res = await callApi(t.app, '/location/getlocation', {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('an unknown API path answers a JSON 404', async () => {
    const res = await callApi(t.app, '/location/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, error: { code: 'NOT_FOUND' } });
  });

  test('CORS allows the dev servers: the visitor API as every site (embed-web.test.ts), the staff API by CORS_ORIGINS', async () => {
    const preflight = (url: string, side: Record<string, string> = {}) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          ...side,
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const res = await preflight('/backend/api/frontpage/location/getlocation');
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    // On the staff side, where the staff API is (src/web/staff-side.ts).
    expect((await preflight('/backend/api/staff/session', staffSide())).headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('bad input never gives a 500', () => {
  const bad: Array<[string, Record<string, string>]> = [
    ['/experience/getesperienzemonth', {}],
    ['/experience/getesperienzemonth', { month: '13', year: '2026', pax: '2' }],
    ['/experience/getesperienzemonth', { month: 'june', year: '2026', pax: '2' }],
    ['/experience/getesperienzemonth', { month: '6', year: '2026', pax: '0' }],
    ['/experience/getesperienzemonth', { month: '6', year: '99999', pax: '2' }],
    ['/experience/getesperienzeday', { day: '2026-02-30', pax: '2' }],
    ['/experience/getesperienzeday', { day: '30/06/2026', pax: '2' }],
    ['/experience/getesperienzeday', { day: '2026-06-30', pax: '2.5' }],
    ['/experience/getesperienzeday', { day: '2026-06-30', pax: '-1' }],
    ['/experience/getexperiencelist', { page: 'x' }],
  ];
  test.each(bad)('%s %j answers 400 with status false', async (path, form) => {
    const res = await callApi(t.app, path, { form });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.error.code).toBe('INVALID_PAYLOAD');
    expect(typeof body.error.message).toBe('string');
    expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
  });

  test('field codes tell missing from invalid', async () => {
    const res = await callApi(t.app, '/experience/getesperienzemonth', { form: { month: '13', year: '2026' } });
    expect(res.json().error.fields).toEqual({ month: 'INVALID', pax: 'REQUIRED' });
  });

  test('a repeated field is invalid, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/frontpage/experience/getesperienzeday',
      headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'day=2026-06-30&day=2026-07-01&pax=2',
    });
    expect(res.statusCode).toBe(400);
  });

  test('an oversized body answers 413', async () => {
    const res = await callApi(t.app, '/location/getlocation', { form: { junk: 'x'.repeat(100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('unexpected errors', () => {
  test('answer 500 INTERNAL without leaking details', async () => {
    const app = await buildApp({ db: t.db, config: testConfig() });
    // A route that fails the way a bug would.
    app.get('/boom', async () => {
      throw new Error('secret detail at /srv/app/x.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, error: { code: 'INTERNAL', message: 'Internal server error' } });
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});

describe('rate limit', () => {
  test('answers 429 RATE_LIMITED with retry-after', async () => {
    const limited = await createTestApp({ config: { rateLimitMax: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await callApi(limited.app, '/location/getlocation')).statusCode).toBe(200);
      const res = await callApi(limited.app, '/location/getlocation');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ status: false, error: { code: 'RATE_LIMITED' } });
      // pages, config and health are not counted
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/frontpage-config.json' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

test('a malformed form body is not a 500', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/frontpage/experience/getesperienzeday',
    headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'day=%E0%A4%A&pax=%%%2',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().status).toBe(false);
});
