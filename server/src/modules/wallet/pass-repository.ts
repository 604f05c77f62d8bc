/**
 * The wallet_passes table: one pass per gift card, promo code or booking and language, made when
 * a guest first asks for it. Its authenticationToken is made with it and written in every copy
 * handed out (phone, watch, a second download): a device proves with it that it holds the pass,
 * and no later download can take that away from a registered device.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { walletPasses } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { Language } from '../../lib/i18n-text';
import type { PassKind } from './pass-content';

export type PassRow = typeof walletPasses.$inferSelect;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The next updated tag (schema.ts, walletUpdateTags), and the next Last-Modified: whole seconds, strictly later each time. */
const nextTag = sql`nextval('wallet_update_tags')`;
const nextUpdatedAt = (now: Date, column = sql`${walletPasses.updatedAt}`) =>
  sql`greatest(date_trunc('second', ${now.toISOString()}::timestamptz), ${column} + interval '1 second')`;

export interface PassKey {
  venueId: number;
  kind: PassKind;
  subjectId: number;
  language: Language;
  now: Date;
}

/** The pass of a thing in a language, made if new (with its serial and token). */
export async function ensurePass(db: DbOrTx, input: PassKey): Promise<PassRow> {
  const [pass] = await db
    .insert(walletPasses)
    .values({
      venueId: input.venueId,
      kind: input.kind,
      subjectId: input.subjectId,
      language: input.language,
      serial: randomBytes(16).toString('base64url'),
      authToken: randomBytes(24).toString('base64url'),
      authTokenHashes: [],
      updateTag: nextTag,
      updatedAt: sql`date_trunc('second', ${input.now.toISOString()}::timestamptz)`,
    })
    // An update that changes nothing, so that the row there is returned.
    .onConflictDoUpdate({ target: [walletPasses.kind, walletPasses.subjectId, walletPasses.language], set: { authToken: sql`${walletPasses.authToken}` } })
    .returning();
  return pass!;
}

export async function findPassBySerial(db: DbOrTx, serial: string): Promise<PassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serial, serial)).limit(1);
  return row;
}

/** The pass if `token` is its token (or that of a copy handed out before passes had one). */
export async function findPassWithToken(db: DbOrTx, serial: string, token: string): Promise<PassRow | undefined> {
  const pass = await findPassBySerial(db, serial);
  if (!pass) return undefined;
  const given = Buffer.from(token);
  const own = Buffer.from(pass.authToken);
  const matches = given.length === own.length && timingSafeEqual(given, own);
  return matches || pass.authTokenHashes.includes(hashToken(token)) ? pass : undefined;
}

/** The pass's object is put in Google Wallet (its save link was asked for): its changes go to Google from now on. */
export async function rememberGoogleObject(db: DbOrTx, passId: number, objectId: string): Promise<void> {
  await db.update(walletPasses).set({ googleObjectId: objectId }).where(eq(walletPasses.id, passId));
}

/**
 * The thing behind its passes (one per language) changed: a new updated tag and Last-Modified,
 * in the caller's transaction. None when no pass was ever handed out for it (nothing to tell).
 */
export async function touchPasses(db: DbOrTx, kind: PassKind, subjectId: number, now: Date): Promise<PassRow[]> {
  return db
    .update(walletPasses)
    .set({ updateTag: nextTag, updatedAt: nextUpdatedAt(now) })
    .where(and(eq(walletPasses.kind, kind), eq(walletPasses.subjectId, subjectId)))
    .returning();
}

export async function findPassById(db: DbOrTx, id: number): Promise<PassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.id, id)).limit(1);
  return row;
}
