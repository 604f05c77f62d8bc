import { RoutePlaceholder, type RemotePagesModule } from '@venue/shared';
import { registerBookingTranslations } from './i18n/resources';

registerBookingTranslations();

// Screens of later issues: the route and its parameters are real, the content is to come.
const placeholder = (page: string) => () => <RoutePlaceholder ns="booking" page={page} buildLabel={__BUILD_LABEL__} />;

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Reserve: placeholder('Reserve'),
  ReserveModule: placeholder('ReserveModule'),
  ReserveMessage: placeholder('ReserveMessage'),
  ReserveEdit: placeholder('ReserveEdit'),
  ReserveEditConfirm: placeholder('ReserveEditConfirm'),
  ReserveEditError: placeholder('ReserveEditError'),
};

export default pages;
