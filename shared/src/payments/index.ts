// Card payments (docs/payments.md). Stripe.js is loaded only when CardPayment mounts.
export { CardPayment } from './card-payment';
export type { CardPaymentProps } from './card-payment';
export { useCardPayment } from './use-card-payment';
export type { CardPaymentPhase, CardPaymentState, CardPaymentSuccess, UseCardPaymentOptions } from './use-card-payment';
export type { CardPaymentError, CardPaymentErrorKind } from './card-payment-error';
export { getPaymentsConfig, PaymentsConfigSchema } from './payments-config';
export type { PaymentsConfig } from './payments-config';
export { PAYMENTS_NS, paymentErrorText, registerPaymentTranslations } from './payments-i18n';
export { PAYMENT_PATHS } from './payment-paths';
export { TEST_CARD_HINTS } from './test-cards';
