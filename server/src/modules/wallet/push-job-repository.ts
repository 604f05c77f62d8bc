/**
 * The wallet_push_jobs table, worked like the e-mail outbox and by the same loop
 * (lib/leased-job-loop.ts, db/leased-jobs.ts): jobs queued in the transaction of a change,
 * leased with one short statement (SKIP LOCKED: two instances never take the same job),
 * retried with backoff. Times are the database's clock.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leasedJobQueue } from '../../db/leased-jobs';
import { walletPushJobs } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeasedJobQueue } from '../../lib/leased-job-loop';

export type PushJobRow = typeof walletPushJobs.$inferSelect;

export async function queueApnsPushes(db: DbOrTx, passId: number, pushTokens: string[]): Promise<void> {
  if (!pushTokens.length) return;
  await db.insert(walletPushJobs).values(pushTokens.map((pushToken) => ({ target: 'apns' as const, passId, pushToken })));
}

export async function queueGoogleUpdate(db: DbOrTx, passId: number): Promise<void> {
  await db.insert(walletPushJobs).values({ target: 'google', passId });
}

/** The push jobs as a queue the dispatcher works by lease (db/leased-jobs.ts). */
export function pushJobQueue(db: Db): LeasedJobQueue<PushJobRow> {
  return leasedJobQueue(db, walletPushJobs, (ids) => db.select().from(walletPushJobs).where(inArray(walletPushJobs.id, ids)).orderBy(walletPushJobs.id));
}
