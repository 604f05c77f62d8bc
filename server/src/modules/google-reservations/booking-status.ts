/** GetBookingStatus and ListBookings: read-only answers about the venue's Google bookings. */
import type { FastifyInstance } from 'fastify';
import type { Venue } from '../venues/venue-repository';
import { bookingIdOf, bookingStatusOf, wireBooking } from './booking-wire';
import { GoogleError } from './google-errors';
import { findGoogleBooking, listUserBookings, serviceIdsOf } from './google-repository';
import { type WireBooking, objectOf, stringField } from './wire';

export async function getBookingStatus(app: FastifyInstance, venue: Venue, body: unknown) {
  const bookingId = stringField(objectOf(body, 'request'), 'booking_id');
  const row = await findGoogleBooking(app.db, venue.id, bookingId);
  if (!row) throw new GoogleError(404, 'NOT_FOUND', 'Unknown booking_id');
  return { booking_id: bookingIdOf(row), booking_status: bookingStatusOf(row), prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
}

export async function listBookings(app: FastifyInstance, venue: Venue, merchantId: string, body: unknown): Promise<{ bookings: WireBooking[] }> {
  const userId = stringField(objectOf(body, 'request'), 'user_id');
  const rows = await listUserBookings(app.db, venue.id, userId);
  const services = await serviceIdsOf(app.db, venue.id, rows);
  return { bookings: rows.map((r) => wireBooking(venue, merchantId, r, services.get(r.id)!)) };
}
