/**
 * How much of a venue-day one guest may hold, so that one visitor cannot take a day's seats:
 * live bookings (held, pending, confirmed, waiting) per normalised e-mail address, and per
 * client (bookings and seats). The venue sets them in its booking settings (`guestCaps`); a
 * value missing or not a whole number ≥ 1 takes its default.
 */
import type { BookingSettings } from '../../db/json-types';
import { ApiError } from '../../lib/api-error';

export interface GuestCaps {
  /** Live bookings of one e-mail address on a venue-day: lunch and dinner. */
  bookingsPerEmail: number;
  /** Live bookings of one client on a venue-day (a household, an office behind one address). */
  bookingsPerClient: number;
  /** Seats those bookings hold together. */
  seatsPerClient: number;
}

export const DEFAULT_BOOKINGS_PER_EMAIL = 2;
export const DEFAULT_BOOKINGS_PER_CLIENT = 4;
/** Two parties of the largest size the venue books online. */
export const defaultSeatsPerClient = (settings: Pick<BookingSettings, 'maxPax'>): number => 2 * settings.maxPax;

/** The stored settings may carry `guestCaps`; it is read defensively, like any stored JSON. */
type StoredSettings = BookingSettings & { guestCaps?: Partial<Record<keyof GuestCaps, unknown>> };

const wholeNumber = (value: unknown, fallback: number): number => (Number.isInteger(value) && (value as number) >= 1 ? (value as number) : fallback);

export function guestCapsOf(settings: BookingSettings): GuestCaps {
  const stored = (settings as StoredSettings).guestCaps ?? {};
  return {
    bookingsPerEmail: wholeNumber(stored.bookingsPerEmail, DEFAULT_BOOKINGS_PER_EMAIL),
    bookingsPerClient: wholeNumber(stored.bookingsPerClient, DEFAULT_BOOKINGS_PER_CLIENT),
    seatsPerClient: wholeNumber(stored.seatsPerClient, defaultSeatsPerClient(settings)),
  };
}

/** What one guest already holds on the day (without the booking being made). */
export interface GuestLoad {
  emailBookings: number;
  /** Null: the client is not capped (visitor-key.ts). */
  client: { bookings: number; seats: number } | null;
}

/** The refusal of one more booking of `pax` seats, or null when it fits the caps. */
export function capRefusal(caps: GuestCaps, load: GuestLoad, pax: number): ApiError | null {
  if (load.emailBookings + 1 > caps.bookingsPerEmail) {
    return new ApiError(409, 'BOOKING_LIMIT_EMAIL', `This e-mail address already has ${load.emailBookings} bookings on this day`, undefined, {
      limit: caps.bookingsPerEmail,
    });
  }
  if (load.client && (load.client.bookings + 1 > caps.bookingsPerClient || load.client.seats + pax > caps.seatsPerClient)) {
    return new ApiError(409, 'BOOKING_LIMIT_CLIENT', 'Too many bookings on this day from this connection', undefined, {
      bookings: caps.bookingsPerClient,
      seats: caps.seatsPerClient,
    });
  }
  return null;
}
