/**
 * A gift card pays part (or all) of a paid experience's online payment (docs/payments.md, "A
 * gift card pays a booking"), on a hold or on a waiting guest's offer in its card step; an
 * experience voucher pays its experience (giftcards/voucher.ts) and is used up by that one booking.
 *
 * When the balance moves:
 * - **Debited when applied to the hold**, in the transaction that writes the card part on the
 *   reservation: the reservation row is locked, then the card row (the order every path takes:
 *   day, reservation, card), and the redemption row carries the request id `reservation:{hash}`
 *   (unique per card), so a replay or a double click debits once. The card's CHECK keeps the
 *   balance at or above zero whatever two holds race for it.
 * - **Credited back** (a negative redemption, request id `reservation:{hash}:return`, once) in
 *   the transaction that ends the booking without keeping the money: a cancellation within the
 *   free-cancellation time, a rejected request, a payment refunded (amount mismatch, paid after
 *   the seats went), the hold released, or the hold expired unpaid (the deadline dispatcher,
 *   `GIFTCARD_RETURN_GRACE_MS` after the hold ran out, so a card payment still on its way finds
 *   the card part in place).
 * - The bank card pays the rest: the hold's PaymentIntent is updated to it after the commit
 *   (one idempotency key per amount), or canceled when the card covers everything and the hold
 *   is then settled with no card payment.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, lte, min } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import type { Venue } from '../venues/venue-repository';
import { cardState } from '../giftcards/card-state';
import { isVoucherOrder, voucherOf, voucherShare } from '../giftcards/voucher';
import { formatGiftcardCode, normaliseGiftcardCode } from '../giftcards/giftcard-code';
import { findCardByCode, findCardByCodeAnyVenue, findRedemptionByRequest, insertRedemption, lockCard, updateCard } from '../giftcards/giftcard-repository';
import type { DeadlineTask } from './deadlines/deadline-task';
import { dueReservationIds } from './deadlines/due-reservations';
import { type ReservationRow, findReservationByHash, findVenueById, inCardStep, lockReservation, updateReservation } from './reservation-repository';

/** The smallest amount a card payment may be (Stripe's minimum charge in EUR and CHF). */
export const MIN_CARD_CHARGE = 50;

/** How long after a hold ran out its gift card part waits for a card payment on its way. */
export const GIFTCARD_RETURN_GRACE_MS = 15 * 60_000;

/** The gift card part still counted on the booking (0 once it went back to the card). */
export const giftcardPart = (r: Pick<ReservationRow, 'giftcardAmount' | 'giftcardReturnedAt'>): number => (r.giftcardReturnedAt ? 0 : r.giftcardAmount);

/** What the bank card pays (or paid) of the booking's online payment. */
export const dueByCard = (r: Pick<ReservationRow, 'paymentAmount' | 'giftcardAmount' | 'giftcardReturnedAt'>): number => r.paymentAmount - giftcardPart(r);

/** The code as the guest and staff see it: only its last four characters. */
export const maskedCode = (last4: string | null): string => `•••• ${last4 ?? '????'}`;

/** The amount a card of `balance` pays of `due`: all it can, but never leaving less than a card can be charged. */
export function giftcardShare(balance: number, due: number): number {
  const share = Math.min(balance, due);
  const rest = due - share;
  return rest > 0 && rest < MIN_CARD_CHARGE ? Math.max(0, due - MIN_CARD_CHARGE) : share;
}

/** A voucher's part, never leaving less than a card can be charged: such a rest is the voucher's too. */
function voucherPart(share: number, due: number): number {
  const rest = due - share;
  return rest > 0 && rest < MIN_CARD_CHARGE ? due : share;
}

/**
 * The redemption request ids of the card part now live on a hold: the first card applied keeps
 * the plain `reservation:{hash}` (rows written before removals existed too); a card applied after
 * a removal is named by the hold's change count.
 */
export const debitRequestId = (hash: string, changes: number) => (changes <= 1 ? `reservation:${hash}` : `reservation:${hash}:${changes}`);
export const returnRequestId = (hash: string, changes: number) => `${debitRequestId(hash, changes)}:return`;

