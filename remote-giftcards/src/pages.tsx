import { lazy } from 'react';
import type { RemotePagesModule } from '@venue/shared';
import { registerGiftcardTranslations } from './i18n/resources';

registerGiftcardTranslations();

const placeholder = (page: string) =>
  lazy(() => import('./features/placeholder/placeholder-page').then(({ PlaceholderPage }) => ({ default: () => <PlaceholderPage page={page} /> })));

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
