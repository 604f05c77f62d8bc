/**
 * An offer for a booking that needs a card (an experience paid online, a card guarantee): the
 * offer carries the terms from the moment it is made (the e-mail and the page say what confirming
 * costs), and confirming it opens the card step of a hold on the offer's own row, which the
 * usual reservation/complete (or the payment's event) turns into the booking. docs/booking.md,
 * "Waiting-list offers".
 */
import type { ExperienceRow } from '../../experiences/experience-repository';
import type { Venue } from '../../venues/venue-repository';
import { hhmm } from '../../../lib/wall-clock';
import { guaranteeColumns, paymentColumns } from '../booking-service';
import { guaranteeTerms } from '../guarantee';
import { paymentTerms } from '../payment';
import type { ReservationRow } from '../reservation-repository';
import type { Tx } from '../../../db/tx';
import { recentNoShows } from '../guest-history/guest-no-shows';

/** The payment or guarantee columns of an offer, as a hold of the same choice (and guest) would have them. */
export async function offerCardColumns(tx: Tx, venue: Venue, experience: ExperienceRow | null, row: ReservationRow, now: Date): Promise<Partial<ReservationRow>> {
  const booking = { date: row.date, time: hhmm(row.time), pax: row.pax };
  const payment = paymentTerms(experience, booking, venue.timezone);
  if (payment) return { ...guaranteeColumns(null), ...paymentColumns(payment) };
  const noShows = await recentNoShows(tx, venue, { email: row.guestEmailKey, phone: row.guestPhoneKey }, now);
  return guaranteeColumns(guaranteeTerms(venue.bookingSettings, experience, booking, venue.timezone, noShows));
}

/** Confirming this offer needs the card step (it was made with a payment or a guarantee). */
export const offerNeedsCard = (row: Pick<ReservationRow, 'paymentType' | 'guaranteeType' | 'guaranteeAmount'>): boolean =>
  row.paymentType > 0 || (row.guaranteeType > 0 && row.guaranteeAmount > 0);