/**
 * Inside a transaction that holds the reservation's row lock: gives the gift card part back to
 * the card, once. Answers the columns to write on the reservation (nothing when there is no
 * part to give back).
 */
export async function returnGiftcard(app: FastifyInstance, tx: Tx, row: ReservationRow, now: Date): Promise<Partial<ReservationRow>> {
  if (!row.giftcardId || row.giftcardAmount <= 0 || row.giftcardReturnedAt) return {};
  const card = await lockCard(tx, row.giftcardId);
  if (!card) return { giftcardReturnedAt: now };
  if (!(await findRedemptionByRequest(tx, card.id, returnRequestId(row.hash, row.giftcardChanges)))) {
    // What the card gave (a voucher gives all it holds, whatever part of the booking it paid).
    const debited = (await findRedemptionByRequest(tx, card.id, debitRequestId(row.hash, row.giftcardChanges)))?.amount ?? row.giftcardAmount;
    const balance = card.balance + debited;
    const returned = await updateCard(tx, card.id, { balance, status: card.status === 'void' ? 'void' : 'active' });
    await insertRedemption(tx, {
      giftcardId: card.id,
      amount: -debited,
      balanceAfter: balance,
      requestId: returnRequestId(row.hash, row.giftcardChanges),
      note: `Booking ${row.date} ${row.time.slice(0, 5)}: returned`,
      createdAt: now,
    });
    await app.wallet.passChanged(tx, 'giftcard', card.id);
    const venue = await findVenueById(tx, row.venueId);
    if (venue) await app.webhooks.giftcard(tx, venue, returned, 'giftcard.returned', { amount: debited, balanceAfter: balance, bookingId: row.id });
  }
  return { giftcardReturnedAt: now };
}

export interface ApplyResult {
  row: ReservationRow;
  /** The card's balance after this hold's part. */
  balanceAfter: number;
}

const refusal = (status: number, code: string, message: string, details?: Record<string, unknown>) => new ApiError(status, code, message, undefined, details);

/**
 * Applies a gift card to a held paid reservation: debits min(balance, what is left to pay) in
 * one transaction. The same card again (a replay, a double click) answers the part it already
 * pays; another card on the same hold is refused.
 */
