/**
 * Paid experiences: the payment taken during the hold becomes a reservation exactly once, and
 * money is never kept for nothing.
 *
 * - The provider says a payment succeeded (payment_intent.succeeded, at least once, in any
 *   order), and so does `complete` after asking the provider. Both call settlePayment, which
 *   locks the day and the row: the first caller turns the hold into a reservation (confirmed,
 *   or pending where the venue confirms by hand) and queues the e-mail; later callers find it
 *   settled and do nothing.
 * - Paid after the hold expired: the reservation still stands if the seats are still free;
 *   otherwise it is recorded as cancelled (payment_issue PAID_AFTER_HOLD_EXPIRED), the payment
 *   is refunded in full and the guest is told by e-mail.
 * - A refund is claimed in the row (refund_pending) before the provider is called, with one
 *   idempotency key per reservation, so a retry never refunds twice. A provider that cannot be
 *   reached leaves refund_pending (the event is delivered again, staff see it); a refused refund
 *   is refund_failed (payment_issue REFUND_FAILED): staff refund by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { type IdempotencyContext, claimKey, rememberAnswer } from '../idempotency/idempotency';
import type { PaymentIntentView } from '../payments';
import type { Venue } from '../venues/venue-repository';
import { bookableExperience, lockKeysFor, measureChoice } from './booking-measure';
import { lockBooking } from './booking-lock';
import { choiceOf } from './guest-input';
import { queueReservationEmail } from './reservation-notify';
import {
  type ReservationRow,
  findReservationById,
  findReservationByPaymentIntent,
  findVenueById,
  inCardStep,
  listAwaitingPayments,
  lockReservation,
  updateReservation,
} from './reservation-repository';
import { hhmm } from '../../lib/wall-clock';
import { dueByCard, returnGiftcard } from './giftcard-payment';

/** Metadata that marks the booking's PaymentIntents among every feature's. */
export const RESERVATION_PAYMENT_KIND = 'reservation-payment';

export type SettleOutcome = 'confirmed' | 'pending' | 'refunded' | 'not_paid' | 'unknown';

const statusOnBooking = (venue: Venue): 'confirmed' | 'pending' => (venue.bookingSettings.confirmation === 'request' ? 'pending' : 'confirmed');

function outcomeOf(row: ReservationRow): SettleOutcome {
  if (row.status === 'confirmed' || row.status === 'pending') return row.status;
  if (row.status === 'cancelled' && row.paymentIssue) return 'refunded';
  return row.status === 'held' ? 'not_paid' : 'unknown';
}

/**
 * A guest's call that settles (reservation/complete) stores its Idempotency-Key and answer in the
 * settling transaction: `answer` builds it there, for a reservation that stands.
 */
export interface KeyedSettle<T> {
  idem: IdempotencyContext | null;
  answer: (tx: Tx, row: ReservationRow) => Promise<T>;
}

