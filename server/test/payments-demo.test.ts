/**
 * The demo gateway: the demo payment screen's calls, and the same events as the Stripe webhook
 * reaching the same handlers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PaymentEvent, PaymentGateway, PaymentIntentView } from '../src/modules/payments';
import { DemoGateway } from '../src/modules/payments/demo-gateway';
import { DemoStore } from '../src/modules/payments/demo-store';
import { PaymentEvents } from '../src/modules/payments/payment-events';
import { type TestApp, NOW, callApi, createTestApp } from './support/test-app';

let t: TestApp;
let gateway: PaymentGateway;
let seen: PaymentEvent[];
let offs: Array<() => void>;
beforeAll(async () => {
  t = await createTestApp();
  gateway = t.app.payments.gateway;
});
afterAll(() => t.close());
beforeEach(() => {
  seen = [];
  offs = (
    ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.requires_action', 'setup_intent.succeeded', 'setup_intent.setup_failed'] as const
  ).map((type) => t.app.payments.onPaymentEvent(type, (e) => void seen.push(e)));
});
afterEach(() => offs.forEach((off) => off()));

let n = 0;
const newIntent = () => {
  n += 1;
  return gateway.createPaymentIntent({ amount: 4500, currency: 'EUR', metadata: { orderId: `d${n}` }, idempotencyKey: `demo-order-${n}` });
};
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123' });
const confirm = (clientSecret: string, form: Record<string, string>) => callApi(t.app, '/payments/demo/confirm', { form: { clientSecret, ...form } });
const authenticate = (clientSecret: string, result: 'approve' | 'deny') => callApi(t.app, '/payments/demo/authenticate', { form: { clientSecret, result } });

test('the public config says demo, in test mode, without a key', async () => {
  const res = await callApi(t.app, '/payments/config');
  expect(res.json()).toEqual({ status: true, data: { gateway: 'demo', testMode: true } });
});

test('create → confirm 4242 → the handler receives payment_intent.succeeded', async () => {
  const pi = await newIntent();
  expect(pi).toMatchObject({ status: 'requires_payment_method', amount: 4500, currency: 'eur' });
  expect(pi.clientSecret).toMatch(/^pi_demo_\w+_secret_/);
  const res = await confirm(pi.clientSecret, card('4242 4242 4242 4242'));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: true, data: { kind: 'payment_intent', intentId: pi.id, status: 'succeeded', failure: null } });
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({
    type: 'payment_intent.succeeded',
    gateway: 'demo',
    eventId: expect.stringMatching(/^evt_demo_/),
    intent: { id: pi.id, status: 'succeeded', amount: 4500, metadata: { orderId: `d${n}` }, paymentMethod: expect.stringMatching(/^pm_demo_/) },
  });
  expect((await gateway.retrievePaymentIntent(pi.id))!.status).toBe('succeeded');
});

test('a double click on Pay: one payment, one event', async () => {
  const pi = await newIntent();
  const [a, b] = await Promise.all([confirm(pi.clientSecret, card('4242424242424242')), confirm(pi.clientSecret, card('4242424242424242'))]);
  expect([a.json().data.status, b.json().data.status]).toEqual(['succeeded', 'succeeded']);
  expect(seen.filter((e) => e.intent.id === pi.id)).toHaveLength(1);
});

test.each([
  ['4000000000000002', 'generic_decline'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
  // a real card number (valid Luhn) is declined, as in Stripe's test mode
  ['4111111111111111', 'test_mode_live_card'],
])('card %s is declined (%s): payment_failed with the decline code', async (number, declineCode) => {
  const pi = await newIntent();
  const res = await confirm(pi.clientSecret, card(number));
  expect(res.json().data).toMatchObject({ status: 'failed', failure: { code: 'card_declined', declineCode } });
  expect(seen.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
  expect((seen[0]!.intent as PaymentIntentView).lastError).toMatchObject({ code: 'card_declined', declineCode });
  // the visitor tries another card
  expect((await confirm(pi.clientSecret, card('4242424242424242'))).json().data.status).toBe('succeeded');
});

test('4000002500003155 asks for authentication; approving pays, refusing fails', async () => {
  const pi = await newIntent();
  expect((await confirm(pi.clientSecret, card('4000002500003155'))).json().data).toMatchObject({ status: 'requires_action' });
  expect(seen.map((e) => e.type)).toEqual(['payment_intent.requires_action']);
  expect((await authenticate(pi.clientSecret, 'approve')).json().data).toMatchObject({ status: 'succeeded' });
  expect(seen.map((e) => e.type)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);

  const other = await newIntent();
  await confirm(other.clientSecret, card('4000002500003155'));
  expect((await authenticate(other.clientSecret, 'deny')).json().data).toMatchObject({
    status: 'failed',
    failure: { code: 'payment_intent_authentication_failure' },
  });
});

test('bad card details: 400 naming each field; nothing is charged', async () => {
  const pi = await newIntent();
  const res = await confirm(pi.clientSecret, { cardNumber: '4242424242424241', expiry: '01/20', cvc: '1' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { cardNumber: 'INVALID', expiry: 'INVALID', cvc: 'INVALID' } });
  const missing = await confirm(pi.clientSecret, {});
  expect(missing.json().error.fields).toEqual({ cardNumber: 'REQUIRED', expiry: 'REQUIRED', cvc: 'REQUIRED' });
  expect(seen).toHaveLength(0);
});

test('an unknown or forged client secret: 404 PAYMENT_NOT_FOUND', async () => {
  const pi = await newIntent();
  for (const secret of ['pi_demo_nope_secret_x', `${pi.id}_secret_forged`]) {
    const res = await confirm(secret, card('4242424242424242'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PAYMENT_NOT_FOUND');
  }
});

test('the demo calls are front-page calls: bearer token and form body required', async () => {
  const pi = await newIntent();
  expect((await callApi(t.app, '/payments/demo/confirm', { token: null, form: { clientSecret: pi.clientSecret } })).statusCode).toBe(401);
  const json = await t.app.inject({
    method: 'POST',
    url: '/backend/api/frontpage/payments/demo/confirm',
    headers: { authorization: 'Bearer fp_demo_cantina_aurora', 'content-type': 'application/json' },
    payload: JSON.stringify({ clientSecret: pi.clientSecret }),
  });
  expect(json.statusCode).toBe(415);
});

test('a failing handler: the demo path answers 500, and the event is delivered again on the next try', async () => {
  let attempts = 0;
  const off = t.app.payments.onPaymentEvent('payment_intent.succeeded', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('handler bug');
  });
  try {
    const pi = await newIntent();
    const first = await confirm(pi.clientSecret, card('4242424242424242'));
    expect(first.statusCode).toBe(500);
    expect(first.json().error.code).toBe('PAYMENT_EVENT_FAILED');
    // the payment itself happened; the visitor retries and the event is handled this time
    const again = await confirm(pi.clientSecret, card('4242424242424242'));
    expect(again.json().data.status).toBe('succeeded');
    expect(attempts).toBe(2);
    expect(seen.filter((e) => e.intent.id === pi.id).map((e) => e.eventId)).toHaveLength(2);
    expect(new Set(seen.filter((e) => e.intent.id === pi.id).map((e) => e.eventId)).size).toBe(1);
  } finally {
    off();
  }
});

describe('card guarantee on the demo gateway', () => {
  async function savedCard(number: string, k: string) {
    const customer = await gateway.createCustomer({ email: 'guest@example.com', idempotencyKey: `demo-cus-${k}` });
    const si = await gateway.createSetupIntent({ customer: customer.id, metadata: { reservationId: k }, idempotencyKey: `demo-setup-${k}` });
    const res = await confirm(si.clientSecret, card(number));
    if (res.json().data.status === 'requires_action') await authenticate(si.clientSecret, 'approve');
    const done = await gateway.retrieveSetupIntent(si.id);
    expect(done).toMatchObject({ status: 'succeeded', customer: customer.id });
    return { customer: customer.id, paymentMethod: done!.paymentMethod! };
  }
  const fee = (k: string, c: { customer: string; paymentMethod: string }) => ({
    ...c,
    amount: 2000,
    currency: 'eur' as const,
    metadata: { reservationId: k },
    idempotencyKey: `demo-noshow-${k}`,
  });

  test('setup 4242 → setup_intent.succeeded; the fee is charged off-session once', async () => {
    const c = await savedCard('4242424242424242', 'a');
    expect(seen.filter((e) => e.type === 'setup_intent.succeeded')).toHaveLength(1);
    const first = await gateway.chargeOffSession(fee('a', c));
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(await gateway.chargeOffSession(fee('a', c))).toEqual(first);
    expect(seen.filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1);
    await expect(gateway.chargeOffSession({ ...fee('a', c), amount: 9999 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  test('3155 authenticated at setup is charged off-session without asking', async () => {
    const c = await savedCard('4000002500003155', 'b');
    expect(await gateway.chargeOffSession(fee('b', c))).toMatchObject({ status: 'succeeded' });
  });

  test('3184: the bank wants the cardholder → requires_action; the guest comes back and pays', async () => {
    const c = await savedCard('4000002760003184', 'c');
    const result = await gateway.chargeOffSession(fee('c', c));
    expect(result).toMatchObject({ status: 'requires_action', paymentMethod: c.paymentMethod, clientSecret: expect.stringMatching(/_secret_/) });
    expect(seen.at(-1)).toMatchObject({ type: 'payment_intent.payment_failed', intent: { lastError: { code: 'authentication_required' } } });
    if (result.status !== 'requires_action') throw new Error('unreachable');
    expect((await confirm(result.clientSecret, { paymentMethod: result.paymentMethod })).json().data.status).toBe('requires_action');
    expect((await authenticate(result.clientSecret, 'approve')).json().data.status).toBe('succeeded');
    expect((await gateway.retrievePaymentIntent(result.paymentIntentId))!.status).toBe('succeeded');
  });

  test('0341 saves fine but the fee is declined', async () => {
    const c = await savedCard('4000000000000341', 'd');
    expect(await gateway.chargeOffSession(fee('d', c))).toMatchObject({ status: 'failed', failure: { code: 'card_declined', declineCode: 'generic_decline' } });
  });

  test('a declined card at setup: setup_intent.setup_failed', async () => {
    const customer = await gateway.createCustomer({ idempotencyKey: 'demo-cus-e' });
    const si = await gateway.createSetupIntent({ customer: customer.id, metadata: {}, idempotencyKey: 'demo-setup-e' });
    expect((await confirm(si.clientSecret, card('4000000000000002'))).json().data).toMatchObject({ kind: 'setup_intent', status: 'failed' });
    expect(seen.map((e) => e.type)).toEqual(['setup_intent.setup_failed']);
  });
});

test('demo payments survive a restart; an event no handler took is delivered when the app is ready again', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'demo-pay-')), 'demo-payments.json');
  const clock = () => NOW;
  const crashing = new PaymentEvents();
  crashing.on('payment_intent.succeeded', () => Promise.reject(new Error('crashed')));
  const broken = new DemoGateway({ store: new DemoStore(file), clock, dispatch: (e) => crashing.dispatch(e) });
  const pi = await broken.createPaymentIntent({ amount: 100, currency: 'eur', metadata: { orderId: 'r1' }, idempotencyKey: 'restart-1' });
  await expect(broken.confirm({ clientSecret: pi.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } })).rejects.toMatchObject({
    code: 'PAYMENT_EVENT_FAILED',
  });
  expect(broken.pendingEventCount).toBe(1);

  // "restart": a new gateway on the same file, with working handlers
  const events = new PaymentEvents();
  const received: PaymentEvent[] = [];
  events.on('payment_intent.succeeded', (e) => void received.push(e));
  const restarted = new DemoGateway({ store: new DemoStore(file), clock, dispatch: (e) => events.dispatch(e) });
  expect((await restarted.retrievePaymentIntent(pi.id))!.status).toBe('succeeded');
  expect((await restarted.createPaymentIntent({ amount: 100, currency: 'eur', metadata: { orderId: 'r1' }, idempotencyKey: 'restart-1' })).id).toBe(pi.id);
  expect((await restarted.deliverPending()).size).toBe(0);
  expect(received.map((e) => e.intent.id)).toEqual([pi.id]);
  expect(restarted.pendingEventCount).toBe(0);
});

test('with the Stripe gateway the demo calls do not exist', async () => {
  const stripe = await createTestApp({
    seed: true,
    config: { payments: { gateway: 'stripe', secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } },
  });
  try {
    expect((await callApi(stripe.app, '/payments/demo/confirm', { form: { clientSecret: 'x' } })).statusCode).toBe(404);
  } finally {
    await stripe.close();
  }
});
