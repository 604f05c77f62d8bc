/**
 * The reminder e-mail, when a booking's `remind_at` falls due (planned by reminder-plan.ts). The
 * row is locked with SKIP LOCKED (two instances share the work instead of waiting on each other)
 * and its plan cleared in the transaction that queues the e-mail: one reminder, whatever runs it.
 */
import type { FastifyInstance } from 'fastify';
import { and, isNotNull, lte, min } from 'drizzle-orm';
import { reservations } from '../../../db/schema';
import type { DbOrTx } from '../../../db/tx';
import type { DeadlineTask } from '../deadlines/deadline-task';
import { dueReservationIds } from '../deadlines/due-reservations';
import { queueReservationEmail } from '../reservation-notify';
import { lockReservation, updateReservation } from '../reservation-repository';
import { reservationStart } from '../reservation-view';
import { loadBooking } from '../deadlines/load-booking';
import { releaseDeadline } from './reminder-plan';

async function remind(app: FastifyInstance, id: number): Promise<boolean> {
  const loaded = await loadBooking(app, id);
  if (!loaded) return false;
  const { venue } = loaded;
  const sent = await app.db.transaction(async (tx) => {
    const now = app.clock();
    const row = await lockReservation(tx, id, { skipLocked: true });
    if (!row?.remindAt || row.remindAt > now) return false;
    if (row.status !== 'confirmed' || reservationStart(row, venue.timezone) <= now) {
      await updateReservation(tx, id, { remindAt: null });
      return false;
    }
    const reminded = await updateReservation(tx, id, {
      remindAt: null,
      remindedAt: now,
      remindedFor: reservationStart(row, venue.timezone),
      releaseAt: releaseDeadline(venue, row, now),
    });
    await queueReservationEmail(app, tx, venue, reminded, 'reminder');
    return true;
  });
  if (sent) app.metrics.reminderQueued('email');
  return sent;
}

export const reminderTask: DeadlineTask = {
  name: 'reminder',
  listDue: (db: DbOrTx, now: Date, limit: number) =>
    dueReservationIds(db, and(isNotNull(reservations.remindAt), lte(reservations.remindAt, now)), reservations.remindAt, limit),
  nextDueAt: async (db: DbOrTx) => (await db.select({ at: min(reservations.remindAt) }).from(reservations))[0]?.at ?? null,
  handle: remind,
};
