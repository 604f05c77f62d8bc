/** The texts' outbox (text_messages): queued in a change's transaction, leased by the dispatcher. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leasedJobQueue } from '../../db/leased-jobs';
import { textMessages } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeasedJobQueue } from '../../lib/leased-job-loop';
import type { TextKind } from './text-kinds';

export type TextRow = typeof textMessages.$inferSelect;

/**
 * One text per booking and kind (a reminder: per visit start, so a booking moved gets a new one).
 * Queued twice, by two instances or a repeated change, it is still one row.
 */
export async function insertText(db: DbOrTx, row: { venueId: number; reservationId: number; kind: TextKind; dedupeKey: string }): Promise<boolean> {
  const inserted = await db.insert(textMessages).values(row).onConflictDoNothing({ target: textMessages.dedupeKey }).returning({ id: textMessages.id });
  return inserted.length > 0;
}

/** Sent: the provider's id kept beside the row's state (the lease loop marks it sent). */
export async function recordProviderId(db: Db, id: number, providerMessageId: string): Promise<void> {
  await db.update(textMessages).set({ providerMessageId }).where(eq(textMessages.id, id));
}

/** Nothing to send when its turn came: kept (its key stays taken), never leased again. */
export async function dropText(db: Db, id: number, reason: string): Promise<void> {
  await db.update(textMessages).set({ status: 'dropped', lockedUntil: null, lastError: reason }).where(eq(textMessages.id, id));
}

/** Refused for good by the provider: given up at once, no retries. */
export async function failText(db: Db, id: number, reason: string): Promise<void> {
  await db.update(textMessages).set({ status: 'failed', lockedUntil: null, lastError: reason }).where(eq(textMessages.id, id));
}

export function textQueue(db: Db): LeasedJobQueue<TextRow> {
  return leasedJobQueue(db, textMessages, (ids) => db.select().from(textMessages).where(inArray(textMessages.id, ids)).orderBy(textMessages.id));
}
