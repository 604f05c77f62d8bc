/**
 * The Stripe gateway: the real `stripe` SDK against the fake Stripe server (STRIPE_API_BASE),
 * on the wire format Stripe uses.
 */
import { IdempotencyConflictError, PaymentProviderError } from '../src/modules/payments';
import type { PaymentGateway } from '../src/modules/payments';
import { type StripeTestApp, createStripeTestApp } from './support/fake-stripe-app';
import { callApi } from './support/test-app';

let t: StripeTestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  t = await createStripeTestApp();
  gateway = t.app.payments.gateway;
});
afterAll(() => t.close());

const order = (n: number) => ({
  amount: 4500,
  currency: 'EUR' as const,
  metadata: { orderId: String(n), venue: 'cantina-aurora' },
  idempotencyKey: `giftcard-order-${n}`,
});

test('the public config names Stripe with its publishable key', async () => {
  const res = await callApi(t.app, '/payments/config');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: true, data: { gateway: 'stripe', publishableKey: t.fake.publishableKey, testMode: true } });
});

test('createPaymentIntent: amount in minor units, lower-case currency, metadata, wallets on', async () => {
  const pi = await gateway.createPaymentIntent({ ...order(1), receiptEmail: 'buyer@example.com' });
  expect(pi).toMatchObject({ kind: 'payment_intent', status: 'requires_payment_method', amount: 4500, currency: 'eur', metadata: { orderId: '1' } });
  expect(pi.id).toMatch(/^pi_/);
  expect(pi.clientSecret).toMatch(new RegExp(`^${pi.id}_secret_`));
  const sent = t.fake.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === 'giftcard-order-1')!;
  expect(sent.params).toEqual({
    amount: '4500',
    currency: 'eur',
    metadata: { orderId: '1', venue: 'cantina-aurora' },
    automatic_payment_methods: { enabled: 'true' },
    receipt_email: 'buyer@example.com',
  });
});

test('a double click (same idempotency key, same order) makes one PaymentIntent', async () => {
  const [a, b] = await Promise.all([gateway.createPaymentIntent(order(2)), gateway.createPaymentIntent(order(2))]);
  const again = await gateway.createPaymentIntent(order(2));
  expect(b.id).toBe(a.id);
  expect(again.id).toBe(a.id);
  expect([...t.fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).orderId === '2')).toHaveLength(1);
  expect(t.fake.requests.filter((r) => r.idempotencyKey === 'giftcard-order-2' && r.replayed)).toHaveLength(2);
});

