/** The "find my booking" e-mail: each coming booking with its edit link, or a kind "none found". */
import { emailLayout } from '../../email/email-layout';
import { html } from '../../email/html';
import type { MailMessage } from '../../email/mail-message';
import type { Language } from '../../../lib/i18n-text';
import { hhmm } from '../../../lib/wall-clock';
import type { Venue } from '../../venues/venue-repository';
import { formatDay } from '../email/reservation-email';
import { venueContactLines } from '../email/venue-contact';
import type { ReservationRow } from '../reservation-repository';
import { editLink } from '../reservation-view';
import { textsIn } from '../../../i18n/texts';

export interface FindBookingsEmailInput {
  to: string;
  language: Language;
  venue: Venue;
  bookings: ReservationRow[];
  publicUrl: string;
}

export function renderFindBookingsEmail({ to, language, venue, bookings, publicUrl }: FindBookingsEmailInput): Omit<MailMessage, 'from'> {
  const t = textsIn(language, 'findBookings');
  const values = { venue: venue.name };
  const subject = t('subject', values);
  const bookLink = `${publicUrl}/reserve?venue=${encodeURIComponent(venue.slug)}`;
  const items = bookings.map((r) => {
    const status = r.status === 'waiting' ? t('statusWaiting') : r.status === 'pending' ? t('statusPending') : '';
    const label = `${formatDay(r.date, language)}, ${hhmm(r.time)} · ${r.pax}${status ? ` (${status})` : ''}`;
    return { label, href: editLink(publicUrl, venue.slug, r.hash) };
  });
  const contact = venueContactLines(venue, language);
  // One booking or several: the intro counts them.
  const intro = bookings.length ? t('intro', { ...values, count: bookings.length }) : t('none', values);

  const body = html`<p style="margin:0 0 12px">${t('greeting')}</p>
<p style="margin:0 0 20px">${intro}</p>
${items.map(
  (item) => html`<p style="margin:0 0 6px;font-weight:600">${item.label}</p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${item.href}" style="color:#8a3b2e">${t('edit')}</a> · ${item.href}</p>`,
)}
${bookings.length ? '' : html`<p style="margin:0 0 20px"><a href="${bookLink}" style="display:inline-block;background:#8a3b2e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${t('bookNow')}</a></p>`}
${contact.map((line) => html`<p style="margin:0 0 4px;font-size:13px;color:#6b6158">${line}</p>`)}
<p style="margin:16px 0 0;font-size:13px;color:#6b6158">${t('notYou')}</p>`;

  const text = [
    t('greeting'),
    intro,
    '',
    ...items.flatMap((item) => [item.label, `${t('edit')}: ${item.href}`, '']),
    ...(bookings.length ? [] : [`${t('bookNow')}: ${bookLink}`, '']),
    ...contact,
    '',
    t('notYou'),
    t('footer', values),
  ].join('\n');

  return { to, subject, html: emailLayout({ language, venueName: venue.name, title: subject, body, footer: t('footer', values) }), text };
}
