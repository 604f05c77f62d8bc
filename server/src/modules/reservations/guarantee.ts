/**
 * The card guarantee of a booking: the experience's own (tipoCCGaranzia, importoCCGaranzia,
 * cancellazione), else the venue's for plain tables from a party size up. The fee is charged
 * off-session for a no-show or a cancellation after the free-cancellation deadline.
 */
import type { BookingSettings } from '../../db/json-types';
import { wallInstant } from '../../lib/wall-clock';
import type { ExperienceRow } from '../experiences/experience-repository';
import { type PaymentSource, onlineUnitAmount } from './payment';

export interface GuaranteeTerms {
  /** 1 per reservation, 2 per guest. */
  type: 1 | 2;
  /** The amount per reservation or per guest, minor units. */
  unitAmount: number;
  /** What a no-show costs this party (unit times pax when per guest). */
  amount: number;
  cancellationHours: number;
  /** Cancelling before this instant is free. */
  freeCancellationUntil: Date;
}

type GuaranteeSource = Pick<ExperienceRow, 'guaranteeType' | 'guaranteeAmount' | 'cancellationHours'> & Partial<PaymentSource>;

export function guaranteeTerms(
  settings: BookingSettings,
  experience: GuaranteeSource | null,
  booking: { date: string; time: string; pax: number },
  timezone: string,
  /** The guest's no-shows here in the last 12 months, when the guest is known (guest-history/). */
  guestNoShows = 0,
): GuaranteeTerms | null {
  let type: 1 | 2;
  let unitAmount: number;
  let hours: number;
  if (experience) {
    // Paid online at booking: the payment stands in for the guarantee.
    if (onlineUnitAmount(experience) > 0) return null;
    if (experience.guaranteeType !== 1 && experience.guaranteeType !== 2) return null;
    if (experience.guaranteeAmount <= 0) return null;
    type = experience.guaranteeType;
    unitAmount = experience.guaranteeAmount;
    hours = experience.cancellationHours;
  } else {
    const venue = settings.cardGuarantee;
    if (!venue || venue.amount <= 0) return null;
    const bySize = venue.minPax !== undefined && booking.pax >= venue.minPax;
    const byHistory = venue.afterNoShows !== undefined && guestNoShows >= venue.afterNoShows;
    if (!bySize && !byHistory) return null;
    type = venue.type;
    unitAmount = venue.amount;
    hours = venue.cancellationHours;
  }
  const start = wallInstant(booking.date, booking.time, timezone) ?? new Date(`${booking.date}T${booking.time}:00Z`);
  return {
    type,
    unitAmount,
    amount: type === 2 ? unitAmount * booking.pax : unitAmount,
    cancellationHours: hours,
    freeCancellationUntil: new Date(start.getTime() - hours * 3_600_000),
  };
}
