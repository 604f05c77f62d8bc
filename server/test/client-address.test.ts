/**
 * Who the client is, for the rate limits: behind a load balancer X-Forwarded-For is believed
 * only from the proxies TRUST_PROXY names; calls refused for a missing or wrong token count
 * against a limit of their own (AUTH_FAILURE_RATE_LIMIT_MAX), far below the API's.
 */
import { ConfigError, loadConfig, parseTrustProxy } from '../src/config';
import * as staffTokens from '../src/modules/staff/staff-token-repository';
import { STAFF } from './support/promo-claim';
import { type TestApp, callApi, createTestApp } from './support/test-app';
import { staffSide } from './support/staff-side';

function from(address: string) {
  return { 'x-forwarded-for': address };
}

describe('TRUST_PROXY', () => {
  test('reads false, true, a hop count or addresses and ranges; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    // true is the nearest proxy only, never anyone (hostile-http-client-address.test.ts).
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  describe('behind a trusted proxy (the test requests come from 127.0.0.1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { rateLimitMax: 5, trustProxy: ['127.0.0.1'] } });
    });
    afterAll(() => t.close());

    test('each visitor behind the balancer has a limit of their own', async () => {
      for (let i = 0; i < 5; i++) expect((await callApi(t.app, '/location/getlocation', { headers: from('203.0.113.7') })).statusCode).toBe(200);
      const sixth = await callApi(t.app, '/location/getlocation', { headers: from('203.0.113.7') });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('RATE_LIMITED');
      // Another visitor through the same balancer is not held back by the first one.
      expect((await callApi(t.app, '/location/getlocation', { headers: from('198.51.100.20') })).statusCode).toBe(200);
    });
  });

  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { rateLimitMax: 5 } });
    });
    afterAll(() => t.close());

    test('X-Forwarded-For is ignored: a client cannot buy itself new limits with a made-up header', async () => {
      for (let i = 0; i < 5; i++) expect((await callApi(t.app, '/location/getlocation', { headers: from(`192.0.2.${i}`) })).statusCode).toBe(200);
      expect((await callApi(t.app, '/location/getlocation', { headers: from('192.0.2.99') })).statusCode).toBe(429);
    });
  });
});

describe('refused tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { authFailureRateLimitMax: 3, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(() => t.close());

  test('a client sending wrong or no tokens is stopped after a few tries; others go on', async () => {
    const guesser = from('203.0.113.66');
    expect((await callApi(t.app, '/location/getlocation', { token: 'fp_guess_1', headers: guesser })).json().error.code).toBe('AUTH_INVALID');
    expect((await callApi(t.app, '/location/getlocation', { token: null, headers: guesser })).json().error.code).toBe('AUTH_MISSING');
    expect((await callApi(t.app, '/location/getlocation', { token: 'fp_guess_2', headers: guesser })).statusCode).toBe(401);
    const stopped = await callApi(t.app, '/location/getlocation', { token: 'fp_guess_3', headers: guesser });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.code).toBe('RATE_LIMITED');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // A visitor of the venue, with the right token, is not touched by the guesser.
    expect((await callApi(t.app, '/location/getlocation', { headers: from('198.51.100.5') })).statusCode).toBe(200);
    // Neither is the guesser's own right token: only refusals are counted.
    expect((await callApi(t.app, '/location/getlocation', { headers: guesser })).statusCode).toBe(200);
  });

  test('staff calls too: after a few wrong staff tokens the client is refused, each guess one token look-up', async () => {
    const staffCall = (token: string | null, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/staff/promo/lookup',
        headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded', ...from(address), ...(token ? { authorization: `Bearer ${token}` } : {}) }),
        payload: 'code=AAAA-BBBB',
      });
    const lookups = jest.spyOn(staffTokens, 'findStaffByToken');
    try {
      const codes = [];
      for (const token of ['st_guess_1', null, 'st_guess_2', 'st_guess_3', 'st_guess_4']) codes.push((await staffCall(token, '203.0.113.77')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Each wrong token is looked up once (a valid one must pass: hostile-http-staff-auth.test.ts).
      expect(lookups).toHaveBeenCalledTimes(4);
      // Another address with a right staff token goes on.
      expect((await staffCall(STAFF.aurora, '198.51.100.6')).statusCode).toBeLessThan(500);
      expect((await staffCall(STAFF.aurora, '198.51.100.6')).statusCode).not.toBe(401);
    } finally {
      lookups.mockRestore();
    }
  });
});
