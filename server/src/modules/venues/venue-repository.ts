/** Queries on venues. */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { frontpageTokens, venues } from '../../db/schema';

export type Venue = typeof venues.$inferSelect;

/**
 * The venue of a live front-page token: the one its pages carry (venues.frontpage_token, live
 * by definition: a revoked one is replaced there), or another not revoked yet (several live at
 * once while one is rotated).
 */
export async function findVenueByToken(db: Db, token: string): Promise<Venue | undefined> {
  const [carried] = await db.select().from(venues).where(eq(venues.frontpageToken, token)).limit(1);
  if (carried) return carried;
  const rows = await db
    .select({ venue: venues })
    .from(frontpageTokens)
    .innerJoin(venues, eq(venues.id, frontpageTokens.venueId))
    .where(and(eq(frontpageTokens.token, token), isNull(frontpageTokens.revokedAt)))
    .limit(1);
  return rows[0]?.venue;
}

/** Every live front-page token with its venue id (the venue directory's map). */
export async function listLiveFrontpageTokens(db: Db): Promise<Array<{ token: string; venueId: number }>> {
  return db.select({ token: frontpageTokens.token, venueId: frontpageTokens.venueId }).from(frontpageTokens).where(isNull(frontpageTokens.revokedAt));
}

export async function findVenueBySlug(db: Db, slug: string): Promise<Venue | undefined> {
  const rows = await db.select().from(venues).where(eq(venues.slug, slug)).limit(1);
  return rows[0];
}

export async function findVenueById(db: Db, id: number): Promise<Venue | undefined> {
  const rows = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return rows[0];
}

export async function findFirstVenue(db: Db): Promise<Venue | undefined> {
  const rows = await db.select().from(venues).orderBy(asc(venues.id)).limit(1);
  return rows[0];
}

export async function countVenues(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(venues);
  return rows[0]?.n ?? 0;
}
