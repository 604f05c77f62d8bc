/**
 * The guest's changes through the edit link: new pax, date, time or zone, or a cancellation.
 * An edit is refused (docs/product.md#states) when the new choice is sold out (EDIT_SOLD_OUT), would
 * only go on the waiting list (EDIT_WAITING_LIST), or needs a card the reservation does not
 * carry (EDIT_NEEDS_CARD: a guarantee where there was none, or a higher fee than the one
 * accepted), or would pass the caps per guest of the new day (BOOKING_LIMIT_EMAIL,
 * BOOKING_LIMIT_CLIENT: guest-caps.ts). Seats the change frees go to the waiting list.
 */
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { hhmm } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import { bookingTransaction, dayLockKey } from './booking-lock';
import { type IdempotencyContext, claimKey, refreshAnswer, rememberAnswer } from '../idempotency/idempotency';
import { bookableExperience, lockAndMeasure, lockKeysFor } from './booking-measure';
import type { WireReservation } from './reservation-view';
import { viewOf } from './view-service';
import { guaranteeTerms } from './guarantee';
import { paymentTerms, refundableNow } from './payment';
import { refundPayment } from './payment-service';
import { returnGiftcard } from './giftcard-payment';
import { queueReservationEmail } from './reservation-notify';
import { type ReservationRow, findReservationByHash, lockReservation, updateReservation } from './reservation-repository';
import { isLateNow, reservationStart } from './reservation-view';
import { closeAndPassOn } from './waiting-list/close-and-pass-on';
import { offerFreedSeats } from './waiting-list/offer-freed-seats';
import { guestCapRefusal } from './guest-cap-check';
import type { ActionAudit } from '../staff/staff-audit';
import { recentNoShows } from './guest-history/guest-no-shows';

export interface EditInput {
  hash: string;
  date: string;
  time: string;
  pax: number;
  zone?: number;
  /** Who sends the change (visitor-key.ts): a move to another day counts against its caps too. */
  client: string | null;
  /** Staff moving it for the guest (the door page): the audit row, written in the change's transaction. */
  audit?: ActionAudit;
}

const closed = (status: string) => new ApiError(409, 'RESERVATION_CLOSED', `A ${status} reservation cannot be changed`);

async function findOrFail(app: FastifyInstance, venue: Venue, hash: string): Promise<ReservationRow> {
  const row = await findReservationByHash(app.db, venue.id, hash);
  if (!row || row.status === 'held') throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return row;
}

function started(r: ReservationRow, venue: Venue, now: Date): boolean {
  return reservationStart(r, venue.timezone).getTime() <= now.getTime();
}

export async function editReservation(
  app: FastifyInstance,
  venue: Venue,
  input: EditInput,
  idem: IdempotencyContext | null = null,
): Promise<{ status: true; data: { changed: boolean; reservation: WireReservation } }> {
  const found = await findOrFail(app, venue, input.hash);
  const now = app.clock();
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  if (found.experienceId && !experience) throw closed('no longer bookable');
  const choice = { date: input.date, time: input.time, pax: input.pax, zoneId: input.zone ?? null, experienceId: found.experienceId };

  const result = await bookingTransaction(app, lockKeysFor(venue.id, [choice.date, found.date], experience), async (tx) => {
    await claimKey(tx, idem);
    const before = await lockAndMeasure(tx, venue, choice, experience, now, { excludeReservationId: found.id, alsoLockDates: [found.date] });
    const row = await lockReservation(tx, found.id);
    if (!row || (row.status !== 'confirmed' && row.status !== 'pending') || started(row, venue, now)) throw closed(row?.status ?? 'missing');

    // What was paid online was paid for this party: a different size is a new booking.
    if (row.paymentType > 0 && choice.pax !== row.pax) {
      throw new ApiError(409, 'EDIT_PAID_PAX', 'The party size of a reservation paid online cannot be changed: cancel it and book again');
    }
    const same = row.date === choice.date && hhmm(row.time) === choice.time && row.pax === choice.pax && (choice.zoneId === null || choice.zoneId === row.zoneId);
    if (same) {
      await input.audit?.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, changed: false });
      return rememberAnswer(tx, idem, { status: true as const, data: { changed: false, reservation: await viewOf(app, venue, row, tx) } });
    }

    if (!before.ok) {
      if (before.waitingList) throw new ApiError(409, 'EDIT_WAITING_LIST', 'The new time is full: it would only go on the waiting list');
      throw new ApiError(409, 'EDIT_SOLD_OUT', 'The new choice is sold out');
    }
    // Moved to another day, or grown: measured against the caps per guest like a new booking, so
    // edits cannot gather one day's seats that bookings could not (the booking's own guest counts).
    if (choice.date !== row.date || choice.pax > row.pax) {
      const overCap = await guestCapRefusal(tx, venue, { email: row.email, client: row.clientKey }, choice, now, row.id);
      if (overCap) throw overCap;
    }
    // A card asked because of the guest's no-shows stays asked after a move.
    const noShows = await recentNoShows(tx, venue, { email: row.guestEmailKey, phone: row.guestPhoneKey }, now);
    const terms = guaranteeTerms(venue.bookingSettings, experience, choice, venue.timezone, noShows);
    // Paid online: the refund deadline follows the new start (the amount stays what was paid).
    const paid = row.paymentType > 0 ? paymentTerms(experience, choice, venue.timezone) : null;
    if (terms && (!row.paymentMethodId || terms.amount > row.guaranteeAmount)) {
      throw new ApiError(409, 'EDIT_NEEDS_CARD', 'The new choice needs a card guarantee', undefined, { amount: terms.amount, type: terms.type });
    }
    const updated = await updateReservation(tx, row.id, {
      date: choice.date,
      time: choice.time,
      pax: choice.pax,
      zoneId: before.zoneId,
      // A smaller party, or no guarantee any more: the lower fee and the new deadline apply.
      ...(terms
        ? { guaranteeType: terms.type, guaranteeAmount: terms.amount, freeCancellationUntil: terms.freeCancellationUntil }
        : { guaranteeType: 0, guaranteeAmount: 0, freeCancellationUntil: null }),
      ...(row.paymentType > 0 ? { freeCancellationUntil: paid?.freeCancellationUntil ?? row.freeCancellationUntil } : {}),
      sequence: row.sequence + 1,
    });
    await queueReservationEmail(app, tx, venue, updated, 'edited');
    await input.audit?.ok(tx, {
      from: { date: row.date, time: hhmm(row.time), pax: row.pax, zone: row.zoneId },
      date: updated.date,
      time: hhmm(updated.time),
      pax: updated.pax,
      zone: updated.zoneId,
    });
    await offerFreedSeats(app, tx, venue, row.date, now);
    return rememberAnswer(tx, idem, { status: true as const, data: { changed: true, reservation: await viewOf(app, venue, updated, tx) } });
  });
  app.email.kick();
  return result;
}

