import { useParams } from '@venue/shared';
import type { RemotePagesModule } from '@venue/shared';
import { ReservePage } from './features/reserve/reserve-page';
import { registerBookingHelpTranslations } from './i18n/help-resources';
import { registerBookingTranslations } from './i18n/resources';
import { lazyWithPreload } from './lib/lazy-with-preload';

registerBookingTranslations();
registerBookingHelpTranslations();

// The booking form's first step comes with this module (it is the page most visitors land on;
// its next steps are chunks of their own, fetched with the first choice); every other
// page of the remote is a chunk of its own, fetched when its route is opened. The server
// renders them as well (its render waits for them), and hydration waits for the chunk.
const ReserveMessagePage = lazyWithPreload(() => import('./features/message/reserve-message-page').then((m) => m.ReserveMessagePage));
const ReserveEditPage = lazyWithPreload(() => import('./features/edit/reserve-edit-page').then((m) => m.ReserveEditPage));
const ReserveEditConfirmPage = lazyWithPreload(() => import('./features/edit/reserve-edit-confirm-page').then((m) => m.ReserveEditConfirmPage));
const ReserveEditErrorPage = lazyWithPreload(() => import('./features/edit/reserve-edit-error-page').then((m) => m.ReserveEditErrorPage));
const ReserveAuthenticatePage = lazyWithPreload(() => import('./features/authenticate/reserve-authenticate-page').then((m) => m.ReserveAuthenticatePage));
const FindBookingPage = lazyWithPreload(() => import('./features/find/find-booking-page').then((m) => m.FindBookingPage));
const LargePartyPage = lazyWithPreload(() => import('./features/large-party/large-party-page').then((m) => m.LargePartyPage));

function ReserveModulePage() {
  const { reservemodule } = useParams();
  // /r without a module is the plain booking form.
  return <ReservePage key={reservemodule ?? ''} moduleSlug={reservemodule} pageName="ReserveModule" />;
}

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Reserve: () => <ReservePage pageName="Reserve" />,
  ReserveModule: ReserveModulePage,
  ReserveMessage: ReserveMessagePage,
  ReserveEdit: ReserveEditPage,
  ReserveEditConfirm: ReserveEditConfirmPage,
  ReserveEditError: ReserveEditErrorPage,
  ReserveAuthenticate: ReserveAuthenticatePage,
  ReserveFind: FindBookingPage,
  ReserveRequest: LargePartyPage,
};

export default pages;
