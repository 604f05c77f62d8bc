/**
 * Every reservation e-mail: the summary, the card-guarantee terms when they apply (amount,
 * free-cancellation deadline in the venue's time, how the fee is charged), the edit link, and
 * the calendar file. In the guest's language.
 */
import { emailLayout } from '../../email/email-layout';
import { html } from '../../email/html';
import type { MailMessage } from '../../email/mail-message';
import { type Language, LANGUAGES, i18n } from '../../../lib/i18n-text';
import { formatAmount } from '../../../lib/money';
import { hhmm } from '../../../lib/wall-clock';
import { LOCALES, dateFormatter, venueDateInWords } from '../../../lib/date-words';
import type { Venue } from '../../venues/venue-repository';
import type { ExperienceRow, ZoneRow } from '../../experiences/experience-repository';
import type { ReservationRow } from '../reservation-repository';
import { reservationIcs } from '../reservation-ics';
import { editLink } from '../reservation-view';
import { answerText } from '../../experiences/extra-fields';
import { type Texts, type KeyUnder, textsIn } from '../../../i18n/texts';
import type { ReservationEmailKind } from './reservation-email-kinds';
import { venueContactLines } from './venue-contact';
import { reservationMarkup } from './reservation-markup';

export interface ReservationEmailInput {
  kind: ReservationEmailKind;
  reservation: ReservationRow;
  venue: Venue;
  experience: ExperienceRow | null;
  zone: ZoneRow | null;
  publicUrl: string;
  /** fee-authentication: the page where the guest confirms the charge. */
  actionLink?: string;
  /** Staff's own words to the guest, shown under the intro. */
  staffMessage?: string;
}

export const toLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'it');

/** A venue date (YYYY-MM-DD) written out, with no time-zone shift. */
export function formatDay(date: string, language: Language): string {
  return venueDateInWords(date, language, 'full');
}

