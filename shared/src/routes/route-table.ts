// The product's route table (spec section 2), the one place that says which remote owns
// which path. The host builds its router from it; each remote's standalone shell builds a
// router from its own rows, so QA sees the same URLs with or without the host.
import type { RemoteName } from '../contracts';

export interface RouteRow {
  /** Path relative to the home layout at / (react-router syntax; `?` marks optional). */
  path: string;
  remote: RemoteName;
  /** Key of the page in the remote's exposed `./pages` module. */
  page: string;
}

export const GIFTCARD_PAGES = [
  'GiftcardList', 'GiftcardDetail', 'GiftcardNotAvailable', 'Checkout', 'PurchaseConfirmation',
  'GiftcardCreate', 'GiftcardCreateError', 'Payment', 'PaymentError',
] as const;
export const BOOKING_PAGES = [
  'Reserve', 'ReserveModule', 'ReserveMessage', 'ReserveEdit', 'ReserveEditConfirm', 'ReserveEditError',
  'ReserveAuthenticate', 'ReserveFind', 'ReserveRequest',
] as const;
export const PROMO_PAGES = ['Promo', 'PromoCode', 'PromoError', 'PromoDuplicate', 'PromoConfirm'] as const;

export type PageName<R extends RemoteName> = R extends 'giftcards'
  ? (typeof GIFTCARD_PAGES)[number]
  : R extends 'booking'
    ? (typeof BOOKING_PAGES)[number]
    : (typeof PROMO_PAGES)[number];

/** The literal middle segment of the card payment routes: the provider's name. */
export const CARD_PAYMENT_PROVIDER_SEGMENT = 'stripe';

const row = <R extends RemoteName>(path: string, remote: R, page: PageName<R>): RouteRow => ({ path, remote, page });

export const ROUTE_TABLE: readonly RouteRow[] = [
  row('frontpage/giftcards', 'giftcards', 'GiftcardList'),
  row('frontpage/giftcard', 'giftcards', 'GiftcardList'),
  // Before the gift card detail: '/frontpage/giftcard/stripe' (no fingerprint) ranks equal
  // with 'frontpage/giftcard/:id', and react-router then takes the earlier row.
  row(`frontpage/:action/${CARD_PAYMENT_PROVIDER_SEGMENT}/:fingerprint?`, 'giftcards', 'Payment'),
  row(`frontpage/:action/${CARD_PAYMENT_PROVIDER_SEGMENT}/error/:fingerprint?`, 'giftcards', 'PaymentError'),
  row('frontpage/giftcard/:id', 'giftcards', 'GiftcardDetail'),
  row('frontpage/giftcard/:id/notavalaible', 'giftcards', 'GiftcardNotAvailable'),
  row('frontpage/giftcard/checkout/:id?', 'giftcards', 'Checkout'),
  row('frontpage/giftcard/purchaseconfirmation/:fingerprint?', 'giftcards', 'PurchaseConfirmation'),
  row('frontpage/giftcard/create/:fingerprint', 'giftcards', 'GiftcardCreate'),
  row('frontpage/giftcard/create/error/:fingerprint', 'giftcards', 'GiftcardCreateError'),
  row('reserve', 'booking', 'Reserve'),
  // Designed (spec: not shown), before the end messages: find my booking, a large party's request.
  row('reserve/find', 'booking', 'ReserveFind'),
  row('reserve/request', 'booking', 'ReserveRequest'),
  row('reserve/:messagetype', 'booking', 'ReserveMessage'),
  row('reserve/:hash/edit', 'booking', 'ReserveEdit'),
  row('reserve/:hash/edit/confirm', 'booking', 'ReserveEditConfirm'),
  row('reserve/:hash/edit/error', 'booking', 'ReserveEditError'),
  // Designed (spec: not shown): the guest confirms a no-show fee their bank wants authenticated.
  row('reserve/:hash/authenticate', 'booking', 'ReserveAuthenticate'),
  row('r/:reservemodule?', 'booking', 'ReserveModule'),
  row('frontpage/promo/:urlName', 'promo', 'Promo'),
  row('promo/:urlName', 'promo', 'Promo'),
  row('frontpage/promo/:urlName/:id', 'promo', 'PromoCode'),
  row('promo/:urlName/:id', 'promo', 'PromoCode'),
  row('promo/:urlName/error', 'promo', 'PromoError'),
  row('promo/:urlName/duplicate', 'promo', 'PromoDuplicate'),
  row('promo/:urlName/confirm', 'promo', 'PromoConfirm'),
];

export const routesOf = (remote: RemoteName): RouteRow[] => ROUTE_TABLE.filter((r) => r.remote === remote);
