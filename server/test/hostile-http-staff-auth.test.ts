/**
 * A guest on the restaurant's Wi-Fi guesses staff tokens: the guesses are stopped (429), each
 * costs one token look-up at most, and the staff tablet on the same address, with its valid
 * token, is never locked out by them.
 */
import * as staffTokens from '../src/modules/staff/staff-token-repository';
import { STAFF } from './support/promo-claim';
import { type TestApp, createTestApp } from './support/test-app';
import { staffSide } from './support/staff-side';

const WIFI = '203.0.113.80';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authFailureRateLimitMax: 3 } });
});
afterAll(() => t.close());

const staffCall = (token: string | null, remoteAddress = WIFI) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/staff/promo/lookup',
    remoteAddress,
    headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) }),
    payload: 'code=AAAA-BBBB',
  });

test('the valid staff token passes from an address that is refused for guessing', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await staffCall(`st_guess_${i}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 429, 429, 429]);

  const staff = await staffCall(STAFF.aurora);
  expect(staff.statusCode).not.toBe(401);
  expect(staff.statusCode).not.toBe(429);
  expect(staff.statusCode).toBeLessThan(500);

  // The valid call forgives nothing: the guesser is still stopped.
  const guess = await staffCall('st_guess_after');
  expect(guess.statusCode).toBe(429);
  expect(guess.json().error.code).toBe('RATE_LIMITED');
  expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);
});

test('a guess past the limit costs one look-up of the token (by its hash), no more', async () => {
  const lookups = jest.spyOn(staffTokens, 'findStaffByToken');
  try {
    for (let i = 0; i < 4; i++) expect((await staffCall(`st_more_${i}`)).statusCode).toBe(429);
    expect(lookups).toHaveBeenCalledTimes(4);
    // A call without a token is refused without any look-up.
    expect((await staffCall(null)).statusCode).toBe(429);
    expect(lookups).toHaveBeenCalledTimes(4);
  } finally {
    lookups.mockRestore();
  }
});
