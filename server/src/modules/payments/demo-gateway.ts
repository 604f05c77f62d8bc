/**
 * The demo gateway: for machines without Stripe keys (never in production). It keeps Stripe-
 * shaped intents, takes Stripe's test cards on the demo payment screen, and dispatches the
 * same events as the Stripe webhook, so features run unchanged on it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { type Attempt, attemptOffSession, attemptOnSession } from './demo-attempt';
import { demoCardFor, luhnValid } from './demo-cards';
import type { DemoData, DemoPaymentIntent, DemoPaymentMethod, DemoSetupIntent, DemoStore } from './demo-store';
import { IdempotencyConflictError, PaymentInputError, PaymentProviderError, WebhookSignatureError } from './payment-errors';
import type { PaymentGateway } from './payment-gateway';
import { checkAmount, checkIdempotencyKey, checkMetadata, toCurrency } from './payment-input';
import type {
  ChargeOffSessionInput,
  CreateCustomerInput,
  CreatePaymentIntentInput,
  CreateSetupIntentInput,
  OffSessionResult,
  PaymentEvent,
  PaymentEventType,
  PaymentFailure,
  PaymentIntentView,
  RefundPaymentInput,
  CancelPaymentIntentInput,
  UpdatePaymentIntentInput,
  RefundView,
  SetupIntentView,
} from './payment-types';
import { type StripeLikeEvent, failureFrom, toPaymentEvent, toPaymentIntentView, toSetupIntentView } from './stripe-objects';

export interface DemoCardInput {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/** The demo payment screen sends a typed card, or names a saved one (guest back on-session). */
export interface DemoConfirmInput {
  clientSecret: string;
  card?: DemoCardInput;
  paymentMethod?: string;
}

export interface DemoConfirmResult {
  kind: 'payment_intent' | 'setup_intent';
  intentId: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing' | 'canceled';
  failure: PaymentFailure | null;
}

export interface DemoGatewayOptions {
  store: DemoStore;
  clock: () => Date;
  /** The events registry's dispatch: the same path the Stripe webhook takes. */
  dispatch: (event: PaymentEvent) => Promise<void>;
  log?: FastifyBaseLogger;
}

const id = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;
const secretFor = (intentId: string) => `${intentId}_secret_${randomBytes(18).toString('base64url')}`;

