/**
 * Wire form of a reservation (docs/api.md, reservation/get): what the end page, the edit page
 * and the e-mails show. Times are the venue's; the free-cancellation deadline also as ISO with
 * the venue's offset.
 */
import { i18n } from '../../lib/i18n-text';
import { hhmm, venueIso, wallInstant } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import type { WalletLinks } from '../wallet/wallet-links';
import type { ExperienceRow } from '../experiences/experience-repository';
import type { ReservationRow } from './reservation-repository';
import type { ZoneRow } from '../experiences/experience-repository';
import { refundableNow } from './payment';
import { maskedCode } from './giftcard-payment';

export interface ViewExtras {
  venue: Venue;
  experience: ExperienceRow | null;
  zone: ZoneRow | null;
  now: Date;
  publicUrl: string;
  /** The booking's passes, when a wallet is on. */
  walletLinks?: WalletLinks;
}

/** Statuses the guest can still change or cancel through the link. */
const OPEN = new Set(['confirmed', 'pending', 'waiting', 'offered']);

export function reservationStart(r: Pick<ReservationRow, 'date' | 'time'>, timezone: string): Date {
  return wallInstant(r.date, hhmm(r.time), timezone) ?? new Date(`${r.date}T${hhmm(r.time)}:00Z`);
}

export function isLateNow(r: Pick<ReservationRow, 'guaranteeType' | 'freeCancellationUntil'>, now: Date): boolean {
  return r.guaranteeType > 0 && !!r.freeCancellationUntil && now.getTime() > r.freeCancellationUntil.getTime();
}

export function editLink(publicUrl: string, venueSlug: string, hash: string): string {
  return `${publicUrl}/reserve/${hash}/edit?venue=${encodeURIComponent(venueSlug)}`;
}

/** "Find my booking": no secret in it; the guest types an e-mail address and the edit links go there. */
export function findBookingLink(publicUrl: string, venueSlug: string): string {
  return `${publicUrl}/reserve/find?venue=${encodeURIComponent(venueSlug)}`;
}

export function calendarLink(publicUrl: string, hash: string): string {
  return `${publicUrl}/backend/calendar/${hash}.ics`;
}

export function toWireReservation(r: ReservationRow, x: ViewExtras) {
  const tz = x.venue.timezone;
  const started = reservationStart(r, tz).getTime() <= x.now.getTime();
  const open = OPEN.has(r.status) && !started;
  const e = x.experience;
  return {
    hash: r.hash,
    status: r.status,
    date: r.date,
    time: hhmm(r.time),
    pax: r.pax,
    durationMinutes: r.durationMinutes,
    zone: x.zone ? { id: x.zone.id, nome: i18n(x.zone.name) } : null,
    experience: e
      ? {
          id: e.id,
          titolo: i18n(e.title),
          condizioniPrenotazione: i18n(e.bookingConditions),
          prezzo: e.price,
          tipoAcquisto: e.purchaseType,
          flagSceltaZona: e.zoneChoice ? 1 : 0,
          flagOrari: e.hasOwnTimes ? 1 : 0,
        }
      : null,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phonePrefix: r.phonePrefix,
    phone: r.phone,
    notes: r.notes,
    visitReason: r.visitReason,
    /** Answers to the experience's extra questions, in the order asked. */
    extraAnswers: (Array.isArray(r.extraAnswers) ? r.extraAnswers : []).map((a) => ({
      key: a.key,
      type: a.type,
      label: i18n(a.label),
      value: a.value,
      ...(a.valueLabel ? { valueLabel: i18n(a.valueLabel) } : {}),
    })),
    language: r.language,
    guarantee:
      r.guaranteeType > 0
        ? {
            type: r.guaranteeType,
            amount: r.guaranteeAmount,
            currency: x.venue.currency,
            freeCancellationUntil: r.freeCancellationUntil ? venueIso(r.freeCancellationUntil, tz) : null,
            cardSaved: !!r.paymentMethodId,
          }
        : null,
    fee: { status: r.feeStatus, lateCancellation: r.lateCancellation },
    /** Paid online at booking (prepaid 1, deposit 2); null when nothing is paid online. */
    payment:
      r.paymentType > 0
        ? {
            type: r.paymentType,
            amount: r.paymentAmount,
            currency: x.venue.currency,
            status: r.paymentStatus,
            refundedAmount: r.refundedAmount,
            freeCancellationUntil: r.freeCancellationUntil ? venueIso(r.freeCancellationUntil, tz) : null,
            /** Cancelling now gives the payment back in full. */
            refundOnCancel: refundableNow(r, x.now),
            /** A gift card pays part (or all): its code masked to the last four, its part, and whether it went back to the card. */
            giftcard: r.giftcardLast4
              ? { code: maskedCode(r.giftcardLast4), amount: r.giftcardAmount, returned: !!r.giftcardReturnedAt, voucher: r.giftcardVoucher }
              : null,
            /** What the bank card pays (or paid): the amount less the gift card part. */
            dueByCard: r.paymentAmount - (r.giftcardLast4 ? r.giftcardAmount : 0),
          }
        : null,
    holdExpiresAt: (r.status === 'held' || r.status === 'offered') && r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
    /** The reminder's question: answered "I'm coming" (when), and the venue's deadline for it. */
    reconfirmation:
      r.status === 'confirmed'
        ? { confirmedAt: r.reconfirmedAt ? r.reconfirmedAt.toISOString() : null, releaseAt: r.releaseAt ? venueIso(r.releaseAt, tz) : null }
        : null,
    /** Why it closed when neither the guest nor the venue closed it (not reconfirmed, an offer let go). */
    closedReason: r.closedReason,
    /** The guest may still change or cancel it through the link. */
    editable: open && r.status !== 'waiting' && r.status !== 'offered',
    cancellable: open,
    /** Cancelling now is after the free-cancellation deadline. */
    cancelIsLate: isLateNow(r, x.now),
    venue: { name: x.venue.name, slug: x.venue.slug, timezone: tz, currency: x.venue.currency, phone: x.venue.phone, email: x.venue.email },
    icsUrl: calendarLink(x.publicUrl, r.hash),
    // A confirmed booking still to come has a pass (the wallets that are on).
    ...(x.walletLinks && r.status === 'confirmed' && !started ? { wallet: x.walletLinks } : {}),
  };
}

export type WireReservation = ReturnType<typeof toWireReservation>;
