import { RoutePlaceholder, type RemotePagesModule } from '@venue/shared';
import { registerGiftcardTranslations } from './i18n/resources';

registerGiftcardTranslations();

// Screens of later issues: the route and its parameters are real, the content is to come.
const placeholder = (page: string) => () => <RoutePlaceholder ns="giftcards" page={page} buildLabel={__BUILD_LABEL__} />;

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  GiftcardList: placeholder('GiftcardList'),
  GiftcardDetail: placeholder('GiftcardDetail'),
  GiftcardNotAvailable: placeholder('GiftcardNotAvailable'),
  Checkout: placeholder('Checkout'),
  PurchaseConfirmation: placeholder('PurchaseConfirmation'),
  GiftcardCreate: placeholder('GiftcardCreate'),
  GiftcardCreateError: placeholder('GiftcardCreateError'),
  Payment: placeholder('Payment'),
  PaymentError: placeholder('PaymentError'),
};

export default pages;
