/** Apple devices registered for a pass's updates (PassKit web service), and what changed for them. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { walletPasses, walletRegistrations } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

/** 'created' the first time, 'existing' after (the push token is kept up to date either way). */
export async function registerDevice(db: DbOrTx, deviceLibraryId: string, passId: number, pushToken: string): Promise<'created' | 'existing'> {
  const inserted = await db
    .insert(walletRegistrations)
    .values({ deviceLibraryId, passId, pushToken })
    .onConflictDoNothing()
    .returning({ passId: walletRegistrations.passId });
  if (inserted.length) return 'created';
  await db
    .update(walletRegistrations)
    .set({ pushToken })
    .where(and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.passId, passId)));
  return 'existing';
}

export async function unregisterDevice(db: DbOrTx, deviceLibraryId: string, passId: number): Promise<boolean> {
  const rows = await db
    .delete(walletRegistrations)
    .where(and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.passId, passId)))
    .returning({ passId: walletRegistrations.passId });
  return rows.length > 0;
}

/** Serial numbers of the device's passes whose updated tag is past `since` (all of them without one), with the newest tag. */
export async function serialsUpdatedSince(db: DbOrTx, deviceLibraryId: string, since: number | null): Promise<{ serials: string[]; lastTag: number | null }> {
  const rows = await db
    .select({ serial: walletPasses.serial, tag: walletPasses.updateTag })
    .from(walletRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.id, walletRegistrations.passId))
    .where(and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), since === null ? sql`true` : gt(walletPasses.updateTag, since)))
    .orderBy(walletPasses.updateTag);
  return { serials: rows.map((r) => r.serial), lastTag: rows.length ? Number(rows[rows.length - 1]!.tag) : null };
}

/** The push tokens of the devices registered for a pass. */
export async function pushTokensOf(db: DbOrTx, passId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ pushToken: walletRegistrations.pushToken }).from(walletRegistrations).where(eq(walletRegistrations.passId, passId));
  return rows.map((r) => r.pushToken);
}

/** APNs said the token is dead: the device's registrations under it are forgotten. */
export async function forgetPushToken(db: DbOrTx, pushToken: string): Promise<void> {
  await db.delete(walletRegistrations).where(eq(walletRegistrations.pushToken, pushToken));
}
