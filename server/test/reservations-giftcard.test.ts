/**
 * A gift card pays part (or all) of a paid experience (demo gateway): applied in the payment
 * step, debited once however often it is sent, the intent asking the bank card for the rest (or
 * canceled when the card covers everything, the booking then made at once), the refusals, the
 * card part back on a cancellation in time, a release and an expired hold; nothing back after
 * the deadline; the e-mails and the staff list say which part was which.
 */
import { eq } from 'drizzle-orm';
import { reservations, venues } from '../src/db/schema';
import { GIFTCARD_RETURN_GRACE_MS, applyGiftcardToHold, syncHoldIntent } from '../src/modules/reservations/giftcard-payment';
import { reconcilePayments } from '../src/modules/reservations/payment-service';
import { book, call, saveDemoCard } from './support/booking';
import { cardOf, makeCard } from './support/giftcard-booking';
import { callStaff } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
});

const SATURDAY = '2026-06-20';
const ANSWERS = JSON.stringify({ breakfast: 'vegetarian', allergies: 'Walnuts' });
let harvest = 0;

async function hold(email: string, form: Record<string, string | number> = {}) {
  if (!harvest) {
    const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
    harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
  }
  const res = await book(t.app, 'hold', {
    date: SATURDAY,
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: ANSWERS,
    email,
    language: 'en',
    ...form,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { hash: string; clientSecret: string };
}

const apply = (hash: string, code: string, token: string = TOKENS.aurora) => call(t.app, '/reservation/giftcard', { hash, code }, token);
const venueBySlug = async (slug: string) => (await t.db.select().from(venues).where(eq(venues.slug, slug)))[0];
const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;

test('part of it: the card part debited once, the intent for the rest, paid, cancelled in time: both parts back', async () => {
  const card = await makeCard(t.db, { balance: 5000 });
  const h = await hold('part@example.com');
  // Typed in lower case with spaces: the same card.
  const first = await apply(h.hash, card.code.toLowerCase().replaceAll('-', ' '));
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({
    giftcard: { code: `•••• ${card.code.slice(-4)}`, amount: 5000, balance: 0, currency: 'EUR' },
    total: 19000,
    dueByCard: 14000,
    outcome: null,
    reservation: { status: 'held', payment: { amount: 19000, dueByCard: 14000, giftcard: { amount: 5000, returned: false } } },
  });
  // A double click and a replay: the same answer, one debit.
  const again = await Promise.all([apply(h.hash, card.code), apply(h.hash, card.code)]);
  expect(again.map((r) => r.json().data.dueByCard)).toEqual([14000, 14000]);
  expect(await cardOf(t.db, card.id)).toMatchObject({
    balance: 0,
    status: 'redeemed',
    redemptions: [expect.objectContaining({ amount: 5000, requestId: `reservation:${h.hash}` })],
  });
  const intent = await t.app.payments.gateway.retrievePaymentIntent((await rowOf(h.hash)).paymentIntentId!);
  expect(intent).toMatchObject({ amount: 14000, status: 'requires_payment_method' });

  expect((await saveDemoCard(t.app, h.clientSecret)).json().data.status).toBe('succeeded');
  const done = (await call(t.app, '/reservation/complete', { hash: h.hash })).json().data;
  expect(done).toMatchObject({ outcome: 'confirmed', reservation: { payment: { status: 'paid', amount: 19000, dueByCard: 14000, giftcard: { amount: 5000 } } } });

  const staff = await callStaff(t.app, '/reservations/list', { date: SATURDAY });
  const staffRow = staff.json().data.reservations.find((r: { email: string }) => r.email === 'part@example.com');
  expect(staffRow.payment).toMatchObject({ amount: 19000, byCard: 14000, giftcard: { code: `•••• ${card.code.slice(-4)}`, amount: 5000, returned: false } });

  const cancelled = (await call(t.app, '/reservation/cancel', { hash: h.hash })).json().data;
  expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundedAmount: 14000, giftcard: { amount: 5000, returned: true } } });
  expect(await cardOf(t.db, card.id)).toMatchObject({ balance: 5000, status: 'active' });
  expect((await cardOf(t.db, card.id)).redemptions.map((r) => r.amount).sort()).toEqual([-5000, 5000].sort());
  // Cancelled twice: nothing more goes back.
  await call(t.app, '/reservation/cancel', { hash: h.hash });
  expect((await cardOf(t.db, card.id)).balance).toBe(5000);

  await t.app.email.drain();
  const mails = t.mailer.sent.filter((m) => m.to === 'part@example.com');
  expect(mails[0]!.text).toContain(`Of which €50.00 with gift card •••• ${card.code.slice(-4)} and €140.00 by card.`);
  const cancelMail = mails.pop()!.text;
  expect(cancelMail).toContain(`€50.00 goes back to your gift card •••• ${card.code.slice(-4)}: its balance is restored.`);
  expect(cancelMail).toContain('€140.00 is refunded in full to your card');
});

