/**
 * A waiting guest's offer that ran out (`hold_expires_at` passed, not confirmed): the guest
 * leaves the waiting list, told so, and the seats are offered to the next waiting guest who
 * fits, in the same transaction under the day's lock (no moment when they are nobody's).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, lte, min } from 'drizzle-orm';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import { bookingTransaction } from '../booking-lock';
import { bookableExperience, lockKeysFor } from '../booking-measure';
import type { DeadlineTask } from '../deadlines/deadline-task';
import { dueReservationIds } from '../deadlines/due-reservations';
import { loadBooking } from '../deadlines/load-booking';
import { lockReservation } from '../reservation-repository';
import { closeAndPassOn } from './close-and-pass-on';

async function expire(app: FastifyInstance, id: number): Promise<boolean> {
  const loaded = await loadBooking(app, id);
  if (!loaded) return false;
  const { found, venue } = loaded;
  const experience = await bookableExperience(app.db, venue.id, found.experienceId).catch(() => null);
  return bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, id);
    if (!row || row.status !== 'offered' || !row.holdExpiresAt || row.holdExpiresAt > now) return false;
    await closeAndPassOn(app, tx, venue, row, 'offer_expired', 'offer-expired', now);
    return true;
  });
}

export const offerExpiryTask: DeadlineTask = {
  name: 'offer-expiry',
  listDue: (db: DbOrTx, now: Date, limit: number) =>
    dueReservationIds(db, and(eq(reservations.status, 'offered'), lte(reservations.holdExpiresAt, now)), reservations.holdExpiresAt, limit),
  nextDueAt: async (db: DbOrTx) =>
    (
      await db
        .select({ at: min(reservations.holdExpiresAt) })
        .from(reservations)
        .where(eq(reservations.status, 'offered'))
    )[0]?.at ?? null,
  handle: expire,
};
