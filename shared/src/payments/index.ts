// What every page may need of card payments: texts, paths, the test cards (docs/payments.md). The
// card form itself is the entry @venue/shared/card-payment (shared/src/card-payment.ts).
export type { CardPaymentError, CardPaymentErrorKind } from './card-payment-error';
export { PAYMENTS_NS, paymentErrorText, registerPaymentTexts, withPaymentTexts } from './payments-i18n';
export { PAYMENT_PATHS } from './payment-paths';
export { TEST_CARD_HINTS } from './test-cards';
