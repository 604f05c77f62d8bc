/** Small helpers that put bookings straight into the database. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { experiences, reservations, venues, zones } from '../../src/db/schema';

export async function venueId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.slug, slug));
  if (!row) throw new Error(`no venue ${slug}`);
  return row.id;
}

export async function experienceId(db: Db, hash: string): Promise<number> {
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.hash, hash));
  if (!row) throw new Error(`no experience ${hash}`);
  return row.id;
}

export async function firstZoneId(db: Db, venue: number): Promise<number> {
  const [row] = await db.select({ id: zones.id }).from(zones).where(eq(zones.venueId, venue)).orderBy(zones.sort);
  return row!.id;
}

export async function addReservation(
  db: Db,
  values: {
    venueId: number;
    date: string;
    time: string;
    pax: number;
    zoneId?: number | null;
    experienceId?: number | null;
    status?: 'pending' | 'confirmed' | 'rejected' | 'waiting' | 'cancelled' | 'no_show';
  },
): Promise<void> {
  await db.insert(reservations).values({
    firstName: 'Test',
    lastName: 'Guest',
    email: 'guest@example.com',
    hash: randomBytes(16).toString('base64url'),
    status: 'confirmed',
    ...values,
  });
}
