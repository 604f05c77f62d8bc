/**
 * A venue's tokens, for the operator: create (printed once), list, revoke. Several live at once,
 * so a token is rotated without downtime: create the new one, move the clients, revoke the old.
 * Staff tokens are secret and kept as a hash only. Front-page tokens are publishable (every page
 * carries one) and kept readable; the pages carry the newest live one (venues.frontpage_token),
 * and a venue always keeps one live.
 */
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { frontpageTokens, staffTokens, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { newFrontpageToken } from '../venues/frontpage-token';
import { endSessionsOfTokens } from '../staff/staff-session-repository';
import { hashStaffToken, newStaffToken } from '../staff/staff-token';

export type TokenKind = 'frontpage' | 'staff';

export interface TokenInfo {
  id: number;
  kind: TokenKind;
  label: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Front-page tokens only (publishable); a staff token is never shown again. */
  token?: string;
}

async function venueIdOf(tx: Tx | Db, slug: string): Promise<number> {
  const [row] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.slug, slug)).for('update');
  if (!row) throw new ApiError(404, 'VENUE_NOT_FOUND', `No venue ${slug}`);
  return row.id;
}

/** The pages carry the newest live front-page token; touching the row tells every instance. */
async function refreshPageToken(tx: Tx, venueId: number, now: Date): Promise<void> {
  const [newest] = await tx
    .select({ token: frontpageTokens.token })
    .from(frontpageTokens)
    .where(and(eq(frontpageTokens.venueId, venueId), isNull(frontpageTokens.revokedAt)))
    .orderBy(desc(frontpageTokens.id))
    .limit(1);
  await tx.update(venues).set({ frontpageToken: newest!.token, updatedAt: now }).where(eq(venues.id, venueId));
}

export async function createToken(db: Db, slug: string, kind: TokenKind, label: string, now: Date): Promise<{ token: string; id: number }> {
  return db.transaction(async (tx) => {
    const venueId = await venueIdOf(tx, slug);
    if (kind === 'staff') {
      const token = newStaffToken();
      const [row] = await tx
        .insert(staffTokens)
        .values({ venueId, tokenHash: hashStaffToken(token), label })
        .returning({ id: staffTokens.id });
      return { token, id: row!.id };
    }
    const token = newFrontpageToken();
    const [row] = await tx.insert(frontpageTokens).values({ venueId, token, label }).returning({ id: frontpageTokens.id });
    await refreshPageToken(tx, venueId, now);
    return { token, id: row!.id };
  });
}

export async function listTokens(db: Db, slug: string): Promise<TokenInfo[]> {
  const venueId = await venueIdOf(db, slug);
  const staff = await db.select().from(staffTokens).where(eq(staffTokens.venueId, venueId)).orderBy(staffTokens.id);
  const frontpage = await db.select().from(frontpageTokens).where(eq(frontpageTokens.venueId, venueId)).orderBy(frontpageTokens.id);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return [
    ...frontpage.map((t): TokenInfo => ({
      id: t.id,
      kind: 'frontpage',
      label: t.label,
      createdAt: t.createdAt.toISOString(),
      revokedAt: iso(t.revokedAt),
      lastUsedAt: null,
      token: t.token,
    })),
    ...staff.map((t): TokenInfo => ({
      id: t.id,
      kind: 'staff',
      label: t.label,
      createdAt: t.createdAt.toISOString(),
      revokedAt: iso(t.revokedAt),
      lastUsedAt: iso(t.lastUsedAt),
    })),
  ];
}

/** Revokes the live tokens of that kind with that label (or that id). Returns how many. */
export async function revokeToken(db: Db, slug: string, kind: TokenKind, which: { label?: string; id?: number }, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const venueId = await venueIdOf(tx, slug);
    const table = kind === 'staff' ? staffTokens : frontpageTokens;
    const match = which.id !== undefined ? eq(table.id, which.id) : eq(table.label, which.label ?? '');
    const live = and(eq(table.venueId, venueId), isNull(table.revokedAt));
    if (kind === 'frontpage') {
      const remaining = await tx.select({ id: frontpageTokens.id }).from(frontpageTokens).where(live);
      const hit = await tx.select({ id: frontpageTokens.id }).from(frontpageTokens).where(and(live, match));
      if (hit.length && hit.length >= remaining.length) {
        throw new ApiError(409, 'LAST_FRONTPAGE_TOKEN', 'The pages need one live front-page token: create its successor first, then revoke this one');
      }
    }
    const revoked = await tx.update(table).set({ revokedAt: now }).where(and(live, match)).returning({ id: table.id });
    if (kind === 'frontpage' && revoked.length) await refreshPageToken(tx, venueId, now);
    // Its door-page sessions end with it (refused from now on anyway: the look-up checks the token).
    const revokedIds = revoked.map((r) => r.id);
    if (kind === 'staff') await endSessionsOfTokens(tx, revokedIds, now);
    return revoked.length;
  });
}

/**
 * Demo credentials still valid: front-page tokens of the demo form, and staff tokens whose hash
 * is that of a demo file's (their text is in the repository, so anyone can use them).
 */
export async function liveDemoTokens(db: Db, demoStaffTokens: string[]): Promise<string[]> {
  const frontpage = await db
    .select({ token: frontpageTokens.token })
    .from(frontpageTokens)
    .where(and(like(frontpageTokens.token, 'fp\\_demo\\_%'), isNull(frontpageTokens.revokedAt)));
  const found = frontpage.map((t) => t.token);
  for (const token of demoStaffTokens) {
    const [row] = await db
      .select({ id: staffTokens.id })
      .from(staffTokens)
      .where(and(eq(staffTokens.tokenHash, hashStaffToken(token)), isNull(staffTokens.revokedAt)))
      .limit(1);
    if (row) found.push(token);
  }
  return found;
}