test('taken off and swapped: each part back on its card at once, the intent for the whole again, the same card applied anew; paid and cancelled, the live part back', async () => {
  const first = await makeCard(t.db, { balance: 5000 });
  const second = await makeCard(t.db, { balance: 3000 });
  const h = await hold('swap@example.com');
  const remove = () => call(t.app, '/reservation/giftcard/remove', { hash: h.hash });
  const intentAmount = async () => (await t.app.payments.gateway.retrievePaymentIntent((await rowOf(h.hash)).paymentIntentId!))!.amount;

  expect((await apply(h.hash, first.code)).json().data.dueByCard).toBe(14000);
  // A second card is refused while the first pays: it must come off first.
  expect((await apply(h.hash, second.code)).json().error.code).toBe('GIFTCARD_ALREADY_APPLIED');
  const off = await remove();
  expect(off.statusCode).toBe(200);
  expect(off.json().data).toMatchObject({
    total: 19000,
    dueByCard: 19000,
    clientSecret: h.clientSecret,
    reservation: { status: 'held', payment: { dueByCard: 19000, giftcard: null } },
  });
  expect(await cardOf(t.db, first.id)).toMatchObject({ balance: 5000, status: 'active' });
  expect(await intentAmount()).toBe(19000);
  // Taken off twice (a double tap): nothing more goes back.
  expect((await remove()).json().data.dueByCard).toBe(19000);
  expect((await cardOf(t.db, first.id)).redemptions.map((r) => r.amount)).toEqual([5000, -5000]);

  // The other card, then the first again: each debit and return is its own, never a replay of the last.
  expect((await apply(h.hash, second.code)).json().data).toMatchObject({ dueByCard: 16000, giftcard: { amount: 3000, balance: 0 } });
  expect(await intentAmount()).toBe(16000);
  await remove();
  expect(await cardOf(t.db, second.id)).toMatchObject({ balance: 3000 });
  expect((await apply(h.hash, first.code)).json().data).toMatchObject({ dueByCard: 14000, giftcard: { amount: 5000, balance: 0 } });
  expect(await intentAmount()).toBe(14000);
  expect((await cardOf(t.db, first.id)).redemptions.map((r) => [r.amount, r.requestId])).toEqual([
    [5000, `reservation:${h.hash}`],
    [-5000, `reservation:${h.hash}:return`],
    [5000, `reservation:${h.hash}:5`],
  ]);

  // Paid: the card part can no longer come off; cancelled in time, the live part goes back once.
  expect((await saveDemoCard(t.app, h.clientSecret)).json().data.status).toBe('succeeded');
  const late = await remove();
  expect([late.statusCode, late.json().error.code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
  expect((await call(t.app, '/reservation/complete', { hash: h.hash })).json().data).toMatchObject({
    outcome: 'confirmed',
    reservation: { payment: { status: 'paid', dueByCard: 14000, giftcard: { amount: 5000 } } },
  });
  await call(t.app, '/reservation/cancel', { hash: h.hash });
  expect(await cardOf(t.db, first.id)).toMatchObject({ balance: 5000 });
  expect(await cardOf(t.db, second.id)).toMatchObject({ balance: 3000 });
  expect((await cardOf(t.db, first.id)).redemptions.map((r) => r.amount)).toEqual([5000, -5000, 5000, -5000]);
});

test('taken off a hold that is no longer held for its payment, or has run out: refused, the part stays', async () => {
  const card = await makeCard(t.db, { balance: 5000 });
  const h = await hold('off.late@example.com');
  await apply(h.hash, card.code);
  clock.advance(60 * 60_000);
  const expired = await call(t.app, '/reservation/giftcard/remove', { hash: h.hash });
  expect([expired.statusCode, expired.json().error.code]).toEqual([409, 'HOLD_EXPIRED']);
  expect((await rowOf(h.hash)).giftcardAmount).toBe(5000);
  const unknown = await call(t.app, '/reservation/giftcard/remove', { hash: 'x'.repeat(32) });
  expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'RESERVATION_NOT_FOUND']);
});

