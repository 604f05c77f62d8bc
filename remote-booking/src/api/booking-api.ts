/** The reservation calls of docs/api.md ("Reservations"), through the shared API client. */
import { apiPost, getRuntimeConfig, type ApiPayload, type Multilingual } from '@venue/shared';
import type { WalletLinks } from '@venue/shared/wallet-buttons';

const BASE = '/backend/api/frontpage/reservation';

export type Outcome = 'confirmed' | 'pending' | 'waiting';

export interface GuaranteeQuote {
  type: 1 | 2;
  unitAmount: number;
  amount: number;
  currency: string;
  cancellationHours: number;
  /** ISO with the venue's offset. */
  freeCancellationUntil: string;
}

/** What a paid experience takes online at booking: 1 prepaid, 2 deposit. */
export interface PaymentQuote {
  type: 1 | 2;
  unitAmount: number;
  amount: number;
  currency: string;
  cancellationHours: number;
  /** ISO with the venue's offset: refunded in full when cancelled up to then. */
  freeCancellationUntil: string;
}

export interface ReservationPayment {
  type: 1 | 2;
  amount: number;
  currency: string;
  status: 'awaiting' | 'paid' | 'refund_pending' | 'refunded' | 'refund_failed';
  refundedAmount: number;
  freeCancellationUntil: string | null;
  /** Cancelling now gives the payment back in full. */
  refundOnCancel: boolean;
  /**
   * A gift card pays part (or all): its code masked to the last four, its part, back on the card
   * or not; voucher: an experience voucher paid it (absent from servers before vouchers).
   */
  giftcard?: { code: string; amount: number; returned: boolean; voucher?: boolean } | null;
  /** What the bank card pays (or paid). */
  dueByCard?: number;
}

/** reservation/giftcard: a gift card applied to the hold of a paid experience. */
export interface GiftcardApplied {
  /** voucher: an experience voucher, used up by this booking (balance 0); absent from older servers. */
  giftcard: { code: string; amount: number; balance: number; currency: string; voucher?: boolean };
  total: number;
  /** Left for the bank card; 0: the gift card paid everything and the booking is made. */
  dueByCard: number;
  clientSecret: string | null;
  outcome: 'confirmed' | 'pending' | null;
  reservation: Reservation;
}

export interface ExtraAnswerView {
  key: string;
  type: 'text' | 'number' | 'checkbox' | 'select';
  label: Multilingual;
  value: string | number | boolean;
  valueLabel?: Multilingual;
}

export interface Quote {
  outcome: Outcome | 'unavailable';
  zone?: number | null;
  code?: string;
  reason?: string | null;
  guarantee: GuaranteeQuote | null;
  payment: PaymentQuote | null;
  price: { perGuest: number; total: number; purchaseType: number; currency: string } | null;
  durationMinutes: number;
  holdMinutes: number;
  confirmation: 'auto' | 'request';
}

export interface Reservation {
  hash: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'waiting' | 'cancelled' | 'no_show' | 'held' | 'offered';
  date: string;
  time: string;
  pax: number;
  durationMinutes: number;
  zone: { id: number; nome: Multilingual } | null;
  experience: { id: number; titolo: Multilingual; condizioniPrenotazione: Multilingual; prezzo: number; tipoAcquisto: number } | null;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  notes: string;
  visitReason: string;
  extraAnswers: ExtraAnswerView[];
  payment: ReservationPayment | null;
  guarantee: { type: 1 | 2; amount: number; currency: string; freeCancellationUntil: string | null; cardSaved: boolean } | null;
  fee: { status: string; lateCancellation: boolean };
  holdExpiresAt: string | null;
  /** The reminder's question: answered "I'm coming" (when), and the venue's deadline (venue time). */
  reconfirmation: { confirmedAt: string | null; releaseAt: string | null } | null;
  /** Closed by the venue's rules rather than by anyone: not reconfirmed in time, an offer let go. */
  closedReason: 'unconfirmed' | 'offer_expired' | 'offer_declined' | 'left_list' | null;
  editable: boolean;
  cancellable: boolean;
  cancelIsLate: boolean;
  venue: { name: string; slug: string; timezone: string; currency: string; phone: string; email: string };
  icsUrl: string;
  /** The booking's passes: confirmed and still to come, when a wallet is on (docs/wallet.md). */
  wallet?: WalletLinks;
}

export interface FeeView {
  status: 'none' | 'processing' | 'paid' | 'requires_action' | 'failed';
  amount: number;
  currency: string;
  clientSecret: string | null;
  paymentMethod: string | null;
}

