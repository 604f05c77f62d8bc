/**
 * The numbers that replied STOP, per venue. The words are the ones carriers and Twilio treat as
 * an opt-out (and START, UNSTOP, YES as opting back in); a reply is one word, in any case, with
 * spaces and punctuation around it ignored.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { textOptOuts } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

export type Reply = 'stop' | 'start' | null;

export function replyOf(body: string): Reply {
  const word = body
    .trim()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}

export async function optOut(db: DbOrTx, venueIds: number[], phone: string): Promise<void> {
  if (!venueIds.length) return;
  await db
    .insert(textOptOuts)
    .values(venueIds.map((venueId) => ({ venueId, phone })))
    .onConflictDoNothing();
}

export async function optIn(db: DbOrTx, venueIds: number[], phone: string): Promise<void> {
  if (!venueIds.length) return;
  await db.delete(textOptOuts).where(and(inArray(textOptOuts.venueId, venueIds), eq(textOptOuts.phone, phone)));
}

export async function isOptedOut(db: DbOrTx, venueId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(and(eq(textOptOuts.venueId, venueId), eq(textOptOuts.phone, phone)))
    .limit(1);
  return !!row;
}
