/**
 * Paid experiences (prepaid, deposit) with the demo gateway: the payment taken during the hold,
 * declined then paid, the reservation made by the provider's event exactly once, a payment
 * after the hold expired (booked if the seats are still there, else refunded), the refund rule
 * of a cancellation, a rejected request refunded; the extra questions asked, checked, stored
 * and shown in the e-mail and the staff list.
 */
import { eq } from 'drizzle-orm';
import { experiences, reservations } from '../src/db/schema';
import { parseExtraFields, checkExtraAnswers } from '../src/modules/experiences/extra-fields';
import { book, call, saveDemoCard } from './support/booking';
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

const HARVEST = 'aurora-vendemmia';
/** The harvest runs on weekends from two weeks on; 2026-06-01 is a Monday. */
const SATURDAY = '2026-06-20';
const SUNDAY = '2026-06-21';
const ANSWERS = JSON.stringify({ breakfast: 'vegetarian', allergies: 'Walnuts' });

async function experienceId(hash: string, token: string = TOKENS.aurora): Promise<number> {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {}, token)).json();
  return data.elenco.find((e: { hash: string }) => e.hash === hash).id;
}

async function holdHarvest(form: Record<string, string | number | undefined> = {}) {
  const res = await book(t.app, 'hold', {
    date: SATURDAY,
    time: '09:00',
    pax: 2,
    experience: await experienceId(HARVEST),
    cancellationPolicy: '1',
    extraAnswers: ANSWERS,
    ...form,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { hash: string; clientSecret: string; mode: string; reservation: { status: string; payment: Record<string, unknown> } };
}

const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;

describe('extra questions', () => {
  test('read defensively: a JSON string, a map; unknown types, missing labels and empty selects left out', () => {
    const raw = JSON.stringify({
      a: { id: 'diet', type: 'select', label: 'Diet', options: ['meat', { value: 'veg', label: { en: 'Vegetarian' } }] },
      b: { key: 'bad key!', type: 'text', label: 'x' },
      c: { key: 'photo', type: 'file', label: 'Photo' },
      d: { key: 'nolabel', type: 'text' },
      e: { key: 'empty', type: 'select', label: 'Empty', options: [] },
      f: { key: 'ok', label: { de: 'Nur Deutsch' }, obbligatorio: 1 },
      g: 'just a string',
    });
    const q = parseExtraFields(raw);
    expect(q.map((x) => [x.key, x.type, x.required])).toEqual([
      ['diet', 'select', false],
      ['ok', 'text', true],
    ]);
    expect(q[0]!.options[1]).toEqual({ value: 'veg', label: { it: 'Vegetarian', en: 'Vegetarian', fr: 'Vegetarian', es: 'Vegetarian', de: 'Vegetarian' } });
    expect(q[1]!.label.it).toBe('Nur Deutsch');
    expect(parseExtraFields('not json')).toEqual([]);
    expect(parseExtraFields(42)).toEqual([]);
    expect(parseExtraFields(null)).toEqual([]);
  });

  test('answers: required, select values, numbers, checkbox, length', () => {
    const q = parseExtraFields([
      { key: 'diet', type: 'select', label: 'Diet', required: true, options: ['meat', 'veg'] },
      { key: 'n', type: 'number', label: 'N' },
      { key: 'ok', type: 'checkbox', label: 'OK', required: true },
      { key: 'txt', type: 'text', label: 'T' },
    ]);
    expect(checkExtraAnswers(q, JSON.stringify({ diet: 'fish', n: 'x', txt: 'a'.repeat(501) })).errors).toEqual({
      diet: 'INVALID',
      n: 'INVALID',
      ok: 'REQUIRED',
      txt: 'TOO_LONG',
    });
    const good = checkExtraAnswers(q, JSON.stringify({ diet: 'veg', n: '3', ok: true, other: 'ignored' }));
    expect(good.errors).toEqual({});
    expect(good.answers.map((a) => [a.key, a.value])).toEqual([
      ['diet', 'veg'],
      ['n', 3],
      ['ok', true],
    ]);
    expect(checkExtraAnswers(q, '[1]').malformed).toBe(true);
  });

  test('the experience list sends the questions the form can ask', async () => {
    const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
    const harvest = data.elenco.find((e: { hash: string }) => e.hash === HARVEST);
    expect(harvest.campiAggiuntivi.map((q: { key: string; type: string; required: boolean }) => [q.key, q.type, q.required])).toEqual([
      ['breakfast', 'select', true],
      ['allergies', 'text', false],
    ]);
  });

  test('the server checks the answers with a code per question', async () => {
    const experience = await experienceId(HARVEST);
    const base = { date: SATURDAY, time: '09:00', pax: 2, experience, cancellationPolicy: '1' };
    const missing = await book(t.app, 'hold', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'INVALID_EXTRA_ANSWERS', fields: { 'extra.breakfast': 'REQUIRED' } });
    const wrong = await book(t.app, 'hold', { ...base, extraAnswers: JSON.stringify({ breakfast: 'caviar' }) });
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_EXTRA_ANSWERS', fields: { 'extra.breakfast': 'INVALID' } });
    const garbled = await book(t.app, 'hold', { ...base, extraAnswers: '{nope' });
    expect(garbled.json().error.code).toBe('INVALID_EXTRA_ANSWERS');
  });
});

describe('paid experiences', () => {
  test('quote shows what is paid online; submit refuses it; hold needs the terms accepted', async () => {
    const experience = await experienceId(HARVEST);
    const quote = (await call(t.app, '/reservation/quote', { date: SATURDAY, time: '09:00', pax: 3, experience })).json().data;
    expect(quote.payment).toEqual({
      type: 1,
      unitAmount: 9500,
      amount: 28500,
      currency: 'EUR',
      cancellationHours: 72,
      freeCancellationUntil: '2026-06-17T09:00:00+02:00',
    });
    expect(quote.guarantee).toBeNull();
    const direct = await book(t.app, 'submit', { date: SATURDAY, time: '09:00', pax: 2, experience, extraAnswers: ANSWERS });
    expect(direct.json().error.code).toBe('PAYMENT_REQUIRED');
    const noPolicy = await book(t.app, 'hold', { date: SATURDAY, time: '09:00', pax: 2, experience, extraAnswers: ANSWERS });
    expect(noPolicy.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { cancellationPolicy: 'REQUIRED' } });
  });

  test('hold → declined → paid: the event confirms it once; complete answers the same; e-mail and staff list show payment and answers', async () => {
    const hold = await holdHarvest({ email: 'paid@example.com', language: 'en' });
    expect(hold.mode).toBe('payment');
    expect(hold.reservation).toMatchObject({ status: 'held', payment: { type: 1, amount: 19000, status: 'awaiting' } });
    const intent = await t.app.payments.gateway.retrievePaymentIntent((await rowOf(hold.hash)).paymentIntentId!);
    expect(intent).toMatchObject({ amount: 19000, currency: 'eur', metadata: { kind: 'reservation-payment' } });
    expect((await call(t.app, '/reservation/complete', { hash: hold.hash })).json().error.code).toBe('PAYMENT_NOT_DONE');

    const declined = await saveDemoCard(t.app, hold.clientSecret, '4000000000000002');
    expect(declined.json().data).toMatchObject({ status: 'failed', failure: { declineCode: 'generic_decline' } });
    expect((await rowOf(hold.hash)).status).toBe('held');

    const paid = await saveDemoCard(t.app, hold.clientSecret);
    expect(paid.json().data.status).toBe('succeeded');
    // The event made the reservation before the browser asked.
    const row = await rowOf(hold.hash);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentAmount: 19000, holdExpiresAt: null });
    const done = await call(t.app, '/reservation/complete', { hash: hold.hash });
    expect(done.json().data).toMatchObject({
      outcome: 'confirmed',
      reservation: {
        status: 'confirmed',
        payment: { type: 1, amount: 19000, currency: 'EUR', status: 'paid', refundOnCancel: true, freeCancellationUntil: '2026-06-17T09:00:00+02:00' },
        extraAnswers: [
          { key: 'breakfast', value: 'vegetarian', label: expect.objectContaining({ en: 'Breakfast' }), valueLabel: expect.objectContaining({ en: 'Vegetarian' }) },
          { key: 'allergies', value: 'Walnuts' },
        ],
      },
    });

    // The same event delivered again changes nothing and sends no second e-mail.
    await t.app.payments.dispatch({
      eventId: 'evt_again',
      type: 'payment_intent.succeeded',
      gateway: 'demo',
      created: clock.now(),
      livemode: false,
      intent: (await t.app.payments.gateway.retrievePaymentIntent(row.paymentIntentId!))!,
    });
    await t.app.email.drain();
    const mails = t.mailer.sent.filter((m) => m.to === 'paid@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Reservation confirmed – Cantina Aurora']);
    expect(mails[0]!.text).toContain('Paid online: €190.00');
    expect(mails[0]!.text).toContain('Breakfast: Vegetarian');
    expect(mails[0]!.text).toContain('Allergies or intolerances: Walnuts');
    expect(mails[0]!.text).toMatch(/Cancel before .* and €190.00 is refunded in full/);

    const list = await callStaff(t.app, '/reservations/list', { date: SATURDAY });
    const staffRow = list.json().data.reservations.find((r: { email: string }) => r.email === 'paid@example.com');
    expect(staffRow).toMatchObject({
      payment: { type: 1, amount: 19000, status: 'paid', issue: null },
      extraAnswers: [
        { question: 'Colazione', answer: 'Vegetariana' },
        { question: 'Allergie o intolleranze', answer: 'Walnuts' },
      ],
    });
  });

  test('cancel before the deadline: refunded in full; after it: nothing refunded', async () => {
    const early = await holdHarvest({ email: 'early@example.com', language: 'en' });
    await saveDemoCard(t.app, early.clientSecret);
    const cancelled = await call(t.app, '/reservation/cancel', { hash: early.hash });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundedAmount: 19000, refundOnCancel: false } });
    expect((await rowOf(early.hash)).refundId).toMatch(/^re_demo_/);
    // A second cancel changes nothing (one refund per reservation).
    expect((await call(t.app, '/reservation/cancel', { hash: early.hash })).json().data.payment.refundedAmount).toBe(19000);

    const late = await holdHarvest({ email: 'late@example.com', language: 'en', date: SUNDAY });
    await saveDemoCard(t.app, late.clientSecret);
    // 2026-06-21 09:00 minus 72 h = 2026-06-18 09:00 (Rome): a day later is past the deadline.
    clock.set('2026-06-19T07:00:00Z');
    const view = (await call(t.app, '/reservation/get', { hash: late.hash })).json().data;
    expect(view.payment).toMatchObject({ status: 'paid', refundOnCancel: false });
    const lateCancel = await call(t.app, '/reservation/cancel', { hash: late.hash });
    expect(lateCancel.json().data.payment).toMatchObject({ status: 'paid', refundedAmount: 0 });
    await t.app.email.drain();
    const text = t.mailer.sent.filter((m) => m.to === 'late@example.com').pop()!.text;
    expect(text).toContain('the €190.00 paid is not refunded');
    const refundText = t.mailer.sent.filter((m) => m.to === 'early@example.com').pop()!.text;
    expect(refundText).toContain('€190.00 is refunded in full to your card');
  });

  test('an edit keeps the party of a paid reservation; another day moves the refund deadline', async () => {
    const hold = await holdHarvest({ email: 'edit@example.com' });
    await saveDemoCard(t.app, hold.clientSecret);
    const bigger = await call(t.app, '/reservation/edit', { hash: hold.hash, date: SATURDAY, time: '09:00', pax: 3 });
    expect(bigger.json().error.code).toBe('EDIT_PAID_PAX');
    const moved = await call(t.app, '/reservation/edit', { hash: hold.hash, date: SUNDAY, time: '09:00', pax: 2 });
    expect(moved.json().data.reservation.payment).toMatchObject({ amount: 19000, status: 'paid', freeCancellationUntil: '2026-06-18T09:00:00+02:00' });
  });

  test('paid after the hold expired: booked while the seats are free, else refunded in full and the guest told', async () => {
    const experience = await experienceId(HARVEST);
    const lateButFree = await holdHarvest({ email: 'slow@example.com', date: '2026-06-27' });
    clock.advance(30 * 60_000);
    await saveDemoCard(t.app, lateButFree.clientSecret);
    expect(await rowOf(lateButFree.hash)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // Only two places left in stock: A's hold expires, B takes them, then A pays.
    clock.reset();
    const booked = (await t.db.select().from(reservations).where(eq(reservations.experienceId, experience))).filter(
      (r) => ['confirmed', 'pending'].includes(r.status) || (r.status === 'held' && r.holdExpiresAt && r.holdExpiresAt > clock.now()),
    );
    const guests = booked.reduce((n, r) => n + r.pax, 0);
    await t.db
      .update(experiences)
      .set({ stock: guests + 2 })
      .where(eq(experiences.id, experience));
    try {
      const a = await holdHarvest({ email: 'too-late@example.com', language: 'en', date: '2026-06-28' });
      clock.advance(11 * 60_000);
      const b = await holdHarvest({ email: 'in-time@example.com', date: '2026-06-28' });
      await saveDemoCard(t.app, a.clientSecret);
      expect(await rowOf(a.hash)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 19000, paymentIssue: 'PAID_AFTER_HOLD_EXPIRED' });
      expect((await call(t.app, '/reservation/complete', { hash: a.hash })).json().error.code).toBe('HOLD_EXPIRED_REFUNDED');
      await saveDemoCard(t.app, b.clientSecret);
      expect((await rowOf(b.hash)).status).toBe('confirmed');
      await t.app.email.drain();
      const mails = t.mailer.sent.filter((m) => m.to === 'too-late@example.com');
      expect(mails.map((m) => m.subject)).toEqual(['Payment refunded – Cantina Aurora']);
      expect(mails[0]!.text).toContain('we have refunded €190.00 in full');
      const staff = (await callStaff(t.app, '/reservations/list', { date: '2026-06-28' })).json().data.reservations;
      expect(staff.find((r: { email: string }) => r.email === 'too-late@example.com')).toMatchObject({
        status: 'cancelled',
        payment: { status: 'refunded', issue: 'PAID_AFTER_HOLD_EXPIRED' },
      });
    } finally {
      await t.db.update(experiences).set({ stock: 40 }).where(eq(experiences.id, experience));
    }
  });

  test('a released paid hold frees its seats but keeps the row for a payment still on its way', async () => {
    const hold = await holdHarvest({ email: 'left@example.com', date: '2026-07-04' });
    expect((await call(t.app, '/reservation/release', { hash: hold.hash })).json().data.released).toBe(true);
    const row = await rowOf(hold.hash);
    expect(row.status).toBe('held');
    expect(row.holdExpiresAt!.getTime()).toBe(clock.now().getTime());
    // Paid anyway (another tab): the seats are still there, so it stands.
    await saveDemoCard(t.app, hold.clientSecret);
    expect((await rowOf(hold.hash)).status).toBe('confirmed');
  });

  test('deposit at a venue that confirms by hand: pending once paid; a rejected request is refunded', async () => {
    const id = await experienceId('chalet-menu-degustation', TOKENS.chalet);
    const quote = (await call(t.app, '/reservation/quote', { date: '2026-06-05', time: '19:30', pax: 2, experience: id }, TOKENS.chalet)).json().data;
    expect(quote.payment).toMatchObject({ type: 2, unitAmount: 5000, amount: 10000, currency: 'CHF' });
    const hold = await book(
      t.app,
      'hold',
      { date: '2026-06-05', time: '19:30', pax: 2, experience: id, cancellationPolicy: '1', email: 'deposit@example.com', language: 'fr' },
      TOKENS.chalet,
    );
    expect(hold.statusCode).toBe(200);
    const { hash, clientSecret } = hold.json().data;
    await saveDemoCard(t.app, clientSecret, '4242424242424242', TOKENS.chalet);
    const done = await call(t.app, '/reservation/complete', { hash }, TOKENS.chalet);
    expect(done.json().data).toMatchObject({ outcome: 'pending', reservation: { payment: { type: 2, amount: 10000, status: 'paid' } } });
    const row = await rowOf(hash);
    const rejected = await callStaff(t.app, '/reservations/reject', { id: String(row.id) }, 'st_demo_chalet_du_lac');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', payment: { status: 'refunded', refundedAmount: 10000 } });
    await t.app.email.drain();
    const mails = t.mailer.sent.filter((m) => m.to === 'deposit@example.com');
    expect(mails[0]!.text).toContain('Acompte payé en ligne');
    expect(mails[1]!.text).toContain('vous est remboursé en totalité');
  });
});
