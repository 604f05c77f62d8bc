import { useParams } from '@venue/shared';
import type { RemotePagesModule } from '@venue/shared';
import { ReserveAuthenticatePage } from './features/authenticate/reserve-authenticate-page';
import { ReserveEditConfirmPage } from './features/edit/reserve-edit-confirm-page';
import { ReserveEditErrorPage } from './features/edit/reserve-edit-error-page';
import { ReserveEditPage } from './features/edit/reserve-edit-page';
import { ReserveMessagePage } from './features/message/reserve-message-page';
import { ReservePage } from './features/reserve/reserve-page';
import { FindBookingPage } from './features/find/find-booking-page';
import { LargePartyPage } from './features/large-party/large-party-page';
import { registerBookingHelpTranslations } from './i18n/help-resources';
import { registerBookingTranslations } from './i18n/resources';

registerBookingTranslations();
registerBookingHelpTranslations();

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
