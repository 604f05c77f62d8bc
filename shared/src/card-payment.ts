// @venue/shared/card-payment: the card payment of gift cards (pay) and bookings (card guarantee,
// payment), docs/payments.md. A plain entry that the screens with a card form bundle: its lazy
// chunk (the Payment Element glue, the TEST MODE form) comes with the first payment screen, and
// Stripe.js only when the form mounts. It reaches the rest of the package through
// '@venue/shared' (the federated singleton), never by a relative path.
export { CardPayment } from './payments/lazy-card-payment';
export type { CardPaymentProps } from './payments/card-payment';
export type { CardPaymentPhase, CardPaymentState, CardPaymentSuccess, UseCardPaymentOptions } from './payments/use-card-payment';
export type { PaymentsConfig } from './payments/payments-config';