export interface BookingModule {
  slug: string;
  titolo: Multilingual;
  descrizione: Multilingual;
  experiences: number[] | null;
  tables: 0 | 1;
}

// Creating calls send an Idempotency-Key (reused when the visitor retries after a timeout).
const IDEMPOTENT = new Set(['hold', 'submit', 'complete', 'request', 'edit', 'cancel']);

// Calls that make a booking say where it was made: staff see its source (docs/embedding.md).
const MAKES_A_BOOKING = new Set(['hold', 'submit', 'request']);

/** `embed` when this page is served by another site (the booking on the venue's website: its calls go to `apiOrigin`). */
const channel = () => (getRuntimeConfig().apiOrigin ? 'embed' : 'page');

async function post<T>(call: string, payload: ApiPayload): Promise<T> {
  const sent = MAKES_A_BOOKING.has(call) ? { ...payload, channel: channel() } : payload;
  const res = await apiPost<T>(`${BASE}/${call}`, sent, { idempotent: IDEMPOTENT.has(call) });
  return res.data as T;
}

export const quoteReservation = (p: ApiPayload) => post<Quote>('quote', p);
export const holdReservation = (p: ApiPayload) => post<{ hash: string; clientSecret: string; mode: 'setup' | 'payment'; reservation: Reservation }>('hold', p);
export const releaseReservation = (hash: string) => post<{ released: boolean }>('release', { hash });
export const submitReservation = (p: ApiPayload) => post<{ outcome: Outcome; reservation: Reservation }>('submit', p);
export const completeReservation = (hash: string) => post<{ outcome: Outcome; reservation: Reservation }>('complete', { hash });
export const applyGiftcard = (hash: string, code: string) => post<GiftcardApplied>('giftcard', { hash, code });
/** reservation/giftcard/remove: the gift card's part back on it; the bank card asked for the whole payment. */
export const removeGiftcard = (hash: string) =>
  post<{ total: number; dueByCard: number; clientSecret: string | null; reservation: Reservation }>('giftcard/remove', { hash });
export const getReservation = (hash: string) => post<Reservation>('get', { hash });
/** The page data's readers (its route's loader: shared/src/routes/route-table.ts); the answers are the server's, as every call's here. */
export const readReservation = (data: unknown) => data as Reservation;
export const readBookingModule = (data: unknown) => data as BookingModule;
export const editReservation = (p: { hash: string; date: string; time: string; pax: number; zone?: number }) =>
  post<{ changed: boolean; reservation: Reservation }>('edit', p);
export const cancelReservation = (hash: string) => post<Reservation>('cancel', { hash });
/** A waiting guest's offer: take the freed place, or let it go (and leave the waiting list). */
/** The card step of an offer that needs a card (reservation/offer/accept with the policy accepted). */
export interface OfferCardStep {
  mode: 'setup' | 'payment';
  clientSecret: string;
  expiresAt: string;
}
export const acceptOffer = (hash: string, cancellationPolicy = false) =>
  post<Reservation & { cardStep?: OfferCardStep }>('offer/accept', cancellationPolicy ? { hash, cancellationPolicy: '1' } : { hash });
export const declineOffer = (hash: string) => post<Reservation>('offer/decline', { hash });
/** The reminder's "I'm coming": answering twice is the same answer. */
export const reconfirmReservation = (hash: string) => post<Reservation>('reconfirm', { hash });
export const getFee = (hash: string) => post<FeeView>('fee', { hash });

/**
 * Frees a hold when the guest leaves the page: keepalive lets the request outlive the page,
 * with the same bearer token as every call (a beacon could not send it).
 */
export function releaseOnExit(hash: string, token: string, apiBase: string): void {
  void fetch(`${apiBase}${BASE}/release`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
    body: new URLSearchParams({ hash }).toString(),
  }).catch(() => undefined);
}

/** Free times near a full choice (docs/api.md, reservation/suggest). */
export interface Suggestions {
  sameDay: Array<{ date: string; time: string }>;
  nextDays: Array<{ date: string; time: string }>;
}
export const suggestTimes = (p: { date: string; time: string; pax: number; zone?: number; experience?: number; module?: string }) => post<Suggestions>('suggest', p);
/** A party above the online maximum asks the venue (a pending booking). */
export const requestLargeParty = (p: ApiPayload) => post<{ outcome: 'pending'; reservation: Reservation }>('request', p);
/** Find my booking: the links go by e-mail; the answer is the same for any address. */
export const findMyBookings = (p: { email: string; language: string }) => post<{ email: string }>('find', p);
