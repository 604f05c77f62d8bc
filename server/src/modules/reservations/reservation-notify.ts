/**
 * Tells the guest of a change to their reservation, in the transaction that makes it true: the
 * e-mail (sent after commit by app.email.kick(); a new booking's is rendered then too:
 * email/new-booking-email.ts) and its text where the guest agreed to them
 * (modules/text-messages), the booking's wallet passes, which every
 * change told this way also moves (a move, a cancellation: modules/wallet/pass-updates.ts), Google's
 * copy of it and of the day's availability (modules/google-reservations), its reminder, planned,
 * moved or dropped with it (reminders/reminder-plan.ts), and the venue's webhook event of the
 * change (modules/webhooks/booking-event-of.ts; `from`: the status before).
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';
import { renderReservationEmail } from './email/reservation-email';
import type { ReservationEmailKind } from './email/reservation-email-kinds';
import { type ReservationRow, findExperience, findZone, updateReservation } from './reservation-repository';
import { reminderColumns } from './reminders/reminder-plan';
import { bookingEventOf } from '../webhooks/booking-event-of';
import { isNewBookingEmailKind, queueNewBookingEmail } from './email/new-booking-email';

export async function queueReservationEmail(
  app: FastifyInstance,
  tx: Tx,
  venue: Venue,
  reservation: ReservationRow,
  kind: ReservationEmailKind,
  options: {
    /** The link the message leads to, where its kind has one (a fee's card check). */
    actionLink?: string;
    /** The status before the change: the webhook event of a message that follows two changes. */
    from?: ReservationRow['status'];
    /** Staff's own words to the guest (an accepted or declined request). */
    staffMessage?: string;
    /** Inserted by this transaction: no wallet pass can show it yet, so there is none to move. */
    created?: boolean;
  } = {},
): Promise<void> {
  const { actionLink, from, staffMessage, created } = options;
  if (created && isNewBookingEmailKind(kind)) {
    // Rendered by the dispatcher after the commit, not under the day's lock (new-booking-email.ts).
    await queueNewBookingEmail(app, tx, reservation, kind);
  } else {
    const experience = reservation.experienceId ? ((await findExperience(tx, venue.id, reservation.experienceId)) ?? null) : null;
    const zone = reservation.zoneId ? ((await findZone(tx, reservation.zoneId)) ?? null) : null;
    const message = renderReservationEmail({ kind, reservation, venue, experience, zone, publicUrl: app.config.publicUrl, actionLink, staffMessage });
    await app.email.queue(tx, message, { kind: `reservation-${kind}`, venueId: venue.id });
  }
  await app.texts.queueFor(tx, venue, reservation, kind);
  if (!created) await app.wallet.passChanged(tx, 'booking', reservation.id);
  // Reserve with Google: the booking's notification and the day's availability (modules/google-reservations).
  await app.googleReservations.changed(tx, venue, reservation);
  const event = bookingEventOf(kind, from);
  if (event) await app.webhooks.booking(tx, venue, reservation, event);
  const plan = reminderColumns(venue, reservation, app.clock());
  if (plan.remindAt?.getTime() !== reservation.remindAt?.getTime() || plan.releaseAt?.getTime() !== reservation.releaseAt?.getTime()) {
    await updateReservation(tx, reservation.id, plan);
  }
}
