/** Queries on issued gift cards and their redemptions. */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { giftcardOrders, giftcardRedemptions, giftcards } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type CardRow = typeof giftcards.$inferSelect;
export type NewCard = typeof giftcards.$inferInsert;
export type RedemptionRow = typeof giftcardRedemptions.$inferSelect;
type OrderRow = typeof giftcardOrders.$inferSelect;

/** Inserts the cards of an order; a card already there (same order and seq) is left as it is. */
export async function insertCards(tx: Tx, cards: NewCard[]): Promise<number> {
  if (!cards.length) return 0;
  const rows = await tx
    .insert(giftcards)
    .values(cards)
    .onConflictDoNothing({ target: [giftcards.orderId, giftcards.seq] })
    .returning({ id: giftcards.id });
  return rows.length;
}

export async function listCardsOfOrder(db: DbOrTx, orderId: number): Promise<CardRow[]> {
  return db.select().from(giftcards).where(eq(giftcards.orderId, orderId)).orderBy(asc(giftcards.seq));
}

export async function findCardByCode(db: DbOrTx, venueId: number, code: string): Promise<{ card: CardRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ card: giftcards, order: giftcardOrders })
    .from(giftcards)
    .innerJoin(giftcardOrders, eq(giftcardOrders.id, giftcards.orderId))
    .where(and(eq(giftcards.venueId, venueId), eq(giftcards.code, code)))
    .limit(1);
  return row;
}

/** A card by code whatever the venue (the door's scan tells "another venue's card" apart). */
export async function findCardByCodeAnyVenue(db: DbOrTx, code: string): Promise<{ card: CardRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ card: giftcards, order: giftcardOrders })
    .from(giftcards)
    .innerJoin(giftcardOrders, eq(giftcardOrders.id, giftcards.orderId))
    .where(eq(giftcards.code, code))
    .limit(1);
  return row;
}

export async function findCardByPublicId(db: DbOrTx, publicId: string): Promise<{ card: CardRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ card: giftcards, order: giftcardOrders })
    .from(giftcards)
    .innerJoin(giftcardOrders, eq(giftcardOrders.id, giftcards.orderId))
    .where(eq(giftcards.publicId, publicId))
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends; skipLocked: undefined when another transaction holds it. */
export async function lockCard(tx: Tx, id: number, options: { skipLocked?: boolean } = {}): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftcards)
    .where(eq(giftcards.id, id))
    .for('update', options.skipLocked ? { skipLocked: true } : {})
    .limit(1);
  return row;
}

export async function updateCard(db: DbOrTx, id: number, values: Partial<NewCard>): Promise<CardRow> {
  const [row] = await db
    .update(giftcards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(giftcards.id, id))
    .returning();
  return row!;
}

/** Ids of cards whose e-mail is due and not sent (void cards are never delivered). */
export async function listDueCardIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: giftcards.id })
    .from(giftcards)
    .where(and(isNull(giftcards.deliveredAt), lte(giftcards.deliverAt, now), sql`${giftcards.status} <> 'void'`))
    .orderBy(asc(giftcards.deliverAt), asc(giftcards.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The next undelivered card's delivery time (the dispatcher sleeps until then). */
export async function nextDeliveryAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${giftcards.deliverAt})` })
    .from(giftcards)
    .where(and(isNull(giftcards.deliveredAt), sql`${giftcards.status} <> 'void'`));
  return row?.at ? new Date(row.at) : null;
}

export async function listRedemptions(db: DbOrTx, cardId: number): Promise<RedemptionRow[]> {
  return db.select().from(giftcardRedemptions).where(eq(giftcardRedemptions.giftcardId, cardId)).orderBy(asc(giftcardRedemptions.id));
}

export async function findRedemptionByRequest(db: DbOrTx, cardId: number, requestId: string): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(giftcardRedemptions)
    .where(and(eq(giftcardRedemptions.giftcardId, cardId), eq(giftcardRedemptions.requestId, requestId)))
    .limit(1);
  return row;
}

export async function insertRedemption(tx: Tx, values: typeof giftcardRedemptions.$inferInsert): Promise<RedemptionRow> {
  const [row] = await tx.insert(giftcardRedemptions).values(values).returning();
  return row!;
}

export async function findCardById(db: DbOrTx, id: number): Promise<{ card: CardRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ card: giftcards, order: giftcardOrders })
    .from(giftcards)
    .innerJoin(giftcardOrders, eq(giftcardOrders.id, giftcards.orderId))
    .where(eq(giftcards.id, id))
    .limit(1);
  return row;
}
