/**
 * The door page's staff session on the staff origin: sign in with a staff token (never a
 * front-page one), the cookie's attributes, expiry after 12 hours, sign out, a revoked token, the
 * CSRF guard on cookie-signed calls, the rate limit on failed sign-ins, and calls that name their
 * venue.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { promoClaims, staffSessions } from '../src/db/schema';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { createToken, revokeToken } from '../src/modules/venue-setup/venue-tokens';
import { STAFF, callStaff, claim } from './support/promo-claim';
import { STAFF_ORIGIN, cookieOf, doorCall, sessionCall, signIn, signInCall } from './support/staff-session';
import { GUEST_ORIGIN, staffSide } from './support/staff-side';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
/** The same site behind a proxy (TRUST_PROXY), its staff origin on a host name of its own. */
let proxied: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  proxied = await buildApp({
    db: t.db,
    config: testConfig({
      trustProxy: true,
      publicUrl: 'https://book.example',
      staffUrl: 'https://staff.book.example',
      venueHosts: { 'aurora.example': 'cantina-aurora', 'chalet.example': 'chalet-du-lac' },
      authFailureRateLimitMax: 3,
    }),
    clock: clock.now,
  });
  await proxied.ready();
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});
beforeEach(() => {
  clock.reset();
});

const HOUR = 3_600_000;
/** The proxied site's staff host, as the browser sends it. */
const PROXIED_STAFF = { host: 'staff.book.example' };
const today = { date: '2026-06-01' };

