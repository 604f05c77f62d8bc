/**
 * "Find my booking": the guest types an e-mail address and gets, by e-mail, the edit links of
 * their coming bookings at this venue, or a kind "none found". The call does the same work for
 * every address: it queues an e-mail job and answers at once. The bookings are looked up and the
 * message rendered by the e-mail dispatcher, off the request path (email-jobs.ts), so neither
 * the answer nor its time tells whether the address is known.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reservations } from '../../../db/schema';
import { type Language, languageOr } from '../../../lib/i18n-text';
import { venueToday } from '../../../lib/wall-clock';
import type { EmailJob } from '../../email/email-jobs';
import type { MailMessage } from '../../email/mail-message';
import { type Venue, findVenueById } from '../../venues/venue-repository';
import type { ReservationRow } from '../reservation-repository';
import { renderFindBookingsEmail } from './find-bookings-email';

/** At most this many bookings are listed in one message (the nearest first). */
export const FIND_BOOKINGS_LIMIT = 20;

export const FIND_BOOKINGS_JOB = 'reservation-find';

export async function sendBookingLinks(app: FastifyInstance, venue: Venue, input: { email: string; language: Language }): Promise<{ email: string }> {
  await app.email.queueJob(app.db, { kind: FIND_BOOKINGS_JOB, venueId: venue.id, to: input.email, params: { language: input.language } });
  app.email.kick();
  return { email: input.email };
}

/** The job's message: the coming bookings of the address at the venue, or "none found". */
export async function composeBookingLinks(app: FastifyInstance, job: EmailJob): Promise<Omit<MailMessage, 'from'> | null> {
  const venue = job.venueId === null ? undefined : await findVenueById(app.db, job.venueId);
  if (!venue) return null;
  const today = venueToday(app.clock(), venue.timezone);
  const bookings: ReservationRow[] = await app.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venue.id),
        sql`lower(${reservations.email}) = ${job.to.trim().toLowerCase()}`,
        inArray(reservations.status, ['pending', 'confirmed', 'waiting']),
        gte(reservations.date, today),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time))
    .limit(FIND_BOOKINGS_LIMIT);
  return renderFindBookingsEmail({ to: job.to, language: languageOr(job.params.language), venue, bookings, publicUrl: app.config.publicUrl });
}
