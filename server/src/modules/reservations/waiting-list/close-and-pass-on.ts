/**
 * Closes a booking that held seats for a reason of the venue's rules (not reconfirmed in time, an
 * offer let go or run out): cancelled with no fee, the guest told, and its seats offered to the
 * next waiting guests in the same transaction (no moment when they are nobody's). A gift card
 * part applied in an offer's card step goes back on the card in it. The caller holds the day's
 * lock and has locked the row.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/tx';
import type { Venue } from '../../venues/venue-repository';
import type { ReservationEmailKind } from '../email/reservation-email-kinds';
import { returnGiftcard } from '../giftcard-payment';
import { queueReservationEmail } from '../reservation-notify';
import { type ReservationRow, updateReservation } from '../reservation-repository';
import { offerFreedSeats } from './offer-freed-seats';

export type ClosedReason = 'unconfirmed' | 'offer_expired' | 'offer_declined';

export async function closeAndPassOn(
  app: FastifyInstance,
  tx: Tx,
  venue: Venue,
  row: ReservationRow,
  reason: ClosedReason,
  email: ReservationEmailKind,
  now: Date,
): Promise<ReservationRow> {
  const closed = await updateReservation(tx, row.id, {
    status: 'cancelled',
    cancelledAt: now,
    closedReason: reason,
    holdExpiresAt: null,
    releaseAt: null,
    sequence: row.sequence + 1,
    // An offer is never paid: a gift card part applied in its card step goes back whole.
    ...(row.status === 'offered' ? await returnGiftcard(app, tx, row, now) : {}),
  });
  await queueReservationEmail(app, tx, venue, closed, email);
  await offerFreedSeats(app, tx, venue, row.date, now);
  return closed;
}
