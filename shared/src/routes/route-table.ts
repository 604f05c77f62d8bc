// The product's route table (docs/product.md#screens-and-routes): what each page of the site is. The host builds
// its router from it, each remote's standalone shell builds one from its own rows (QA sees the
// same URLs with or without the host), the server's page cache reads `cache` through the host's
// server entry (host/src/server.tsx, `routeOf`), and the builds check it: a remote's build fails
// when a row names a page chunk it does not build (webpack/remote-manifest-plugin.cjs), the host's
// names its own pages' files for the server (webpack/boot-files-plugin.cjs). A row's loader is
// the page's data (page-loader.ts): the file imports types only, because the build runs it.
import type { RemoteName } from '../contracts';
import type { LoaderAnswer, PageData, PageLoader } from './page-loader';

/** Who builds a page: the host itself, or one of the remotes. */
export type PageOwner = 'host' | RemoteName;

/**
 * `everyone`: the page is the same for everyone who has its address (query aside), so the
 * server may keep it a second for all (server/src/web/page-cache.ts). `personal`: it shows one
 * guest's booking, payment or outcome, and only that guest's browser may keep it.
 */
export type PageCaching = 'everyone' | 'personal';

/**
 * The frame a page is shown in: the site's (`home`: the venue's header and footer, the
 * navigation) or the door page's (`staff`: host/src/features/staff/staff-layout.tsx, a compact
 * bar and the staff session). Staff pages are never indexed, and the server renders them as a
 * neutral shell: their session cookie never comes with a page request (docs/staff-door.md).
 */
export type PageLayout = 'home' | 'staff';

export interface RouteRow {
  /** Path relative to the home layout at / (react-router syntax; `?` marks optional). */
  path: string;
  owner: PageOwner;
  /**
   * The page's key: for a remote, its name in the remote's exposed `./pages` module, whose lazy
   * chunk is `page-<page>`; for the host, the name of its own lazy chunk (or of a page built in).
   */
  page: string;
  cache: PageCaching;
  /**
   * The page's data (page-loader.ts): the server render calls it once before it renders and
   * writes its answers into the page; the browser calls it on a client navigation.
   */
  loader?: PageLoader;
  /**
   * The page's first view shows a phone field: the phone prefixes of every country
   * (getallservices) travel in its boot data. Elsewhere the field loads them when it needs them.
   */
  phonePrefixes: boolean;
  layout: PageLayout;
  /**
   * The address carries a guest's secret (an edit hash, an order's fingerprint, a claim's id, a
   * payment's return). Such a page runs none of the venue's scripts and sends no referrer, and
   * the browser crosses between it and the other pages by loading a new document, so no venue
   * script ever reads the secret from an address (docs/security.md, "Secrets in addresses").
   */
  secret: boolean;
}

export const GIFTCARD_PAGES = [
  'GiftcardList',
  'GiftcardDetail',
  'GiftcardNotAvailable',
  'Checkout',
  'PurchaseConfirmation',
  'GiftcardCreate',
  'GiftcardCreateError',
  'Payment',
  'PaymentError',
  'StaffGiftcard',
] as const;
export const BOOKING_PAGES = [
  'Reserve',
  'ReserveModule',
  'ReserveMessage',
  'ReserveEdit',
  'ReserveEditConfirm',
  'ReserveEditError',
  'ReserveAuthenticate',
  'ReserveFind',
  'ReserveRequest',
  'StaffBookings',
] as const;
export const PROMO_PAGES = ['Promo', 'PromoCode', 'PromoError', 'PromoDuplicate', 'PromoConfirm', 'StaffPromoCode'] as const;

export type PageName<R extends RemoteName> = R extends 'giftcards'
  ? (typeof GIFTCARD_PAGES)[number]
  : R extends 'booking'
    ? (typeof BOOKING_PAGES)[number]
    : (typeof PROMO_PAGES)[number];

/** The literal middle segment of the card payment routes: the provider's name. */
export const CARD_PAYMENT_PROVIDER_SEGMENT = 'stripe';

type PageOf<O extends PageOwner> = O extends RemoteName ? PageName<O> : (typeof HOST_PAGES)[number];

