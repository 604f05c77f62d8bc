/**
 * The staff audit log: every staff action, by the door page's session or the staff tool's token,
 * done or refused, is one row (codes masked to their last 4 characters); the venue reads its own
 * rows only, newest first, a page at a time, through the API and `audit:list`.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { runStaffCli } from '../src/cli/staff-main';
import { promoClaims, reservations } from '../src/db/schema';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { createToken, revokeToken } from '../src/modules/venue-setup/venue-tokens';
import { venueId } from './support/fixtures';
import { cardsOf, checkoutForm, checkoutOk, payDemo, productId } from './support/giftcard';
import { STAFF, callStaff, claim } from './support/promo-claim';
import { doorCall, sessionCall, signIn, signInCall } from './support/staff-session';
import { type TestApp, NOW, createTestApp } from './support/test-app';
import { listenOnStaffSide } from './support/staff-side';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The tools talk to the staff origin (src/web/staff-side.ts).
  api = await listenOnStaffSide(t.app);
});
afterAll(() => t.close());

interface AuditRow {
  id: number;
  at: string;
  action: string;
  label: string;
  subject: string;
  result: string;
  detail: Record<string, unknown>;
}

async function auditOf(token: string, form: Record<string, string> = {}): Promise<{ actions: AuditRow[]; next: number | null }> {
  const res = await callStaff(t.app, '/audit/list', { limit: '200', ...form }, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function promoCode(): Promise<string> {
  const email = `audit-${randomBytes(4).toString('hex')}@example.com`;
  expect((await claim(t.app, { email })).statusCode).toBe(200);
  const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, email));
  return formatPromoCode(row!.code);
}

async function giftcard(amount: number): Promise<string> {
  const product = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: product, amount }));
  await payDemo(t.app, fingerprint);
  const [card] = await cardsOf(t.db, fingerprint);
  return formatPromoCode(card!.code);
}

async function aurora(status: 'pending' | 'confirmed' | 'waiting', date = '2026-06-02'): Promise<string> {
  const [row] = await t.db
    .insert(reservations)
    .values({
      venueId: await venueId(t.db, 'cantina-aurora'),
      date,
      time: '12:30',
      pax: 2,
      status,
      firstName: 'Ada',
      lastName: 'Neri',
      email: 'ada@example.com',
      hash: randomBytes(16).toString('base64url'),
    })
    .returning();
  return String(row!.id);
}

const masked = (code: string) => `****-****-****-${code.slice(-4)}`;

test('every staff action is a row: done ones "ok", refused ones their error code; who, by which credential, codes masked', async () => {
  const { token } = await createToken(t.db, 'cantina-aurora', 'staff', 'door phone', NOW);
  const promo = await promoCode();
  const card = await giftcard(10000);
  const pending = await aurora('pending');
  const waiting = await aurora('waiting');
  const confirmed = await aurora('confirmed', '2026-06-01');
  const start = (await auditOf(STAFF.aurora)).actions[0]?.id ?? 0;

  const door = await signIn(t.app, token);
  expect((await doorCall(t.app, '/code/lookup', { data: promo.toLowerCase() }, door)).statusCode).toBe(200);
  expect((await doorCall(t.app, '/code/redeem', { data: promo }, door)).statusCode).toBe(200);
  expect((await doorCall(t.app, '/promo/redeem', { code: promo }, door)).json().error.code).toBe('PROMO_CODE_USED');
  expect((await doorCall(t.app, '/code/lookup', { data: '7K3M-Q9XD-2HBW-PT4E' }, door)).json().error.code).toBe('CODE_NOT_FOUND');
  expect((await doorCall(t.app, '/giftcard/redeem', { code: card, amount: '2500' }, door, { origin: null })).json().error.code).toBe('CSRF_REFUSED');
  expect((await doorCall(t.app, '/giftcard/redeem', { code: card, amount: '2500' }, door)).statusCode).toBe(200);
  expect((await doorCall(t.app, '/reservations/arrived', { id: confirmed }, door)).statusCode).toBe(200);
  expect((await sessionCall(t.app, 'DELETE', door)).json().data).toEqual({ signedOut: true });

  // The staff tool's token, on the same log.
  expect((await callStaff(t.app, '/giftcard/lookup', { code: card })).statusCode).toBe(200);
  expect((await callStaff(t.app, '/giftcard/resend', { code: card })).statusCode).toBe(200);
  expect((await callStaff(t.app, '/giftcard/void', { code: card, reason: 'lost' })).statusCode).toBe(200);
  expect((await callStaff(t.app, '/reservations/accept', { id: pending })).statusCode).toBe(200);
  expect((await callStaff(t.app, '/reservations/reject', { id: pending })).json().error.code).toBe('INVALID_TRANSITION');
  expect((await callStaff(t.app, '/reservations/confirm-waiting', { id: waiting })).statusCode).toBe(200);
  expect((await callStaff(t.app, '/reservations/noshow', { id: confirmed })).json().error.code).toBe('GUEST_ARRIVED');
  expect((await callStaff(t.app, '/promo/lookup', { code: 'not a code' })).json().error.code).toBe('INVALID_PAYLOAD');
  // Reads that change nothing are not actions.
  await callStaff(t.app, '/reservations/list', {});
  await callStaff(t.app, '/reservations/noshow/preview', { id: confirmed });

  const { actions } = await auditOf(STAFF.aurora);
  const mine = actions.filter((a) => a.id > start).reverse();
  expect(mine.map((a) => [a.label, a.action, a.detail.kind ?? null, a.subject, a.result, a.detail.via])).toEqual([
    ['door phone', 'sign-in', null, '', 'ok', 'token'],
    ['door phone', 'lookup', 'promo', masked(promo), 'ok', 'session'],
    ['door phone', 'redeem', 'promo', masked(promo), 'ok', 'session'],
    ['door phone', 'redeem', 'promo', masked(promo), 'PROMO_CODE_USED', 'session'],
    ['door phone', 'lookup', null, masked('7K3M-Q9XD-2HBW-PT4E'), 'CODE_NOT_FOUND', 'session'],
    ['door phone', 'redeem', 'giftcard', masked(card), 'CSRF_REFUSED', 'session'],
    ['door phone', 'redeem', 'giftcard', masked(card), 'ok', 'session'],
    ['door phone', 'arrived', 'booking', confirmed, 'ok', 'session'],
    ['door phone', 'sign-out', null, '', 'ok', 'session'],
    ['demo', 'lookup', 'giftcard', masked(card), 'ok', 'token'],
    ['demo', 'resend', 'giftcard', masked(card), 'ok', 'token'],
    ['demo', 'void', 'giftcard', masked(card), 'ok', 'token'],
    ['demo', 'accept', 'booking', pending, 'ok', 'token'],
    ['demo', 'reject', 'booking', pending, 'INVALID_TRANSITION', 'token'],
    ['demo', 'confirm-waiting', 'booking', waiting, 'ok', 'token'],
    ['demo', 'no-show', 'booking', confirmed, 'GUEST_ARRIVED', 'token'],
    ['demo', 'lookup', 'promo', '******code', 'INVALID_PAYLOAD', 'token'],
  ]);
  // The facts of each: amounts, the first redemption a refusal points to, the void's reason.
  const at = (i: number) => mine[i]!.detail;
  expect(at(3)).toMatchObject({ details: { usedAt: '2026-06-01T10:00:00+02:00', usedBy: 'door phone' } });
  expect(at(6)).toMatchObject({ amount: 2500, balanceAfter: 7500, currency: 'EUR' });
  expect(at(11)).toMatchObject({ reason: 'lost', balance: 7500 });
  expect(at(12)).toMatchObject({ status: 'confirmed', date: '2026-06-02', time: '12:30' });
  expect(mine.every((a) => a.at === '2026-06-01T10:00:00+02:00')).toBe(true);
  // Whole codes never reach the log.
  expect(JSON.stringify(mine)).not.toContain(promo.replace(/-/g, ''));
  expect(JSON.stringify(mine)).not.toContain(promo);
  expect(JSON.stringify(mine)).not.toContain(card);
});

test('a revoked token’s sign-in is logged at its venue; an unknown token’s is not filed anywhere', async () => {
  const { token } = await createToken(t.db, 'cantina-aurora', 'staff', 'old tablet', NOW);
  await revokeToken(t.db, 'cantina-aurora', 'staff', { label: 'old tablet' }, NOW);
  const before = (await auditOf(STAFF.aurora)).actions.length;
  expect((await signInCall(t.app, token)).json().error.code).toBe('AUTH_INVALID');
  expect((await signInCall(t.app, 'st_nobody_has_this_token_000000')).json().error.code).toBe('AUTH_INVALID');
  const { actions } = await auditOf(STAFF.aurora);
  expect(actions.length).toBe(before + 1);
  expect(actions[0]).toMatchObject({ label: 'old tablet', action: 'sign-in', result: 'AUTH_INVALID' });
});

test('each venue reads its own rows only, newest first, a page at a time', async () => {
  const promo = await promoCode();
  // Chalet's staff try Aurora's code: the attempt is Chalet's, masked, and Aurora's log does not show it.
  const chalet = await signIn(t.app, STAFF.chalet);
  expect((await doorCall(t.app, '/code/lookup', { data: promo }, chalet)).json().error.code).toBe('CODE_OF_ANOTHER_VENUE');
  const chaletLog = (await auditOf(STAFF.chalet)).actions;
  expect(chaletLog.map((a) => [a.action, a.subject, a.result])).toEqual([
    ['lookup', masked(promo), 'CODE_OF_ANOTHER_VENUE'],
    ['sign-in', '', 'ok'],
  ]);
  expect(chaletLog[0]!.detail).toEqual({ via: 'session' });
  const auroraLog = (await auditOf(STAFF.aurora)).actions;
  expect(auroraLog.some((a) => chaletLog.some((c) => c.id === a.id))).toBe(false);
  expect((await auditOf(STAFF.lagon)).actions).toEqual([]);

  // Pages: newest first, `before` goes on where the last page stopped.
  const first = await auditOf(STAFF.aurora, { limit: '3' });
  expect(first.actions.map((a) => a.id)).toEqual(auroraLog.slice(0, 3).map((a) => a.id));
  expect(first.next).toBe(auroraLog[2]!.id);
  const second = await auditOf(STAFF.aurora, { limit: '3', before: String(first.next) });
  expect(second.actions.map((a) => a.id)).toEqual(auroraLog.slice(3, 6).map((a) => a.id));
  const last = await auditOf(STAFF.aurora, { before: String(auroraLog.at(-1)!.id) });
  expect(last).toMatchObject({ actions: [], next: null });
  expect((await callStaff(t.app, '/audit/list', { limit: '500' })).json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { limit: 'INVALID' } });
});

test('audit:list in the staff tool', async () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const exit = await runStaffCli([...argv, '--venue', 'cantina-aurora', '--token', STAFF.aurora], {
      env: { STAFF_API_URL: api },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { exit, out: out.join('\n'), err: err.join('\n') };
  };
  const id = await aurora('confirmed', '2026-06-01');
  expect((await callStaff(t.app, '/reservations/arrived', { id })).statusCode).toBe(200);
  const pending = await aurora('pending');
  expect((await callStaff(t.app, '/reservations/arrived', { id: pending })).json().error.code).toBe('INVALID_TRANSITION');

  const list = await run('audit:list', '3');
  expect(list.exit).toBe(0);
  expect(list.out.split('\n')[0]).toBe('3 staff actions, newest first');
  expect(list.out).toContain(`arrived         booking ${id}`);
  expect(list.out).toMatch(/INVALID_TRANSITION/);
  expect(list.out).toMatch(/More: audit:list 3 \d+/);
  const json = JSON.parse((await run('audit:list', '1', '--json')).out);
  expect(json.actions).toEqual([expect.objectContaining({ action: 'arrived', subject: pending, result: 'INVALID_TRANSITION', label: 'demo' })]);
  expect((await run('audit:list', 'many')).err).toContain('1 to 200');
  // Another venue's token, with --venue naming this one: refused by the tool.
  const other = await runStaffCli(['audit:list', '--venue', 'cantina-aurora', '--token', STAFF.chalet], {
    env: { STAFF_API_URL: api },
    out: () => undefined,
    err: () => undefined,
  });
  expect(other).toBe(2);
});
