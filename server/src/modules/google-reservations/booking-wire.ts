/** A reservation made through Google as the reference's Booking message. */
import { hhmm } from '../../lib/wall-clock';
import type { ReservationRow } from '../reservations/reservation-repository';
import type { Venue } from '../venues/venue-repository';
import { type BookingStatus, type WireBooking, startSecOf, wireSlot } from './wire';

const STATUS: Partial<Record<ReservationRow['status'], BookingStatus>> = {
  confirmed: 'CONFIRMED',
  pending: 'PENDING_MERCHANT_CONFIRMATION',
  cancelled: 'CANCELED',
  no_show: 'NO_SHOW',
  rejected: 'DECLINED_BY_MERCHANT',
};

export const bookingStatusOf = (row: Pick<ReservationRow, 'status'>): BookingStatus => STATUS[row.status] ?? 'FAILED';

/** The booking id Google knows a reservation by (never the edit link's secret). */
export const bookingIdOf = (row: Pick<ReservationRow, 'id'>) => String(row.id);

export function wireBooking(venue: Venue, merchantId: string, row: ReservationRow, serviceId: string, slot?: { startSec: number; durationSec: number }): WireBooking {
  return {
    booking_id: bookingIdOf(row),
    slot: wireSlot(merchantId, {
      serviceId,
      startSec: slot?.startSec ?? startSecOf(row.date, hhmm(row.time), venue.timezone),
      durationSec: slot?.durationSec ?? row.durationMinutes * 60,
      pax: row.pax,
    }),
    user_information: {
      user_id: row.googleUserId ?? '',
      given_name: row.firstName,
      family_name: row.lastName,
      telephone: `${row.phonePrefix}${row.phone}`,
      email: row.email,
    },
    status: bookingStatusOf(row),
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
  };
}
