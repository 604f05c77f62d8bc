/**
 * The caps per guest (guest-caps.ts) against what the guest already holds on the day. Called
 * under the day's lock (booking-lock.ts): two bookings of one guest for one day queue there, so
 * they cannot both pass.
 */
import type { DbOrTx } from '../../db/tx';
import type { ApiError } from '../../lib/api-error';
import { normaliseEmail } from '../../lib/email-address';
import type { Venue } from '../venues/venue-repository';
import { capRefusal, guestCapsOf } from './guest-caps';
import { liveBookingsOfDay } from './reservation-repository';

export interface BookingGuest {
  email: string;
  /** The client's key (visitor-key.ts); null: not a visitor's address, not capped. */
  client: string | null;
}

/**
 * The refusal of a booking of `pax` on `date` for this guest, or null when it fits. An edit names
 * the booking it changes (`excludeReservationId`): it is measured as if made again.
 */
export async function guestCapRefusal(
  tx: DbOrTx,
  venue: Venue,
  guest: BookingGuest,
  booking: { date: string; pax: number },
  now: Date,
  excludeReservationId?: number,
): Promise<ApiError | null> {
  const day = (await liveBookingsOfDay(tx, venue.id, booking.date, now)).filter(
    // A batch's own bookings have no id until they are inserted (db/insert-together.ts).
    (r) => excludeReservationId === undefined || r.id !== excludeReservationId,
  );
  const email = normaliseEmail(guest.email);
  const emailBookings = day.filter((r) => normaliseEmail(r.email) === email).length;
  let client = null;
  if (guest.client !== null) {
    const mine = day.filter((r) => r.clientKey === guest.client);
    client = { bookings: mine.length, seats: mine.reduce((sum, r) => sum + r.pax, 0) };
  }
  return capRefusal(guestCapsOf(venue.bookingSettings), { emailBookings, client }, booking.pax);
}
