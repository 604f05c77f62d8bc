/**
 * The wallet_passes table: one pass per gift card, promo code or booking, made when a guest
 * first asks for it. Each copy handed out gets its own random authenticationToken, of which only
 * a SHA-256 is kept (the newest few): a device proves with it that it holds the pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { walletPasses } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { PassKind } from './pass-content';

export type PassRow = typeof walletPasses.$inferSelect;

/** Copies of one pass whose tokens still work (each download is a copy: phone, watch, a second phone). */
const TOKENS_KEPT = 10;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The next updated tag (schema.ts, walletUpdateTags), and the next Last-Modified: whole seconds, strictly later each time. */
const nextTag = sql`nextval('wallet_update_tags')`;
const nextUpdatedAt = (now: Date, column = sql`${walletPasses.updatedAt}`) =>
  sql`greatest(date_trunc('second', ${now.toISOString()}::timestamptz), ${column} + interval '1 second')`;

/** The pass of a thing (made if new) and a new copy's authenticationToken. */
export async function issuePassCopy(db: DbOrTx, input: { venueId: number; kind: PassKind; subjectId: number; now: Date }): Promise<{ pass: PassRow; authToken: string }> {
  const authToken = randomBytes(24).toString('base64url');
  const hash = hashToken(authToken);
  const [pass] = await db
    .insert(walletPasses)
    .values({
      venueId: input.venueId,
      kind: input.kind,
      subjectId: input.subjectId,
      serial: randomBytes(16).toString('base64url'),
      authTokenHashes: [hash],
      updateTag: nextTag,
      updatedAt: sql`date_trunc('second', ${input.now.toISOString()}::timestamptz)`,
    })
    .onConflictDoUpdate({
      target: [walletPasses.kind, walletPasses.subjectId],
      set: { authTokenHashes: sql`(array[${hash}]::text[] || ${walletPasses.authTokenHashes})[1:${TOKENS_KEPT}]` },
    })
    .returning();
  return { pass: pass!, authToken };
}

export async function findPassBySerial(db: DbOrTx, serial: string): Promise<PassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serial, serial)).limit(1);
  return row;
}

/** The pass if `token` is one of its copies' tokens. */
export async function findPassWithToken(db: DbOrTx, serial: string, token: string): Promise<PassRow | undefined> {
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.serial, serial), sql`${hashToken(token)} = any(${walletPasses.authTokenHashes})`))
    .limit(1);
  return row;
}

export async function findPassOf(db: DbOrTx, kind: PassKind, subjectId: number): Promise<PassRow | undefined> {
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.kind, kind), eq(walletPasses.subjectId, subjectId)))
    .limit(1);
  return row;
}

/** A Google save link was handed out for this object: its changes go to Google from now on. */
export async function rememberGoogleObject(db: DbOrTx, passId: number, objectId: string): Promise<void> {
  await db.update(walletPasses).set({ googleObjectId: objectId }).where(eq(walletPasses.id, passId));
}

/**
 * The thing behind a pass changed: a new updated tag and Last-Modified, in the caller's
 * transaction. Undefined when no pass was ever handed out for it (nothing to tell).
 */
export async function touchPass(db: DbOrTx, kind: PassKind, subjectId: number, now: Date): Promise<PassRow | undefined> {
  const [row] = await db
    .update(walletPasses)
    .set({ updateTag: nextTag, updatedAt: nextUpdatedAt(now) })
    .where(and(eq(walletPasses.kind, kind), eq(walletPasses.subjectId, subjectId)))
    .returning();
  return row;
}
