/**
 * Checkout and the order's payment. The price comes from the catalogue (pricing.ts), never from
 * the browser. The order is stored first (once per checkout form: requestId), then its
 * PaymentIntent is created with the idempotency key `giftcard-order:<fingerprint>`: a double
 * click, a reload of the payment screen or a retry after a crash all reach the same intent.
 * A new order spends a solved bot check (403 BOT_CHECK_FAILED without one); the same form sent
 * again finds its order and spends nothing, but its solution must still be valid.
 */
import type { FastifyInstance } from 'fastify';
import type { Infer } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { venueToday } from '../../lib/wall-clock';
import { type IdempotencyContext, claimKey, rememberAnswer } from '../idempotency/idempotency';
import { type PaymentIntentView, assertVenueCanPay } from '../payments';
import type { Venue } from '../venues/venue-repository';
import { checkPeople } from './checkout-input';
import { newSecretId, orderNumber } from './giftcard-code';
import { listCardsOfOrder } from './giftcard-repository';
import { ORDER_INTENT_KIND, reconcileOrder, settleFromIntent } from './issue-service';
import { type OrderRow, attachIntent, findOrderByFingerprint, insertOrderOnce } from './order-repository';
import { type CheckoutPayload, isChecked } from './payloads';
import { isPrice, priceSelection } from './pricing';
import { isSellable } from './product-availability';
import { findProduct } from './product-repository';
import { toOrder, toPayment } from './serializers';
import { voucherColumnsOf } from './voucher';

export const notAvailable = () => new ApiError(409, 'GIFTCARD_NOT_AVAILABLE', 'This gift card cannot be bought now');
const paymentNotFound = () => new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such order');

export const idempotencyKeyOf = (order: Pick<OrderRow, 'fingerprint'>) => `giftcard-order:${order.fingerprint}`;

/** What the visitor's form decides: a replay must ask exactly the same. */
const REPLAY_FIELDS = [
  'productId',
  'unitAmount',
  'quantity',
  'totalAmount',
  'currency',
  'language',
  'firstName',
  'lastName',
  'email',
  'phonePrefix',
  'phone',
  'birthDate',
  'city',
  'country',
  'province',
  'postalCode',
  'marketingConsent',
  'forRecipient',
  'recipientFirstName',
  'recipientLastName',
  'recipientEmail',
  'recipientPhonePrefix',
  'recipientPhone',
  'message',
  'deliverOn',
] as const;

