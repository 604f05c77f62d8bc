/**
 * Seats that free up without a change to a booking of that day are offered too: capacity the
 * venue added (its file), an experience's stock freed on another date, an offer left pending by
 * a crash. Each run of the deadline dispatcher (at start and at least every minute) measures the
 * waiting guests' choices without a lock, and only where one now fits takes that day's lock and
 * offers the seats in order (offer-freed-seats.ts), so the sweep costs the rush nothing.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gte } from 'drizzle-orm';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import { hhmm } from '../../../lib/wall-clock';
import { bookingTransaction } from '../booking-lock';
import { bookableExperience, lockKeysFor, measureChoiceUnlocked } from '../booking-measure';
import type { DeadlineTask } from '../deadlines/deadline-task';
import { dueReservationIds } from '../deadlines/due-reservations';
import { loadBooking } from '../deadlines/load-booking';
import { reservationStart } from '../reservation-view';
import { offerFreedSeats, withoutNotice } from './offer-freed-seats';

async function offerIfFree(app: FastifyInstance, id: number): Promise<boolean> {
  const loaded = await loadBooking(app, id);
  if (!loaded || loaded.found.status !== 'waiting') return false;
  const { found, venue } = loaded;
  const now = app.clock();
  if (reservationStart(found, venue.timezone) <= now) return false;
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  if (found.experienceId && !experience) return false;
  const choice = { date: found.date, time: hhmm(found.time), pax: found.pax, zoneId: found.zoneId, experienceId: found.experienceId };
  const free = await measureChoiceUnlocked(app.db, withoutNotice(venue), choice, experience, () => app.clock(), { excludeReservationId: found.id });
  if (!free.ok) return false;
  const offered = await bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), (tx) => offerFreedSeats(app, tx, venue, found.date, app.clock()));
  return offered.length > 0;
}

export const waitingSweepTask: DeadlineTask = {
  name: 'waiting-sweep',
  // Waiting guests from yesterday on (a venue's today may still be yesterday in UTC), oldest first.
  listDue: (db: DbOrTx, now: Date, limit: number) =>
    dueReservationIds(
      db,
      and(eq(reservations.status, 'waiting'), gte(reservations.date, new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10))),
      reservations.createdAt,
      limit,
    ),
  nextDueAt: async () => null,
  handle: offerIfFree,
};