describe('sign in', () => {
  test('a staff token opens a session: a __Host- cookie (HttpOnly, Secure, SameSite=Strict, Path=/, no Domain), 12 hours; only its hash is kept', async () => {
    const res = await signInCall(t.app, STAFF.aurora);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-venue_staff=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=43200$/);
    expect(setCookie).not.toMatch(/domain=/i);
    expect(res.json()).toEqual({
      status: true,
      data: { venue: { slug: 'cantina-aurora', name: 'Cantina Aurora' }, label: 'demo', expiresAt: '2026-06-01T22:00:00+02:00' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // The token is never sent back, in the body or a header.
    expect(JSON.stringify({ body: res.body, headers: res.headers })).not.toContain(STAFF.aurora);

    const id = cookieOf(res).slice('__Host-venue_staff='.length);
    const [row] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.sessionHash, createHash('sha256').update(id).digest('hex')));
    expect(row).toMatchObject({ tokenLabel: 'demo', endedAt: null, expiresAt: new Date(NOW.getTime() + 12 * HOUR) });
    const stored = await t.db.select().from(staffSessions);
    expect(JSON.stringify(stored)).not.toContain(id);
  });

  test.each([
    [TOKENS.aurora, 'a front-page token'],
    ['st_not_a_staff_token_of_anyone_0000', 'an unknown staff token'],
  ])('%s (%s): 401 AUTH_INVALID, no cookie', async (token) => {
    const res = await signInCall(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_INVALID');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('another site’s page, a guest page of the same site included, cannot sign this browser in: 403 CSRF_REFUSED', async () => {
    for (const origin of ['https://evil.example', GUEST_ORIGIN]) {
      const res = await signInCall(t.app, STAFF.aurora, { origin });
      expect({ origin, status: res.statusCode, code: res.json().error.code }).toEqual({ origin, status: 403, code: 'CSRF_REFUSED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The staff origin's Origin, but the browser says another site sent it.
    const sibling = await signInCall(t.app, STAFF.aurora, { headers: { 'sec-fetch-site': 'same-site' } });
    expect(sibling.json().error.code).toBe('CSRF_REFUSED');
  });

  test('failed sign-ins are rate limited per client address (429 RATE_LIMITED); a valid token still signs in', async () => {
    const guesser = '203.0.113.9';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signInCall(proxied, `st_guess_number_${i}_0000000000`, { remoteAddress: guesser, headers: PROXIED_STAFF, origin: null })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await signInCall(proxied, 'st_guess_again_00000000000000', { remoteAddress: guesser, headers: PROXIED_STAFF, origin: null });
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInCall(proxied, STAFF.aurora, { remoteAddress: guesser, headers: PROXIED_STAFF, origin: null })).statusCode).toBe(200);
    expect((await signInCall(proxied, 'st_guess_elsewhere_000000000000', { remoteAddress: '203.0.113.10', headers: PROXIED_STAFF, origin: null })).statusCode).toBe(401);
  });
});

describe('the session', () => {
  test('GET /session answers who is signed in: null without a cookie, 401 STAFF_SESSION_REQUIRED for a cookie of no session', async () => {
    const cookie = await signIn(t.app, STAFF.chalet);
    const res = await sessionCall(t.app, 'GET', cookie, { origin: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ venue: { slug: 'chalet-du-lac', name: 'Chalet du Lac' }, label: 'demo', expiresAt: '2026-06-01T22:00:00+02:00' });
    const nobody = await sessionCall(t.app, 'GET', null);
    expect([nobody.statusCode, nobody.json().data]).toEqual([200, null]);
    for (const sent of ['__Host-venue_staff=not-a-session', `__Host-venue_staff=${'A'.repeat(43)}`]) {
      const none = await sessionCall(t.app, 'GET', sent);
      expect({ sent, status: none.statusCode, code: none.json().error.code }).toEqual({ sent, status: 401, code: 'STAFF_SESSION_REQUIRED' });
    }
    // A bearer token is not a session.
    const bearer = await t.app.inject({ method: 'GET', url: '/backend/api/staff/session', headers: staffSide({ authorization: `Bearer ${STAFF.chalet}` }) });
    expect([bearer.statusCode, bearer.json().data]).toEqual([200, null]);
    // A session's answer names no venue the page did not ask for.
    const unnamed = await sessionCall(t.app, 'GET', cookie, { venue: null });
    expect({ status: unnamed.statusCode, code: unnamed.json().error.code }).toEqual({ status: 400, code: 'VENUE_REQUIRED' });
  });

  test('the cookie signs every staff call; the staff tool’s bearer token works as before, without Origin', async () => {
    const cookie = await signIn(t.app, STAFF.aurora);
    const byCookie = await doorCall(t.app, '/reservations/list', today, cookie);
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.date).toBe('2026-06-01');
    const byToken = await callStaff(t.app, '/reservations/list', today);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().data).toEqual(byCookie.json().data);
    // No credential at all: as before.
    expect((await doorCall(t.app, '/reservations/list', today, '')).json().error.code).toBe('AUTH_MISSING');
  });

  test('CSRF: a cookie-signed call without the site’s own Origin is refused 403 CSRF_REFUSED, and nothing happens', async () => {
    expect((await claim(t.app, { email: 'csrf@example.com' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'csrf@example.com'));
    const code = formatPromoCode(row!.code);
    const cookie = await signIn(t.app, STAFF.aurora);
    // The guest origin (GUEST_ORIGIN, its port 8080) is as foreign as any: its pages run venues' scripts.
    for (const origin of [
      null,
      'https://evil.example',
      'null',
      'http://localhost:3000',
      'http://localhost.evil.example',
      'https://localhost',
      GUEST_ORIGIN,
      'http://localhost:8080',
    ]) {
      const res = await doorCall(t.app, '/promo/redeem', { code }, cookie, { origin });
      expect({ origin, status: res.statusCode, code: res.json().error?.code }).toEqual({ origin, status: 403, code: 'CSRF_REFUSED' });
    }
    const sameSite = await doorCall(t.app, '/promo/redeem', { code }, cookie, { headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.json().error.code).toBe('CSRF_REFUSED');
    const [after] = await t.db.select().from(promoClaims).where(eq(promoClaims.id, row!.id));
    expect(after!.redeemedAt).toBeNull();
    expect((await doorCall(t.app, '/promo/redeem', { code }, cookie)).json().data).toMatchObject({ stato: 'used', usedBy: 'demo' });
  });

  test('behind a proxy the staff side is STAFF_URL’s host, the forwarded one when TRUST_PROXY believes the proxy; its origin is STAFF_URL’s', async () => {
    const staffOrigin = 'https://staff.book.example';
    const cookie = await signIn(proxied, STAFF.aurora, { headers: PROXIED_STAFF, origin: staffOrigin });
    expect((await doorCall(proxied, '/reservations/list', today, cookie, { headers: PROXIED_STAFF, origin: staffOrigin })).statusCode).toBe(200);
    const forwarded = { host: '10.0.0.5:8080', 'x-forwarded-host': 'staff.book.example', 'x-forwarded-proto': 'https' };
    expect((await doorCall(proxied, '/reservations/list', today, cookie, { origin: staffOrigin, headers: forwarded })).statusCode).toBe(200);
    // The guest site's origin, or the staff host over plain HTTP, is not the staff origin.
    for (const origin of ['https://book.example', 'https://aurora.example', 'http://staff.book.example']) {
      const res = await doorCall(proxied, '/reservations/list', today, cookie, { origin, headers: forwarded });
      expect({ origin, code: res.json().error.code }).toEqual({ origin, code: 'CSRF_REFUSED' });
    }
    // On a guest host the staff API does not exist, cookie or not.
    const onGuestHost = await doorCall(proxied, '/reservations/list', today, cookie, { origin: 'https://book.example', headers: { host: 'book.example' } });
    expect({ status: onGuestHost.statusCode, code: onGuestHost.json().error.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    // Without TRUST_PROXY the forwarded headers are anyone's words: a guest-side request.
    const direct = await signIn(t.app, STAFF.aurora);
    const res = await doorCall(t.app, '/reservations/list', today, direct, {
      origin: STAFF_ORIGIN,
      headers: { host: 'localhost', 'x-forwarded-host': 'localhost:8081' },
    });
    expect(res.statusCode).toBe(404);
  });

  test('12 hours after sign-in the session is over: 401 STAFF_SESSION_EXPIRED, the cookie cleared', async () => {
    const cookie = await signIn(t.app, STAFF.aurora);
    clock.advance(12 * HOUR - 60_000);
    expect((await sessionCall(t.app, 'GET', cookie)).statusCode).toBe(200);
    expect((await doorCall(t.app, '/reservations/list', today, cookie)).statusCode).toBe(200);
    clock.set(new Date(NOW.getTime() + 12 * HOUR));
    const res = await sessionCall(t.app, 'GET', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('STAFF_SESSION_EXPIRED');
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-venue_staff=; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=0$/);
    const call = await doorCall(t.app, '/reservations/list', today, cookie);
    expect({ status: call.statusCode, code: call.json().error.code }).toEqual({ status: 401, code: 'STAFF_SESSION_EXPIRED' });
  });

  test('sign out ends the session and clears the cookie; again is no error; another site cannot sign staff out', async () => {
    const cookie = await signIn(t.app, STAFF.aurora);
    const forged = await sessionCall(t.app, 'DELETE', cookie, { origin: 'https://evil.example' });
    expect(forged.json().error.code).toBe('CSRF_REFUSED');
    expect((await sessionCall(t.app, 'GET', cookie)).statusCode).toBe(200);

    const out = await sessionCall(t.app, 'DELETE', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ signedOut: true });
    expect(String(out.headers['set-cookie'])).toBe('__Host-venue_staff=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0');
    expect((await sessionCall(t.app, 'GET', cookie)).json().error.code).toBe('STAFF_SESSION_EXPIRED');
    expect((await doorCall(t.app, '/reservations/list', today, cookie)).json().error.code).toBe('STAFF_SESSION_EXPIRED');
    expect((await sessionCall(t.app, 'DELETE', cookie)).json().data).toEqual({ signedOut: false });
  });

  test('revoking the staff token ends its sessions at once, and it signs in no more', async () => {
    const { token } = await createToken(t.db, 'cantina-aurora', 'staff', 'door phone', clock.now());
    const cookie = await signIn(t.app, token);
    expect((await sessionCall(t.app, 'GET', cookie)).json().data.label).toBe('door phone');
    expect(await revokeToken(t.db, 'cantina-aurora', 'staff', { label: 'door phone' }, clock.now())).toBe(1);
    const res = await doorCall(t.app, '/reservations/list', today, cookie);
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({ status: 401, code: 'STAFF_SESSION_EXPIRED' });
    const sessions = await t.db.select().from(staffSessions).where(eq(staffSessions.tokenLabel, 'door phone'));
    expect(sessions.map((s) => s.endedAt)).toEqual([clock.now()]);
    expect((await signInCall(t.app, token)).json().error.code).toBe('AUTH_INVALID');
  });
});

describe('a staff call names its venue', () => {
  test('a cookie-signed call without ?venue= is refused 400 VENUE_REQUIRED, one naming another venue 403 WRONG_VENUE; the bearer token selects its venue', async () => {
    const cookie = await signIn(t.app, STAFF.aurora);
    const list = (query: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/backend/api/staff/reservations/list${query}`,
        headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded', ...headers }),
        payload: 'date=2026-06-01',
      });
    const byCookie = { origin: STAFF_ORIGIN, cookie };
    const unnamed = await list('', byCookie);
    expect({ status: unnamed.statusCode, code: unnamed.json().error.code }).toEqual({ status: 400, code: 'VENUE_REQUIRED' });
    expect((await list('?venue=chalet-du-lac', byCookie)).json().error.code).toBe('WRONG_VENUE');
    expect((await list('?venue=cantina-aurora', byCookie)).statusCode).toBe(200);
    // Nothing is done without the venue: a no-show asked without it is refused before it runs.
    expect((await doorCall(t.app, '/reservations/noshow', { id: '1' }, cookie, { venue: null })).json().error.code).toBe('VENUE_REQUIRED');

    // The staff tool's token selects its venue; it may name it, never another.
    const byToken = { authorization: `Bearer ${STAFF.aurora}` };
    expect((await list('', byToken)).statusCode).toBe(200);
    expect((await list('?venue=cantina-aurora', byToken)).statusCode).toBe(200);
    expect((await list('?venue=chalet-du-lac', byToken)).json().error.code).toBe('WRONG_VENUE');

    // Sign-in answers the token's venue (the door page puts it in its address); naming another is refused.
    expect((await signInCall(t.app, STAFF.chalet)).json().data.venue.slug).toBe('chalet-du-lac');
    const there = await signInCall(t.app, STAFF.aurora, { query: '?venue=chalet-du-lac' });
    expect(there.json().error.code).toBe('WRONG_VENUE');
    expect(there.headers['set-cookie']).toBeUndefined();
  });
});
