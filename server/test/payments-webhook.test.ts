/**
 * POST /backend/api/payments/stripe/webhook: signature checked on the raw body, events
 * dispatched to the features' handlers, at least once and in any order.
 */
import type { PaymentEvent, PaymentIntentView } from '../src/modules/payments';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/payments/stripe-webhook-route';
import { type StripeTestApp, createStripeTestApp } from './support/fake-stripe-app';

let t: StripeTestApp;
let seen: PaymentEvent[];
let unsubscribe: Array<() => void>;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  seen = [];
  unsubscribe = [
    t.app.payments.onPaymentEvent('payment_intent.succeeded', (e) => void seen.push(e)),
    t.app.payments.onPaymentEvent('payment_intent.payment_failed', (e) => void seen.push(e)),
    t.app.payments.onPaymentEvent('setup_intent.succeeded', (e) => void seen.push(e)),
  ];
});
afterEach(() => unsubscribe.forEach((off) => off()));

let n = 0;
async function paidIntent(card = 'pm_card_visa') {
  n += 1;
  const pi = await t.app.payments.gateway.createPaymentIntent({ amount: 2500, currency: 'eur', metadata: { orderId: `w${n}` }, idempotencyKey: `webhook-order-${n}` });
  t.fake.confirmPaymentIntent(pi.id, card);
  return pi;
}

test('a signed event reaches the handler, with the intent and its metadata', async () => {
  const pi = await paidIntent();
  const [event] = t.fake.eventsOf(pi.id, 'payment_intent.succeeded');
  const res = await t.fake.deliver(event!);
  expect(res).toEqual({ status: 200, body: { received: true, handled: true } });
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({
    eventId: event!.id,
    type: 'payment_intent.succeeded',
    gateway: 'stripe',
    livemode: false,
    intent: { kind: 'payment_intent', id: pi.id, status: 'succeeded', amount: 2500, currency: 'eur', metadata: { orderId: `w${n}` } },
  });
  expect(seen[0]!.created).toBeInstanceOf(Date);
});

test('a decline arrives as payment_intent.payment_failed with the decline code', async () => {
  const pi = await paidIntent('pm_card_chargeDeclined');
  const [event] = t.fake.eventsOf(pi.id, 'payment_intent.payment_failed');
  expect((await t.fake.deliver(event!)).status).toBe(200);
  expect((seen[0]!.intent as PaymentIntentView).lastError).toEqual({ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' });
});

test.each([
  ['signed with another secret', { secret: 'whsec_impostor' }],
  ['without a signature', { header: null }],
  ['with a garbled signature', { header: 't=1,v1=deadbeef' }],
  ['with a tampered body', { tamper: (p: string) => p.replace('"amount": 2500', '"amount": 1') }],
  ['signed too long ago (replay attack)', { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
])('refuses an event %s: 400, no handler runs', async (_what, options) => {
  const pi = await paidIntent();
  const [event] = t.fake.eventsOf(pi.id, 'payment_intent.succeeded');
  const res = await t.fake.deliver(event!, options);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: false, error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
  expect(seen).toHaveLength(0);
});

test('the raw bytes are verified: the same JSON re-serialised is not accepted', async () => {
  const pi = await paidIntent();
  const [event] = t.fake.eventsOf(pi.id, 'payment_intent.succeeded');
  const res = await t.fake.deliver(event!, { tamper: (p) => JSON.stringify(JSON.parse(p)) });
  expect(res.status).toBe(400);
});

test('a delivery received twice reaches the handler twice with the same eventId (dedupe is the feature’s)', async () => {
  const pi = await paidIntent();
  const [event] = t.fake.eventsOf(pi.id, 'payment_intent.succeeded');
  expect((await t.fake.deliver(event!)).status).toBe(200);
  expect((await t.fake.deliver(event!)).status).toBe(200);
  expect(seen.map((e) => e.eventId)).toEqual([event!.id, event!.id]);
});

test('out of order: a late payment_failed after the success; the intent’s current state is succeeded', async () => {
  // A first card is declined, a second one pays; Stripe delivers the failure last.
  n += 1;
  const pi = await t.app.payments.gateway.createPaymentIntent({ amount: 2500, currency: 'eur', metadata: {}, idempotencyKey: `webhook-order-${n}` });
  t.fake.confirmPaymentIntent(pi.id, 'pm_card_chargeDeclined');
  t.fake.confirmPaymentIntent(pi.id, 'pm_card_visa');
  const failed = t.fake.eventsOf(pi.id, 'payment_intent.payment_failed')[0]!;
  const succeeded = t.fake.eventsOf(pi.id, 'payment_intent.succeeded')[0]!;
  await t.fake.deliver(succeeded);
  await t.fake.deliver(failed);
  expect(seen.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'payment_intent.payment_failed']);
  expect((await t.app.payments.gateway.retrievePaymentIntent(pi.id))!.status).toBe('succeeded');
});

test('a failing handler answers 500 so Stripe delivers again; the next delivery is handled', async () => {
  let attempts = 0;
  const off = t.app.payments.onPaymentEvent('payment_intent.succeeded', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('database down');
  });
  try {
    const pi = await paidIntent();
    const [event] = t.fake.eventsOf(pi.id, 'payment_intent.succeeded');
    const first = await t.fake.deliver(event!);
    expect(first.status).toBe(500);
    expect(first.body).toMatchObject({ status: false, error: { code: 'PAYMENT_EVENT_FAILED' } });
    expect(JSON.stringify(first.body)).not.toContain('database down');
    expect((await t.fake.deliver(event!)).status).toBe(200);
    expect(attempts).toBe(2);
  } finally {
    off();
  }
});

test('event types the layer does not handle are acknowledged and ignored', async () => {
  const pi = await paidIntent();
  const [created] = t.fake.eventsOf(pi.id, 'payment_intent.created');
  expect(await t.fake.deliver(created!)).toEqual({ status: 200, body: { received: true, handled: false } });
  expect(seen).toHaveLength(0);
});

test('setup_intent.succeeded carries the saved card and the customer', async () => {
  const customer = await t.app.payments.gateway.createCustomer({ idempotencyKey: 'wh-customer' });
  const si = await t.app.payments.gateway.createSetupIntent({ customer: customer.id, metadata: { reservationId: '9' }, idempotencyKey: 'wh-setup' });
  t.fake.confirmSetupIntent(si.id, 'pm_card_visa');
  const [event] = t.fake.eventsOf(si.id, 'setup_intent.succeeded');
  expect((await t.fake.deliver(event!)).status).toBe(200);
  expect(seen[0]!.intent).toMatchObject({
    kind: 'setup_intent',
    id: si.id,
    customer: customer.id,
    paymentMethod: expect.stringMatching(/^pm_/),
    metadata: { reservationId: '9' },
  });
});

test('the webhook needs no front-page token and takes JSON (it is outside the form-only API)', async () => {
  const res = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
  expect(res.statusCode).toBe(415);
  const json = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(json.statusCode).toBe(400);
  expect(json.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
});

test('Stripe delivering on its own, in order, as events happen', async () => {
  t.fake.autoDeliver = true;
  try {
    const pi = await paidIntent();
    for (let i = 0; i < 50 && !seen.some((e) => e.intent.id === pi.id); i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen.find((e) => e.intent.id === pi.id)?.type).toBe('payment_intent.succeeded');
  } finally {
    t.fake.autoDeliver = false;
  }
});

test('with the demo gateway there is no Stripe webhook', async () => {
  const { createTestApp } = await import('./support/test-app');
  const demo = await createTestApp({ seed: false });
  try {
    const res = await demo.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  } finally {
    await demo.close();
  }
});
