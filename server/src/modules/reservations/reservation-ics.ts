/**
 * The calendar file of a reservation (RFC 5545, `ics` package). One UID per reservation and a
 * SEQUENCE raised on every change, so a calendar that imported it updates the same event; a
 * cancelled reservation gives a CANCEL.
 */
import { createEvent } from 'ics';
import type { Language } from '../../lib/i18n-text';
import type { ReservationRow } from './reservation-repository';
import { reservationStart } from './reservation-view';

export interface IcsInput {
  reservation: Pick<ReservationRow, 'hash' | 'date' | 'time' | 'pax' | 'durationMinutes' | 'status' | 'sequence' | 'firstName' | 'lastName'>;
  venue: { name: string; slug: string; timezone: string; address: string; city: string; email: string };
  title: string;
  description: string;
  url: string;
  language: Language;
}

export function reservationIcs({ reservation: r, venue, title, description, url }: IcsInput): string {
  const start = reservationStart(r, venue.timezone);
  const cancelled = r.status === 'cancelled' || r.status === 'rejected';
  const { error, value } = createEvent({
    // An instant in UTC: no calendar can misread the venue's zone or a DST day.
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(15, r.durationMinutes) },
    title,
    description,
    location: [venue.name, venue.address, venue.city].filter(Boolean).join(', '),
    url,
    uid: `reservation-${r.hash.slice(0, 16)}@${venue.slug}`,
    sequence: r.sequence,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : r.status === 'pending' || r.status === 'waiting' ? 'TENTATIVE' : 'CONFIRMED',
    productId: 'convivio/reservations',
    ...(venue.email ? { organizer: { name: venue.name, email: venue.email.replace(/^.*<|>.*$/g, '') } } : {}),
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}
