/**
 * The door page's staff session: sign in with a staff token (never a front-page one), the
 * cookie's attributes, expiry after 12 hours, sign out, a revoked token, the CSRF guard on
 * cookie-signed calls, the rate limit on failed sign-ins, and a session bound to its venue.
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
import { cookieOf, doorCall, sessionCall, signIn, signInCall } from './support/staff-session';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
/** The same site behind a proxy (TRUST_PROXY), on its own address and the venues' host names. */
let proxied: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  proxied = await buildApp({
    db: t.db,
    config: testConfig({
      trustProxy: true,
      publicUrl: 'https://book.example',
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
const today = { date: '2026-06-01' };

describe('sign in', () => {
  test('a staff token opens a session: an HttpOnly, Secure, SameSite=Strict cookie for the staff calls, 12 hours; only its hash is kept', async () => {
    const res = await signInCall(t.app, STAFF.aurora);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^venue_staff=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/backend\/api\/staff; Max-Age=43200$/);
    expect(res.json()).toEqual({
      status: true,
      data: { venue: { slug: 'cantina-aurora', name: 'Cantina Aurora' }, label: 'demo', expiresAt: '2026-06-01T22:00:00+02:00' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // The token is never sent back, in the body or a header.
    expect(JSON.stringify({ body: res.body, headers: res.headers })).not.toContain(STAFF.aurora);

    const id = cookieOf(res).slice('venue_staff='.length);
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

  test('another site’s page cannot sign this browser in: 403 CSRF_REFUSED', async () => {
    const res = await signInCall(t.app, STAFF.aurora, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REFUSED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('failed sign-ins are rate limited per client address (429 RATE_LIMITED); a valid token still signs in', async () => {
    const guesser = '203.0.113.9';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signInCall(proxied, `st_guess_number_${i}_0000000000`, { remoteAddress: guesser })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await signInCall(proxied, 'st_guess_again_00000000000000', { remoteAddress: guesser });
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInCall(proxied, STAFF.aurora, { remoteAddress: guesser })).statusCode).toBe(200);
    expect((await signInCall(proxied, 'st_guess_elsewhere_000000000000', { remoteAddress: '203.0.113.10' })).statusCode).toBe(401);
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
    for (const sent of ['venue_staff=not-a-session', `venue_staff=${'A'.repeat(43)}`]) {
      const none = await sessionCall(t.app, 'GET', sent);
      expect({ sent, status: none.statusCode, code: none.json().error.code }).toEqual({ sent, status: 401, code: 'STAFF_SESSION_REQUIRED' });
    }
    // A bearer token is not a session.
    const bearer = await t.app.inject({ method: 'GET', url: '/backend/api/staff/session', headers: { authorization: `Bearer ${STAFF.chalet}` } });
    expect([bearer.statusCode, bearer.json().data]).toEqual([200, null]);
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
    for (const origin of [null, 'https://evil.example', 'null', 'http://localhost:3000', 'http://localhost.evil.example', 'https://localhost']) {
      const res = await doorCall(t.app, '/promo/redeem', { code }, cookie, { origin });
      expect({ origin, status: res.statusCode, code: res.json().error?.code }).toEqual({ origin, status: 403, code: 'CSRF_REFUSED' });
    }
    const [after] = await t.db.select().from(promoClaims).where(eq(promoClaims.id, row!.id));
    expect(after!.redeemedAt).toBeNull();
    expect((await doorCall(t.app, '/promo/redeem', { code }, cookie)).json().data).toMatchObject({ stato: 'used', usedBy: 'demo' });
  });

  test('behind a proxy the site’s origin is PUBLIC_URL’s, or the forwarded host and scheme when TRUST_PROXY believes the proxy', async () => {
    const cookie = await signIn(proxied, STAFF.aurora);
    expect((await doorCall(proxied, '/reservations/list', today, cookie, { origin: 'https://book.example' })).statusCode).toBe(200);
    const forwarded = { 'x-forwarded-host': 'aurora.example', 'x-forwarded-proto': 'https' };
    expect((await doorCall(proxied, '/reservations/list', today, cookie, { origin: 'https://aurora.example', headers: forwarded })).statusCode).toBe(200);
    expect((await doorCall(proxied, '/reservations/list', today, cookie, { origin: 'http://aurora.example', headers: forwarded })).statusCode).toBe(403);
    // Without TRUST_PROXY the forwarded headers are anyone's words.
    const direct = await signIn(t.app, STAFF.aurora);
    const res = await doorCall(t.app, '/reservations/list', today, direct, { origin: 'https://aurora.example', headers: forwarded });
    expect(res.json().error.code).toBe('CSRF_REFUSED');
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
    expect(String(res.headers['set-cookie'])).toMatch(/^venue_staff=; HttpOnly; Secure; SameSite=Strict; Path=\/backend\/api\/staff; Max-Age=0$/);
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
    expect(String(out.headers['set-cookie'])).toContain('venue_staff=; HttpOnly; Secure; SameSite=Strict; Path=/backend/api/staff; Max-Age=0');
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

describe('a session acts on its own venue only', () => {
  test('on another venue’s host name (VENUE_HOSTS) or naming another venue (?venue=): 403 WRONG_VENUE', async () => {
    const aurora = await signIn(proxied, STAFF.aurora, { headers: { host: 'aurora.example' }, origin: 'http://aurora.example' });
    const onAurora = await doorCall(proxied, '/reservations/list', today, aurora, { headers: { host: 'aurora.example' }, origin: 'http://aurora.example' });
    expect(onAurora.statusCode).toBe(200);
    const onChalet = await doorCall(proxied, '/reservations/list', today, aurora, { headers: { host: 'chalet.example' }, origin: 'http://chalet.example' });
    expect({ status: onChalet.statusCode, code: onChalet.json().error.code }).toEqual({ status: 403, code: 'WRONG_VENUE' });
    const who = await sessionCall(proxied, 'GET', aurora, { headers: { host: 'chalet.example' } });
    expect(who.json().error.code).toBe('WRONG_VENUE');
    // Signing in there with Aurora's token is refused too.
    const there = await signInCall(proxied, STAFF.aurora, { headers: { host: 'chalet.example' }, origin: 'http://chalet.example' });
    expect(there.json().error.code).toBe('WRONG_VENUE');
    expect(there.headers['set-cookie']).toBeUndefined();

    const cookie = await signIn(t.app, STAFF.aurora);
    const named = await t.app.inject({
      method: 'POST',
      url: '/backend/api/staff/reservations/list?venue=chalet-du-lac',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', cookie },
      payload: 'date=2026-06-01',
    });
    expect(named.json().error.code).toBe('WRONG_VENUE');
    // The staff tool's token may name its venue the same way (it need not).
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/backend/api/staff/reservations/list?venue=chalet-du-lac',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${STAFF.aurora}` },
      payload: 'date=2026-06-01',
    });
    expect(byToken.json().error.code).toBe('WRONG_VENUE');
    const own = await t.app.inject({
      method: 'POST',
      url: '/backend/api/staff/reservations/list?venue=cantina-aurora',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', cookie },
      payload: 'date=2026-06-01',
    });
    expect(own.statusCode).toBe(200);
  });
});
