/** The bookings whose reminder or reconfirmation deadline is due, read by the reminder dispatcher. */
import { and, asc, eq, isNotNull, isNull, lte, min } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/tx';
import { reservations } from '../../../db/schema';

export async function findBookingById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function listDueReminderIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(isNotNull(reservations.remindAt), lte(reservations.remindAt, now)))
    .orderBy(asc(reservations.remindAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function listDueReleaseIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(isNotNull(reservations.releaseAt), lte(reservations.releaseAt, now), eq(reservations.status, 'confirmed'), isNull(reservations.reconfirmedAt)))
    .orderBy(asc(reservations.releaseAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The next instant a reminder or a release falls due (null: none planned). */
export async function nextReminderWorkAt(db: DbOrTx): Promise<Date | null> {
  const [reminder] = await db.select({ at: min(reservations.remindAt) }).from(reservations).where(isNotNull(reservations.remindAt));
  const [release] = await db.select({ at: min(reservations.releaseAt) }).from(reservations).where(isNotNull(reservations.releaseAt));
  const times = [reminder?.at, release?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}
