/** Queries on promotions. */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** Active promotions whose claim period contains `now`, soonest ending first. */
export async function listOpenPromotions(db: Db, venueId: number, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.venueId, venueId), eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
}
