/** Queries on promo claims. */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoClaims, promotions } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { PromotionRow } from './promotion-repository';

export type ClaimRow = typeof promoClaims.$inferSelect;
export type NewClaim = typeof promoClaims.$inferInsert;

export async function findClaimByPerson(tx: DbOrTx, promotionId: number, emailNormalized: string): Promise<ClaimRow | undefined> {
  const rows = await tx
    .select()
    .from(promoClaims)
    .where(and(eq(promoClaims.promotionId, promotionId), eq(promoClaims.emailNormalized, emailNormalized)))
    .limit(1);
  return rows[0];
}

export async function insertClaim(tx: DbOrTx, claim: NewClaim): Promise<ClaimRow> {
  const [row] = await tx.insert(promoClaims).values(claim).returning();
  return row!;
}

/** A claim with its promotion, by the detail id of the visitor's link. */
export async function findClaimByPublicId(db: Db, venueId: number, publicId: string): Promise<{ claim: ClaimRow; promotion: PromotionRow } | undefined> {
  const rows = await db
    .select({ claim: promoClaims, promotion: promotions })
    .from(promoClaims)
    .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
    .where(and(eq(promoClaims.venueId, venueId), eq(promoClaims.publicId, publicId)))
    .limit(1);
  return rows[0];
}

/** A claim with its promotion, by code, within one venue (staff never see another venue's codes). */
export async function findClaimByCode(db: Db, venueId: number, code: string): Promise<{ claim: ClaimRow; promotion: PromotionRow } | undefined> {
  const rows = await db
    .select({ claim: promoClaims, promotion: promotions })
    .from(promoClaims)
    .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
    .where(and(eq(promoClaims.venueId, venueId), eq(promoClaims.code, code)))
    .limit(1);
  return rows[0];
}

/** A claim with its promotion by code, whatever the venue (the door's scan tells "another venue's code" apart). */
export async function findClaimByCodeAnyVenue(db: Db, code: string): Promise<{ claim: ClaimRow; promotion: PromotionRow } | undefined> {
  const rows = await db
    .select({ claim: promoClaims, promotion: promotions })
    .from(promoClaims)
    .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
    .where(eq(promoClaims.code, code))
    .limit(1);
  return rows[0];
}

/** A claim with its promotion by the detail id of its page's link, whatever the venue. */
export async function findClaimByPublicIdAnyVenue(db: Db, publicId: string): Promise<{ claim: ClaimRow; promotion: PromotionRow } | undefined> {
  const rows = await db
    .select({ claim: promoClaims, promotion: promotions })
    .from(promoClaims)
    .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
    .where(eq(promoClaims.publicId, publicId))
    .limit(1);
  return rows[0];
}

/**
 * Marks the code used if it is not yet and still valid on `today`: one UPDATE, so two
 * simultaneous redemptions cannot both succeed. Undefined: nothing changed.
 */
export async function redeemClaim(db: DbOrTx, claimId: number, today: string, now: Date, staff: { tokenId: number; label: string }): Promise<ClaimRow | undefined> {
  const rows = await db
    .update(promoClaims)
    .set({ redeemedAt: now, redeemedBy: staff.tokenId, redeemedByLabel: staff.label })
    .where(and(eq(promoClaims.id, claimId), isNull(promoClaims.redeemedAt), gte(promoClaims.useBy, today)))
    .returning();
  return rows[0];
}
