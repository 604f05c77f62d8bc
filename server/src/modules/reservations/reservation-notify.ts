/**
 * Tells the guest of a change to their reservation, in the transaction that makes it true: the
 * e-mail (sent after commit by app.email.kick()), the booking's wallet passes, which every
 * change told this way also moves (a move, a cancellation: modules/wallet/pass-updates.ts), and
 * its reminder, planned, moved or dropped with it (reminders/reminder-plan.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import type { Venue } from '../venues/venue-repository';
import { renderReservationEmail } from './email/reservation-email';
import type { ReservationEmailKind } from './email/reservation-email-kinds';
import { type ReservationRow, findExperience, findZone, updateReservation } from './reservation-repository';
import { reminderColumns } from './reminders/reminder-plan';

export async function queueReservationEmail(
  app: FastifyInstance,
  tx: Tx,
  venue: Venue,
  reservation: ReservationRow,
  kind: ReservationEmailKind,
  actionLink?: string,
  /** Staff's own words to the guest (an accepted or declined request). */
  staffMessage?: string,
): Promise<void> {
  const experience = reservation.experienceId ? ((await findExperience(tx, venue.id, reservation.experienceId)) ?? null) : null;
  const zone = reservation.zoneId ? ((await findZone(tx, reservation.zoneId)) ?? null) : null;
  const message = renderReservationEmail({ kind, reservation, venue, experience, zone, publicUrl: app.config.publicUrl, actionLink, staffMessage });
  await app.email.queue(tx, message, { kind: `reservation-${kind}`, venueId: venue.id });
  await app.wallet.passChanged(tx, 'booking', reservation.id);
  const plan = reminderColumns(venue, reservation, app.clock());
  if (plan.remindAt?.getTime() !== reservation.remindAt?.getTime() || plan.releaseAt?.getTime() !== reservation.releaseAt?.getTime()) {
    await updateReservation(tx, reservation.id, plan);
  }
}
