/** Queries on promotions. */
import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type PromotionRow = typeof promotions.$inferSelect;

/** Active promotions whose claim period contains `now`, soonest ending first. */
export async function listOpenPromotions(db: Db, venueId: number, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.venueId, venueId), eq(promotions.active, true), isNull(promotions.archivedAt), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
}

/** A promotion guests can see: one archived (it left the venue file) has no page any more. */
export async function findPromotion(db: DbOrTx, venueId: number, urlName: string): Promise<PromotionRow | undefined> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.venueId, venueId), eq(promotions.urlName, urlName), isNull(promotions.archivedAt)))
    .limit(1);
  return rows[0];
}

/**
 * Takes one code of the promotion if it is open and not sold out. A single UPDATE: PostgreSQL
 * locks the row, and a concurrent claim waits, then re-checks `claimed_count < quantity` on the
 * committed value, so the quantity is never exceeded. False: nothing taken.
 */
export async function takeOneCode(tx: DbOrTx, promotionId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set({ claimedCount: sql`${promotions.claimedCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.active, true),
        isNull(promotions.archivedAt),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
        lt(promotions.claimedCount, promotions.quantity),
      ),
    )
    .returning({ id: promotions.id });
  return rows.length === 1;
}
