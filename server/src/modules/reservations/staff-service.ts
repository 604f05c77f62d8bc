/**
 * The venue's side of the loop (staff credential): a day's list, accept or reject a request,
 * confirm a guest from the waiting list, mark a party arrived at the door, mark a no-show
 * (fee-service.ts charges it). Each change writes its audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n-text';
import { hhmm, venueIso, venueToday } from '../../lib/wall-clock';
import { answerText } from '../experiences/extra-fields';
import { refundPayment } from './payment-service';
import { maskedCode, returnGiftcard } from './giftcard-payment';
import type { Venue } from '../venues/venue-repository';
import { dayLockKey, lockBooking } from './booking-lock';
import { queueReservationEmail } from './reservation-notify';
import type { ActionAudit } from '../staff/staff-audit';
import { type ReservationRow, listDays, lockReservation, updateReservation } from './reservation-repository';
import { offerFreedSeats, placeWaiting } from './waiting-list/offer-freed-seats';
import { type GuestCard, guestCardsOf } from './guest-history/guest-card';

/** The reservations of the days from..to, each with its guest's history and note (guest-history/). */
export async function listDaysForStaff(app: FastifyInstance, venue: Venue, from: string, to: string, id?: number) {
  const rows = await listDays(app.db, venue.id, from, to, id);
  const cards = await guestCardsOf(
    app.db,
    venue.id,
    rows.map((row) => row.reservation),
    venueToday(app.clock(), venue.timezone),
  );
  return rows.map(({ reservation: r, experienceTitle, zoneName }) =>
    staffView(r, experienceTitle ? i18n(experienceTitle).it : null, zoneName ? i18n(zoneName).it : null, cards.get(r.id) ?? null, venue.timezone),
  );
}

/** One reservation as the day's list shows it (an action's answer: its zone, its guest's card). */
export async function staffCardOf(app: FastifyInstance, venue: Venue, id: number) {
  const [card] = await listDaysForStaff(app, venue, '', '', id);
  if (!card) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return card;
}

export function staffView(r: ReservationRow, experience: string | null = null, zone: string | null = null, guest: GuestCard | null = null, timezone = 'UTC') {
  return {
    id: r.id,
    status: r.status,
    date: r.date,
    time: hhmm(r.time),
    pax: r.pax,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    phone: `${r.phonePrefix} ${r.phone}`.trim(),
    zone,
    experience,
    notes: r.notes,
    visitReason: r.visitReason,
    guarantee: r.guaranteeType
      ? { type: r.guaranteeType, amount: r.guaranteeAmount, cardSaved: !!r.paymentMethodId, kind: GUARANTEE_KINDS[r.guaranteeType] ?? 'card', state: guaranteeState(r) }
      : null,
    payment: r.paymentType
      ? {
          type: r.paymentType,
          amount: r.paymentAmount,
          status: r.paymentStatus,
          refundedAmount: r.refundedAmount,
          issue: r.paymentIssue,
          giftcard: r.giftcardId || r.giftcardLast4 ? { code: maskedCode(r.giftcardLast4), amount: r.giftcardAmount, returned: !!r.giftcardReturnedAt } : null,
          byCard: r.paymentAmount - r.giftcardAmount,
        }
      : null,
    extraAnswers: (Array.isArray(r.extraAnswers) ? r.extraAnswers : []).map((a) => ({
      question: i18n(a.label).it,
      answer: answerText(a, 'it', { yes: 'sì', no: 'no' }),
    })),
    fee: r.feeStatus,
    lateCancellation: r.lateCancellation,
    createdAt: r.createdAt.toISOString(),
    arrivedAt: r.arrivedAt ? r.arrivedAt.toISOString() : null,
    reconfirmedAt: r.reconfirmedAt ? r.reconfirmedAt.toISOString() : null,
    /** Where it was booked: page, embed, google (Reserve with Google) or staff. */
    source: r.source,
    /** A waiting-list offer's deadline (status offered), with the venue's offset (its wall clock). */
    offerExpiresAt: r.status === 'offered' && r.holdExpiresAt ? venueIso(r.holdExpiresAt, timezone) : null,
    closedReason: r.closedReason,
    /** A walk-in: staff added the party at the door (no e-mail, no link). */
    walkIn: r.email === '' && !r.anonymizedAt,
    guest,
  };
}

