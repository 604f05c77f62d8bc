/**
 * A text's words, in the guest's language: the venue's name, the day and time, the party, and
 * the link (the edit page, where an offer is confirmed too). Dates are short (6/6, 6.6. in
 * German) to keep the text to one segment where the link allows.
 */
import type { ReservationRow } from '../reservations/reservation-repository';
import { toLanguage } from '../reservations/email/reservation-email';
import { editLink } from '../reservations/reservation-view';
import { hhmm } from '../../lib/wall-clock';
import { dateFormatter } from '../../lib/date-words';
import type { Venue } from '../venues/venue-repository';
import { textsIn } from '../../i18n/texts';
import type { TextKind } from './text-kinds';

function shortDate(date: string, german: boolean): string {
  const [, month, day] = date.split('-').map(Number);
  return german ? `${day}.${month}.` : `${day}/${month}`;
}

/** The offer's deadline as the venue's wall clock (HH:mm). */
function venueTime(instant: Date, timezone: string): string {
  return dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timezone }).format(instant);
}

export function textBody(kind: TextKind, r: ReservationRow, venue: Venue, publicUrl: string): string {
  const language = toLanguage(r.language);
  const t = textsIn(language, 'textMessage');
  return t(kind, {
    venue: venue.name,
    date: shortDate(r.date, language === 'de'),
    time: hhmm(r.time),
    guests: t('guests', { count: r.pax }),
    deadline: r.holdExpiresAt ? venueTime(r.holdExpiresAt, venue.timezone) : '',
    link: editLink(publicUrl, venue.slug, r.hash),
  });
}
