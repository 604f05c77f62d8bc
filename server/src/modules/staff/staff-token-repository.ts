/** Queries on staff tokens. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffTokens, venues } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';
import { hashStaffToken } from './staff-token';

export interface StaffIdentity {
  tokenId: number;
  label: string;
  venue: Venue;
}

export async function findStaffByToken(db: Db, token: string): Promise<StaffIdentity | undefined> {
  const rows = await db
    .select({ tokenId: staffTokens.id, label: staffTokens.label, venue: venues })
    .from(staffTokens)
    .innerJoin(venues, eq(venues.id, staffTokens.venueId))
    .where(and(eq(staffTokens.tokenHash, hashStaffToken(token)), isNull(staffTokens.revokedAt)))
    .limit(1);
  return rows[0];
}

/** A staff token by its hash, revoked or not: a revoked token's sign-in is refused and logged at its venue. */
export async function findStaffTokenAnyState(db: Db, token: string): Promise<(StaffIdentity & { revokedAt: Date | null }) | undefined> {
  const rows = await db
    .select({ tokenId: staffTokens.id, label: staffTokens.label, venue: venues, revokedAt: staffTokens.revokedAt })
    .from(staffTokens)
    .innerJoin(venues, eq(venues.id, staffTokens.venueId))
    .where(eq(staffTokens.tokenHash, hashStaffToken(token)))
    .limit(1);
  return rows[0];
}

export async function insertStaffToken(db: DbOrTx, venueId: number, token: string, label: string): Promise<void> {
  await db.insert(staffTokens).values({ venueId, tokenHash: hashStaffToken(token), label });
}

export async function touchStaffToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(staffTokens).set({ lastUsedAt: now }).where(eq(staffTokens.id, tokenId));
}

/** True when `token` is a live staff token of the venue (the start banner checks demo tokens). */
export async function isStaffTokenOf(db: Db, venueId: number, token: string): Promise<boolean> {
  const found = await findStaffByToken(db, token);
  return found?.venue.id === venueId;
}