export async function checkout(app: FastifyInstance, venue: Venue, body: Infer<typeof CheckoutPayload>, idem: IdempotencyContext | null = null) {
  assertVenueCanPay(app, venue);
  const now = app.clock();
  const today = venueToday(now, venue.timezone);
  const product = await findProduct(app.db, venue.id, body.productId);
  if (!product) throw new ApiError(404, 'NOT_FOUND', 'No such gift card');
  if (!isSellable(product, venue, now)) throw notAvailable();

  const price = priceSelection(product, { min: venue.giftcardMin, max: venue.giftcardMax }, body.amount, body.quantity);
  if (!isPrice(price)) {
    throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${price.field}`, { [price.field]: price.code }, { min: venue.giftcardMin, max: venue.giftcardMax });
  }
  const voucher = await voucherColumnsOf(app.db, venue.id, product);
  if (!voucher) throw notAvailable();
  const people = checkPeople({ ...body, forRecipient: isChecked(body.forRecipient) }, today);
  const botCheck = app.botCheck.check(body.altcha);

  const values = {
    venueId: venue.id,
    productId: product.id,
    fingerprint: newSecretId(),
    requestId: body.requestId,
    productTitle: product.title,
    unitAmount: price.unitAmount,
    quantity: price.quantity,
    totalAmount: price.total,
    currency: venue.currency,
    validityMonths: product.validityMonths,
    ...voucher,
    language: body.language,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phonePrefix: body.phonePrefix,
    phone: people.phone,
    birthDate: people.birthDate,
    city: body.city,
    country: body.country,
    province: body.province,
    postalCode: body.postalCode,
    privacyAcceptedAt: now,
    marketingConsent: isChecked(body.marketing),
    forRecipient: people.recipient.forRecipient,
    recipientFirstName: people.recipient.recipientFirstName,
    recipientLastName: people.recipient.recipientLastName,
    recipientEmail: people.recipient.recipientEmail,
    recipientPhonePrefix: people.recipient.recipientPhonePrefix,
    recipientPhone: people.recipient.recipientPhone,
    message: people.recipient.message,
    deliverOn: people.recipient.deliverOn,
    gateway: app.payments.gateway.name,
    testMode: app.payments.publicConfig.testMode,
  };
  const { order, answer } = await app.db.transaction(async (tx) => {
    // A twin request with this Idempotency-Key (any instance) that answered first is replayed instead.
    await claimKey(tx, idem);
    const { order, created } = await insertOrderOnce(tx, values);
    // The same form sent twice: the first order, unless anything it asks changed (then it is a new purchase, refused).
    if (!created && REPLAY_FIELDS.some((k) => JSON.stringify(order[k]) !== JSON.stringify(values[k]))) {
      throw new ApiError(409, 'CHECKOUT_REPLAYED', 'This checkout form was already sent with other data');
    }
    // Spent only with the order it made: a double click finds the first order instead.
    if (created) await app.botCheck.spend(botCheck, tx);
    const data = { fingerprint: order.fingerprint, orderNumber: orderNumber(order.id), total: order.totalAmount, currency: order.currency };
    return { order, answer: await rememberAnswer(tx, idem, { status: true as const, data }) };
  });
  // After the commit (no transaction waits on the provider); the payment screen makes it if this fails.
  await orderIntent(app, venue, order);
  return answer;
}

/**
 * The order's PaymentIntent: the one stored on the order (as the provider sees it now), else a
 * new one, created once whatever the retries (idempotency key), then stored on the order.
 */
async function orderIntent(app: FastifyInstance, venue: Venue, order: OrderRow): Promise<PaymentIntentView> {
  const stored = order.paymentIntentId ? await app.payments.gateway.retrievePaymentIntent(order.paymentIntentId) : null;
  if (stored) return stored;
  const intent = await app.payments.gateway.createPaymentIntent({
    amount: order.totalAmount,
    currency: order.currency,
    metadata: { kind: ORDER_INTENT_KIND, order: order.fingerprint, orderNumber: orderNumber(order.id), venue: venue.slug },
    idempotencyKey: idempotencyKeyOf(order),
  });
  if (!order.paymentIntentId) await attachIntent(app.db, order.id, intent.id);
  return intent;
}

/**
 * The payment screen's data. An order whose intent already succeeded (the event not handled yet,
 * or lost in a crash) is issued here, so the screen goes straight on to the confirmation.
 */
export async function getPayment(app: FastifyInstance, venue: Venue, fingerprint: string) {
  let order = await findOrderByFingerprint(app.db, venue.id, fingerprint);
  if (!order) throw paymentNotFound();
  if (order.status !== 'pending') return toPayment(order, null, order.gateway);
  const intent = await orderIntent(app, venue, order);
  if ((await settleFromIntent(app, order, intent)) !== 'pending') {
    order = (await findOrderByFingerprint(app.db, venue.id, fingerprint))!;
    return toPayment(order, null, order.gateway);
  }
  return toPayment(order, intent.clientSecret, app.payments.gateway.name);
}

/** Throttle of the provider look-ups a polling confirmation page may cause (per order). */
const RECONCILE_EVERY_MS = 4_000;
const lastLookup = new Map<number, number>();

/** The confirmation (and creation) page's data; a pending order asks the provider now and then. */
export async function getOrder(app: FastifyInstance, venue: Venue, fingerprint: string) {
  let order = await findOrderByFingerprint(app.db, venue.id, fingerprint);
  if (!order) throw paymentNotFound();
  const now = app.clock();
  if (order.status === 'pending' && order.paymentIntentId && Date.now() - (lastLookup.get(order.id) ?? 0) >= RECONCILE_EVERY_MS) {
    lastLookup.set(order.id, Date.now());
    if (lastLookup.size > 10_000) lastLookup.clear();
    const status = await reconcileOrder(app, order).catch((err: unknown) => {
      app.log.warn({ err, orderId: order!.id }, 'payment look-up failed');
      return 'pending' as const;
    });
    if (status !== 'pending') order = (await findOrderByFingerprint(app.db, venue.id, fingerprint))!;
  }
  return toOrder(order, await listCardsOfOrder(app.db, order.id), venue, now, (publicId) => app.wallet.links('giftcard', publicId));
}