/**
 * The host's own pages: the home page (its own lazy chunk), the not-found page, and the door
 * page's sign-in-or-scan and log screens (lazy chunks of their own).
 */
export const HOST_PAGES = ['welcome', 'NotFound', 'staffScan', 'staffLog'] as const;

/** The lazy chunk of the staff layout (the host's; the server names it on every staff page). */
export const STAFF_LAYOUT_CHUNK = 'staff';

/** What a row may add: its data (page-loader.ts), and whether its first view shows a phone field. */
interface RowData {
  loader?: PageLoader;
  phonePrefixes?: boolean;
}

const row = <O extends PageOwner>(path: string, owner: O, page: PageOf<O>, cache: PageCaching, data: RowData = {}): RouteRow => ({
  path,
  owner,
  page,
  cache,
  ...(data.loader ? { loader: data.loader } : {}),
  phonePrefixes: data.phonePrefixes ?? false,
  layout: 'home',
  secret: false,
});

/** A page whose address carries a guest's secret (RouteRow.secret). */
const secretRow = <O extends PageOwner>(path: string, owner: O, page: PageOf<O>, cache: PageCaching, data: RowData = {}): RouteRow => ({
  ...row(path, owner, page, cache, data),
  secret: true,
});

/** A page of the door page: personal (never kept for everyone), in the staff layout. */
const staffRow = <O extends PageOwner>(path: string, owner: O, page: PageOf<O>): RouteRow => ({ ...row(path, owner, page, 'personal'), layout: 'staff' });

// The pages' loaders (page-loader.ts). Each names its data as its screen asks for it
// (`usePageData(name, …)`); an id or a link's secret read from the address is "not found" when
// malformed (400) too.
const ID_FROM_ADDRESS = { notFound: [400, 404] } as const;

const giftcardList: PageLoader = async ({ api }) => ({ giftcards: await api.answer('giftcardList') });
const NOTHING: PageData = {};
const giftcard: PageLoader = async ({ params, api }) => (params.id ? { giftcard: await api.answer('giftcard', { id: params.id }, ID_FROM_ADDRESS) } : NOTHING);
const reservation: PageLoader = async ({ params, api }) => ({ reservation: await api.answer('reservation', { hash: params.hash }, ID_FROM_ADDRESS) });
const bookingModule: PageLoader = async ({ params, api }) =>
  params.reservemodule ? { module: await api.answer('bookingModule', { module: params.reservemodule }) } : NOTHING;
const promo: PageLoader = async ({ params, api }) => ({ promo: await api.answer('promo', { urlName: params.urlName }) });

/** A claimed code, with its QR code drawn as SVG: in the HTML, it scans with JavaScript off. */
const promoCode: PageLoader = async ({ params, api }) => ({ code: await withQrSvg(await api.answer('promoCode', { urlName: params.urlName, id: params.id })) });

async function withQrSvg(answer: LoaderAnswer): Promise<LoaderAnswer> {
  if (answer.status !== 'ready' || !answer.data || typeof answer.data !== 'object') return answer;
  const { qr } = answer.data as { qr?: unknown };
  // The library comes with the first code drawn (a chunk of its own); a code it cannot draw is
  // drawn by the screen (QrCode without svg).
  const { renderQrSvg } = await import('../ui/qr-svg');
  const qrSvg = typeof qr === 'string' ? await renderQrSvg(qr).catch(() => null) : null;
  return { status: 'ready', data: { ...answer.data, qrSvg } };
}

/**
 * Rows in the order react-router ranks ties. `everyone` rows: the list and detail pages, a
 * promotion, a claimed code (its address is its secret), booking's first step, the not-found
 * page. `personal` rows: a booking's own pages, a payment, any outcome page.
 */