test('all of it: no card payment, the booking made at once, the intent canceled; cancelled in time: the card whole again', async () => {
  const card = await makeCard(t.db, { balance: 30000 });
  const h = await hold('all@example.com', { date: '2026-06-21' });
  const res = (await apply(h.hash, card.code)).json().data;
  expect(res).toMatchObject({
    giftcard: { amount: 19000, balance: 11000 },
    dueByCard: 0,
    clientSecret: null,
    outcome: 'confirmed',
    reservation: { status: 'confirmed' },
  });
  const row = await rowOf(h.hash);
  expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', giftcardAmount: 19000 });
  expect((await t.app.payments.gateway.retrievePaymentIntent(row.paymentIntentId!))!.status).toBe('canceled');
  // The browser's complete (and a replay of apply) answer the same.
  expect((await call(t.app, '/reservation/complete', { hash: h.hash })).json().data.outcome).toBe('confirmed');
  expect((await apply(h.hash, card.code)).json().data).toMatchObject({ outcome: 'confirmed', giftcard: { amount: 19000, balance: 11000 } });
  expect((await cardOf(t.db, card.id)).balance).toBe(11000);

  const cancelled = (await call(t.app, '/reservation/cancel', { hash: h.hash })).json().data;
  expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: 0, giftcard: { returned: true } });
  expect((await cardOf(t.db, card.id)).balance).toBe(30000);
  await t.app.email.drain();
  const cancelMail = t.mailer.sent.filter((m) => m.to === 'all@example.com').pop()!.text;
  expect(cancelMail).toContain('€190.00 goes back to your gift card');
  expect(cancelMail).not.toContain('refunded in full to your card');
});

test('refusals: unknown, another venue, void, expired, empty, another currency, a second card', async () => {
  const h = await hold('refused@example.com', { date: '2026-06-27' });
  const code = async (c: string) => (await apply(h.hash, c)).json().error.code;
  expect(await code('AAAA-BBBB-CCCC-DDDD')).toBe('GIFTCARD_NOT_FOUND');
  expect(await code('nonsense')).toBe('GIFTCARD_NOT_FOUND');
  expect(await code((await makeCard(t.db, { venue: 'chalet-du-lac' })).code)).toBe('GIFTCARD_OTHER_VENUE');
  expect(await code((await makeCard(t.db, { status: 'void' })).code)).toBe('GIFTCARD_VOID');
  expect(await code((await makeCard(t.db, { expiresOn: '2026-01-01' })).code)).toBe('GIFTCARD_EXPIRED');
  expect(await code((await makeCard(t.db, { balance: 0, initial: 5000 })).code)).toBe('GIFTCARD_EMPTY');
  expect(await code((await makeCard(t.db, { currency: 'CHF' })).code)).toBe('GIFTCARD_OTHER_CURRENCY');
  expect((await rowOf(h.hash)).giftcardId).toBeNull();
  await apply(h.hash, (await makeCard(t.db, { balance: 2000 })).code);
  expect(await code((await makeCard(t.db, { balance: 2000 })).code)).toBe('GIFTCARD_ALREADY_APPLIED');
});

test('what is left for the card is never below what a card can be charged', async () => {
  const card = await makeCard(t.db, { balance: 18980 });
  const h = await hold('minimum@example.com', { date: '2026-06-28' });
  expect((await apply(h.hash, card.code)).json().data).toMatchObject({ giftcard: { amount: 18950, balance: 30 }, dueByCard: 50 });
});

