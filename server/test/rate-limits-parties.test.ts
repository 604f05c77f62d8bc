/**
 * The API's limits count the right party. Guests on the venue's Wi-Fi share its public address
 * with the door phone: their calls use up that address's limit, never the limit of a valid staff
 * token, staff session or operator token, which count on their own. A wrong operator token counts
 * against the refused calls' limit like a wrong staff token.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF } from './support/promo-claim';
import { doorCall, signIn, signInCall } from './support/staff-session';
import { staffSide } from './support/staff-side';
import { type TestApp, callApi, createTestApp } from './support/test-app';

const API_MAX = 5;
const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: API_MAX, operatorToken: OPERATOR } });
});
afterAll(() => t.close());

const visitorCall = (remoteAddress: string) => callApi(t.app, '/giftcard/getgiftcardlist', { remoteAddress });

const staffCall = (app: FastifyInstance, token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/staff/reservations/list',
    remoteAddress,
    headers: staffSide({ authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: 'date=2026-06-05',
  });

const operatorCall = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/operator/tokens/list',
    remoteAddress,
    headers: staffSide({ authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: 'venue=cantina-aurora',
  });

/** The guests on `address` use up its limit: visitor calls until one is refused. */
async function exhaust(address: string): Promise<void> {
  const codes: number[] = [];
  for (let i = 0; i <= API_MAX && codes.at(-1) !== 429; i++) codes.push((await visitorCall(address)).statusCode);
  expect(codes.at(-1)).toBe(429);
  expect((await visitorCall(address)).json().error.code).toBe('RATE_LIMITED');
}

test('a staff token passes from an address the guests used up, and its own limit still applies', async () => {
  const wifi = '203.0.113.10';
  await exhaust(wifi);
  const codes: number[] = [];
  for (let i = 0; i <= API_MAX; i++) codes.push((await staffCall(t.app, STAFF.aurora, wifi)).statusCode);
  expect(codes).toEqual([...Array<number>(API_MAX).fill(200), 429]);
  // Another venue's tablet on the same address has a limit of its own.
  expect((await staffCall(t.app, STAFF.chalet, wifi)).statusCode).toBe(200);
  // The staff calls lifted nothing for the guests.
  expect((await visitorCall(wifi)).statusCode).toBe(429);
});

test('the door page signs in and works from an address the guests used up', async () => {
  const wifi = '203.0.113.20';
  await exhaust(wifi);
  // The sign-in is counted by its token once the body is read; a wrong one by the address.
  expect((await signInCall(t.app, 'st_not_a_token', { remoteAddress: wifi })).statusCode).toBe(429);
  const cookie = await signIn(t.app, STAFF.lagon, { remoteAddress: wifi });
  const res = await doorCall(t.app, '/reservations/list', { date: '2026-06-05' }, cookie, { remoteAddress: wifi });
  expect(res.statusCode).toBe(200);
});

test('the operator token passes from an address the guests used up', async () => {
  const office = '203.0.113.30';
  await exhaust(office);
  expect((await operatorCall(OPERATOR, office)).statusCode).toBe(200);
  expect((await visitorCall(office)).statusCode).toBe(429);
});

test('wrong operator tokens count against the refused calls’ limit: the 31st is refused with 429', async () => {
  // The default AUTH_FAILURE_RATE_LIMIT_MAX (30), on an API limit that lets every guess through.
  const app = await createTestApp({ config: { operatorToken: OPERATOR }, handle: t.handle, seed: false });
  try {
    const guesser = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/backend/api/operator/tokens/list',
        remoteAddress: guesser,
        headers: staffSide({ authorization: `Bearer operator-guess-${i}-0123456789abcdef0123456789`, 'content-type': 'application/x-www-form-urlencoded' }),
        payload: 'venue=cantina-aurora',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30)).toEqual(Array<number>(30).fill(401));
    expect(codes[30]).toBe(429);
    // The operator, elsewhere, is not held up by the guesses.
    const operator = await app.app.inject({
      method: 'POST',
      url: '/backend/api/operator/tokens/list',
      remoteAddress: '192.0.2.44',
      headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'venue=cantina-aurora',
    });
    expect(operator.statusCode).toBe(200);
  } finally {
    await app.app.close();
  }
});
