/**
 * Issuing the cards of a paid order, exactly once. The provider says an order is paid
 * (payment_intent.succeeded, at least once, in any order); so may a retrieve of the intent
 * (reconciliation after a crash, a reload of the confirmation page). Every path calls
 * issuePaidOrder, which locks the order row: the first caller inserts the cards (unique on
 * order and seq), marks the order issued and queues the receipt in one transaction; every later
 * caller finds it issued and does nothing. The cards' e-mails are sent by the delivery
 * dispatcher on their day.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, venueToday, wallInstant } from '../../lib/wall-clock';
import type { PaymentIntentView } from '../payments';
import { expiryDate } from './card-state';
import { renderReceiptEmail } from './email/receipt-email';
import { newGiftcardCode, newSecretId } from './giftcard-code';
import { type NewCard, insertCards, listCardsOfOrder } from './giftcard-repository';
import { type OrderRow, findOrderForIntent, findVenueById, lockOrder, updateOrder } from './order-repository';

/** Metadata that marks our intents (other features' intents come through the same events). */
export const ORDER_INTENT_KIND = 'giftcard-order';

/** Cards for a later day go out at this hour, venue time. */
export const DELIVERY_TIME = '09:00';

export type IssueOutcome = 'issued' | 'already_issued' | 'not_paid' | 'mismatch' | 'unknown_order';

/** When a card is e-mailed: now for today (or a past day), else the chosen day at DELIVERY_TIME at the venue. */
export function deliveryInstant(deliverOn: string, timezone: string, now: Date): Date {
  if (deliverOn <= venueToday(now, timezone)) return now;
  // 09:00 always exists (clock changes happen at night); the next day's midnight is a safe fallback.
  return wallInstant(deliverOn, DELIVERY_TIME, timezone) ?? wallInstant(addDays(deliverOn, 1), '00:00', timezone) ?? now;
}

export async function issuePaidOrder(app: FastifyInstance, orderId: number, intent: PaymentIntentView): Promise<IssueOutcome> {
  if (intent.status !== 'succeeded') return 'not_paid';
  const now = app.clock();
  const outcome = await app.db.transaction(async (tx): Promise<IssueOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'unknown_order';
    if (order.status === 'issued') return 'already_issued';
    // The amount is the server's own; a paid intent of another amount is never turned into cards.
    if (intent.amount !== order.totalAmount || intent.currency !== order.currency.toLowerCase()) {
      await updateOrder(tx, order.id, { status: 'failed', failureReason: 'AMOUNT_MISMATCH', paymentIntentId: order.paymentIntentId ?? intent.id, paidAt: now });
      return 'mismatch';
    }
    const venue = (await findVenueById(tx, order.venueId))!;
    const today = venueToday(now, venue.timezone);
    const deliverAt = deliveryInstant(order.deliverOn, venue.timezone, now);
    const cards: NewCard[] = Array.from({ length: order.quantity }, (_, i) => ({
      venueId: order.venueId,
      orderId: order.id,
      seq: i + 1,
      code: newGiftcardCode(),
      publicId: newSecretId(),
      initialAmount: order.unitAmount,
      balance: order.unitAmount,
      currency: order.currency,
      expiresOn: expiryDate(today, order.validityMonths),
      deliverAt,
      issuedAt: now,
    }));
    await insertCards(tx, cards);
    for (const card of await listCardsOfOrder(tx, order.id)) await app.webhooks.giftcard(tx, venue, card, 'giftcard.issued');
    const issued = await updateOrder(tx, order.id, {
      status: 'issued',
      paymentIntentId: order.paymentIntentId ?? intent.id,
      paidAt: order.paidAt ?? now,
      issuedAt: now,
      lastPaymentError: null,
      failureReason: null,
    });
    await app.email.queue(tx, renderReceiptEmail(issued, venue, today), { kind: 'giftcard-receipt', venueId: venue.id });
    return 'issued';
  });
  if (outcome === 'issued') {
    app.email.kick();
    app.giftcards.delivery.kick();
    app.log.info({ orderId, intent: intent.id }, 'gift card order issued');
  } else if (outcome === 'mismatch') {
    app.log.error({ orderId, intent: intent.id, amount: intent.amount, currency: intent.currency }, 'paid amount differs from the order: not issued');
  }
  return outcome;
}

/** Asks the provider how the order's payment stands and issues (or cancels) accordingly. */
export async function reconcileOrder(app: FastifyInstance, order: OrderRow): Promise<OrderRow['status']> {
  if (order.status !== 'pending' || !order.paymentIntentId) return order.status;
  const intent = await app.payments.gateway.retrievePaymentIntent(order.paymentIntentId);
  return intent ? settleFromIntent(app, order, intent) : order.status;
}

/** Applies what the intent says now to a pending order: paid → issued, canceled → canceled. */
export async function settleFromIntent(app: FastifyInstance, order: OrderRow, intent: PaymentIntentView): Promise<OrderRow['status']> {
  if (intent.status === 'succeeded') {
    const outcome = await issuePaidOrder(app, order.id, intent);
    return outcome === 'mismatch' ? 'failed' : 'issued';
  }
  if (intent.status === 'canceled') {
    await markCanceled(app, order.id);
    return 'canceled';
  }
  return order.status;
}

async function markCanceled(app: FastifyInstance, orderId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status === 'pending') await updateOrder(tx, order.id, { status: 'canceled' });
  });
}

/** The provider's events for our orders. Each handler is idempotent and tolerates any order of arrival. */
export function subscribeOrderEvents(app: FastifyInstance): void {
  const ours = (intent: PaymentIntentView) => intent.metadata.kind === ORDER_INTENT_KIND;

  app.payments.onPaymentEvent('payment_intent.succeeded', async ({ intent }) => {
    if (!ours(intent)) return;
    const order = await findOrderForIntent(app.db, intent.id, intent.metadata.order);
    if (!order) {
      app.log.warn({ intent: intent.id }, 'paid gift card intent without an order');
      return;
    }
    await issuePaidOrder(app, order.id, intent);
  });

  app.payments.onPaymentEvent('payment_intent.payment_failed', async ({ intent }) => {
    if (!ours(intent)) return;
    const order = await findOrderForIntent(app.db, intent.id, intent.metadata.order);
    if (!order || order.status !== 'pending') return;
    // The visitor may try another card on the same intent: the order stays pending.
    const reason = intent.lastError?.declineCode ?? intent.lastError?.code ?? 'failed';
    await app.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status === 'pending') await updateOrder(tx, locked.id, { lastPaymentError: reason });
    });
  });

  app.payments.onPaymentEvent('payment_intent.canceled', async ({ intent }) => {
    if (!ours(intent)) return;
    const order = await findOrderForIntent(app.db, intent.id, intent.metadata.order);
    // A late 'canceled' never undoes a payment: the provider's current state decides.
    if (order?.status === 'pending') await reconcileOrder(app, { ...order, paymentIntentId: order.paymentIntentId ?? intent.id });
  });
}
