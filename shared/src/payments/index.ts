// Card payments (docs/payments.md). The card form is fetched with the first payment screen, and
// Stripe.js only when the form mounts.
export { CardPayment } from './lazy-card-payment';
export type { CardPaymentProps } from './card-payment';
export type { CardPaymentPhase, CardPaymentState, CardPaymentSuccess, UseCardPaymentOptions } from './use-card-payment';
export type { CardPaymentError, CardPaymentErrorKind } from './card-payment-error';
export { PAYMENTS_NS, paymentErrorText, registerPaymentTexts, withPaymentTexts } from './payments-i18n';
export { PAYMENT_PATHS } from './payment-paths';
export { TEST_CARD_HINTS } from './test-cards';
export type { PaymentsConfig } from './payments-config';
