import { lazy } from 'react';
import { withPaymentTexts, type RemotePagesModule } from '@venue/shared';
import { registerGiftcardTranslations } from './i18n/resources';
import { registerGiftcardPreviewTranslations } from './i18n/preview-resources';

registerGiftcardTranslations();
registerGiftcardPreviewTranslations();

// Each screen is its own chunk: the checkout's phone metadata, the payment screen's Stripe loader
// and the confirmation's QR library load only where they are used. A chunk is named `page-<key
// in this module>`: the server then names its files in the page (webpack/remote-manifest-plugin.cjs).
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));
// The screens around a payment speak the payment texts too: fetched with them (withPaymentTexts).

const GiftcardListPage = named(() => import(/* webpackChunkName: "page-GiftcardList" */ './features/list/giftcard-list-page'), 'GiftcardListPage');
const GiftcardDetailPage = named(() => import(/* webpackChunkName: "page-GiftcardDetail" */ './features/detail/giftcard-detail-page'), 'GiftcardDetailPage');
const NotAvailablePage = named(() => import(/* webpackChunkName: "page-GiftcardNotAvailable" */ './features/not-available/not-available-page'), 'NotAvailablePage');
const CheckoutPage = named(() => import(/* webpackChunkName: "page-Checkout" */ './features/checkout/checkout-page'), 'CheckoutPage');
const PurchaseConfirmationPage = named(
  withPaymentTexts(() => import(/* webpackChunkName: "page-PurchaseConfirmation" */ './features/confirmation/purchase-confirmation-page')),
  'PurchaseConfirmationPage',
);
const GiftcardCreatePage = named(
  withPaymentTexts(() => import(/* webpackChunkName: "page-GiftcardCreate" */ './features/create/giftcard-create-page')),
  'GiftcardCreatePage',
);
const GiftcardCreateErrorPage = named(
  () => import(/* webpackChunkName: "page-GiftcardCreateError" */ './features/create/giftcard-create-error-page'),
  'GiftcardCreateErrorPage',
);
const PaymentPage = named(
  withPaymentTexts(() => import(/* webpackChunkName: "page-Payment" */ './features/payment/payment-page')),
  'PaymentPage',
);
const PaymentErrorPage = named(
  withPaymentTexts(() => import(/* webpackChunkName: "page-PaymentError" */ './features/payment/payment-error-page')),
  'PaymentErrorPage',
);

// The door page's gift card screen: its chunk brings the staff texts and waits for them (no
// guest page fetches them, nor @venue/shared/staff).
const StaffGiftcardPage = lazy(() =>
  import(/* webpackChunkName: "page-StaffGiftcard" */ './features/staff-giftcard/staff-giftcard-page').then(async (m) => {
    await m.staffGiftcardTextsReady();
    return { default: m.StaffGiftcardPage };
  }),
);

/** What this remote exposes as ./pages: one component per route it owns. */
const pages: RemotePagesModule = {
  GiftcardList: GiftcardListPage,
  GiftcardDetail: GiftcardDetailPage,
  GiftcardNotAvailable: NotAvailablePage,
  Checkout: CheckoutPage,
  PurchaseConfirmation: PurchaseConfirmationPage,
  GiftcardCreate: GiftcardCreatePage,
  GiftcardCreateError: GiftcardCreateErrorPage,
  Payment: PaymentPage,
  PaymentError: PaymentErrorPage,
  StaffGiftcard: StaffGiftcardPage,
};

export default pages;