export const ROUTE_TABLE: readonly RouteRow[] = [
  row('welcome', 'host', 'welcome', 'everyone'),
  row('frontpage/giftcards', 'giftcards', 'GiftcardList', 'everyone', { loader: giftcardList }),
  row('frontpage/giftcard', 'giftcards', 'GiftcardList', 'everyone', { loader: giftcardList }),
  // Before the gift card detail: '/frontpage/giftcard/stripe' (no fingerprint) ranks equal
  // with 'frontpage/giftcard/:id', and react-router then takes the earlier row.
  secretRow(`frontpage/:action/${CARD_PAYMENT_PROVIDER_SEGMENT}/:fingerprint?`, 'giftcards', 'Payment', 'personal'),
  secretRow(`frontpage/:action/${CARD_PAYMENT_PROVIDER_SEGMENT}/error/:fingerprint?`, 'giftcards', 'PaymentError', 'personal'),
  row('frontpage/giftcard/:id', 'giftcards', 'GiftcardDetail', 'everyone', { loader: giftcard }),
  row('frontpage/giftcard/:id/notavalaible', 'giftcards', 'GiftcardNotAvailable', 'everyone'),
  row('frontpage/giftcard/checkout/:id?', 'giftcards', 'Checkout', 'personal', { loader: giftcard, phonePrefixes: true }),
  secretRow('frontpage/giftcard/purchaseconfirmation/:fingerprint?', 'giftcards', 'PurchaseConfirmation', 'personal'),
  secretRow('frontpage/giftcard/create/:fingerprint', 'giftcards', 'GiftcardCreate', 'personal'),
  secretRow('frontpage/giftcard/create/error/:fingerprint', 'giftcards', 'GiftcardCreateError', 'personal'),
  row('reserve', 'booking', 'Reserve', 'everyone'),
  // Designed screens, before the end messages: find my booking, a large party's request.
  row('reserve/find', 'booking', 'ReserveFind', 'personal'),
  row('reserve/request', 'booking', 'ReserveRequest', 'personal', { phonePrefixes: true }),
  row('reserve/:messagetype', 'booking', 'ReserveMessage', 'personal'),
  secretRow('reserve/:hash/edit', 'booking', 'ReserveEdit', 'personal', { loader: reservation }),
  secretRow('reserve/:hash/edit/confirm', 'booking', 'ReserveEditConfirm', 'personal'),
  secretRow('reserve/:hash/edit/error', 'booking', 'ReserveEditError', 'personal'),
  // Designed screen: the guest confirms a no-show fee their bank wants authenticated.
  secretRow('reserve/:hash/authenticate', 'booking', 'ReserveAuthenticate', 'personal'),
  row('r/:reservemodule?', 'booking', 'ReserveModule', 'everyone', { loader: bookingModule }),
  row('frontpage/promo/:urlName', 'promo', 'Promo', 'everyone', { loader: promo }),
  row('promo/:urlName', 'promo', 'Promo', 'everyone', { loader: promo }),
  secretRow('frontpage/promo/:urlName/:id', 'promo', 'PromoCode', 'everyone', { loader: promoCode }),
  secretRow('promo/:urlName/:id', 'promo', 'PromoCode', 'everyone', { loader: promoCode }),
  row('promo/:urlName/error', 'promo', 'PromoError', 'personal'),
  row('promo/:urlName/duplicate', 'promo', 'PromoDuplicate', 'personal'),
  row('promo/:urlName/confirm', 'promo', 'PromoConfirm', 'personal'),
  // The door page, for staff (docs/staff-door.md): sign in, then scan or type a code; the code's
  // screen is its remote's; today's bookings; what staff did.
  staffRow('staff', 'host', 'staffScan'),
  staffRow('staff/log', 'host', 'staffLog'),
  staffRow('staff/promo', 'promo', 'StaffPromoCode'),
  staffRow('staff/giftcard', 'giftcards', 'StaffGiftcard'),
  staffRow('staff/bookings', 'booking', 'StaffBookings'),
  // Any other address: one not-found page, alike for every such address.
  row('*', 'host', 'NotFound', 'everyone'),
];

/**
 * The data of the site's layout (`layout: 'home'` rows), loaded with every such page beside its
 * own: the navigation's and the home page's current promotions.
 */
export const HOME_LAYOUT_LOADER: PageLoader = async ({ api }) => ({ promotions: await api.answer('promoList') });

/** A remote's rows (the pages of its `./pages` module). */
export const routesOf = (remote: RemoteName): RouteRow[] => ROUTE_TABLE.filter((r) => r.owner === remote);
