/** The Stripe gateway: the official SDK, pointed at api.stripe.com or, in tests, at a fake. */
import Stripe from 'stripe';
import { IdempotencyConflictError, PaymentProviderError, WebhookSignatureError } from './payment-errors';
import type { PaymentGateway } from './payment-gateway';
import { checkAmount, checkIdempotencyKey, checkMetadata, toCurrency } from './payment-input';
import type {
  ChargeOffSessionInput,
  CreateCustomerInput,
  CreatePaymentIntentInput,
  CreateSetupIntentInput,
  OffSessionResult,
  PaymentEvent,
  PaymentIntentView,
  RefundPaymentInput,
  CancelPaymentIntentInput,
  UpdatePaymentIntentInput,
  RefundView,
  SetupIntentView,
} from './payment-types';
import type { StripeApiAddress } from './payments-config';
import { failureFrom, toPaymentEvent, toPaymentIntentView, toSetupIntentView } from './stripe-objects';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  api?: StripeApiAddress;
  /** Seconds a webhook signature stays valid (Stripe's default: 300). */
  webhookTolerance?: number;
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.api ?? {}),
      // The SDK retries network failures with the same idempotency key: safe for payments.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'venue-front-page' },
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentView> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: checkAmount(input.amount),
      currency: toCurrency(input.currency),
      metadata: checkMetadata(input.metadata),
      // Cards, and the wallets (Apple Pay, Google Pay) the visitor's browser offers.
      automatic_payment_methods: { enabled: true },
      ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
    };
    const pi = await this.call(() => this.stripe.paymentIntents.create(params, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }));
    return toPaymentIntentView(pi);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView | null> {
    const pi = await this.callOrNull(() => this.stripe.paymentIntents.retrieve(id));
    return pi && toPaymentIntentView(pi);
  }

  async updatePaymentIntent(input: UpdatePaymentIntentInput): Promise<PaymentIntentView> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.update(input.paymentIntent, { amount: checkAmount(input.amount) }, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }),
    );
    return toPaymentIntentView(pi);
  }

  async cancelPaymentIntent(input: CancelPaymentIntentInput): Promise<PaymentIntentView> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.cancel(input.paymentIntent, { cancellation_reason: 'abandoned' }, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }),
    );
    return toPaymentIntentView(pi);
  }

  async createCustomer(input: CreateCustomerInput): Promise<{ id: string }> {
    const params: Stripe.CustomerCreateParams = {
      ...(input.email ? { email: input.email } : {}),
      ...(input.name ? { name: input.name } : {}),
      metadata: checkMetadata(input.metadata),
    };
    const customer = await this.call(() => this.stripe.customers.create(params, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }));
    return { id: customer.id };
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentView> {
    const params: Stripe.SetupIntentCreateParams = {
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      metadata: checkMetadata(input.metadata),
      ...(input.customer ? { customer: input.customer } : {}),
    };
    const si = await this.call(() => this.stripe.setupIntents.create(params, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }));
    return toSetupIntentView(si);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentView | null> {
    const si = await this.callOrNull(() => this.stripe.setupIntents.retrieve(id));
    return si && toSetupIntentView(si);
  }

  async chargeOffSession(input: ChargeOffSessionInput): Promise<OffSessionResult> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: checkAmount(input.amount),
      currency: toCurrency(input.currency),
      customer: input.customer,
      payment_method: input.paymentMethod,
      off_session: true,
      confirm: true,
      metadata: checkMetadata(input.metadata),
    };
    try {
      const pi = await this.stripe.paymentIntents.create(params, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) });
      if (pi.status === 'succeeded') return { status: 'succeeded', paymentIntentId: pi.id };
      if (pi.status === 'processing') return { status: 'processing', paymentIntentId: pi.id };
      if (pi.status === 'requires_action') {
        return { status: 'requires_action', paymentIntentId: pi.id, clientSecret: pi.client_secret ?? '', paymentMethod: input.paymentMethod };
      }
      return { status: 'failed', paymentIntentId: pi.id, failure: failureFrom(pi.last_payment_error) ?? { code: pi.status, declineCode: null, message: '' } };
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeCardError)) throw this.wrap(err);
      // A card error carries the PaymentIntent it left behind (status requires_payment_method).
      const pi = (err.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
      if (err.code === 'authentication_required' && pi?.client_secret) {
        return { status: 'requires_action', paymentIntentId: pi.id, clientSecret: pi.client_secret, paymentMethod: input.paymentMethod };
      }
      return {
        status: 'failed',
        paymentIntentId: pi?.id ?? null,
        failure: { code: err.code ?? 'card_error', declineCode: err.decline_code ?? null, message: err.message },
      };
    }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundView> {
    const params: Stripe.RefundCreateParams = {
      payment_intent: input.paymentIntent,
      ...(input.amount !== undefined ? { amount: checkAmount(input.amount) } : {}),
      metadata: checkMetadata(input.metadata),
    };
    const refund = await this.call(() => this.stripe.refunds.create(params, { idempotencyKey: checkIdempotencyKey(input.idempotencyKey) }));
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    return { id: refund.id, paymentIntent: input.paymentIntent, amount: refund.amount, status };
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent | null {
    if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret, this.options.webhookTolerance);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    return toPaymentEvent(event, 'stripe');
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.wrap(err);
    }
  }

  /** A missing object is null (a stale id in our tables), anything else an error. */
  private async callOrNull<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing')) return null;
      throw this.wrap(err);
    }
  }

  private wrap(err: unknown): Error {
    if (err instanceof Stripe.errors.StripeIdempotencyError) return new IdempotencyConflictError(err.message);
    if (err instanceof Stripe.errors.StripeError) return new PaymentProviderError(`Stripe ${err.type}: ${err.message}`, { cause: err });
    return err instanceof Error ? err : new PaymentProviderError(String(err));
  }
}