export async function applyGiftcardToHold(app: FastifyInstance, venue: Venue, hash: string, input: string): Promise<ApplyResult> {
  const code = normaliseGiftcardCode(input);
  if (!code) throw new ApiError(400, 'GIFTCARD_NOT_FOUND', 'Not a gift card code', { code: 'INVALID' });
  const found = await findReservationByHash(app.db, venue.id, hash);
  if (!found) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation (or the hold was released)');
  const mine = await findCardByCode(app.db, venue.id, code);
  if (!mine) {
    if (await findCardByCodeAnyVenue(app.db, code)) throw refusal(409, 'GIFTCARD_OTHER_VENUE', 'This gift card is for another venue');
    throw new ApiError(404, 'GIFTCARD_NOT_FOUND', 'No such gift card at this venue');
  }
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const row = (await lockReservation(tx, found.id))!;
    if (row.giftcardId && !row.giftcardReturnedAt) {
      if (row.giftcardId !== mine.card.id) throw refusal(409, 'GIFTCARD_ALREADY_APPLIED', 'Another gift card already pays this booking');
      // The same card again: the part it already pays, nothing debited twice.
      const card = (await lockCard(tx, row.giftcardId))!;
      return { row, balanceAfter: card.balance };
    }
    // A hold, or a waiting guest's offer once its card step is open (its terms accepted).
    const payable = row.status === 'held' || (row.status === 'offered' && !!row.paymentIntentId);
    if (!payable || row.paymentType === 0 || row.paymentStatus !== 'awaiting') {
      throw refusal(409, 'GIFTCARD_NOT_APPLICABLE', 'A gift card pays only a booking held for its online payment');
    }
    if (row.giftcardReturnedAt || !row.holdExpiresAt || row.holdExpiresAt.getTime() <= now.getTime()) {
      throw new ApiError(409, 'HOLD_EXPIRED', 'The seats were held for a limited time and have gone');
    }
    const card = (await lockCard(tx, mine.card.id))!;
    const voucher = voucherOf(mine.order);
    if (isVoucherOrder(mine.order) && (!voucher || voucher.experienceId !== row.experienceId)) {
      throw refusal(409, 'VOUCHER_OTHER_EXPERIENCE', 'This voucher books another experience', {
        experienceId: voucher?.experienceId ?? null,
        guests: mine.order.voucherGuests,
      });
    }
    const state = cardState(card, now, venue.timezone);
    if (state === 'void') throw refusal(409, 'GIFTCARD_VOID', 'This gift card was voided');
    if (state === 'expired') throw refusal(409, 'GIFTCARD_EXPIRED', 'This gift card is past its last day', { expiresOn: card.expiresOn });
    // A voucher books once: whole, or not at all (a part taken at the venue used it too).
    if (voucher && card.balance < card.initialAmount) throw refusal(409, 'VOUCHER_USED', 'This voucher has already booked its experience');
    if (state === 'redeemed') throw refusal(409, 'GIFTCARD_EMPTY', 'Nothing left on this gift card', { balance: 0 });
    if (card.currency !== venue.currency) throw refusal(409, 'GIFTCARD_OTHER_CURRENCY', 'This gift card is in another currency', { currency: card.currency });
    const amount = voucher ? voucherPart(voucherShare(voucher, card.initialAmount, row), row.paymentAmount) : giftcardShare(card.balance, row.paymentAmount);
    if (amount <= 0) throw refusal(409, 'GIFTCARD_EMPTY', 'Nothing left on this gift card', { balance: card.balance });
    // A voucher is used up by the booking whatever part it pays; a gift card keeps the rest.
    const debit = voucher ? card.balance : amount;
    const balance = card.balance - debit;
    const changes = row.giftcardChanges + 1;
    const debited = await updateCard(tx, card.id, { balance, status: balance === 0 ? 'redeemed' : 'active' });
    await insertRedemption(tx, {
      giftcardId: card.id,
      amount: debit,
      balanceAfter: balance,
      requestId: debitRequestId(row.hash, changes),
      note: `Booking ${row.date} ${row.time.slice(0, 5)}`,
      createdAt: now,
    });
    await app.wallet.passChanged(tx, 'giftcard', card.id);
    await app.webhooks.giftcard(tx, venue, debited, 'giftcard.redeemed', { amount: debit, balanceAfter: balance, bookingId: row.id });
    const updated = await updateReservation(tx, row.id, {
      giftcardId: card.id,
      giftcardAmount: amount,
      giftcardLast4: formatGiftcardCode(code).slice(-4),
      giftcardVoucher: !!voucher,
      giftcardChanges: changes,
    });
    return { row: updated, balanceAfter: balance };
  });
}

/**
 * After the commit: the hold's PaymentIntent asks the bank card for what is left (one key per
 * amount), or is canceled when the gift card pays everything. Answers the intent as it is now.
 */
export async function syncHoldIntent(app: FastifyInstance, row: ReservationRow) {
  if (!row.paymentIntentId) return null;
  const { gateway } = app.payments;
  const due = dueByCard(row);
  const current = await gateway.retrievePaymentIntent(row.paymentIntentId);
  if (!current || current.status === 'succeeded' || current.status === 'processing') return current;
  if (due > 0) {
    if (current.amount === due) return current;
    // One key per amount and card part: the same amount again after a removal is a new update.
    const part = row.giftcardChanges > 1 ? `:${row.giftcardChanges}` : '';
    return gateway.updatePaymentIntent({ paymentIntent: row.paymentIntentId, amount: due, idempotencyKey: `reservation:${row.hash}:payment:amount:${due}${part}` });
  }
  if (current.status === 'canceled') return current;
  return gateway.cancelPaymentIntent({ paymentIntent: row.paymentIntentId, idempotencyKey: `reservation:${row.hash}:payment:cancel` });
}

/**
 * The guest takes the gift card off a hold it pays part of (another card, or none): in one
 * transaction under the reservation's lock, its part goes back to the card and the hold has no
 * card part; the caller then asks the bank card for the whole payment again. Refused once the
 * card payment for the rest is made or under way: the booking would be short. A payment that
 * succeeds in the same instant does not match the new amount and is refunded whole, as any
 * payment of another amount (payment-service.ts).
 */
