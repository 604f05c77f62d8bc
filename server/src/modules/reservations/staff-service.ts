/**
 * The venue's side of the loop (staff credential): a day's list, accept or reject a request,
 * confirm a guest from the waiting list, mark a no-show (fee-service.ts charges it).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n-text';
import { hhmm } from '../../lib/wall-clock';
import { answerText } from '../experiences/extra-fields';
import { refundPayment } from './payment-service';
import type { Venue } from '../venues/venue-repository';
import { dayLockKey, lockBooking } from './booking-lock';
import { queueReservationEmail } from './reservation-notify';
import { type ReservationRow, listDay, lockReservation, updateReservation } from './reservation-repository';
import { offerFreedSeats, placeWaiting } from './waiting-list';

export async function listDayForStaff(app: FastifyInstance, venue: Venue, date: string) {
  const rows = await listDay(app.db, venue.id, date);
  return rows.map(({ reservation: r, experienceTitle, zoneName }) =>
    staffView(r, experienceTitle ? i18n(experienceTitle).it : null, zoneName ? i18n(zoneName).it : null),
  );
}

export function staffView(r: ReservationRow, experience: string | null = null, zone: string | null = null) {
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
    guarantee: r.guaranteeType ? { type: r.guaranteeType, amount: r.guaranteeAmount, cardSaved: !!r.paymentMethodId } : null,
    payment: r.paymentType ? { type: r.paymentType, amount: r.paymentAmount, status: r.paymentStatus, refundedAmount: r.refundedAmount, issue: r.paymentIssue } : null,
    extraAnswers: (Array.isArray(r.extraAnswers) ? r.extraAnswers : []).map((a) => ({
      question: i18n(a.label).it,
      answer: answerText(a, 'it', { yes: 'sì', no: 'no' }),
    })),
    fee: r.feeStatus,
    lateCancellation: r.lateCancellation,
    createdAt: r.createdAt.toISOString(),
  };
}

async function transition(
  app: FastifyInstance,
  venue: Venue,
  id: number,
  from: ReservationRow['status'],
  apply: (tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0], row: ReservationRow) => Promise<ReservationRow>,
): Promise<ReservationRow> {
  const result = await app.db.transaction(async (tx) => {
    const peek = await lockReservation(tx, id);
    if (!peek || peek.venueId !== venue.id) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    // Day lock first, then the row again: the same order as every other writer.
    await lockBooking(tx, [dayLockKey(venue.id, peek.date)]);
    const row = (await lockReservation(tx, id))!;
    if (row.status !== from) throw new ApiError(409, 'INVALID_TRANSITION', `The reservation is ${row.status}, not ${from}`);
    return apply(tx, row);
  });
  app.email.kick();
  return result;
}

export function acceptRequest(app: FastifyInstance, venue: Venue, id: number) {
  return transition(app, venue, id, 'pending', async (tx, row) => {
    const updated = await updateReservation(tx, row.id, { status: 'confirmed', sequence: row.sequence + 1 });
    await queueReservationEmail(app, tx, venue, updated, 'accepted');
    return updated;
  });
}

/** Rejects a request; what the guest paid online is refunded in full (the venue said no). */
export async function rejectRequest(app: FastifyInstance, venue: Venue, id: number) {
  const rejected = await transition(app, venue, id, 'pending', async (tx, row) => {
    const updated = await updateReservation(tx, row.id, {
      status: 'rejected',
      sequence: row.sequence + 1,
      ...(row.paymentStatus === 'paid' ? { paymentStatus: 'refund_pending' as const } : {}),
    });
    await queueReservationEmail(app, tx, venue, updated, 'rejected');
    await offerFreedSeats(app, tx, venue, row.date, app.clock());
    return updated;
  });
  return rejected.paymentStatus === 'refund_pending' ? refundPayment(app, venue, rejected.id) : rejected;
}

/** Takes a guest off the waiting list when the seats are there (capacity is checked as for any booking). */
export function confirmFromWaitingList(app: FastifyInstance, venue: Venue, id: number) {
  return transition(app, venue, id, 'waiting', async (tx, row) => {
    const placed = await placeWaiting(app, tx, venue, row, app.clock());
    if (!placed) throw new ApiError(409, 'SOLD_OUT', 'No seats for this party at that time yet');
    return placed;
  });
}
