/**
 * Claims of one promotion per client, so that one visitor cannot drain it with made-up e-mail
 * addresses (one claim per normalised address is the unique key of promo_claims). Counted from
 * the claims themselves (promo_claims.client_key), under the promotion's row lock that the claim
 * has just taken: two claims of one client, on any instance, are counted one after the other.
 */
import { and, count, eq } from 'drizzle-orm';
import { promoClaims } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

/** A household's worth: a few people behind one address may each want the offer. */
export const PROMO_CLAIMS_PER_CLIENT = 3;

export async function claimsOfClient(tx: DbOrTx, promotionId: number, client: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(promoClaims)
    .where(and(eq(promoClaims.promotionId, promotionId), eq(promoClaims.clientKey, client)));
  return row?.n ?? 0;
}