/** A succeeded payment of a hold: the reservation, or a full refund when its seats have gone. */
export async function settlePayment<T = never>(
  app: FastifyInstance,
  reservationId: number,
  /** The succeeded card payment, or 'giftcard': a gift card pays all of it (giftcard-payment.ts). */
  intent: PaymentIntentView | 'giftcard',
  keyed?: KeyedSettle<T>,
): Promise<{ outcome: SettleOutcome; reservation: ReservationRow | null; answer?: T }> {
  const byGiftcard = intent === 'giftcard';
  if (!byGiftcard && intent.status !== 'succeeded') return { outcome: 'not_paid', reservation: null };
  const peek = await app.db.transaction((tx) => lockReservation(tx, reservationId));
  if (!peek) return { outcome: 'unknown', reservation: null };
  const venue = (await findVenueById(app.db, peek.venueId))!;
  const experience = await bookableExperience(app.db, venue.id, peek.experienceId).catch(() => null);
  const now = app.clock();

  // Under the day's lock: the hold becomes the reservation, or is cancelled for a refund.
  const settleLocked = async (tx: Tx): Promise<{ row: ReservationRow; refund: boolean }> => {
    const row = (await lockReservation(tx, reservationId))!;
    // Settled before (another delivery, or complete): as it is.
    if (row.paymentStatus !== 'awaiting') return { row, refund: row.paymentStatus === 'refund_pending' };
    // Covered by the gift card only while its part still counts (not given back meanwhile).
    if (byGiftcard && dueByCard(row) !== 0) return { row, refund: false };
    const paid = { paymentStatus: 'paid' as const, paidAt: now, paymentIntentId: row.paymentIntentId ?? (byGiftcard ? null : intent.id) };
    // The amount is the server's own: a paid intent of another amount than what is left to pay
    // by card (the gift card part aside) never books.
    if (!byGiftcard && (intent.amount !== dueByCard(row) || intent.currency !== venue.currency.toLowerCase())) {
      app.log.error({ reservation: row.id, intent: intent.id, amount: intent.amount }, 'paid amount differs from the reservation: refunded');
      const updated = await updateReservation(tx, row.id, {
        ...paid,
        ...(await returnGiftcard(app, tx, row, now)),
        status: 'cancelled',
        cancelledAt: now,
        holdExpiresAt: null,
        paymentStatus: 'refund_pending',
        paymentIssue: 'AMOUNT_MISMATCH',
      });
      return { row: updated, refund: true };
    }
    let fits = !!row.holdExpiresAt && row.holdExpiresAt.getTime() > now.getTime();
    let zoneId = row.zoneId;
    if (!fits && inCardStep(row.status) && experience) {
      // Expired (or released): it holds nothing any more; it stands only if the seats are still free.
      const again = await measureChoice(
        tx,
        venue,
        choiceOf({ ...row, time: hhmm(row.time), zone: row.zoneId ?? undefined, experience: row.experienceId ?? undefined }),
        experience,
        now,
        {
          excludeReservationId: row.id,
        },
      );
      fits = again.ok;
      if (again.ok) zoneId = again.zoneId ?? row.zoneId;
    }
    if (!inCardStep(row.status) || !fits) {
      const updated = await updateReservation(tx, row.id, {
        ...paid,
        ...(await returnGiftcard(app, tx, row, now)),
        status: 'cancelled',
        cancelledAt: now,
        holdExpiresAt: null,
        paymentStatus: 'refund_pending',
        paymentIssue: 'PAID_AFTER_HOLD_EXPIRED',
      });
      return { row: updated, refund: true };
    }
    const status = statusOnBooking(venue);
    const updated = await updateReservation(tx, row.id, { ...paid, status, zoneId, holdExpiresAt: null });
    await queueReservationEmail(app, tx, venue, updated, status, { from: row.status });
    return { row: updated, refund: false };
  };

  const result = await app.db.transaction(async (tx) => {
    await lockBooking(tx, lockKeysFor(venue.id, [peek.date], experience));
    // After the day's lock, as every booking call takes them: a twin with this key waits here.
    if (keyed) await claimKey(tx, keyed.idem);
    const settled = await settleLocked(tx);
    const stands = !settled.refund && (settled.row.status === 'confirmed' || settled.row.status === 'pending');
    return { ...settled, answer: keyed && stands ? await rememberAnswer(tx, keyed.idem, await keyed.answer(tx, settled.row)) : undefined };
  });

  app.email.kick();
  let row = result.row;
  if (result.refund) row = await refundPayment(app, venue, row.id, { notify: row.paymentIssue !== null, rethrow: true });
  return { outcome: outcomeOf(row), reservation: row, answer: result.answer };
}

/**
 * Refunds a reservation's payment in full, once: the row must already say refund_pending (set
 * in the transaction that cancelled it). notify: e-mail the guest that no reservation was made
 * (a late payment); a cancellation's own e-mail already says the refund.
 */