export interface CancelAnswer {
  status: true;
  data: WireReservation;
}

/**
 * Cancels through the link; after the free-cancellation deadline it is marked late (the fee may
 * be charged). Paid online: refunded in full before the deadline, nothing after (payment.ts).
 * The Idempotency-Key and its answer are stored in the cancelling transaction; a refund, made
 * by the provider after the commit, then updates the stored answer.
 */
export async function cancelReservation(
  app: FastifyInstance,
  venue: Venue,
  hash: string,
  idem: IdempotencyContext | null = null,
  /** Staff cancelling for the guest (the door page): the audit row, in the cancelling transaction. */
  audit?: ActionAudit,
): Promise<CancelAnswer> {
  const found = await findOrFail(app, venue, hash);
  const answerOf = async (row: ReservationRow, tx: DbOrTx): Promise<CancelAnswer> => ({ status: true, data: await viewOf(app, venue, row, tx) });
  if (found.status === 'cancelled') {
    // Cancelled before (a second click): answered as it stands, without the day's lock.
    return app.db.transaction(async (tx) => {
      await claimKey(tx, idem);
      await audit?.ok(tx, { date: found.date, time: hhmm(found.time), pax: found.pax, again: true });
      return rememberAnswer(tx, idem, await answerOf(found, tx));
    });
  }
  const now = app.clock();
  const { reservation, answer } = await bookingTransaction(app, [dayLockKey(venue.id, found.date)], async (tx) => {
    await claimKey(tx, idem);
    const row = await lockReservation(tx, found.id);
    if (row?.status === 'cancelled') {
      await audit?.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, again: true });
      return { reservation: row, answer: await rememberAnswer(tx, idem, await answerOf(row, tx)) };
    }
    if (!row || !['confirmed', 'pending', 'waiting', 'offered'].includes(row.status) || started(row, venue, now)) throw closed(row?.status ?? 'missing');
    // An offer cancelled from its link is let go as offer/decline lets it go (its gift card part back, the seats passed on).
    if (row.status === 'offered') {
      const letGo = await closeAndPassOn(app, tx, venue, row, 'offer_declined', 'left-list', now);
      await audit?.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, status: row.status });
      return { reservation: letGo, answer: await rememberAnswer(tx, idem, await answerOf(letGo, tx)) };
    }
    const leavesList = row.status === 'waiting';
    const refund = refundableNow(row, now);
    const updated = await updateReservation(tx, row.id, {
      status: 'cancelled',
      cancelledAt: now,
      lateCancellation: !leavesList && isLateNow(row, now),
      holdExpiresAt: null,
      sequence: row.sequence + 1,
      // A waiting guest leaves the list: no seats were theirs.
      ...(leavesList ? { closedReason: 'left_list' as const } : {}),
      // In time: the gift card part goes back to the card here, the rest to the bank card after the commit.
      ...(refund ? { paymentStatus: 'refund_pending' as const, ...(await returnGiftcard(app, tx, row, now)) } : {}),
    });
    await queueReservationEmail(app, tx, venue, updated, leavesList ? 'left-list' : 'cancelled');
    await audit?.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, late: updated.lateCancellation, status: row.status });
    if (!leavesList) await offerFreedSeats(app, tx, venue, row.date, now);
    return { reservation: updated, answer: await rememberAnswer(tx, idem, await answerOf(updated, tx)) };
  });
  app.email.kick();
  if (reservation.paymentStatus !== 'refund_pending') return answer;
  // The cancellation is committed and stands whatever happens next: a refund that cannot be
  // made now stays refund_pending (staff see it), and the answer says so.
  try {
    const refunded = await refundPayment(app, venue, reservation.id);
    return await refreshAnswer(app.db, idem, await answerOf(refunded, app.db));
  } catch (err) {
    app.log.error({ err, reservation: reservation.id }, 'refund after a cancellation failed: left pending');
    return answer;
  }
}
