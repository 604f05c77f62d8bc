/**
 * "Find my booking": the guest types an e-mail address and gets, by e-mail, the edit links of
 * their coming bookings at this venue. The same work either way (one query, one message queued
 * in the outbox: the list, or "none found"), so neither the answer nor its timing tells whether
 * the address is known.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reservations } from '../../../db/schema';
import type { Language } from '../../../lib/i18n-text';
import { venueToday } from '../../../lib/wall-clock';
import type { Venue } from '../../venues/venue-repository';
import type { ReservationRow } from '../reservation-repository';
import { renderFindBookingsEmail } from './find-bookings-email';

/** At most this many bookings are listed in one message (the nearest first). */
export const FIND_BOOKINGS_LIMIT = 20;

export async function sendBookingLinks(app: FastifyInstance, venue: Venue, input: { email: string; language: Language }): Promise<{ email: string }> {
  const today = venueToday(app.clock(), venue.timezone);
  const bookings: ReservationRow[] = await app.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venue.id),
        sql`lower(${reservations.email}) = ${input.email.trim().toLowerCase()}`,
        inArray(reservations.status, ['pending', 'confirmed', 'waiting']),
        gte(reservations.date, today),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .limit(FIND_BOOKINGS_LIMIT);
  const message = renderFindBookingsEmail({ to: input.email, language: input.language, venue, bookings, publicUrl: app.config.publicUrl });
  await app.email.queue(app.db, message, { kind: 'reservation-find', venueId: venue.id });
  app.email.kick();
  return { email: input.email };
}
