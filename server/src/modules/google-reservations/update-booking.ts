/**
 * UpdateBooking: Google cancels a booking (status CANCELED) or changes its time or party size,
 * through the same services as the guest's edit link (reservations/change-service.ts): the same
 * lock, measure, caps and e-mail, and the seats freed offered to the waiting list. A refusal is a
 * BookingFailure; a booking already cancelled is answered as it stands (a retry of the cancel).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { hhmm } from '../../lib/wall-clock';
import { cancelReservation, editReservation } from '../reservations/change-service';
import type { ReservationRow } from '../reservations/reservation-repository';
import type { Venue } from '../venues/venue-repository';
import { wireBooking } from './booking-wire';
import { GoogleError } from './google-errors';
import { findGoogleBooking, serviceIdsOf } from './google-repository';
import { asGoogleCall } from './google-origin';
import { type BookingFailure, type FailureCause, type WireBooking, field, intField, invalid, objectOf, stringField, wallOf } from './wire';

export interface UpdateBookingAnswer {
  booking?: WireBooking;
  booking_failure?: BookingFailure;
}

/** The edit and cancel services' refusals, as the reference's causes. */
const CAUSES: Record<string, FailureCause> = {
  EDIT_SOLD_OUT: 'SLOT_UNAVAILABLE',
  EDIT_WAITING_LIST: 'SLOT_UNAVAILABLE',
  EDIT_NEEDS_CARD: 'SLOT_UNAVAILABLE',
  EDIT_PAID_PAX: 'SLOT_UNAVAILABLE',
  BOOKING_LIMIT_EMAIL: 'USER_OVER_BOOKING_LIMIT',
  BOOKING_LIMIT_CLIENT: 'USER_OVER_BOOKING_LIMIT',
};

export async function updateBooking(app: FastifyInstance, venue: Venue, merchantId: string, body: unknown): Promise<UpdateBookingAnswer> {
  const booking = objectOf(field(objectOf(body, 'request'), 'booking'), 'booking');
  const bookingId = stringField(booking, 'booking_id');
  const found = await findGoogleBooking(app.db, venue.id, bookingId);
  if (!found) throw new GoogleError(404, 'NOT_FOUND', 'Unknown booking_id');
  const status = field(booking, 'status');
  const rawSlot = field(booking, 'slot');

  const answerOf = async (row: ReservationRow): Promise<UpdateBookingAnswer> => {
    const serviceId = (await serviceIdsOf(app.db, venue.id, [row])).get(row.id)!;
    return { booking: wireBooking(venue, merchantId, row, serviceId) };
  };
  const failure = (cause: FailureCause, description: string): UpdateBookingAnswer => ({ booking_failure: { cause, description } });

  if (status === 'CANCELED') {
    if (found.status === 'cancelled') return answerOf(found);
    if (found.status !== 'confirmed' && found.status !== 'pending') return failure('BOOKING_NOT_CANCELLABLE', `The booking is ${found.status}`);
    try {
      await asGoogleCall(() => cancelReservation(app, venue, found.hash));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RESERVATION_CLOSED') return failure('BOOKING_NOT_CANCELLABLE', err.message);
      throw err;
    }
    return answerOf((await findGoogleBooking(app.db, venue.id, bookingId))!);
  }
  if (status !== undefined && status !== null && status !== 'CONFIRMED' && status !== 'PENDING_MERCHANT_CONFIRMATION') {
    throw invalid('booking.status can only be set to CANCELED');
  }
  if (rawSlot === undefined) throw invalid('booking.slot or booking.status is required');

  const slot = objectOf(rawSlot, 'booking.slot');
  const startSec = intField(slot, 'start_sec', false);
  const resources = field(slot, 'resources');
  const pax = resources === undefined ? null : intField(objectOf(resources, 'resources'), 'party_size', false);
  if (pax !== null && (pax < 1 || pax > 1000)) throw invalid('resources.party_size must be a party size');
  if (startSec !== null && startSec % 60 !== 0) throw invalid('start_sec must be on a whole minute');
  if (found.status === 'cancelled') return failure('BOOKING_ALREADY_CANCELLED', 'The booking was cancelled');
  const when = startSec === null ? { date: found.date, time: hhmm(found.time) } : wallOf(startSec, venue.timezone);
  try {
    await asGoogleCall(() => editReservation(app, venue, { hash: found.hash, date: when.date, time: when.time, pax: pax ?? found.pax, client: null }));
  } catch (err) {
    if (err instanceof ApiError && CAUSES[err.code]) return failure(CAUSES[err.code]!, err.message);
    if (err instanceof ApiError && err.code === 'RESERVATION_CLOSED') return failure('SLOT_UNAVAILABLE', err.message);
    throw err;
  }
  return answerOf((await findGoogleBooking(app.db, venue.id, bookingId))!);
}
