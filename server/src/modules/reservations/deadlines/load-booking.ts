/** A booking and its venue, read before a task's transaction (which then locks and checks the row). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reservations } from '../../../db/schema';
import { findVenueById } from '../../venues/venue-repository';

export async function loadBooking(app: FastifyInstance, id: number) {
  const [found] = await app.db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  const venue = found && (await findVenueById(app.db, found.venueId));
  return found && venue ? { found, venue } : null;
}