export async function removeGiftcardFromHold(app: FastifyInstance, venue: Venue, hash: string): Promise<ReservationRow> {
  const found = await findReservationByHash(app.db, venue.id, hash);
  if (!found) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation (or the hold was released)');
  if (found.paymentIntentId && found.giftcardId && !found.giftcardReturnedAt) {
    const intent = await app.payments.gateway.retrievePaymentIntent(found.paymentIntentId);
    if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
      throw new ApiError(409, 'PAYMENT_IN_PROGRESS', 'The card payment was already made: the gift card can no longer be taken off');
    }
  }
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const row = (await lockReservation(tx, found.id))!;
    // Nothing on it (a second tap, a replay): the hold as it stands.
    if (!row.giftcardId || row.giftcardReturnedAt) return row;
    if (!inCardStep(row.status) || row.paymentStatus !== 'awaiting') {
      throw refusal(409, 'GIFTCARD_NOT_APPLICABLE', 'The booking is no longer held for its payment: its gift card part stays');
    }
    if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= now.getTime()) {
      throw new ApiError(409, 'HOLD_EXPIRED', 'The seats were held for a limited time and have gone');
    }
    await returnGiftcard(app, tx, row, now);
    return updateReservation(tx, row.id, {
      giftcardId: null,
      giftcardAmount: 0,
      giftcardLast4: null,
      giftcardVoucher: false,
      giftcardReturnedAt: null,
      giftcardChanges: Math.max(1, row.giftcardChanges) + 1,
    });
  });
}

/** The guest left the payment step of a hold a gift card pays part of: the card part goes back at once. */
export async function releaseGiftcardHold(app: FastifyInstance, venue: Venue, hash: string): Promise<void> {
  const found = await findReservationByHash(app.db, venue.id, hash);
  if (!found?.giftcardId || found.giftcardReturnedAt || found.status !== 'held') return;
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const row = await lockReservation(tx, found.id);
    if (!row || row.status !== 'held' || row.paymentStatus !== 'awaiting') return;
    await updateReservation(tx, row.id, { holdExpiresAt: now, ...(await returnGiftcard(app, tx, row, now)) });
  });
}

/** A hold that ran out unpaid (plus the grace): its gift card part goes back to the card. */
async function returnExpired(app: FastifyInstance, id: number): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, id);
    if (!row || row.status !== 'held' || row.paymentStatus !== 'awaiting' || row.giftcardReturnedAt || !row.giftcardId) return false;
    if (!row.holdExpiresAt || row.holdExpiresAt.getTime() + GIFTCARD_RETURN_GRACE_MS > now.getTime()) return false;
    const venue = await findVenueById(tx, row.venueId);
    if (!venue) return false;
    await updateReservation(tx, row.id, await returnGiftcard(app, tx, row, now));
    return true;
  });
}

export const giftcardReturnTask: DeadlineTask = {
  name: 'giftcard-return',
  listDue: (db: DbOrTx, now: Date, limit: number) =>
    dueReservationIds(
      db,
      and(
        eq(reservations.status, 'held'),
        eq(reservations.paymentStatus, 'awaiting'),
        isNotNull(reservations.giftcardId),
        isNull(reservations.giftcardReturnedAt),
        lte(reservations.holdExpiresAt, new Date(now.getTime() - GIFTCARD_RETURN_GRACE_MS)),
      ),
      reservations.holdExpiresAt,
      limit,
    ),
  nextDueAt: async (db: DbOrTx) => {
    const [first] = await db
      .select({ at: min(reservations.holdExpiresAt) })
      .from(reservations)
      .where(
        and(eq(reservations.status, 'held'), eq(reservations.paymentStatus, 'awaiting'), isNotNull(reservations.giftcardId), isNull(reservations.giftcardReturnedAt)),
      );
    return first?.at ? new Date(first.at.getTime() + GIFTCARD_RETURN_GRACE_MS) : null;
  },
  handle: returnExpired,
};
