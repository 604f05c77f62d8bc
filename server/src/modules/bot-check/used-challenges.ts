/**
 * Challenges already used: a unique key on the nonce makes "use once" hold under concurrency.
 * Every use takes the nonce's advisory lock first, so a batch of bookings
 * (reservations/booking-batch.ts) can claim its bookings' nonces once, under their locks
 * (claimNonces), and write the ones its kept bookings used together before it commits, instead
 * of one insert per booking on the path every booking of the day queues behind.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import { deferInsert, deferredRows } from '../../db/batch-rows';
import type { Db } from '../../db/client';
import { type SharedReads, peekSharedRead } from '../../db/shared-reads';
import type { DbOrTx, Tx } from '../../db/tx';
import { botCheckUsed } from '../../db/schema';

const USED = 'bot_check_used';

interface UsedRow {
  nonce: string;
  expiresAt: Date;
}

/** The nonce's advisory lock (after the Idempotency-Keys' `idem:` in the sorted order every batch takes). */
export const nonceLockName = (nonce: string) => `nonce:${nonce}`;

/** What a batch's claim found for a nonce: used already (true) or not. */
const claimOf = (nonce: string) => `${USED}:${nonce}`;

/** True when this call is the first to use the nonce. */
export async function markChallengeUsed(db: DbOrTx, nonce: string, expiresAt: Date): Promise<boolean> {
  const claimed = peekSharedRead<boolean>(db, claimOf(nonce));
  if (claimed) {
    // The batch holds the nonce's lock: used before it, or by one of its own bookings?
    if ((await claimed) || deferredRows<UsedRow>(db, USED).some((row) => row.nonce === nonce)) return false;
    deferInsert(db, USED, { nonce, expiresAt }, writeUsed);
    return true;
  }
  // The lock first, in the same statement: a batch that claimed this nonce and has not written
  // it yet is waited for, and then its row is there.
  const result = await db.execute(sql`
    with locked as (select pg_advisory_xact_lock(hashtextextended(${nonceLockName(nonce)}, 0)))
    insert into ${botCheckUsed} (nonce, expires_at)
    select ${nonce}, ${expiresAt.toISOString()}::timestamptz from locked
    on conflict do nothing
    returning nonce`);
  return ((result as { rows?: unknown[] }).rows ?? []).length === 1;
}

/**
 * A batch's nonces, once it holds their locks (booking-batch.ts): which were used, in one
 * statement. The locks are held to the commit, so what it found stays true for the batch.
 */
export async function claimNonces(tx: Tx, reads: SharedReads, nonces: string[]): Promise<void> {
  const unique = [...new Set(nonces)];
  if (!unique.length) return;
  const rows = await tx.select({ nonce: botCheckUsed.nonce }).from(botCheckUsed).where(inArray(botCheckUsed.nonce, unique));
  const used = new Set(rows.map((row) => row.nonce));
  for (const nonce of unique) reads.set(claimOf(nonce), Promise.resolve(used.has(nonce)));
}

/** The nonces a batch's kept bookings used, in one statement. A conflict here is a bug: the batch fails, nothing is written. */
async function writeUsed(db: DbOrTx, rows: UsedRow[]): Promise<void> {
  await db.insert(botCheckUsed).values(rows);
}

/** Expired challenges are refused by their signature anyway: their rows can go. */
export async function pruneUsedChallenges(db: Db): Promise<number> {
  const rows = await db
    .delete(botCheckUsed)
    .where(lt(botCheckUsed.expiresAt, sql`now()`))
    .returning({ nonce: botCheckUsed.nonce });
  return rows.length;
}
