/**
 * A confirmed booking as a wallet pass: date and time at the venue (relevantDate: the phone
 * shows it as the time nears), party and room. Nothing on it holds the edit link's secret: the
 * QR code holds the booking's number (staff find it in the day's list), and "change or cancel"
 * points to "find my booking", which e-mails the links. A pass travels (Google's servers, a
 * copied .pkpass), the edit link must not travel with it.
 */
import { textsIn } from '../../i18n/texts';
import { type Language, i18n } from '../../lib/i18n-text';
import { hhmm } from '../../lib/wall-clock';
import type { ExperienceRow, ZoneRow } from '../experiences/experience-repository';
import { formatDay } from '../reservations/email/reservation-email';
import type { ReservationRow } from '../reservations/reservation-repository';
import { findBookingLink, reservationStart } from '../reservations/reservation-view';
import type { Venue } from '../venues/venue-repository';
import type { PassContent, PassState } from './pass-content';

/** A booking that ended is completed; one that will not happen is inactive. */
function bookingState(r: ReservationRow, end: Date, now: Date): PassState {
  if (r.status !== 'confirmed') return 'inactive';
  return end.getTime() <= now.getTime() ? 'completed' : 'active';
}

export interface BookingPassInput {
  reservation: ReservationRow;
  venue: Venue;
  zone: ZoneRow | null;
  experience: ExperienceRow | null;
  publicUrl: string;
}

export function bookingReference(r: Pick<ReservationRow, 'id'>): string {
  return `R-${r.id}`;
}

export function bookingPassContent({ reservation: r, venue, zone, experience, publicUrl }: BookingPassInput, language: Language, now: Date): PassContent {
  const t = textsIn(language, 'reservationPass');
  const start = reservationStart(r, venue.timezone);
  const end = new Date(start.getTime() + Math.max(15, r.durationMinutes) * 60_000);
  const reference = bookingReference(r);
  const state = bookingState(r, end, now);
  const address = [venue.address, venue.city].filter(Boolean).join(', ');
  return {
    kind: 'booking',
    subjectId: r.id,
    venue,
    language,
    state,
    description: t('description', { venue: venue.name }),
    title: experience ? i18n(experience.title)[language] : t('title'),
    barcode: { message: reference, altText: reference },
    primary: { key: 'date', label: t('date'), value: formatDay(r.date, language) },
    secondary: [
      { key: 'time', label: t('time'), value: hhmm(r.time) },
      { key: 'guests', label: t('guests'), value: String(r.pax) },
      ...(zone ? [{ key: 'zone', label: t('zone'), value: i18n(zone.name)[language] }] : []),
      ...(r.status === 'cancelled' ? [{ key: 'status', label: '', value: t('cancelled') }] : []),
    ],
    back: [
      { key: 'name', label: t('name'), value: `${r.firstName} ${r.lastName}`.trim() },
      ...(experience ? [{ key: 'experience', label: t('experience'), value: i18n(experience.title)[language] }] : []),
      ...(address ? [{ key: 'address', label: t('address'), value: address }] : []),
      { key: 'manage', label: t('manage'), value: findBookingLink(publicUrl, venue.slug) },
    ],
    relevantDate: start,
    expiresAt: end,
  };
}
