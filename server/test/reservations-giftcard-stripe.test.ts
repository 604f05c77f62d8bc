/**
 * A gift card paying a booking with the Stripe gateway (the real `stripe` SDK against the fake
 * Stripe, which speaks Stripe's update and cancel of a PaymentIntent): the hold's intent updated
 * to the rest (one request per amount, its idempotency key), paid and confirmed by the signed
 * webhook, the cancellation refunding only the card part through /v1/refunds; a card covering
 * everything cancels the intent (it can no longer be confirmed) and books at once.
 */
import { eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { book, call } from './support/booking';
import { type StripeTestApp, createStripeTestApp } from './support/fake-stripe-app';
import { cardOf, makeCard } from './support/giftcard-booking';

let t: StripeTestApp;
let harvest = 0;
beforeAll(async () => {
  t = await createStripeTestApp();
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
});
afterAll(() => t.close());

async function hold(date: string, email: string) {
  const res = await book(t.app, 'hold', {
    date,
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'classic' }),
    email,
  });
  expect(res.statusCode).toBe(200);
  const { hash } = res.json().data;
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  return { hash: hash as string, piId: row!.paymentIntentId! };
}

test('part: the intent updated to the rest once, paid, webhook confirms, cancel refunds the card part only', async () => {
  const card = await makeCard(t.db, { balance: 6000 });
  const { hash, piId } = await hold('2026-06-20', 'stripe-gift@example.com');
  const [a, b] = await Promise.all([call(t.app, '/reservation/giftcard', { hash, code: card.code }), call(t.app, '/reservation/giftcard', { hash, code: card.code })]);
  expect([a.json().data.dueByCard, b.json().data.dueByCard]).toEqual([13000, 13000]);
  expect(a.json().data.clientSecret).toMatch(new RegExp(`^${piId}_secret_`));
  expect(t.fake.paymentIntents.get(piId)).toMatchObject({ amount: 13000, status: 'requires_payment_method' });
  const updates = t.fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${piId}`);
  expect(updates.length).toBeGreaterThanOrEqual(1);
  expect(updates.every((u) => u.params.amount === '13000' && u.idempotencyKey === `reservation:${hash}:payment:amount:13000`)).toBe(true);
  expect(updates.filter((u) => !u.replayed)).toHaveLength(1);

  t.fake.confirmPaymentIntent(piId, 'pm_card_visa');
  const [succeeded] = t.fake.eventsOf(piId, 'payment_intent.succeeded');
  expect((await t.fake.deliver(succeeded!)).status).toBe(200);
  expect((await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    giftcardAmount: 6000,
  });

  const cancelled = (await call(t.app, '/reservation/cancel', { hash })).json().data;
  expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: 13000, giftcard: { amount: 6000, returned: true } });
  const refunds = t.fake.requests.filter((r) => r.path === '/v1/refunds' && !r.replayed && r.params.payment_intent === piId);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]!.params.amount).toBe('13000');
  expect((await cardOf(t.db, card.id)).balance).toBe(6000);
});

test('all: the intent canceled at Stripe (no longer confirmable), the booking made with no card payment', async () => {
  const card = await makeCard(t.db, { balance: 50000 });
  const { hash, piId } = await hold('2026-06-21', 'stripe-gift-all@example.com');
  const res = (await call(t.app, '/reservation/giftcard', { hash, code: card.code })).json().data;
  expect(res).toMatchObject({ dueByCard: 0, clientSecret: null, outcome: 'confirmed' });
  expect(t.fake.paymentIntents.get(piId)!.status).toBe('canceled');
  expect(t.fake.confirmPaymentIntent(piId, 'pm_card_visa').status).toBe(400);
  expect((await cardOf(t.db, card.id)).balance).toBe(31000);
});
