/** Queries on the gift card catalogue. */
import { and, asc, eq } from 'drizzle-orm';
import { giftcardProducts } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type ProductRow = typeof giftcardProducts.$inferSelect;

/** The venue's active products in the venue's order (those past their sales end included). */
export async function listProducts(db: DbOrTx, venueId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(giftcardProducts)
    .where(and(eq(giftcardProducts.venueId, venueId), eq(giftcardProducts.active, true)))
    .orderBy(asc(giftcardProducts.sort), asc(giftcardProducts.id));
}

export async function findProduct(db: DbOrTx, venueId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(giftcardProducts)
    .where(and(eq(giftcardProducts.venueId, venueId), eq(giftcardProducts.id, id)))
    .limit(1);
  return row;
}
