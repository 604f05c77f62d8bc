/**
 * The wallet_push_jobs table, worked like the e-mail outbox (email/outbox-repository.ts): jobs
 * queued in the transaction of a change, leased with one short statement (SKIP LOCKED: two
 * instances never take the same job), retried with backoff. Times are the database's clock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletPushJobs } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type PushJobRow = typeof walletPushJobs.$inferSelect;

export async function queueApnsPushes(db: DbOrTx, passId: number, pushTokens: string[]): Promise<void> {
  if (!pushTokens.length) return;
  await db.insert(walletPushJobs).values(pushTokens.map((pushToken) => ({ target: 'apns' as const, passId, pushToken })));
}

export async function queueGoogleUpdate(db: DbOrTx, passId: number): Promise<void> {
  await db.insert(walletPushJobs).values({ target: 'google', passId });
}

export async function leaseDuePushJobs(db: Db, limit: number, leaseSeconds: number): Promise<PushJobRow[]> {
  const result = await db.execute(sql`
    update ${walletPushJobs} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from ${walletPushJobs}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = ((result as { rows?: Array<{ id: unknown }> }).rows ?? []).map((r) => Number(r.id));
  if (!ids.length) return [];
  return db.select().from(walletPushJobs).where(inArray(walletPushJobs.id, ids)).orderBy(walletPushJobs.id);
}

export async function markPushSent(db: Db, id: number): Promise<void> {
  await db
    .update(walletPushJobs)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(walletPushJobs.id, id));
}

/** A failed try: again after `retryInSeconds`, or given up (`failed`) when null. */
export async function markPushFailed(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(walletPushJobs)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, lockedUntil: null, lastError: error },
    )
    .where(and(eq(walletPushJobs.id, id), eq(walletPushJobs.status, 'pending')));
}

/** Milliseconds until the next pending job is due (null: none). */
export async function msToNextPush(db: Db): Promise<number | null> {
  const result = await db.execute(sql`select extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())) as s
    from ${walletPushJobs} where status = 'pending'`);
  const s = ((result as { rows?: Array<{ s: unknown }> }).rows ?? [])[0]?.s;
  return s === null || s === undefined ? null : Math.max(0, Number(s)) * 1000;
}