/** A card guarantee's fee per reservation or per guest (reservations.guarantee_type 1 or 2). */
const GUARANTEE_KINDS: Record<number, string> = { 1: 'card_per_reservation', 2: 'card_per_guest' };

/** Where the guarantee stands for the door: the card saved or not, then the no-show fee's fate. */
function guaranteeState(r: ReservationRow): string {
  if (r.feeStatus !== 'none') return `fee_${r.feeStatus}`;
  return r.paymentMethodId ? 'card_saved' : 'no_card';
}

async function transition(
  app: FastifyInstance,
  venue: Venue,
  id: number,
  from: ReservationRow['status'],
  audit: ActionAudit,
  apply: (tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0], row: ReservationRow) => Promise<ReservationRow>,
): Promise<ReservationRow> {
  const result = await app.db.transaction(async (tx) => {
    const peek = await lockReservation(tx, id);
    if (!peek || peek.venueId !== venue.id) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    // Day lock first, then the row again: the same order as every other writer.
    await lockBooking(tx, [dayLockKey(venue.id, peek.date)]);
    const row = (await lockReservation(tx, id))!;
    if (row.status !== from) throw new ApiError(409, 'INVALID_TRANSITION', `The reservation is ${row.status}, not ${from}`);
    const changed = await apply(tx, row);
    await audit.ok(tx, { date: changed.date, time: hhmm(changed.time), status: changed.status });
    return changed;
  });
  app.email.kick();
  return result;
}

/** Accepts a request; `message`, staff's words to the guest, goes into the e-mail. */
export function acceptRequest(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit, message = '') {
  return transition(app, venue, id, 'pending', audit, async (tx, row) => {
    const updated = await updateReservation(tx, row.id, { status: 'confirmed', sequence: row.sequence + 1 });
    await queueReservationEmail(app, tx, venue, updated, 'accepted', { staffMessage: message, from: row.status });
    return updated;
  });
}

/** Rejects a request; what the guest paid online is refunded in full (the venue said no). */
export async function rejectRequest(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit, message = '') {
  const rejected = await transition(app, venue, id, 'pending', audit, async (tx, row) => {
    const updated = await updateReservation(tx, row.id, {
      status: 'rejected',
      sequence: row.sequence + 1,
      ...(row.paymentStatus === 'paid' ? { paymentStatus: 'refund_pending' as const, ...(await returnGiftcard(app, tx, row, app.clock())) } : {}),
    });
    await queueReservationEmail(app, tx, venue, updated, 'rejected', { staffMessage: message, from: row.status });
    await offerFreedSeats(app, tx, venue, row.date, app.clock());
    return updated;
  });
  return rejected.paymentStatus === 'refund_pending' ? refundPayment(app, venue, rejected.id) : rejected;
}

/** Takes a guest off the waiting list when the seats are there (capacity is checked as for any booking). */
export function confirmFromWaitingList(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit) {
  return transition(app, venue, id, 'waiting', audit, async (tx, row) => {
    const placed = await placeWaiting(app, tx, venue, row, app.clock());
    if (!placed) throw new ApiError(409, 'SOLD_OUT', 'No seats for this party at that time yet');
    return placed;
  });
}

/**
 * The party is at the door: arrived_at is set once (marking again answers the same time). Only a
 * confirmed reservation arrives: a request or a waiting-list guest is accepted or confirmed first.
 */
export async function markArrived(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit): Promise<ReservationRow> {
  return app.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row || row.venueId !== venue.id) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    if (row.status !== 'confirmed') {
      throw new ApiError(409, 'INVALID_TRANSITION', `A ${row.status} reservation cannot be marked as arrived`, undefined, { status: row.status });
    }
    const arrived = row.arrivedAt ? row : await updateReservation(tx, row.id, { arrivedAt: app.clock() });
    if (!row.arrivedAt) await app.webhooks.booking(tx, venue, arrived, 'booking.arrived');
    await audit.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, arrivedAt: arrived.arrivedAt!.toISOString(), again: !!row.arrivedAt });
    return arrived;
  });
}
