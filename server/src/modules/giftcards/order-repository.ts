/** Queries on gift card orders. State changes take the transaction that locked the row. */
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { giftcardOrders, venues } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type OrderRow = typeof giftcardOrders.$inferSelect;
export type NewOrder = typeof giftcardOrders.$inferInsert;

/**
 * Inserts the order unless the same form (venue, requestId) made one already; returns the order
 * either way. Sends of one form wait for each other (a lock on the form, to the transaction's
 * end), so a replay finds its order without an insert even when it arrives at the same moment (a
 * double click): an insert that meets the unique key still draws the next order number.
 */
export async function insertOrderOnce(tx: Tx, values: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${values.venueId}:${values.requestId}`}, 0))`);
  const [earlier] = await tx
    .select()
    .from(giftcardOrders)
    .where(and(eq(giftcardOrders.venueId, values.venueId), eq(giftcardOrders.requestId, values.requestId)))
    .limit(1);
  if (earlier) return { order: earlier, created: false };
  const [row] = await tx.insert(giftcardOrders).values(values).returning();
  return { order: row!, created: true };
}

export async function findOrderByFingerprint(db: DbOrTx, venueId: number, fingerprint: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(giftcardOrders)
    .where(and(eq(giftcardOrders.venueId, venueId), eq(giftcardOrders.fingerprint, fingerprint)))
    .limit(1);
  return row;
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(giftcardOrders).where(eq(giftcardOrders.id, id)).limit(1);
  return row;
}

/** The order an intent pays: by the intent id stored on it, else by the fingerprint in the intent's metadata. */
export async function findOrderForIntent(db: DbOrTx, intentId: string, fingerprint: string | undefined): Promise<OrderRow | undefined> {
  const [byIntent] = await db.select().from(giftcardOrders).where(eq(giftcardOrders.paymentIntentId, intentId)).limit(1);
  if (byIntent || !fingerprint) return byIntent;
  const [byFingerprint] = await db.select().from(giftcardOrders).where(eq(giftcardOrders.fingerprint, fingerprint)).limit(1);
  return byFingerprint;
}

/** The row, locked until the transaction ends: every state change of an order goes through this. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(giftcardOrders).where(eq(giftcardOrders.id, id)).for('update').limit(1);
  return row;
}

export async function updateOrder(db: DbOrTx, id: number, values: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await db
    .update(giftcardOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(giftcardOrders.id, id))
    .returning();
  return row!;
}

/** Stores the intent on the order, once (a second call with the same intent changes nothing). */
export async function attachIntent(db: DbOrTx, id: number, intentId: string): Promise<void> {
  await db
    .update(giftcardOrders)
    .set({ paymentIntentId: intentId, updatedAt: sql`now()` })
    .where(and(eq(giftcardOrders.id, id), sql`${giftcardOrders.paymentIntentId} is null`));
}

/** Orders still waiting for their payment that have an intent, made since `since` (reconciliation). */
export async function listPendingWithIntent(db: DbOrTx, since: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(giftcardOrders)
    .where(and(inArray(giftcardOrders.status, ['pending']), isNotNull(giftcardOrders.paymentIntentId), gte(giftcardOrders.createdAt, since)))
    .orderBy(asc(giftcardOrders.id));
}

/** The venue of an order or card (events and the dispatcher have no request to carry it). */
export async function findVenueById(db: DbOrTx, id: number): Promise<typeof venues.$inferSelect | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return row;
}
