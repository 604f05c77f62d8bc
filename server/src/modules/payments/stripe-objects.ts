/**
 * Turns Stripe-shaped objects into the views features see. The Stripe gateway feeds it the
 * SDK's objects; the demo gateway keeps its intents in the same shape and feeds them here too,
 * so both gateways produce identical events through one path.
 */
import { toCurrency } from './payment-input';
import {
  PAYMENT_EVENT_TYPES,
  type GatewayName,
  type IntentStatus,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentFailure,
  type PaymentIntentView,
  type SetupIntentView,
} from './payment-types';

type Ref = string | { id: string } | null | undefined;

interface StripeLikeError {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

/** The fields of a Stripe PaymentIntent this layer reads (Stripe.PaymentIntent fits it). */
export interface StripeLikePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string | null;
  metadata: Record<string, string> | null;
  payment_method: Ref;
  customer: Ref;
  last_payment_error: StripeLikeError | null;
}

/** The fields of a Stripe SetupIntent this layer reads (Stripe.SetupIntent fits it). */
export interface StripeLikeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string | null;
  metadata: Record<string, string> | null;
  payment_method: Ref;
  customer: Ref;
  last_setup_error: StripeLikeError | null;
}

/** The fields of a Stripe event this layer reads. */
export interface StripeLikeEvent {
  id: string;
  type: string;
  created: number;
  livemode: boolean;
  data: { object: unknown };
}

const refId = (ref: Ref): string | null => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);

export function failureFrom(error: StripeLikeError | null | undefined): PaymentFailure | null {
  if (!error) return null;
  return { code: error.code ?? 'unknown', declineCode: error.decline_code ?? null, message: error.message ?? '' };
}

export function toPaymentIntentView(pi: StripeLikePaymentIntent): PaymentIntentView {
  return {
    kind: 'payment_intent',
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as IntentStatus,
    amount: pi.amount,
    currency: toCurrency(pi.currency),
    metadata: { ...(pi.metadata ?? {}) },
    paymentMethod: refId(pi.payment_method),
    customer: refId(pi.customer),
    lastError: failureFrom(pi.last_payment_error),
  };
}

export function toSetupIntentView(si: StripeLikeSetupIntent): SetupIntentView {
  return {
    kind: 'setup_intent',
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: si.status as IntentStatus,
    metadata: { ...(si.metadata ?? {}) },
    paymentMethod: refId(si.payment_method),
    customer: refId(si.customer),
    lastError: failureFrom(si.last_setup_error),
  };
}

export function isHandledEventType(type: string): type is PaymentEventType {
  return (PAYMENT_EVENT_TYPES as string[]).includes(type);
}

/** A provider event as a PaymentEvent, or null for types the payments layer does not handle. */
export function toPaymentEvent(event: StripeLikeEvent, gateway: GatewayName): PaymentEvent | null {
  if (!isHandledEventType(event.type)) return null;
  const object = event.data.object as StripeLikePaymentIntent | StripeLikeSetupIntent;
  const intent = object.object === 'setup_intent' ? toSetupIntentView(object) : toPaymentIntentView(object);
  return {
    eventId: event.id,
    type: event.type,
    gateway,
    created: new Date(event.created * 1000),
    livemode: event.livemode,
    intent,
  } as PaymentEvent;
}
