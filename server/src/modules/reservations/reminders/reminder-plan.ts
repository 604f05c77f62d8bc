/**
 * When a booking's reminder goes, and when an unconfirmed booking is released. The plan is
 * written on every change the guest is told of (reservation-notify.ts), so a booking that is
 * confirmed, moved or cancelled has its reminder planned, moved or dropped in the same
 * transaction; the reminder dispatcher only sends what is due.
 */
import type { Venue } from '../../venues/venue-repository';
import type { ReservationRow } from '../reservation-repository';
import { reservationStart } from '../reservation-view';

export const DEFAULT_REMINDER_HOURS = 24;

const HOUR = 3_600_000;

/**
 * The reminder's due time: the visit minus the venue's hours, for a confirmed booking not yet
 * reminded of this start. None when the venue sends no reminders, or when that time has already
 * passed (booked or moved inside the window: the confirmation the guest just got is enough).
 */
export function plannedReminder(venue: Venue, r: Pick<ReservationRow, 'status' | 'date' | 'time' | 'remindedFor'>, now: Date): Date | null {
  const hours = venue.bookingSettings.reminderHours ?? DEFAULT_REMINDER_HOURS;
  if (hours <= 0 || r.status !== 'confirmed') return null;
  const start = reservationStart(r, venue.timezone);
  if (r.remindedFor?.getTime() === start.getTime()) return null;
  const due = new Date(start.getTime() - hours * HOUR);
  return due.getTime() > now.getTime() ? due : null;
}

/**
 * The reconfirmation deadline set when the reminder goes: only where the venue asks for one, and
 * only for a booking nothing secures (a saved card or a payment keeps it: the venue is covered).
 */
export function releaseDeadline(venue: Venue, r: ReservationRow, now: Date): Date | null {
  const hours = venue.bookingSettings.releaseUnconfirmedHours;
  if (!hours || r.reconfirmedAt || r.guaranteeType > 0 || r.paymentType > 0) return null;
  const deadline = new Date(reservationStart(r, venue.timezone).getTime() - hours * HOUR);
  return deadline.getTime() > now.getTime() ? deadline : null;
}

type Planned = Pick<ReservationRow, 'status' | 'date' | 'time' | 'remindedFor' | 'reconfirmedAt' | 'releaseAt'>;

/** The columns a change writes: the reminder re-planned; a release deadline kept only while it still applies. */
export function reminderColumns(venue: Venue, r: Planned, now: Date): Pick<ReservationRow, 'remindAt' | 'releaseAt'> {
  const start = reservationStart(r, venue.timezone);
  const remindedOfThisStart = r.remindedFor?.getTime() === start.getTime();
  const keepsDeadline = r.status === 'confirmed' && remindedOfThisStart && !r.reconfirmedAt;
  return { remindAt: plannedReminder(venue, r, now), releaseAt: keepsDeadline ? r.releaseAt : null };
}

/**
 * The plan of a booking about to be inserted, for its insert to write: the notice that follows
 * (reservation-notify.ts) then finds it planned and writes nothing more. Measured at `now`; a
 * notice whose clock gives another plan still writes its own.
 */
export function newBookingReminder(venue: Venue, r: Pick<ReservationRow, 'status' | 'date' | 'time'>, now: Date): Pick<ReservationRow, 'remindAt' | 'releaseAt'> {
  return reminderColumns(venue, { ...r, remindedFor: null, reconfirmedAt: null, releaseAt: null }, now);
}
