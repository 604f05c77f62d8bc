/**
 * reservation/giftcard: the guest applies a gift card in the payment step of a paid hold
 * (giftcard-payment.ts says when the balance moves). The card part is debited, the hold's
 * PaymentIntent asks the bank card for the rest, or, when the card pays everything, the intent
 * is canceled and the hold settles at once with no card payment. reservation/giftcard/remove
 * takes it off again (giftcard-payment.ts, removeGiftcardFromHold).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { Venue } from '../venues/venue-repository';
import { applyGiftcardToHold, dueByCard, maskedCode, removeGiftcardFromHold, syncHoldIntent } from './giftcard-payment';
import { settlePayment } from './payment-service';
import { findReservationById, inCardStep } from './reservation-repository';
import type { WireReservation } from './reservation-view';
import { viewOf } from './view-service';

export interface GiftcardAnswer {
  /** voucher: an experience voucher, used up by this booking (its balance is then 0). */
  giftcard: { code: string; amount: number; balance: number; currency: string; voucher: boolean };
  /** The booking's online payment. */
  total: number;
  /** What is left for the bank card (0: nothing, the booking is settled). */
  dueByCard: number;
  /** The hold's PaymentIntent, now for dueByCard (null when nothing is left to pay by card). */
  clientSecret: string | null;
  /** Set when the gift card paid everything: the booking as it now stands. */
  outcome: 'confirmed' | 'pending' | null;
  reservation: WireReservation;
}

export async function payWithGiftcard(app: FastifyInstance, venue: Venue, hash: string, code: string): Promise<GiftcardAnswer> {
  const { row, balanceAfter } = await applyGiftcardToHold(app, venue, hash, code);
  // After the commit: the provider is never called under a lock. A failure here leaves the part
  // applied; the same call again sets the intent (keys per amount), and a card payment of the old
  // amount is refunded whole with the gift card part (AMOUNT_MISMATCH).
  const intent = await syncHoldIntent(app, row);
  const due = dueByCard(row);
  if (inCardStep(row.status) && intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
    throw new ApiError(409, 'PAYMENT_IN_PROGRESS', 'The card payment was already made: the gift card can no longer pay part of it');
  }
  let current: typeof row;
  if (due === 0 && inCardStep(row.status)) {
    const settled = await settlePayment(app, row.id, 'giftcard');
    current = settled.reservation ?? row;
    if (settled.outcome === 'refunded') {
      throw new ApiError(409, 'HOLD_EXPIRED', 'The seats were held for a limited time and have gone; the gift card keeps its balance');
    }
  } else {
    current = (await findReservationById(app.db, venue.id, row.id)) ?? row;
  }
  const outcome = current.status === 'confirmed' || current.status === 'pending' ? current.status : null;
  return {
    giftcard: {
      code: maskedCode(current.giftcardLast4),
      amount: current.giftcardAmount,
      balance: balanceAfter,
      currency: venue.currency,
      voucher: current.giftcardVoucher,
    },
    total: current.paymentAmount,
    dueByCard: due,
    clientSecret: due > 0 && intent ? intent.clientSecret : null,
    outcome,
    reservation: await viewOf(app, venue, current),
  };
}

export interface GiftcardRemovedAnswer {
  /** The booking's online payment, now all for the bank card. */
  total: number;
  dueByCard: number;
  /** The hold's PaymentIntent, asking for dueByCard again. */
  clientSecret: string | null;
  reservation: WireReservation;
}

export async function removeGiftcard(app: FastifyInstance, venue: Venue, hash: string): Promise<GiftcardRemovedAnswer> {
  const row = await removeGiftcardFromHold(app, venue, hash);
  // After the commit, as when applying: the provider is never called under a lock.
  const intent = await syncHoldIntent(app, row);
  return {
    total: row.paymentAmount,
    dueByCard: dueByCard(row),
    clientSecret: intent?.clientSecret ?? null,
    reservation: await viewOf(app, venue, row),
  };
}
