import type { RemotePagesModule } from '@venue/shared';
import { registerBookingHelpTranslations } from './i18n/help-resources';
import { registerBookingTranslations } from './i18n/resources';
import { lazyWithPreload } from './lib/lazy-with-preload';

registerBookingTranslations();
registerBookingHelpTranslations();

// Each page is a chunk of its own, named `page-<its key in this module>`: the server names its
// files in the page beside the remote's entry (webpack/remote-manifest-plugin.cjs), so the
// browser fetches them together, and a page does not download the others' code (the edit page
// not the booking form's first screen). The server renders them as well (its render waits for
// them), and hydration waits for the chunk.
const ReservePage = lazyWithPreload(() => import(/* webpackChunkName: "page-Reserve" */ './features/reserve/reserve-page').then((m) => m.ReservePage));
const ReserveModulePage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveModule" */ './features/reserve/reserve-module-page').then((m) => m.ReserveModulePage),
);
const ReserveMessagePage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveMessage" */ './features/message/reserve-message-page').then((m) => m.ReserveMessagePage),
);
const ReserveEditPage = lazyWithPreload(() => import(/* webpackChunkName: "page-ReserveEdit" */ './features/edit/reserve-edit-page').then((m) => m.ReserveEditPage));
const ReserveEditConfirmPage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveEditConfirm" */ './features/edit/reserve-edit-confirm-page').then((m) => m.ReserveEditConfirmPage),
);
const ReserveEditErrorPage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveEditError" */ './features/edit/reserve-edit-error-page').then((m) => m.ReserveEditErrorPage),
);
const ReserveAuthenticatePage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveAuthenticate" */ './features/authenticate/reserve-authenticate-page').then((m) => m.ReserveAuthenticatePage),
);
const FindBookingPage = lazyWithPreload(() => import(/* webpackChunkName: "page-ReserveFind" */ './features/find/find-booking-page').then((m) => m.FindBookingPage));
const LargePartyPage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-ReserveRequest" */ './features/large-party/large-party-page').then((m) => m.LargePartyPage),
);

// The door page's bookings: its chunk brings the staff texts and waits for them (no guest page
// fetches them, nor @venue/shared/staff). Never rendered on the server (the staff layout is not).
const StaffBookingsPage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-StaffBookings" */ './features/staff-bookings/staff-bookings-page').then(async (m) => {
    await m.staffBookingsTextsReady();
    return m.StaffBookingsPage;
  }),
);

/**
 * What this remote exposes as ./pages: one component per route it owns, each with its
 * `preload` (the host fetches and runs a page's code before the visitor taps a link to it).
 */
const pages: RemotePagesModule = {
  Reserve: Object.assign(() => <ReservePage pageName="Reserve" />, { preload: ReservePage.preload }),
  ReserveModule: ReserveModulePage,
  ReserveMessage: ReserveMessagePage,
  ReserveEdit: ReserveEditPage,
  ReserveEditConfirm: ReserveEditConfirmPage,
  ReserveEditError: ReserveEditErrorPage,
  ReserveAuthenticate: ReserveAuthenticatePage,
  ReserveFind: FindBookingPage,
  ReserveRequest: LargePartyPage,
  StaffBookings: StaffBookingsPage,
};

export default pages;
