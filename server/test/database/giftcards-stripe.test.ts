/**
 * Gift cards with the real `stripe` SDK against the fake Stripe server: the PaymentIntent and its
 * idempotency key, signed webhooks delivered twice, in parallel and out of order, a handler that
 * fails mid-issue, and a server killed between the payment and the issue. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL (where the parallel deliveries really race).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { emailOutbox, giftcardOrders } from '../../src/db/schema';
import { STRIPE_WEBHOOK_PATH } from '../../src/modules/payments/stripe-webhook-route';
import { type StripeTestApp, createStripeTestApp } from '../support/fake-stripe-app';
import { cardsOf, checkoutForm, checkoutOk, getPayment, giftForm, orderRow, postCheckout, productId } from '../support/giftcard';
import { MemoryMailer } from '../support/memory-mailer';
import { NOW, TOKENS } from '../support/test-app';

let t: StripeTestApp;
let voucher: number;
beforeAll(async () => {
  t = await createStripeTestApp();
  voucher = await productId(t.db, 'cantina-aurora', 'Buono regalo');
});
afterAll(() => t.close());

const intentOf = async (fingerprint: string) => (await orderRow(t.db, fingerprint)).paymentIntentId!;
const succeededEvent = (intentId: string) => t.fake.eventsOf(intentId, 'payment_intent.succeeded')[0]!;
const receiptsOf = async (email: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter((m) => m.kind === 'giftcard-receipt');

test('checkout creates one PaymentIntent with the server’s amount and an idempotency key of the order', async () => {
  const form = checkoutForm({ productId: voucher, amount: 15000, quantity: 2, email: 'stripe1@example.com' });
  const fingerprint = await checkoutOk(t.app, form);
  await checkoutOk(t.app, form); // double click
  await getPayment(t.app, fingerprint); // the payment screen, twice
  const pay = (await getPayment(t.app, fingerprint)).json().data;

  const creates = t.fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.metadata && (r.params.metadata as Record<string, string>).order === fingerprint,
  );
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatchObject({
    idempotencyKey: `giftcard-order:${fingerprint}`,
    params: { amount: '30000', currency: 'eur', metadata: { kind: 'giftcard-order', order: fingerprint, venue: 'cantina-aurora' } },
  });
  const intent = t.fake.paymentIntents.get(await intentOf(fingerprint))!;
  expect(pay).toMatchObject({ gateway: 'stripe', testMode: true, clientSecret: intent.client_secret, total: 30000 });
});

test('a signed payment_intent.succeeded issues the cards; deliveries again and in parallel issue nothing more', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, amount: 5000, quantity: 3, email: 'stripe2@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const event = succeededEvent(intentId);

  const results = await Promise.all(Array.from({ length: 6 }, () => t.fake.deliver(event)));
  expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await t.fake.deliver(event)).status).toBe(200);
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(3);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued' });
  expect(await receiptsOf('stripe2@example.com')).toHaveLength(1);
});

test('a tampered delivery is refused and issues nothing', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe3@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const res = await t.fake.deliver(succeededEvent(intentId), { tamper: (p) => p.replace('"amount": 5000', '"amount": 1') });
  expect(res.status).toBe(400);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'pending' });
});

test('out of order: an old decline arriving after the success changes nothing', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe4@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_chargeDeclined');
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const [failed] = t.fake.eventsOf(intentId, 'payment_intent.payment_failed');
  expect((await t.fake.deliver(succeededEvent(intentId))).status).toBe(200);
  expect((await t.fake.deliver(failed!)).status).toBe(200);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued', lastPaymentError: null });
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(1);
});

test('out of order the other way: the decline first, then the success', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe5@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_chargeDeclinedInsufficientFunds');
  await t.fake.deliver(t.fake.eventsOf(intentId, 'payment_intent.payment_failed')[0]!);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'pending', lastPaymentError: 'insufficient_funds' });
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  await t.fake.deliver(succeededEvent(intentId));
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued', lastPaymentError: null });
});

test('a handler that fails mid-issue rolls back; Stripe’s next delivery issues once', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, quantity: 2, email: 'stripe6@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const queue = t.app.email.queue;
  // The receipt is queued after the cards are inserted, in the same transaction.
  (t.app.email as { queue: typeof queue }).queue = async () => {
    throw new Error('crash (test)');
  };
  try {
    const res = await t.fake.deliver(succeededEvent(intentId));
    expect(res).toMatchObject({ status: 500, body: { error: { code: 'PAYMENT_EVENT_FAILED' } } });
  } finally {
    (t.app.email as { queue: typeof queue }).queue = queue;
  }
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(0);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'pending' });
  expect((await t.fake.deliver(succeededEvent(intentId))).status).toBe(200);
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(2);
  expect(await receiptsOf('stripe6@example.com')).toHaveLength(1);
});

test('the intent was created but not stored on the order (crash): the event finds the order by its metadata', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe7@example.com' }));
  const intentId = await intentOf(fingerprint);
  await t.db.update(giftcardOrders).set({ paymentIntentId: null }).where(eq(giftcardOrders.fingerprint, fingerprint));
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  expect((await t.fake.deliver(succeededEvent(intentId))).status).toBe(200);
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued', paymentIntentId: intentId });
});

test('a paid amount that differs from the order is never turned into cards', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe8@example.com' }));
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const intent = (await t.app.payments.gateway.retrievePaymentIntent(intentId))!;
  await t.app.payments.dispatch({
    eventId: 'evt_forged',
    type: 'payment_intent.succeeded',
    gateway: 'stripe',
    created: NOW,
    livemode: false,
    intent: { ...intent, amount: 1 },
  });
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'failed', failureReason: 'AMOUNT_MISMATCH' });
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(0);
});

test('the server is killed between the payment and the issue: the next start issues, the late webhook adds nothing', async () => {
  const fingerprint = await checkoutOk(t.app, giftForm({ productId: voucher, email: 'stripe9@example.com', recipientEmail: 'friend9@example.com' }));
  const intentId = await intentOf(fingerprint);
  // Paid at Stripe; the webhook never reached us (the server was down).
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'pending' });

  // A new server process on the same database and Stripe account.
  const mailer = new MemoryMailer();
  const restarted = await buildApp({ db: t.db, config: testConfig({ payments: t.fake.paymentsConfig() }), clock: () => NOW, mailer });
  await restarted.listen({ port: 0, host: '127.0.0.1' });
  const previousWebhook = t.fake.webhookUrl;
  t.fake.webhookUrl = `http://127.0.0.1:${(restarted.server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  try {
    await restarted.giftcards.recovered;
    expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued' });
    expect(await cardsOf(t.db, fingerprint)).toHaveLength(1);
    expect((await t.fake.deliver(succeededEvent(intentId))).status).toBe(200);
    expect(await cardsOf(t.db, fingerprint)).toHaveLength(1);
    await restarted.giftcards.delivery.deliverDue();
    await restarted.email.drain();
    expect(mailer.sent.map((m) => m.to)).toEqual(expect.arrayContaining(['friend9@example.com', 'stripe9@example.com']));
    // The order paid earlier whose only delivery was refused as tampered is recovered too.
    expect(await orderRow(t.db, (await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.email, 'stripe3@example.com')))[0]!.fingerprint)).toMatchObject({
      status: 'issued',
    });
  } finally {
    t.fake.webhookUrl = previousWebhook;
    await restarted.close();
  }
});

test('a reload of the payment page after paying (webhook late) goes on to the confirmation, issued once', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, email: 'stripe10@example.com' }), TOKENS.aurora);
  const intentId = await intentOf(fingerprint);
  t.fake.confirmPaymentIntent(intentId, 'pm_card_visa');
  const pay = (await getPayment(t.app, fingerprint)).json().data;
  expect(pay).toMatchObject({ status: 'issued', clientSecret: null });
  await t.fake.deliver(succeededEvent(intentId));
  expect(await cardsOf(t.db, fingerprint)).toHaveLength(1);
});

test('Stripe unreachable at checkout: 502 PAYMENT_PROVIDER_ERROR (the purchase error), the order waits for a retry', async () => {
  const broken = { ...t.fake.paymentsConfig(), api: { host: '127.0.0.1', port: 9, protocol: 'http' as const } };
  const app = await buildApp({ db: t.db, config: testConfig({ payments: broken }), clock: () => NOW, mailer: new MemoryMailer() });
  await app.ready();
  try {
    const res = await postCheckout(app, checkoutForm({ productId: voucher, email: 'stripe11@example.com' }));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PAYMENT_PROVIDER_ERROR');
  } finally {
    await app.close();
  }
});