test('released or expired unpaid: the card part goes back (expiry after the grace, by the deadline dispatcher); a late card payment is then refunded', async () => {
  const a = await makeCard(t.db, { balance: 4000 });
  const left = await hold('left@example.com', { date: '2026-07-04' });
  await apply(left.hash, a.code);
  expect((await cardOf(t.db, a.id)).balance).toBe(0);
  await call(t.app, '/reservation/release', { hash: left.hash });
  expect((await cardOf(t.db, a.id)).balance).toBe(4000);
  expect((await apply(left.hash, a.code)).json().error.code).toBe('HOLD_EXPIRED');

  const b = await makeCard(t.db, { balance: 4000 });
  const slow = await hold('slow@example.com', { date: '2026-07-05' });
  await apply(slow.hash, b.code);
  const row = await rowOf(slow.hash);
  clock.set(new Date(row.holdExpiresAt!.getTime() + 60_000));
  await t.app.bookingDeadlines.runDue();
  expect((await cardOf(t.db, b.id)).balance).toBe(0); // still within the grace
  clock.set(new Date(row.holdExpiresAt!.getTime() + GIFTCARD_RETURN_GRACE_MS + 1000));
  await t.app.bookingDeadlines.runDue();
  expect((await cardOf(t.db, b.id)).balance).toBe(4000);
  expect((await rowOf(slow.hash)).giftcardReturnedAt).not.toBeNull();
  // The card payment of the rest arrives after that: refunded whole, the gift card not debited again.
  expect((await saveDemoCard(t.app, slow.clientSecret)).json().data.status).toBe('succeeded');
  expect(await rowOf(slow.hash)).toMatchObject({ status: 'cancelled', paymentIssue: 'AMOUNT_MISMATCH', paymentStatus: 'refunded', refundedAmount: 15000 });
  expect((await cardOf(t.db, b.id)).balance).toBe(4000);
  await t.app.email.drain();
  const refundedMail = t.mailer.sent.filter((m) => m.to === 'slow@example.com').pop()!;
  expect(refundedMail.subject).toMatch(/Payment refunded/);
  expect(refundedMail.text).toContain('€150.00');
  expect(refundedMail.text).toContain(`€40.00 goes back to your gift card •••• ${b.code.slice(-4)}: its balance is restored.`);
});

test('cancelled after the free-cancellation deadline: nothing goes back', async () => {
  const card = await makeCard(t.db, { balance: 5000 });
  const h = await hold('late@example.com', { date: '2026-07-11' });
  await apply(h.hash, card.code);
  await saveDemoCard(t.app, h.clientSecret);
  clock.set('2026-07-10T09:00:00+02:00'); // inside the 72 hours
  const cancelled = (await call(t.app, '/reservation/cancel', { hash: h.hash })).json().data;
  expect(cancelled.payment).toMatchObject({ status: 'paid', refundedAmount: 0, giftcard: { returned: false } });
  expect((await cardOf(t.db, card.id)).balance).toBe(0);
});

test('a request the venue rejects: the gift card part back on the card, the rest refunded (Chalet du Lac, CHF deposit)', async () => {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {}, TOKENS.chalet)).json();
  const menu = data.elenco.find((e: { hash: string }) => e.hash === 'chalet-menu-degustation').id;
  const card = await makeCard(t.db, { venue: 'chalet-du-lac', balance: 4000 });
  const res = await book(
    t.app,
    'hold',
    { date: '2026-06-05', time: '19:30', pax: 2, experience: menu, cancellationPolicy: '1', email: 'gift-reject@example.com' },
    TOKENS.chalet,
  );
  const { hash, clientSecret } = res.json().data;
  expect((await apply(hash, card.code, TOKENS.chalet)).json().data).toMatchObject({ giftcard: { amount: 4000, currency: 'CHF' }, dueByCard: 6000 });
  await saveDemoCard(t.app, clientSecret, '4242424242424242', TOKENS.chalet);
  expect((await call(t.app, '/reservation/complete', { hash }, TOKENS.chalet)).json().data.outcome).toBe('pending');
  const rejected = await callStaff(t.app, '/reservations/reject', { id: String((await rowOf(hash)).id) }, 'st_demo_chalet_du_lac');
  expect(rejected.json().data.payment).toMatchObject({ status: 'refunded', refundedAmount: 6000, byCard: 6000, giftcard: { amount: 4000, returned: true } });
  expect((await cardOf(t.db, card.id)).balance).toBe(4000);
});

test('covered by the card but not settled (a crash after the intent was canceled): the reconciliation books it', async () => {
  const card = await makeCard(t.db, { balance: 20000 });
  const h = await hold('crash@example.com', { date: '2026-07-12' });
  const applied = await applyGiftcardToHold(t.app, (await venueBySlug('cantina-aurora'))!, h.hash, card.code);
  await syncHoldIntent(t.app, applied.row);
  expect((await rowOf(h.hash)).status).toBe('held');
  expect(await reconcilePayments(t.app)).toBe(1);
  expect(await rowOf(h.hash)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', giftcardAmount: 19000 });
});
