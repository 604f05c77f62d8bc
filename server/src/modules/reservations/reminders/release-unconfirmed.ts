/**
 * A booking not reconfirmed by the venue's deadline (`release_at`, set when its reminder went) is
 * released: cancelled without any fee, its guest told, its seats offered to the waiting list.
 * Under the day's booking lock, like a cancellation.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, lte, min } from 'drizzle-orm';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import { bookingTransaction, dayLockKey } from '../booking-lock';
import type { DeadlineTask } from '../deadlines/deadline-task';
import { dueReservationIds } from '../deadlines/due-reservations';
import { loadBooking } from '../deadlines/load-booking';
import { lockReservation } from '../reservation-repository';
import { closeAndPassOn } from '../waiting-list/close-and-pass-on';

async function release(app: FastifyInstance, id: number): Promise<boolean> {
  const loaded = await loadBooking(app, id);
  if (!loaded) return false;
  const { found, venue } = loaded;
  return bookingTransaction(app, [dayLockKey(venue.id, found.date)], async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, id);
    if (!row || row.status !== 'confirmed' || row.reconfirmedAt || !row.releaseAt || row.releaseAt > now || row.date !== found.date) return false;
    await closeAndPassOn(app, tx, venue, row, 'unconfirmed', 'released', now);
    return true;
  });
}

export const releaseTask: DeadlineTask = {
  name: 'release-unconfirmed',
  listDue: (db: DbOrTx, now: Date, limit: number) =>
    dueReservationIds(
      db,
      and(isNotNull(reservations.releaseAt), lte(reservations.releaseAt, now), eq(reservations.status, 'confirmed'), isNull(reservations.reconfirmedAt)),
      reservations.releaseAt,
      limit,
    ),
  nextDueAt: async (db: DbOrTx) =>
    (
      await db
        .select({ at: min(reservations.releaseAt) })
        .from(reservations)
        .where(and(eq(reservations.status, 'confirmed'), isNull(reservations.reconfirmedAt)))
    )[0]?.at ?? null,
  handle: release,
};
