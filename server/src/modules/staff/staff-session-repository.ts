/** Queries on staff sessions. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSessions, staffTokens, venues } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';

export type StaffSessionRow = typeof staffSessions.$inferSelect;

export interface FoundSession {
  session: StaffSessionRow;
  venue: Venue;
  /** Revoked tokens end their sessions at once, whatever ended_at says. */
  tokenRevokedAt: Date | null;
}

export async function insertSession(db: DbOrTx, values: typeof staffSessions.$inferInsert): Promise<StaffSessionRow> {
  const [row] = await db.insert(staffSessions).values(values).returning();
  return row!;
}

export async function findSessionByHash(db: Db, sessionHash: string): Promise<FoundSession | undefined> {
  const [row] = await db
    .select({ session: staffSessions, venue: venues, tokenRevokedAt: staffTokens.revokedAt })
    .from(staffSessions)
    .innerJoin(staffTokens, eq(staffTokens.id, staffSessions.staffTokenId))
    .innerJoin(venues, eq(venues.id, staffSessions.venueId))
    .where(eq(staffSessions.sessionHash, sessionHash))
    .limit(1);
  return row;
}

/** Ends a live session; undefined when it had ended already (signed out twice at once). */
export async function endSession(db: DbOrTx, id: number, now: Date): Promise<StaffSessionRow | undefined> {
  const [row] = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)))
    .returning();
  return row;
}

/** A token revoked: its sessions end with it (recorded; the look-up refuses them anyway). */
export async function endSessionsOfTokens(db: DbOrTx, tokenIds: number[], now: Date): Promise<void> {
  if (!tokenIds.length) return;
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(inArray(staffSessions.staffTokenId, tokenIds), isNull(staffSessions.endedAt)));
}
