/**
 * Seats freed on a day (a cancellation, a rejection, an edit that moves away) go to the waiting
 * list in order of joining, plain tables and experiences alike: each waiting party that now fits
 * gets its place (confirmed, or pending where the venue confirms by hand) and the table-freed
 * e-mail. A party that does not
 * fit keeps its place; a smaller one after it may fit. The caller holds the day's lock.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { hhmm } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import { bookableExperience, measureChoice } from './booking-measure';
import { lockBooking, stockLockKey } from './booking-lock';
import { queueReservationEmail } from './reservation-notify';
import { type ReservationRow, listWaiting, updateReservation } from './reservation-repository';
import { reservationStart } from './reservation-view';

export async function offerFreedSeats(app: FastifyInstance, tx: Tx, venue: Venue, date: string, now: Date): Promise<ReservationRow[]> {
  const promoted: ReservationRow[] = [];
  for (const waiting of await listWaiting(tx, venue.id, date)) {
    if (reservationStart(waiting, venue.timezone).getTime() <= now.getTime()) continue;
    const placed = await placeWaiting(app, tx, venue, waiting, now);
    if (placed) promoted.push(placed);
  }
  return promoted;
}

/** Gives a waiting party its table if it fits now; null when it does not. */
export async function placeWaiting(app: FastifyInstance, tx: Tx, venue: Venue, waiting: ReservationRow, now: Date): Promise<ReservationRow | null> {
  const experience = await bookableExperience(tx, venue.id, waiting.experienceId).catch(() => null);
  // An experience's stock is shared by all dates: its lock too (after the day's: the sorted order).
  if (experience?.soldoutEnabled) await lockBooking(tx, [stockLockKey(experience.id)]);
  const result = await measureChoice(
    tx,
    venue,
    { date: waiting.date, time: hhmm(waiting.time), pax: waiting.pax, zoneId: waiting.zoneId, experienceId: waiting.experienceId },
    experience,
    now,
    { excludeReservationId: waiting.id },
  );
  if (!result.ok) return null;
  const status = venue.bookingSettings.confirmation === 'request' ? 'pending' : 'confirmed';
  const row = await updateReservation(tx, waiting.id, { status, zoneId: result.zoneId, sequence: waiting.sequence + 1 });
  await queueReservationEmail(app, tx, venue, row, 'table-freed');
  return row;
}
