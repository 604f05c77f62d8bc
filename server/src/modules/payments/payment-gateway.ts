/** The one interface both gateways implement (stripe-gateway.ts, demo-gateway.ts). */
import type {
  ChargeOffSessionInput,
  CreateCustomerInput,
  CreatePaymentIntentInput,
  CreateSetupIntentInput,
  GatewayName,
  OffSessionResult,
  PaymentEvent,
  PaymentIntentView,
  RefundPaymentInput,
  CancelPaymentIntentInput,
  UpdatePaymentIntentInput,
  RefundView,
  SetupIntentView,
} from './payment-types';

export interface PaymentGateway {
  readonly name: GatewayName;
  /** A PaymentIntent the browser confirms with its client secret (gift card purchase). */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentView>;
  /** The intent as the provider sees it now; null when it does not exist. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * Changes the amount of an intent not paid yet (a gift card pays part of a booking). The
   * provider refuses it once the intent succeeded or was canceled (PaymentProviderError).
   */
  updatePaymentIntent(input: UpdatePaymentIntentInput): Promise<PaymentIntentView>;
  /** Cancels an intent not paid yet (a gift card pays all of a booking): it can no longer be paid. */
  cancelPaymentIntent(input: CancelPaymentIntentInput): Promise<PaymentIntentView>;
  /** A customer to attach saved cards to (card guarantee). */
  createCustomer(input: CreateCustomerInput): Promise<{ id: string }>;
  /** A SetupIntent with usage off_session: saves a card without charging it. */
  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentView>;
  retrieveSetupIntent(id: string): Promise<SetupIntentView | null>;
  /** Charges a saved card while the cardholder is away (no-show fee). Never throws for a decline. */
  chargeOffSession(input: ChargeOffSessionInput): Promise<OffSessionResult>;
  /** Gives back all or part of a succeeded payment (a paid booking cancelled in time). */
  refundPayment(input: RefundPaymentInput): Promise<RefundView>;
  /**
   * Verifies a webhook delivery on its raw body and returns the event, or null for an event
   * type the payments layer does not handle. Throws WebhookSignatureError when not authentic.
   */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent | null;
}
