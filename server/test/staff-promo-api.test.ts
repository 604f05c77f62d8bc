/** Staff credential and redemption: lookup by typed code or QR content, redeem once, expired codes. */
import { eq } from 'drizzle-orm';
import { promoClaims } from '../src/db/schema';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { STAFF, callStaff, claim } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, callApi, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';
import { staffSide } from './support/staff-side';

let t: TestApp;
const clock = movableClock(NOW);
let code: string;
let publicId: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await claim(t.app, { email: 'staff-test@example.com' });
  const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'staff-test@example.com'));
  code = formatPromoCode(row!.code);
  publicId = row!.publicId;
});
afterAll(() => t.close());

describe('staff credential', () => {
  test.each([
    [null, 'AUTH_MISSING'],
    [TOKENS.aurora, 'AUTH_INVALID'], // the public front-page token is not a staff token
    ['st_not_a_token_at_all_000000', 'AUTH_INVALID'],
  ])('token %s: 401 %s', async (token, errorCode) => {
    const res = await callStaff(t.app, '/promo/lookup', { code }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(errorCode);
  });

  test('staff calls are form-only like the public ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/api/staff/promo/lookup',
      headers: staffSide({ authorization: `Bearer ${STAFF.aurora}`, 'content-type': 'application/json' }),
      payload: JSON.stringify({ code }),
    });
    expect(res.statusCode).toBe(415);
  });

  test('a staff token never reaches another venue’s codes', async () => {
    const res = await callStaff(t.app, '/promo/lookup', { code }, STAFF.chalet);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PROMO_CODE_NOT_FOUND');
  });
});

describe('lookup and redeem', () => {
  test('lookup by the typed code (any case, spaces) or the QR content', async () => {
    for (const input of [code, code.toLowerCase().replace(/-/g, ' '), code.replace(/-/g, '')]) {
      const res = await callStaff(t.app, '/promo/lookup', { code: input });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        venue: 'cantina-aurora',
        codice: code,
        stato: 'requested',
        usataIl: null,
        nome: 'Mario Rossi',
        email: 'staff-test@example.com',
      });
    }
    expect((await callStaff(t.app, '/promo/lookup', { code: 'nonsense' })).json().error.fields).toEqual({ code: 'INVALID' });
  });

  test('redeem once; the second time is refused with the date of the first', async () => {
    const first = await callStaff(t.app, '/promo/redeem', { code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ stato: 'used', usataIl: '2026-06-01T10:00:00+02:00' });

    clock.advance(3600_000);
    const second = await callStaff(t.app, '/promo/redeem', { code });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'PROMO_CODE_USED', details: { usedAt: '2026-06-01T10:00:00+02:00' } });

    // the visitor's page shows it
    const page = await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: publicId } });
    expect(page.json().data).toMatchObject({ stato: 'used', usataIl: '2026-06-01T10:00:00+02:00' });
  });

  test('simultaneous redemptions of one code: exactly one succeeds', async () => {
    clock.reset();
    await claim(t.app, { email: 'race@example.com' });
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'race@example.com'));
    const results = await Promise.all(Array.from({ length: 5 }, () => callStaff(t.app, '/promo/redeem', { code: row!.code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  test('a code past its use-by date is refused', async () => {
    clock.reset();
    await claim(t.app, { email: 'late@example.com' });
    const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'late@example.com'));
    clock.set('2026-07-01T21:59:00Z'); // last minute of 1 July in Rome: still valid
    expect((await callStaff(t.app, '/promo/lookup', { code: row!.code })).json().data.stato).toBe('requested');
    clock.set('2026-07-01T22:00:00Z'); // 2 July in Rome
    const res = await callStaff(t.app, '/promo/redeem', { code: row!.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PROMO_CODE_EXPIRED', details: { useBy: '2026-07-01' } });
    const page = await callApi(t.app, '/promo/getclaim', { form: { urlName: 'calice-di-benvenuto', id: row!.publicId } });
    expect(page.json().data.stato).toBe('expired');
  });
});
