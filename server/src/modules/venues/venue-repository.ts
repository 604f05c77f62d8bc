/** Queries on venues. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';

export type Venue = typeof venues.$inferSelect;

export async function findVenueByToken(db: Db, token: string): Promise<Venue | undefined> {
  const rows = await db.select().from(venues).where(eq(venues.frontpageToken, token)).limit(1);
  return rows[0];
}

export async function findVenueBySlug(db: Db, slug: string): Promise<Venue | undefined> {
  const rows = await db.select().from(venues).where(eq(venues.slug, slug)).limit(1);
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