export async function refundPayment(app: FastifyInstance, venue: Venue, id: number, options: { notify?: boolean; rethrow?: boolean } = {}): Promise<ReservationRow> {
  const row = (await findReservationById(app.db, venue.id, id))!;
  if (row.paymentStatus !== 'refund_pending') return row;
  const now = app.clock();
  // What the bank card paid: the gift card part went back to the card in the cancelling
  // transaction. A paid amount that differed from the booking's is refunded whole.
  const mismatch = row.paymentIssue === 'AMOUNT_MISMATCH';
  const cardAmount = row.paymentAmount - row.giftcardAmount;
  if (!mismatch && cardAmount === 0) return markGiftcardOnlyRefunded(app, venue, row.id, now, options.notify);
  if (!row.paymentIntentId) return row;
  let outcome: { status: 'refunded' | 'refund_failed'; refundId?: string; amount?: number };
  try {
    const refund = await app.payments.gateway.refundPayment({
      paymentIntent: row.paymentIntentId,
      ...(mismatch ? {} : { amount: cardAmount }),
      metadata: { kind: 'reservation-refund', reservation: String(row.id), venue: venue.slug },
      idempotencyKey: `reservation-refund:${row.id}`,
    });
    outcome = refund.status === 'failed' ? { status: 'refund_failed', refundId: refund.id } : { status: 'refunded', refundId: refund.id, amount: refund.amount };
  } catch (err) {
    // Unreachable provider: still refund_pending (retried on the next delivery; staff see it).
    app.log.error({ err, reservation: row.id }, 'refund failed: left pending');
    if (options.rethrow) throw err;
    return row;
  }
  const updated = await app.db.transaction(async (tx) => {
    const locked = (await lockReservation(tx, row.id))!;
    if (locked.paymentStatus !== 'refund_pending') return locked;
    const next =
      outcome.status === 'refunded'
        ? await updateReservation(tx, row.id, {
            paymentStatus: 'refunded',
            refundId: outcome.refundId,
            refundedAmount: outcome.amount ?? cardAmount,
            refundedAt: now,
          })
        : await updateReservation(tx, row.id, { paymentStatus: 'refund_failed', refundId: outcome.refundId ?? null, paymentIssue: 'REFUND_FAILED' });
    if (options.notify && next.paymentStatus === 'refunded') await queueReservationEmail(app, tx, venue, next, 'payment-refunded');
    return next;
  });
  if (updated.paymentStatus === 'refund_failed') app.log.error({ reservation: row.id }, 'refund refused by the provider: staff must refund by hand');
  app.email.kick();
  return updated;
}

/** Paid by a gift card alone: nothing to refund by card, the card part went back already. */
async function markGiftcardOnlyRefunded(app: FastifyInstance, venue: Venue, id: number, now: Date, notify?: boolean): Promise<ReservationRow> {
  const updated = await app.db.transaction(async (tx) => {
    const locked = (await lockReservation(tx, id))!;
    if (locked.paymentStatus !== 'refund_pending') return locked;
    const next = await updateReservation(tx, id, { paymentStatus: 'refunded', refundedAmount: 0, refundedAt: now });
    if (notify) await queueReservationEmail(app, tx, venue, next, 'payment-refunded');
    return next;
  });
  app.email.kick();
  return updated;
}

/**
 * A safety net for a lost event (a webhook endpoint misconfigured, a crash): asks the provider
 * about paid holds still awaiting their payment (last 7 days) and settles the ones it says are
 * paid. Runs every five minutes; settling is idempotent, so it never books twice.
 */
export async function reconcilePayments(app: FastifyInstance): Promise<number> {
  const since = new Date(app.clock().getTime() - 7 * 86_400_000);
  let settled = 0;
  for (const row of await listAwaitingPayments(app.db, since, 50)) {
    try {
      const intent = await app.payments.gateway.retrievePaymentIntent(row.paymentIntentId!);
      if (intent?.status === 'succeeded') {
        await settlePayment(app, row.id, intent);
        settled += 1;
      } else if (intent?.status === 'canceled' && row.giftcardId && dueByCard(row) === 0) {
        // A gift card pays it all and the intent was canceled for it, but the hold was not
        // settled (a crash in between): settled now, as the apply call would have.
        const { outcome } = await settlePayment(app, row.id, 'giftcard');
        if (outcome === 'confirmed' || outcome === 'pending') settled += 1;
      }
    } catch (err) {
      app.log.warn({ err, reservation: row.id }, 'payment reconciliation failed; tried again later');
    }
  }
  return settled;
}

/** The provider's events for the booking's payments; idempotent, in any order. */
export function subscribePaymentEvents(app: FastifyInstance): void {
  app.payments.onPaymentEvent('payment_intent.succeeded', async ({ intent }) => {
    if (intent.metadata.kind !== RESERVATION_PAYMENT_KIND) return;
    const row =
      (await findReservationByPaymentIntent(app.db, intent.id)) ?? (intent.metadata.reservation ? await findById(app, Number(intent.metadata.reservation)) : undefined);
    if (!row) {
      // Never expected (paid holds are never deleted): loud, so a person refunds it.
      app.log.error({ intent: intent.id, amount: intent.amount }, 'paid booking intent without a reservation: refund it by hand');
      return;
    }
    await settlePayment(app, row.id, intent);
  });
}

async function findById(app: FastifyInstance, id: number): Promise<ReservationRow | undefined> {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return app.db.transaction((tx) => lockReservation(tx, id));
}
