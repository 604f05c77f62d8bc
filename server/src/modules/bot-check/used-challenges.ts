/** Challenges already used: a unique key on the nonce makes "use once" hold under concurrency. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { botCheckUsed } from '../../db/schema';

/** True when this call is the first to use the nonce. */
export async function markChallengeUsed(db: DbOrTx, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(botCheckUsed).values({ nonce, expiresAt }).onConflictDoNothing().returning({ nonce: botCheckUsed.nonce });
  return rows.length === 1;
}

/** Expired challenges are refused by their signature anyway: their rows can go. */
export async function pruneUsedChallenges(db: Db): Promise<number> {
  const rows = await db
    .delete(botCheckUsed)
    .where(lt(botCheckUsed.expiresAt, sql`now()`))
    .returning({ nonce: botCheckUsed.nonce });
  return rows.length;
}