/** An instant as the venue's wall clock, e.g. "Tuesday 9 June 2026, 19:00". */
export function formatVenueInstant(instant: Date, language: Language, timezone: string): string {
  return dateFormatter(LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(instant);
}

// Money as the pages and the gift card e-mails write it (Swiss conventions for CHF).
export { formatAmount };

/** What was paid online and the refund rule (or what became of the money), for the e-mails and the calendar file. */
export function paymentLines(r: ReservationRow, venue: Venue, language: Language, kind: ReservationEmailKind): string[] {
  if (r.paymentType === 0 || r.paymentStatus === 'none' || r.paymentStatus === 'awaiting') return [];
  const t = textsIn(language, 'reservationEmail');
  const values = {
    amount: formatAmount(r.paymentAmount, venue.currency, language),
    venue: venue.name,
    deadline: r.freeCancellationUntil ? formatVenueInstant(r.freeCancellationUntil, language, venue.timezone) : '',
  };
  const paidLine = t(r.paymentType === 2 ? 'paymentDeposit' : 'paymentPrepaid', values);
  // A gift card paid part (or all): which part, and on a refund where each part goes.
  const card = r.paymentAmount - r.giftcardAmount;
  const gift = r.giftcardLast4 && r.giftcardAmount > 0;
  const parts = {
    ...values,
    giftcard: formatAmount(r.giftcardAmount, venue.currency, language),
    card: formatAmount(card, venue.currency, language),
    code: `•••• ${r.giftcardLast4 ?? ''}`,
  };
  // An experience voucher is told as one: it books again once it is back, whatever part it paid.
  const [partText, allText, returnedText] = r.giftcardVoucher
    ? (['voucherPart', 'voucherAll', 'voucherReturned'] as const)
    : (['giftcardPart', 'giftcardAll', 'giftcardReturned'] as const);
  // A late payment refunded: the intro says the card refund; the gift card part went back too.
  if (kind === 'payment-refunded') return gift && r.giftcardReturnedAt ? [t(returnedText, parts)] : [];
  const paid = gift ? `${paidLine}. ${t(card > 0 ? partText : allText, parts)}` : paidLine;
  if (r.paymentStatus !== 'paid') {
    if (!gift) return [paid, t('refundDone', values)];
    return [paid, ...(r.giftcardReturnedAt ? [t(returnedText, parts)] : []), ...(card > 0 ? [t('refundDone', { ...values, amount: parts.card })] : [])];
  }
  if (r.status === 'cancelled' || r.status === 'rejected') return [paid, t('refundNone', values)];
  return [paid, ...(r.freeCancellationUntil ? [t('refundRule', values)] : [])];
}

/** An offer that needs a card says what confirming it asks (the guarantee's own terms follow). */
function offerCardLines(r: ReservationRow, venue: Venue, language: Language): string[] {
  const t = textsIn(language, 'reservationEmail');
  if (r.paymentType > 0) return [t('offerPayment', { amount: formatAmount(r.paymentAmount, venue.currency, language) })];
  return r.guaranteeType > 0 && r.guaranteeAmount > 0 ? [t('offerGuarantee')] : [];
}

/** The answers to the experience's extra questions, as label and answer rows. */
export function answerRows(r: ReservationRow, language: Language): Array<[string, string]> {
  const t = textsIn(language, 'reservationEmail');
  const answers = Array.isArray(r.extraAnswers) ? r.extraAnswers : [];
  return answers.map((a) => [i18n(a.label)[language], answerText(a, language, { yes: t('yes'), no: t('no') })]);
}

/** The terms sentence block, shared with the calendar file's description. */
export function guaranteeLines(r: ReservationRow, venue: Venue, language: Language): string[] {
  if (r.guaranteeType === 0) return [];
  const t = textsIn(language, 'reservationEmail');
  const amount = formatAmount(r.guaranteeAmount, venue.currency, language);
  const unit = formatAmount(Math.round(r.guaranteeAmount / Math.max(1, r.pax)), venue.currency, language);
  const values = { amount, unit, venue: venue.name, deadline: r.freeCancellationUntil ? formatVenueInstant(r.freeCancellationUntil, language, venue.timezone) : '' };
  return [
    `${t('guaranteeTitle')}: ${t(r.guaranteeType === 2 ? 'guaranteePerGuest' : 'guaranteePerReservation', values)}`,
    t('freeCancellation', values),
    t('feeHow', values),
  ];
}

const PRIMARY_BUTTON =
  'display:inline-block;background:#8a3b2e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px;margin:0 8px 8px 0';
const SECONDARY_BUTTON =
  'display:inline-block;background:#ffffff;color:#8a3b2e;border:2px solid #8a3b2e;text-decoration:none;font-weight:600;padding:10px 22px;border-radius:999px;margin:0 8px 8px 0';

/** E-mails that end a request: the booking conditions no longer apply. */
const WITHOUT_CONDITIONS = new Set<ReservationEmailKind>(['cancelled', 'left-list', 'payment-refunded']);

/**
 * The e-mail's buttons: the edit link, or the two answers a reminder or an offer asks for. An
 * answer opens the edit page with `reply=…`, which brings the question into view: only the
 * guest's tap there sends it, since mail scanners open every link and run the page's scripts
 * (docs/security.md, "Mail scanners"); none for a booking that is closed.
 */
export function emailButtons(
  kind: ReservationEmailKind,
  t: Texts<KeyUnder<'reservationEmail'>>,
  link: string,
  actionLink?: string,
): Array<{ label: string; href: string }> {
  const reply = (answer: string) => `${link}&reply=${answer}`;
  switch (kind) {
    case 'cancelled':
    case 'left-list':
    case 'rejected':
    case 'payment-refunded':
    case 'released':
    case 'offer-expired':
      return [];
    case 'fee-authentication':
      return [{ label: t('authenticateButton'), href: actionLink ?? link }];
    case 'reminder':
      return [
        { label: t('comingButton'), href: reply('coming') },
        { label: t('cancelButton'), href: reply('cancel') },
      ];
    case 'offer':
      return [
        { label: t('acceptOfferButton'), href: reply('accept-offer') },
        { label: t('declineOfferButton'), href: reply('decline-offer') },
      ];
    default:
      return [{ label: t('editButton'), href: link }];
  }
}

export function renderReservationEmail(input: ReservationEmailInput): Omit<MailMessage, 'from'> {
  const { reservation: r, venue, experience, zone, kind } = input;
  const staffMessage = input.staffMessage?.trim() ?? '';
  const language = toLanguage(r.language);
  const t = textsIn(language, 'reservationEmail');
  // A late payment refunded: what went back to the bank card (a gift card part is its own line).
  const refunded = r.refundedAmount > 0 ? r.refundedAmount : r.paymentAmount - r.giftcardAmount;
  const amount = formatAmount(kind === 'payment-refunded' ? refunded : r.guaranteeAmount, venue.currency, language);
  const state = t(r.status === 'pending' ? 'states.pending' : 'states.confirmed');
  const holdUntil = kind === 'offer' ? r.holdExpiresAt : kind === 'reminder' ? r.releaseAt : null;
  const deadline = holdUntil ? formatVenueInstant(holdUntil, language, venue.timezone) : '';
  const values = { venue: venue.name, name: r.firstName, amount, state, deadline };
  // An experience waits for a place, not a table.
  const place = experience !== null && (kind === 'waiting' || kind === 'table-freed');
  const subject = t(place && kind === 'table-freed' ? 'placeFreedSubject' : `kinds.${kind}.subject`, values);
  const intro = t(place ? (kind === 'waiting' ? 'waitingExperienceIntro' : 'placeFreedIntro') : `kinds.${kind}.intro`, values);
  const link = editLink(input.publicUrl, venue.slug, r.hash);
  const buttons = emailButtons(kind, t, link, input.actionLink);
  // Two answers: the address written out is the page itself, which asks again.
  const plainLink = buttons.length > 1 ? link : (buttons[0]?.href ?? link);

  const rows: Array<[string, string]> = [
    [t('date'), formatDay(r.date, language)],
    [t('time'), hhmm(r.time)],
    [t('guests'), String(r.pax)],
    ...(zone ? [[t('zone'), i18n(zone.name)[language]] as [string, string]] : []),
    ...(experience ? [[t('experience'), i18n(experience.title)[language]] as [string, string]] : []),
    ...answerRows(r, language),
    ...(r.notes ? [[t('notes'), r.notes] as [string, string]] : []),
  ];
  const closing = kind === 'rejected' || kind === 'cancelled' || kind === 'left-list' || kind === 'released' || kind === 'offer-expired';
  const terms = [
    ...(kind === 'reminder' && deadline ? [t('reconfirmBy', values)] : []),
    ...(kind === 'offer' ? offerCardLines(r, venue, language) : []),
    ...(closing ? [] : guaranteeLines(r, venue, language)),
    ...paymentLines(r, venue, language, kind),
  ];
  const conditions = experience ? i18n(experience.bookingConditions)[language] : '';
  const contact = venueContactLines(venue, language);

  const body = html`<p style="margin:0 0 12px">${t('greeting', values)}</p>
<p style="margin:0 0 20px">${intro}</p>
${staffMessage ? html`<div style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #8a3b2e;background:#faf3e8"><p style="margin:0 0 6px;font-size:13px;font-weight:600">${t('venueMessage', values)}</p><p style="margin:0;white-space:pre-line">${staffMessage}</p></div>` : ''}
<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;width:100%">
${rows.map(([label, value]) => html`<tr><td style="padding:4px 12px 4px 0;color:#6b6158;font-size:14px;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:4px 0;font-weight:600">${value}</td></tr>`)}
</table>
${terms.length ? html`<div style="margin:0 0 20px;padding:12px 16px;border-radius:12px;background:#faf3e8">${terms.map((line) => html`<p style="margin:0 0 6px;font-size:14px">${line}</p>`)}</div>` : ''}
${conditions && !WITHOUT_CONDITIONS.has(kind) ? html`<p style="margin:0 0 4px;font-size:13px;font-weight:600">${t('conditions')}</p><p style="margin:0 0 20px;font-size:13px;color:#6b6158;white-space:pre-line">${conditions}</p>` : ''}
${
  buttons.length
    ? html`<p style="margin:0 0 24px">${buttons.map((b, i) => html`<a href="${b.href}" style="${i === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON}">${b.label}</a> `)}</p>
<p style="margin:0 0 4px;font-size:13px;color:#6b6158">${t('linkHint')}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all"><a href="${plainLink}" style="color:#8a3b2e">${plainLink}</a></p>`
    : ''
}
${contact.length ? html`<div style="margin:0 0 16px">${contact.map((line) => html`<p style="margin:0 0 4px;font-size:13px;color:#6b6158">${line}</p>`)}</div>` : ''}
${kind !== 'fee-authentication' && kind !== 'payment-refunded' && kind !== 'rejected' && kind !== 'reminder' && kind !== 'offer' ? html`<p style="margin:0;font-size:13px;color:#6b6158">${t('calendarHint')}</p>` : ''}`;

  const text = [
    t('greeting', values),
    intro,
    ...(staffMessage ? ['', `${t('venueMessage', values)}:`, staffMessage] : []),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(terms.length ? ['', ...terms] : []),
    ...(conditions && !WITHOUT_CONDITIONS.has(kind) ? ['', `${t('conditions')}: ${conditions}`] : []),
    ...(buttons.length ? ['', ...buttons.map((b) => `${b.label}: ${b.href}`)] : []),
    ...(contact.length ? ['', ...contact] : []),
    '',
    t('footer', values),
  ].join('\n');

  // A calendar entry that is not a confirmed booking says so in its summary.
  const name = experience ? `${i18n(experience.title)[language]} – ${venue.name}` : venue.name;
  const title = r.status === 'waiting' ? `${t('waitingSummary')}: ${name}` : r.status === 'pending' ? `${t('pendingSummary')}: ${name}` : name;
  const ics =
    kind === 'fee-authentication' || kind === 'rejected' || kind === 'payment-refunded' || kind === 'reminder' || kind === 'offer'
      ? null
      : reservationIcs({
          reservation: r,
          venue,
          title,
          description: [...(r.status === 'waiting' ? [t('waitingNote')] : []), `${t('guests')}: ${r.pax}`, ...terms, ...contact, `${t('editButton')}: ${link}`].join(
            '\n',
          ),
          url: link,
          language,
        });

  return {
    to: r.email,
    subject,
    html: emailLayout({ language, venueName: venue.name, title: subject, body, footer: t('footer', values), structuredData: reservationMarkup(kind, r, venue, link) }),
    text,
    attachments: ics
      ? [
          {
            filename: 'reservation.ics',
            contentType: 'text/calendar; charset=utf-8; method=' + (r.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'),
            content: Buffer.from(ics, 'utf8'),
          },
        ]
      : [],
  };
}
