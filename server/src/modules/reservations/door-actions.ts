/**
 * The door's own actions on the day (staff credential), beside staff-service.ts: a walk-in added
 * in two taps, a booking moved or cancelled for the guest (the guest's own edit and cancel, so
 * the same rules, locks and e-mails), and a waiting guest offered a place by hand. Each writes its
 * audit row in its transaction; a refusal is logged by the staff audit plugin.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { hhmm, venueIso, venueToday, wallInstant } from '../../lib/wall-clock';
import { dayAvailability } from '../experiences/availability';
import { loadAvailabilityContext } from '../experiences/availability-context';
import type { ActionAudit } from '../staff/staff-audit';
import type { Venue } from '../venues/venue-repository';
import { checkChoice } from './booking-choice';
import { EVERYTHING, unavailable } from './booking-measure';
import { bookingTransaction, dayLockKey } from './booking-lock';
import { durationOf } from './booking-service';
import { cancelReservation, editReservation } from './change-service';
import { newReservationHash } from './guest-input';
import { type ReservationRow, findReservationById, insertReservation, lockReservation } from './reservation-repository';
import { fitsNow, makeOffer, withoutNotice } from './waiting-list/offer-freed-seats';

async function venueRow(app: FastifyInstance, venue: Venue, id: number): Promise<ReservationRow> {
  const row = await findReservationById(app.db, venue.id, id);
  if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  return row;
}

export interface WalkInInput {
  pax: number;
  /** Optional: what staff call the party. */
  name: string;
}

/**
 * A party at the door now, seated at once (confirmed and arrived): booked at the day's latest time
 * that has begun (else its first), measured like any booking under the day's lock, so a walk-in
 * never takes seats the bookings hold. No e-mail (the party is there, with no address given).
 */
export async function addWalkIn(app: FastifyInstance, venue: Venue, input: WalkInInput, audit: ActionAudit): Promise<ReservationRow> {
  const now = app.clock();
  const today = venueToday(now, venue.timezone);
  const clock = venueIso(now, venue.timezone).slice(11, 16);
  return bookingTransaction(app, [dayLockKey(venue.id, today)], async (tx) => {
    // Measured as of the day's start: the times that began already are still the ones to sit at.
    const dayStart = wallInstant(today, '00:00', venue.timezone) ?? now;
    const ctx = await loadAvailabilityContext(tx, withoutNotice(venue), today, today, dayStart, { scope: EVERYTHING });
    const day = dayAvailability(ctx, today, input.pax);
    const begun = day.slots.filter((s) => s.time <= clock);
    const time = begun.at(-1)?.time ?? day.slots[0]?.time;
    if (!time) throw new ApiError(409, 'SLOT_UNAVAILABLE', 'The venue takes no bookings today', undefined, { reason: day.reason, waitingList: false });
    const result = checkChoice(day, { date: today, time, pax: input.pax, zoneId: null, experienceId: null }, null);
    if (!result.ok) throw unavailable({ ...result, waitingList: false });
    const [firstName = '', ...rest] = input.name.trim().split(/\s+/);
    const row = await insertReservation(tx, {
      hash: newReservationHash(),
      venueId: venue.id,
      firstName,
      lastName: rest.join(' '),
      email: '',
      language: venue.defaultLanguage,
      date: today,
      time,
      pax: input.pax,
      zoneId: result.zoneId,
      status: 'confirmed',
      arrivedAt: now,
      durationMinutes: durationOf(venue, null),
      source: 'staff',
    });
    // No e-mail tells of it (the party is here): the venue's systems and Google are told here.
    await app.webhooks.booking(tx, venue, row, 'booking.created');
    await app.webhooks.booking(tx, venue, row, 'booking.arrived');
    await app.googleReservations.changed(tx, venue, row);
    audit.about?.(String(row.id));
    await audit.ok(tx, { date: today, time, pax: input.pax, zone: result.zoneId, walkIn: true });
    return row;
  });
}

export interface MoveInput {
  id: number;
  date?: string;
  time: string;
  pax: number;
  zone?: number;
}

/** Moves a booking for the guest (time, party, zone; the day too): the guest's own edit, told by e-mail. */
export async function moveBooking(app: FastifyInstance, venue: Venue, input: MoveInput, audit: ActionAudit): Promise<ReservationRow> {
  const row = await venueRow(app, venue, input.id);
  if (row.email === '') throw new ApiError(409, 'RESERVATION_CLOSED', 'A walk-in is seated: it cannot be moved');
  await editReservation(app, venue, { hash: row.hash, date: input.date ?? row.date, time: input.time, pax: input.pax, zone: input.zone, client: row.clientKey, audit });
  return venueRow(app, venue, input.id);
}

/** Cancels for the guest (who asked by phone, say): the guest's own cancellation, told by e-mail. */
export async function cancelForGuest(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit): Promise<ReservationRow> {
  const row = await venueRow(app, venue, id);
  await cancelReservation(app, venue, row.hash, null, audit);
  return venueRow(app, venue, id);
}

/**
 * Offers a waiting guest the place now, by hand (whoever is first on the list): the offer e-mail
 * with its deadline, as when seats free up by themselves. Refused when the party does not fit.
 */
export async function offerNow(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit): Promise<ReservationRow> {
  const peek = await venueRow(app, venue, id);
  const now = app.clock();
  const offered = await bookingTransaction(app, [dayLockKey(venue.id, peek.date)], async (tx) => {
    const row = (await lockReservation(tx, id))!;
    if (row.status !== 'waiting') throw new ApiError(409, 'INVALID_TRANSITION', `The reservation is ${row.status}, not waiting`, undefined, { status: row.status });
    const fits = await fitsNow(tx, venue, row, now);
    if (!fits) throw new ApiError(409, 'SOLD_OUT', 'No seats for this party at that time yet');
    const made = await makeOffer(app, tx, venue, row, fits.experience, now);
    await audit.ok(tx, { date: row.date, time: hhmm(row.time), pax: row.pax, until: made.holdExpiresAt?.toISOString() });
    return made;
  });
  app.email.kick();
  return offered;
}
