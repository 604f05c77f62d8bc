/**
 * The real-time updates' outbox (google_update_jobs), worked like the e-mail outbox by the same
 * loop (lib/leased-job-loop.ts, db/leased-jobs.ts). A job is queued in the transaction of the
 * change it tells of, so it exists exactly when the change does; the update sent is the booking
 * or the day as they are when it is sent.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leasedJobQueue } from '../../db/leased-jobs';
import { googleUpdateJobs } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeasedJobQueue } from '../../lib/leased-job-loop';

export type UpdateJobRow = typeof googleUpdateJobs.$inferSelect;

/** One BookingNotification per change of a Google booking. */
export async function queueBookingUpdate(db: DbOrTx, venueId: number, reservationId: number): Promise<void> {
  await db.insert(googleUpdateJobs).values({ venueId, kind: 'booking', reservationId });
}

/**
 * The day's availability to send again. A job of that day still waiting (not being sent) will
 * read the day as it is then: a second one would send the same, so none is added.
 */
export async function queueAvailabilityUpdate(db: DbOrTx, venueId: number, date: string): Promise<void> {
  const waiting = await db
    .select({ id: googleUpdateJobs.id })
    .from(googleUpdateJobs)
    .where(
      and(
        eq(googleUpdateJobs.venueId, venueId),
        eq(googleUpdateJobs.kind, 'availability'),
        eq(googleUpdateJobs.date, date),
        eq(googleUpdateJobs.status, 'pending'),
        eq(googleUpdateJobs.attempts, 0),
        or(isNull(googleUpdateJobs.lockedUntil), lt(googleUpdateJobs.lockedUntil, sql`now()`)),
      ),
    )
    .limit(1);
  if (!waiting.length) await db.insert(googleUpdateJobs).values({ venueId, kind: 'availability', date });
}

export function updateJobQueue(db: Db): LeasedJobQueue<UpdateJobRow> {
  return leasedJobQueue(db, googleUpdateJobs, (ids) => db.select().from(googleUpdateJobs).where(inArray(googleUpdateJobs.id, ids)).orderBy(googleUpdateJobs.id));
}