export class DemoGateway implements PaymentGateway {
  readonly name = 'demo' as const;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: DemoGatewayOptions) {}

  private get data(): DemoData {
    return this.options.store.data;
  }

  private now(): number {
    return Math.floor(this.options.clock().getTime() / 1000);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentView> {
    const params = {
      amount: checkAmount(input.amount),
      currency: toCurrency(input.currency),
      metadata: checkMetadata(input.metadata),
      receipt_email: input.receiptEmail ?? null,
    };
    // Same key, same request: the intent made the first time (its current state).
    const piId = this.idempotent('payment_intents.create', input.idempotencyKey, params, () => {
      const pi: DemoPaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        ...params,
        status: 'requires_payment_method',
        client_secret: '',
        payment_method: null,
        customer: null,
        last_payment_error: null,
        created: this.now(),
        livemode: false,
      };
      pi.client_secret = secretFor(pi.id);
      this.data.paymentIntents[pi.id] = pi;
      return pi.id;
    });
    return toPaymentIntentView(this.data.paymentIntents[piId]!);
  }

  async retrievePaymentIntent(piId: string): Promise<PaymentIntentView | null> {
    const pi = this.data.paymentIntents[piId];
    return pi ? toPaymentIntentView(pi) : null;
  }

  /** Like Stripe: only an intent not paid yet takes a new amount. */
  async updatePaymentIntent(input: UpdatePaymentIntentInput): Promise<PaymentIntentView> {
    const params = { id: input.paymentIntent, amount: checkAmount(input.amount) };
    this.idempotent('payment_intents.update', input.idempotencyKey, params, () => {
      const pi = this.unpaidIntent(input.paymentIntent);
      pi.amount = params.amount;
      return pi.id;
    });
    return toPaymentIntentView(this.data.paymentIntents[input.paymentIntent]!);
  }

  async cancelPaymentIntent(input: CancelPaymentIntentInput): Promise<PaymentIntentView> {
    this.idempotent('payment_intents.cancel', input.idempotencyKey, { id: input.paymentIntent }, () => {
      const pi = this.unpaidIntent(input.paymentIntent);
      pi.status = 'canceled';
      return pi.id;
    });
    return toPaymentIntentView(this.data.paymentIntents[input.paymentIntent]!);
  }

  private unpaidIntent(piId: string): DemoPaymentIntent {
    const pi = this.data.paymentIntents[piId];
    if (!pi) throw new PaymentInputError(`No such payment intent: ${piId}`);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      throw new PaymentProviderError(`This PaymentIntent's status is ${pi.status}: it cannot be changed`);
    }
    return pi;
  }

  async createCustomer(input: CreateCustomerInput): Promise<{ id: string }> {
    const params = { email: input.email ?? null, name: input.name ?? null, metadata: checkMetadata(input.metadata) };
    const customerId = this.idempotent('customers.create', input.idempotencyKey, params, () => {
      const customer = { id: id('cus'), ...params };
      this.data.customers[customer.id] = customer;
      return customer.id;
    });
    return { id: customerId };
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentView> {
    if (input.customer && !this.data.customers[input.customer]) throw new PaymentInputError(`No such customer: ${input.customer}`);
    const params = { customer: input.customer ?? null, metadata: checkMetadata(input.metadata), usage: 'off_session' as const };
    const siId = this.idempotent('setup_intents.create', input.idempotencyKey, params, () => {
      const si: DemoSetupIntent = {
        id: id('seti'),
        object: 'setup_intent',
        ...params,
        status: 'requires_payment_method',
        client_secret: '',
        payment_method: null,
        last_setup_error: null,
        created: this.now(),
        livemode: false,
      };
      si.client_secret = secretFor(si.id);
      this.data.setupIntents[si.id] = si;
      return si.id;
    });
    return toSetupIntentView(this.data.setupIntents[siId]!);
  }

  async retrieveSetupIntent(siId: string): Promise<SetupIntentView | null> {
    const si = this.data.setupIntents[siId];
    return si ? toSetupIntentView(si) : null;
  }

  async chargeOffSession(input: ChargeOffSessionInput): Promise<OffSessionResult> {
    const pm = this.data.paymentMethods[input.paymentMethod];
    if (!pm) throw new PaymentInputError(`No such payment method: ${input.paymentMethod}`);
    if (pm.customer !== input.customer) throw new PaymentInputError('The payment method is not attached to this customer');
    const params = {
      amount: checkAmount(input.amount),
      currency: toCurrency(input.currency),
      customer: input.customer,
      payment_method: input.paymentMethod,
      metadata: checkMetadata(input.metadata),
    };
    let created: DemoPaymentIntent | undefined;
    const result = this.idempotent('payment_intents.create.off_session', input.idempotencyKey, params, (): OffSessionResult => {
      const pi: DemoPaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        ...params,
        status: 'requires_payment_method',
        client_secret: '',
        last_payment_error: null,
        receipt_email: null,
        created: this.now(),
        livemode: false,
      };
      pi.client_secret = secretFor(pi.id);
      this.data.paymentIntents[pi.id] = pi;
      created = pi;
      const attempt = attemptOffSession(pm);
      this.apply(pi, attempt);
      if (attempt.outcome === 'succeeded') return { status: 'succeeded', paymentIntentId: pi.id };
      if (attempt.outcome === 'declined' && attempt.code === 'authentication_required') {
        return { status: 'requires_action', paymentIntentId: pi.id, clientSecret: pi.client_secret, paymentMethod: pm.id };
      }
      return { status: 'failed', paymentIntentId: pi.id, failure: failureFrom(pi.last_payment_error)! };
    });
    if (created) {
      // The charge stands whatever a handler does; a failed handler gets the event again later.
      await this.emit(created.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', created).catch(() => undefined);
    }
    return result;
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundView> {
    const pi = this.data.paymentIntents[input.paymentIntent];
    if (!pi) throw new PaymentInputError(`No such payment intent: ${input.paymentIntent}`);
    if (pi.status !== 'succeeded') throw new PaymentInputError('Only a succeeded payment can be refunded');
    const params = { payment_intent: pi.id, amount: input.amount ?? null, metadata: checkMetadata(input.metadata) };
    const refundId = this.idempotent('refunds.create', input.idempotencyKey, params, () => {
      const refunded = Object.values(this.data.refunds)
        .filter((r) => r.payment_intent === pi.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = input.amount === undefined ? pi.amount - refunded : checkAmount(input.amount);
      if (amount <= 0 || refunded + amount > pi.amount) throw new PaymentInputError('The refund is more than what is left of the payment');
      const refund = { id: id('re'), payment_intent: pi.id, amount, status: 'succeeded' as const, metadata: params.metadata, created: this.now() };
      this.data.refunds[refund.id] = refund;
      return refund.id;
    });
    const refund = this.data.refunds[refundId]!;
    return { id: refund.id, paymentIntent: pi.id, amount: refund.amount, status: refund.status };
  }

  parseWebhook(): PaymentEvent | null {
    throw new WebhookSignatureError('The demo gateway receives no webhooks');
  }

  /** The demo payment screen's "Pay": charges or saves the card on the intent of `clientSecret`. */
  async confirm(input: DemoConfirmInput): Promise<DemoConfirmResult> {
    const intent = this.intentForSecret(input.clientSecret);
    const pending = await this.settled(intent);
    if (pending) return pending;
    const pm = input.card ? this.savePaymentMethod(input.card, intent.customer) : this.savedPaymentMethod(input.paymentMethod, intent);
    intent.payment_method = pm.id;
    const attempt = attemptOnSession(pm, intent.object);
    return this.finish(intent, attempt, pm);
  }

  /** The demo bank's authentication window: the cardholder approves or refuses. */
  async authenticate(clientSecret: string, approve: boolean): Promise<DemoConfirmResult> {
    const intent = this.intentForSecret(clientSecret);
    if (intent.status !== 'requires_action') {
      const pending = await this.settled(intent);
      if (pending) return pending;
      throw new ApiError(409, 'PAYMENT_NOT_AWAITING_AUTHENTICATION', 'Nothing to authenticate');
    }
    const pm = this.data.paymentMethods[intent.payment_method ?? '']!;
    const failCode = intent.object === 'setup_intent' ? 'setup_intent_authentication_failure' : 'payment_intent_authentication_failure';
    const attempt: Attempt = approve
      ? { outcome: 'succeeded' }
      : { outcome: 'declined', code: failCode, declineCode: '', message: 'The provided payment method has failed authentication.' };
    return this.finish(intent, attempt, pm);
  }

  /**
   * Hands every undelivered event to the handlers again, oldest first (Stripe retries failed
   * webhooks the same way). Resolves with the events that failed again, by id.
   */
  deliverPending(): Promise<Map<string, unknown>> {
    const run = this.queue.then(() => this.deliverNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  get pendingEventCount(): number {
    return this.data.pendingEvents.length;
  }

  private async deliverNow(): Promise<Map<string, unknown>> {
    const failed = new Map<string, unknown>();
    for (const raw of [...this.data.pendingEvents]) {
      const event = toPaymentEvent(raw, 'demo');
      try {
        if (event) await this.options.dispatch(event);
        this.data.pendingEvents = this.data.pendingEvents.filter((e) => e.id !== raw.id);
        this.options.store.save();
      } catch (err) {
        failed.set(raw.id, err);
      }
    }
    return failed;
  }

  private async emit(type: PaymentEventType, object: DemoPaymentIntent | DemoSetupIntent): Promise<void> {
    const event: StripeLikeEvent & { object: 'event' } = {
      id: id('evt'),
      object: 'event',
      type,
      created: this.now(),
      livemode: false,
      data: { object: structuredClone(object) },
    };
    this.data.pendingEvents.push(event);
    this.options.store.save();
    const failed = await this.deliverPending();
    if (failed.has(event.id)) throw failed.get(event.id);
  }

  /** Records the attempt on the intent and the card, then dispatches its event. */
  private async finish(intent: DemoPaymentIntent | DemoSetupIntent, attempt: Attempt, pm: DemoPaymentMethod): Promise<DemoConfirmResult> {
    this.apply(intent, attempt);
    if (intent.object === 'setup_intent' && intent.status === 'succeeded') {
      pm.customer = intent.customer;
      pm.offSessionReady = true;
    }
    this.options.store.save();
    const type = eventType(intent);
    if (type) await this.emit(type, intent);
    return resultOf(intent);
  }

  private apply(intent: DemoPaymentIntent | DemoSetupIntent, attempt: Attempt): void {
    const error =
      attempt.outcome === 'declined'
        ? { code: attempt.code, decline_code: attempt.declineCode || null, message: attempt.message, payment_method: intent.payment_method }
        : null;
    intent.status = attempt.outcome === 'succeeded' ? 'succeeded' : attempt.outcome === 'requires_action' ? 'requires_action' : 'requires_payment_method';
    if (intent.object === 'payment_intent') intent.last_payment_error = error;
    else intent.last_setup_error = error;
    this.options.store.save();
  }

  /** An intent already paid (or given up) answers as it is, after retrying undelivered events. */
  private async settled(intent: DemoPaymentIntent | DemoSetupIntent): Promise<DemoConfirmResult | null> {
    if (intent.status !== 'succeeded' && intent.status !== 'canceled') return null;
    const failed = await this.deliverPending();
    const mine = this.data.pendingEvents.find((e) => failed.has(e.id) && (e.data.object as { id: string }).id === intent.id);
    if (mine) throw failed.get(mine.id);
    return resultOf(intent);
  }

  private intentForSecret(clientSecret: string): DemoPaymentIntent | DemoSetupIntent {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const intent = this.data.paymentIntents[intentId] ?? this.data.setupIntents[intentId];
    if (!intent?.client_secret || !sameText(intent.client_secret, clientSecret)) {
      throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No payment for this client secret');
    }
    return intent;
  }

  private savePaymentMethod(card: DemoCardInput, customer: string | null): DemoPaymentMethod {
    const number = card.number.replace(/[\s-]/g, '');
    const fields: Record<string, string> = {};
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) fields.cardNumber = 'INVALID';
    const now = this.options.clock();
    const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (!(card.expMonth >= 1 && card.expMonth <= 12) || expired) fields.expiry = 'INVALID';
    if (!/^\d{3,4}$/.test(card.cvc)) fields.cvc = 'INVALID';
    if (Object.keys(fields).length) throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid card details', fields);
    const known = demoCardFor(number);
    const pm: DemoPaymentMethod = {
      id: id('pm'),
      brand: known.brand,
      last4: number.slice(-4),
      behaviour: known.behaviour,
      declineCode: known.declineCode ?? null,
      customer,
      offSessionReady: false,
    };
    this.data.paymentMethods[pm.id] = pm;
    return pm;
  }

  private savedPaymentMethod(pmId: string | undefined, intent: DemoPaymentIntent | DemoSetupIntent): DemoPaymentMethod {
    const pm = pmId ? this.data.paymentMethods[pmId] : undefined;
    if (!pm || (pm.customer && pm.customer !== intent.customer)) throw new ApiError(400, 'INVALID_PAYLOAD', 'Unknown payment method', { paymentMethod: 'INVALID' });
    return pm;
  }

  private idempotent<T>(operation: string, key: string, params: unknown, run: () => T): T {
    checkIdempotencyKey(key);
    const request = JSON.stringify([operation, params]);
    const seen = this.data.idempotency[key];
    if (seen) {
      if (seen.request !== request) throw new IdempotencyConflictError(`Idempotency key ${key} was used with other parameters`);
      return seen.result as T;
    }
    const result = run();
    this.data.idempotency[key] = { request, result };
    this.options.store.save();
    return result;
  }
}

function eventType(intent: DemoPaymentIntent | DemoSetupIntent): PaymentEventType | null {
  const failed = intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
  if (intent.object === 'payment_intent') {
    if (intent.status === 'succeeded') return 'payment_intent.succeeded';
    if (intent.status === 'requires_action') return 'payment_intent.requires_action';
    return failed ? 'payment_intent.payment_failed' : null;
  }
  if (intent.status === 'succeeded') return 'setup_intent.succeeded';
  return failed ? 'setup_intent.setup_failed' : null;
}

function resultOf(intent: DemoPaymentIntent | DemoSetupIntent): DemoConfirmResult {
  const error = intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
  const status =
    intent.status === 'succeeded' || intent.status === 'requires_action' || intent.status === 'processing' || intent.status === 'canceled' ? intent.status : 'failed';
  return { kind: intent.object, intentId: intent.id, status, failure: status === 'failed' ? failureFrom(error) : null };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
