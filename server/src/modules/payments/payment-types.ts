/**
 * The shapes the payments layer speaks, whichever gateway runs (Stripe or demo). Features see
 * only these, never a Stripe object, so they are written once for both gateways.
 */

/** The venues' currencies; the gateways receive them lower case, as Stripe does. */
export const PAYMENT_CURRENCIES = ['eur', 'chf', 'mur'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export type GatewayName = 'stripe' | 'demo';

/** Metadata travels with the intent and comes back in its events (Stripe: strings only). */
export type PaymentMetadata = Record<string, string>;

/** Stripe's intent statuses (the demo gateway uses the same words). */
export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** Why the last attempt failed: `code` (card_declined, authentication_required...) and the bank's `declineCode`. */
export interface PaymentFailure {
  code: string;
  declineCode: string | null;
  /** The provider's English text, for logs; visitors see a translated text chosen by code. */
  message: string;
}

export interface PaymentIntentView {
  kind: 'payment_intent';
  id: string;
  /** Handed to the browser so it can confirm this intent; never log it. */
  clientSecret: string;
  status: IntentStatus;
  /** Minor units. */
  amount: number;
  currency: PaymentCurrency;
  metadata: PaymentMetadata;
  paymentMethod: string | null;
  customer: string | null;
  lastError: PaymentFailure | null;
}

export interface SetupIntentView {
  kind: 'setup_intent';
  id: string;
  clientSecret: string;
  status: IntentStatus;
  metadata: PaymentMetadata;
  /** The saved card, to charge off-session later (set once the intent succeeded). */
  paymentMethod: string | null;
  customer: string | null;
  lastError: PaymentFailure | null;
}

export interface CreatePaymentIntentInput {
  /** Minor units, computed on the server. */
  amount: number;
  currency: PaymentCurrency | Uppercase<PaymentCurrency>;
  metadata: PaymentMetadata;
  /** Same key + same input = the same intent (a double click creates one payment). */
  idempotencyKey: string;
  receiptEmail?: string;
}

export interface CreateSetupIntentInput {
  /** The customer the saved card is attached to; needed to charge it off-session later. */
  customer?: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface CreateCustomerInput {
  email?: string;
  name?: string;
  metadata?: PaymentMetadata;
  idempotencyKey: string;
}

export interface ChargeOffSessionInput {
  paymentMethod: string;
  customer: string;
  amount: number;
  currency: PaymentCurrency | Uppercase<PaymentCurrency>;
  metadata: PaymentMetadata;
  /** One key per fee: a retried staff action never charges twice. */
  idempotencyKey: string;
}

/**
 * Outcome of an off-session charge. `requires_action`: the bank wants the cardholder
 * (authentication_required); bring the guest back on-session with `clientSecret` and
 * `paymentMethod`. `failed`: declined, with the bank's reason in `failure.declineCode`.
 */
export type OffSessionResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing'; paymentIntentId: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string; paymentMethod: string }
  | { status: 'failed'; paymentIntentId: string | null; failure: PaymentFailure };

export interface UpdatePaymentIntentInput {
  /** A PaymentIntent not paid yet (requires_payment_method, requires_confirmation, requires_action). */
  paymentIntent: string;
  /** The new amount, minor units. */
  amount: number;
  /** One key per new amount: a retried update changes it once. */
  idempotencyKey: string;
}

export interface CancelPaymentIntentInput {
  /** A PaymentIntent not paid yet. */
  paymentIntent: string;
  idempotencyKey: string;
}

export interface RefundPaymentInput {
  /** A succeeded PaymentIntent. */
  paymentIntent: string;
  /** Minor units; the whole amount left when omitted. */
  amount?: number;
  metadata: PaymentMetadata;
  /** One key per refund: a retried call never refunds twice. */
  idempotencyKey: string;
}

/** A refund as the provider reports it: `pending` settles later (Stripe), `failed` needs a person. */
export interface RefundView {
  id: string;
  paymentIntent: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}

/** The events features can subscribe to, with the object each one carries. */
export interface PaymentEventObjects {
  'payment_intent.succeeded': PaymentIntentView;
  'payment_intent.payment_failed': PaymentIntentView;
  'payment_intent.requires_action': PaymentIntentView;
  'payment_intent.canceled': PaymentIntentView;
  'setup_intent.succeeded': SetupIntentView;
  'setup_intent.setup_failed': SetupIntentView;
}
export type PaymentEventType = keyof PaymentEventObjects;
export const PAYMENT_EVENT_TYPES = Object.keys({
  'payment_intent.succeeded': 1,
  'payment_intent.payment_failed': 1,
  'payment_intent.requires_action': 1,
  'payment_intent.canceled': 1,
  'setup_intent.succeeded': 1,
  'setup_intent.setup_failed': 1,
} satisfies Record<PaymentEventType, 1>) as PaymentEventType[];

/**
 * A verified event from either gateway. Providers deliver at least once and in any order:
 * dedupe on `eventId` (or on the intent id), and read the current state with
 * `retrievePaymentIntent` when the order matters.
 */
export interface PaymentEvent<T extends PaymentEventType = PaymentEventType> {
  eventId: string;
  type: T;
  gateway: GatewayName;
  created: Date;
  livemode: boolean;
  /** The intent as it was when the event happened. */
  intent: PaymentEventObjects[T];
}

export type PaymentEventHandler<T extends PaymentEventType = PaymentEventType> = (event: PaymentEvent<T>) => Promise<void> | void;
