/**
 * What features import from the payments layer (docs/payments.md). The gateway and the event
 * registry themselves are on `app.payments`.
 */
export type { PaymentGateway } from './payment-gateway';
export type {
  ChargeOffSessionInput,
  CreateCustomerInput,
  CreatePaymentIntentInput,
  CreateSetupIntentInput,
  GatewayName,
  IntentStatus,
  OffSessionResult,
  PaymentCurrency,
  PaymentEvent,
  PaymentEventHandler,
  PaymentEventType,
  PaymentFailure,
  PaymentIntentView,
  PaymentMetadata,
  RefundPaymentInput,
  RefundView,
  SetupIntentView,
} from './payment-types';
export { PAYMENT_CURRENCIES, PAYMENT_EVENT_TYPES } from './payment-types';
export { IdempotencyConflictError, PaymentEventHandlerError, PaymentInputError, PaymentProviderError, WebhookSignatureError } from './payment-errors';
export type { Payments, PaymentsPublicConfig } from './payments-plugin';
export { DEMO_CARDS } from './demo-cards';
export { assertVenueCanPay } from './venue-payments';
