/**
 * The schema.org markup of a booking e-mail (a FoodEstablishmentReservation in JSON-LD), which
 * mail clients read to show the booking as one: its status, party, time in the venue's zone, the
 * venue and the guest's edit link. Each e-mail carries the booking as it is now, so the change
 * and cancellation e-mails update what the client shows. None for a place on the waiting list
 * (not a booking yet) or an e-mail about a fee or a refund.
 */
import type { FoodEstablishment, FoodEstablishmentReservation, ReservationStatusType, Restaurant, WithContext } from 'schema-dts';
import { venueIso } from '../../../lib/wall-clock';
import { postalAddress } from '../../seo/venue-structured-data';
import { venueKindOr } from '../../seo/venue-kind';
import type { Venue } from '../../venues/venue-repository';
import type { ReservationRow } from '../reservation-repository';
import { reservationStart } from '../reservation-view';
import type { ReservationEmailKind } from './reservation-email-kinds';

const STATUS: Partial<Record<ReservationRow['status'], ReservationStatusType>> = {
  confirmed: 'https://schema.org/ReservationConfirmed',
  pending: 'https://schema.org/ReservationPending',
  held: 'https://schema.org/ReservationHold',
  offered: 'https://schema.org/ReservationHold',
  cancelled: 'https://schema.org/ReservationCancelled',
  rejected: 'https://schema.org/ReservationCancelled',
};

/**
 * `modifyReservationUrl` is Google's addition to schema.org for e-mail markup (the page where
 * the guest changes the booking), read by Gmail; the rest is schema.org's own.
 */
export type EmailReservation = WithContext<FoodEstablishmentReservation> & { modifyReservationUrl?: string };

/** E-mails about money, not about the booking itself. */
const WITHOUT_MARKUP = new Set<ReservationEmailKind>(['fee-authentication', 'payment-refunded']);

export function reservationMarkup(
  kind: ReservationEmailKind,
  r: Pick<ReservationRow, 'id' | 'status' | 'date' | 'time' | 'pax' | 'durationMinutes' | 'firstName' | 'lastName'>,
  venue: Venue,
  editLink: string,
): EmailReservation | undefined {
  const status = STATUS[r.status];
  if (!status || WITHOUT_MARKUP.has(kind)) return undefined;
  const start = reservationStart(r, venue.timezone);
  const end = new Date(start.getTime() + Math.max(15, r.durationMinutes) * 60_000);
  const open = status !== 'https://schema.org/ReservationCancelled';
  // Checked as a Restaurant, whose properties every kind of food establishment shares.
  const place: Exclude<Restaurant, string> = {
    '@type': 'Restaurant',
    name: venue.name,
    address: postalAddress(venue),
    telephone: venue.phone || undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationId: String(r.id),
    reservationStatus: status,
    underName: { '@type': 'Person', name: `${r.firstName} ${r.lastName}`.trim() },
    reservationFor: { ...place, '@type': venueKindOr(venue.bookingSettings.venueKind) } as Exclude<FoodEstablishment, string>,
    startTime: venueIso(start, venue.timezone),
    endTime: venueIso(end, venue.timezone),
    partySize: r.pax,
    modifyReservationUrl: open ? editLink : undefined,
  };
}