test('the same key with another amount is refused like Stripe does (409 IDEMPOTENCY_CONFLICT)', async () => {
  await gateway.createPaymentIntent(order(3));
  const err = await gateway.createPaymentIntent({ ...order(3), amount: 9900 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(IdempotencyConflictError);
  expect(err).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
});

test('retrievePaymentIntent follows the intent; an unknown id is null', async () => {
  const pi = await gateway.createPaymentIntent(order(4));
  t.fake.confirmPaymentIntent(pi.id, 'pm_card_visa');
  const now = await gateway.retrievePaymentIntent(pi.id);
  expect(now).toMatchObject({ id: pi.id, status: 'succeeded', paymentMethod: expect.stringMatching(/^pm_/), lastError: null });
  expect(await gateway.retrievePaymentIntent('pi_does_not_exist')).toBeNull();
});

test('a decline is visible on the intent with the bank’s reason', async () => {
  const pi = await gateway.createPaymentIntent(order(5));
  t.fake.confirmPaymentIntent(pi.id, 'pm_card_chargeDeclinedInsufficientFunds');
  expect(await gateway.retrievePaymentIntent(pi.id)).toMatchObject({
    status: 'requires_payment_method',
    lastError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  });
});

test('bad input never reaches Stripe', async () => {
  await expect(gateway.createPaymentIntent({ ...order(6), amount: 12.5 })).rejects.toMatchObject({ code: 'INVALID_PAYMENT_REQUEST' });
  await expect(gateway.createPaymentIntent({ ...order(6), currency: 'usd' as never })).rejects.toMatchObject({ code: 'INVALID_PAYMENT_REQUEST' });
  await expect(gateway.createPaymentIntent({ ...order(6), metadata: { 'a[b]': 'x' } })).rejects.toMatchObject({ code: 'INVALID_PAYMENT_REQUEST' });
  expect(t.fake.requests.some((r) => r.idempotencyKey === 'giftcard-order-6')).toBe(false);
});

test('Stripe refusing a request is a PaymentProviderError (502), not a crash', async () => {
  const err = await gateway.createPaymentIntent({ ...order(7), amount: 10 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PaymentProviderError);
  expect(err).toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_ERROR' });
});

describe('card guarantee: SetupIntent for off-session use, then the no-show fee', () => {
  const fee = (n: number, paymentMethod: string, customer: string) => ({
    paymentMethod,
    customer,
    amount: 3000,
    currency: 'chf' as const,
    metadata: { reservationId: String(n) },
    idempotencyKey: `noshow-${n}`,
  });

  async function savedCard(testCard: string, n: number) {
    const customer = await gateway.createCustomer({ email: `guest${n}@example.com`, name: 'Ada Guest', idempotencyKey: `customer-${n}` });
    const si = await gateway.createSetupIntent({ customer: customer.id, metadata: { reservationId: String(n) }, idempotencyKey: `setup-${n}` });
    const answer = t.fake.confirmSetupIntent(si.id, testCard);
    if (answer.status === 200 && answer.body.status === 'requires_action') t.fake.authenticate(si.id, true);
    const done = await gateway.retrieveSetupIntent(si.id);
    expect(done).toMatchObject({ status: 'succeeded', customer: customer.id });
    return { customer: customer.id, paymentMethod: done!.paymentMethod! };
  }

  test('the SetupIntent asks for off_session usage and is attached to the customer', async () => {
    const customer = await gateway.createCustomer({ email: 'guest@example.com', idempotencyKey: 'customer-0' });
    const si = await gateway.createSetupIntent({ customer: customer.id, metadata: { reservationId: '0' }, idempotencyKey: 'setup-0' });
    expect(si).toMatchObject({ kind: 'setup_intent', status: 'requires_payment_method', customer: customer.id, metadata: { reservationId: '0' } });
    expect(si.clientSecret).toMatch(/^seti_.+_secret_/);
    const sent = t.fake.requests.find((r) => r.idempotencyKey === 'setup-0')!;
    expect(sent.params).toMatchObject({ usage: 'off_session', customer: customer.id, automatic_payment_methods: { enabled: 'true' } });
  });

  test('a saved card is charged off-session', async () => {
    const card = await savedCard('pm_card_visa', 10);
    expect(await gateway.chargeOffSession(fee(10, card.paymentMethod, card.customer))).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    const sent = t.fake.requests.find((r) => r.idempotencyKey === 'noshow-10')!;
    expect(sent.params).toMatchObject({ off_session: 'true', confirm: 'true', currency: 'chf', amount: '3000' });
  });

  test('a card authenticated when saved is charged off-session without asking again', async () => {
    const card = await savedCard('pm_card_authenticationRequiredOnSetup', 11);
    expect(await gateway.chargeOffSession(fee(11, card.paymentMethod, card.customer))).toMatchObject({ status: 'succeeded' });
  });

  test('the same fee charged twice (retried staff action) is one payment', async () => {
    const card = await savedCard('pm_card_visa', 12);
    const first = await gateway.chargeOffSession(fee(12, card.paymentMethod, card.customer));
    const second = await gateway.chargeOffSession(fee(12, card.paymentMethod, card.customer));
    expect(second).toEqual(first);
    expect([...t.fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).reservationId === '12')).toHaveLength(1);
  });

  test('a decline returns failed with the bank’s reason (no exception)', async () => {
    const card = await savedCard('pm_card_chargeCustomerFail', 13);
    expect(await gateway.chargeOffSession(fee(13, card.paymentMethod, card.customer))).toEqual({
      status: 'failed',
      paymentIntentId: expect.stringMatching(/^pi_/),
      failure: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  test('authentication_required returns the PaymentIntent to bring the guest back on-session', async () => {
    const card = await savedCard('pm_card_authenticationRequired', 14);
    const result = await gateway.chargeOffSession(fee(14, card.paymentMethod, card.customer));
    expect(result).toEqual({
      status: 'requires_action',
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      paymentMethod: card.paymentMethod,
    });
    if (result.status !== 'requires_action') throw new Error('unreachable');
    // The guest opens the link, confirms with the saved card and authenticates: paid.
    expect(t.fake.confirmPaymentIntent(result.paymentIntentId, card.paymentMethod).body.status).toBe('requires_action');
    t.fake.authenticate(result.paymentIntentId, true);
    expect(await gateway.retrievePaymentIntent(result.paymentIntentId)).toMatchObject({ status: 'succeeded', amount: 3000, currency: 'chf' });
  });
});
