/**
 * A paid experience with the Stripe gateway (the real `stripe` SDK against the fake Stripe): the
 * hold's PaymentIntent, paid in the browser, the signed webhook makes the reservation (twice
 * delivered: once), a cancellation in time refunds through Stripe's refunds API once.
 */
import { eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { book, call } from './support/booking';
import { type StripeTestApp, createStripeTestApp } from './support/fake-stripe-app';
import { reconcilePayments } from '../src/modules/reservations/payment-service';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

test('hold → paid → webhook confirms once → cancel refunds through Stripe once', async () => {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  const harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
  // The harvest runs on weekends from two weeks after the test clock's 2026-06-01.
  const date = '2026-06-20';

  const hold = await book(t.app, 'hold', {
    date,
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'classic' }),
    email: 'stripe-paid@example.com',
  });
  expect(hold.statusCode).toBe(200);
  const { hash, clientSecret, mode } = hold.json().data;
  expect(mode).toBe('payment');
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  const piId = row!.paymentIntentId!;
  expect(clientSecret).toMatch(new RegExp(`^${piId}_secret_`));
  expect(t.fake.paymentIntents.get(piId)).toMatchObject({ amount: 19000, currency: 'eur', metadata: { kind: 'reservation-payment' } });

  t.fake.confirmPaymentIntent(piId, 'pm_card_visa');
  const [succeeded] = t.fake.eventsOf(piId, 'payment_intent.succeeded');
  expect((await t.fake.deliver(succeeded!)).status).toBe(200);
  expect((await t.fake.deliver(succeeded!)).status).toBe(200);
  const [paid] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  expect((await call(t.app, '/reservation/complete', { hash })).json().data.outcome).toBe('confirmed');

  const cancelled = (await call(t.app, '/reservation/cancel', { hash })).json().data;
  expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: 19000 });
  await call(t.app, '/reservation/cancel', { hash });
  const refunds = t.fake.requests.filter((r) => r.path === '/v1/refunds' && !r.replayed);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ params: { payment_intent: piId, amount: '19000' }, idempotencyKey: `reservation-refund:${paid!.id}` });
  expect(t.fake.paymentIntents.get(piId)!.amount_refunded).toBe(19000);
});

test('a payment whose event never arrived is found by the reconciliation and booked once', async () => {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  const harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
  const hold = await book(t.app, 'hold', {
    date: '2026-06-21',
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'classic' }),
    email: 'lost-event@example.com',
  });
  const { hash } = hold.json().data;
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  // Paid in the browser; the webhook is never delivered (the fake only records the event).
  t.fake.confirmPaymentIntent(row!.paymentIntentId!, 'pm_card_visa');
  expect((await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!.status).toBe('held');
  expect(await reconcilePayments(t.app)).toBe(1);
  expect((await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  expect(await reconcilePayments(t.app)).toBe(0);
});

test('the event delivered three times in parallel with two completes: one reservation, one e-mail', async () => {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  const harvest = data.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
  const hold = await book(t.app, 'hold', {
    date: '2026-06-27',
    time: '09:00',
    pax: 3,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'classic' }),
    email: 'race@example.com',
  });
  const { hash } = hold.json().data;
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  t.fake.confirmPaymentIntent(row!.paymentIntentId!, 'pm_card_visa');
  const [event] = t.fake.eventsOf(row!.paymentIntentId!, 'payment_intent.succeeded');
  const answers = await Promise.all([
    t.fake.deliver(event!),
    t.fake.deliver(event!),
    t.fake.deliver(event!),
    call(t.app, '/reservation/complete', { hash }),
    call(t.app, '/reservation/complete', { hash }),
  ]);
  expect(answers.map((a) => ('statusCode' in a ? a.statusCode : a.status))).toEqual([200, 200, 200, 200, 200]);
  expect((await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  await t.app.email.drain();
  expect(t.mailer.sent.filter((m) => m.to === 'race@example.com')).toHaveLength(1);
});
