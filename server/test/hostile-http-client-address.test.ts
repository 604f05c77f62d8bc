/**
 * Who the client is, as a hostile visitor would like it to be: never what the visitor writes
 * in X-Forwarded-For (the address the trusted proxy appended counts, the right-most one), and
 * one IPv6 /64 is one client (a home or a phone gets a whole /64: new addresses are free).
 */
import { loadConfig } from '../src/config';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

/** Five calls allowed, the sixth refused; `next` names each call's client. */
async function sixCalls(t: TestApp, next: (i: number) => { remoteAddress?: string; xff?: string }, call = '/location/getlocation'): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) {
    const { remoteAddress, xff } = next(i);
    const res = await t.app.inject({
      method: 'POST',
      url: `/backend/api/frontpage${call}`,
      remoteAddress,
      headers: { authorization: `Bearer ${TOKENS.aurora}`, 'content-type': 'application/x-www-form-urlencoded', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      payload: `email=guest${i}%40example.com`,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY=true: the nearest proxy only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 5, trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy } });
  });
  afterAll(() => t.close());

  test('a visitor writing X-Forwarded-For itself gets no new limit: the address the proxy appended counts', async () => {
    // The proxy (127.0.0.1, the test's socket) appends the address it saw after what the visitor wrote.
    const codes = await sixCalls(t, (i) => ({ xff: `10.9.8.${i}, 192.0.2.${i}, 203.0.113.7` }));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another visitor behind the same proxy has a limit of their own.
    expect((await callApi(t.app, '/location/getlocation', { headers: { 'x-forwarded-for': '198.51.100.9' } })).statusCode).toBe(200);
  });
});

describe('trusted proxies named by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 5, trustProxy: ['127.0.0.1', '10.0.0.0/8'] } });
  });
  afterAll(() => t.close());

  test('the client is the right-most address no trusted proxy owns, never the left-most', async () => {
    const codes = await sixCalls(t, (i) => ({ xff: `192.0.2.${i}, 203.0.113.8, 10.1.1.1` }));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('IPv6 visitors behind the proxy are counted per /64', async () => {
    const codes = await sixCalls(t, (i) => ({ xff: `2001:db8:77:1:${i}::${i + 1}` }));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await callApi(t.app, '/location/getlocation', { headers: { 'x-forwarded-for': '2001:db8:77:2::1' } })).statusCode).toBe(200);
  });
});

describe('IPv6 clients count per /64 in every limit (no proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 5, authFailureRateLimitMax: 3 } });
  });
  afterAll(() => t.close());

  test('the API-wide limit: new addresses in one /64 buy no new calls; another /64 is another client', async () => {
    const codes = await sixCalls(t, (i) => ({ remoteAddress: `2001:db8:1:2:${i}:${i}:${i}:${i}` }));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // The same /64 written another way is still the same client.
    const sameClient = await sixCalls(t, () => ({ remoteAddress: '2001:0db8:0001:0002:ffff::1' }));
    expect(sameClient[0]).toBe(429);
    const other = await sixCalls(t, () => ({ remoteAddress: '2001:db8:1:3::1' }));
    expect(other[0]).toBe(200);
  });

  test('a route’s own limit (find my booking, 5 a minute per client) too', async () => {
    const codes = await sixCalls(t, (i) => ({ remoteAddress: `2001:db8:5:6::${i + 1}` }), '/reservation/find');
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
  });

  test('refused tokens: guesses from new addresses of one /64 are stopped after the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/frontpage/location/getlocation',
        remoteAddress: `2001:db8:9:9::${i + 1}`,
        headers: { authorization: `Bearer fp_guess_${i}`, 'content-type': 'application/x-www-form-urlencoded' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  test('an IPv4 address written as IPv6 (::ffff:a.b.c.d) is the same client as the IPv4 one', async () => {
    const codes = await sixCalls(t, (i) => ({ remoteAddress: i % 2 ? '::ffff:203.0.113.44' : '203.0.113.44' }));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
