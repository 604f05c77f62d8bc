/**
 * The e-mail of a booking just made (confirmed, pending, on the waiting list) is an e-mail job
 * (modules/email/email-jobs.ts): the booking's transaction queues a row that names it, and the
 * dispatcher renders the message after the commit. Rendering it (the HTML, the text, the
 * calendar file) is then no work of the transaction that holds the day's lock, where a rush's
 * bookings wait for each other (docs/scaling.md). The message shows the booking as it is when
 * the dispatcher takes the row, a moment later; a booking gone by then, or no longer the
 * address's (its guest data erased), gets none.
 */
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/tx';
import type { EmailJob } from '../../email/email-jobs';
import type { MailMessage } from '../../email/mail-message';
import { findVenueById } from '../../venues/venue-repository';
import { findExperience, findReservationById, findZone } from '../reservation-repository';
import type { ReservationEmailKind } from './reservation-email-kinds';
import { renderReservationEmail } from './reservation-email';

/** The kinds a new booking's e-mail can be: each is composed as a job. */
export const NEW_BOOKING_EMAIL_KINDS = ['confirmed', 'pending', 'waiting'] as const satisfies readonly ReservationEmailKind[];
type NewBookingEmailKind = (typeof NEW_BOOKING_EMAIL_KINDS)[number];

export const isNewBookingEmailKind = (kind: ReservationEmailKind): kind is NewBookingEmailKind =>
  (NEW_BOOKING_EMAIL_KINDS as readonly ReservationEmailKind[]).includes(kind);

/** The outbox kind of the message, as a rendered one has it (`reservation-<kind>`): the job's kind too. */
const jobKind = (kind: NewBookingEmailKind) => `reservation-${kind}`;

/** Queues the e-mail of the booking `reservationId` in the booking's transaction; kick after commit. */
export function queueNewBookingEmail(app: FastifyInstance, tx: DbOrTx, booking: { venueId: number; id: number; email: string }, kind: NewBookingEmailKind) {
  return app.email.queueJob(tx, { kind: jobKind(kind), venueId: booking.venueId, to: booking.email, params: { reservation: booking.id } });
}

async function compose(app: FastifyInstance, kind: NewBookingEmailKind, job: EmailJob): Promise<Omit<MailMessage, 'from'> | null> {
  const venue = job.venueId === null ? undefined : await findVenueById(app.db, job.venueId);
  const id = Number(job.params.reservation);
  const reservation = venue && Number.isSafeInteger(id) ? await findReservationById(app.db, venue.id, id) : undefined;
  if (!venue || !reservation || reservation.email !== job.to) return null;
  const experience = reservation.experienceId ? ((await findExperience(app.db, venue.id, reservation.experienceId)) ?? null) : null;
  const zone = reservation.zoneId ? ((await findZone(app.db, reservation.zoneId)) ?? null) : null;
  return renderReservationEmail({ kind, reservation, venue, experience, zone, publicUrl: app.config.publicUrl });
}

/** Every instance composes the jobs of every kind (one that cannot leaves the row to another). */
export function defineNewBookingEmails(app: FastifyInstance): void {
  for (const kind of NEW_BOOKING_EMAIL_KINDS) app.email.defineJob(jobKind(kind), (job) => compose(app, kind, job));
}
