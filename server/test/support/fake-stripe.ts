/**
 * A small, real Stripe API for tests: the official `stripe` SDK talks to it through its
 * host/port/protocol settings (STRIPE_API_BASE). It speaks Stripe's wire format for what the
 * payments layer uses (form bodies with brackets, Idempotency-Key, error objects, 402 card
 * errors) and delivers signed webhooks to our server, in any order and as often as a test likes.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../src/modules/payments/payments-config';
import { type Attempt, type TestCard, TEST_PAYMENT_METHODS, attempt } from './fake-stripe-cards';
import { type FormObject, canonical, parseStripeForm } from './fake-stripe-form';

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

export interface FakePaymentMethod extends TestCard {
  id: string;
  customer: string | null;
  offSessionReady: boolean;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | undefined;
  status: number;
  replayed: boolean;
}

export interface StripeEventJson {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Json };
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface DeliveryOptions {
  /** Sign with another secret (an impostor). */
  secret?: string;
  /** Signature time, seconds (default now). */
  timestamp?: number;
  /** Change the body after signing it (a tampered delivery). */
  tamper?: (payload: string) => string;
  /** Send this Stripe-Signature header instead (null: none). */
  header?: string | null;
}

export interface DeliveryResult {
  status: number;
  body: unknown;
}

/** What Stripe.js may do with the publishable key and an intent's client secret. */
const BROWSER_CALL = /^\/v1\/(payment|setup)_intents\/[^/]+(\/confirm|\/stub_authenticate)?$/;
const rand = (n = 12) => randomBytes(n).toString('hex');
const API_VERSION = '2026-10-28.endive';
const CURRENCIES = ['eur', 'chf', 'mur', 'usd'];
/** Stripe's minimum charge for the currencies that have one here (minor units). */
const MINIMUM: Record<string, number> = { eur: 50, chf: 50, usd: 50 };

const stripeError = (status: number, error: Json): Answer => ({
  status,
  body: { error: { doc_url: `https://stripe.com/docs/error-codes/${String(error.code ?? '')}`, ...error } },
});
const missing = (kind: string, id: string, param: string) =>
  stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
const invalid = (message: string, param?: string) => stripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export class FakeStripe {
  readonly secretKey = `sk_test_fake${rand(8)}`;
  readonly publishableKey = `pk_test_fake${rand(8)}`;
  readonly webhookSecret = `whsec_fake${rand(12)}`;
  /** Our server's webhook URL; set it before delivering events. */
  webhookUrl?: string;
  /** Deliver each event as it happens (in order); off by default so tests choose the order. */
  autoDeliver = false;

  readonly requests: RecordedStripeRequest[] = [];
  readonly events: StripeEventJson[] = [];
  readonly paymentIntents = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  private readonly idempotency = new Map<string, { request: string; answer: Answer }>();
  private deliveries: Promise<unknown> = Promise.resolve();
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const answer = this.handle(req, body);
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          // Stripe.js calls the API from the page's origin.
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
          'request-id': `req_${rand(7)}`,
          ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(answer.body, null, 2));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await this.deliveries;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The server config that points our Stripe gateway (the real SDK) here. */
  paymentsConfig(): PaymentsConfig {
    const u = new URL(this.url);
    return {
      gateway: 'stripe',
      secretKey: this.secretKey,
      publishableKey: this.publishableKey,
      webhookSecret: this.webhookSecret,
      api: { host: u.hostname, port: Number(u.port), protocol: 'http' },
    };
  }

  // ---- what a test does to the "customer's browser" side --------------------------------

  /** The cardholder pays in the browser (Payment Element + confirmPayment). */
  confirmPaymentIntent(id: string, paymentMethod = 'pm_card_visa'): Answer {
    return this.confirmPi(id, { payment_method: paymentMethod }, null);
  }

  /** The cardholder saves a card (confirmSetup). */
  confirmSetupIntent(id: string, paymentMethod = 'pm_card_visa'): Answer {
    return this.confirmSi(id, { payment_method: paymentMethod }, null);
  }

  /** The cardholder completes (or fails) the bank's authentication of an intent. */
  authenticate(id: string, approve = true): Answer {
    const intent = this.paymentIntents.get(id) ?? this.setupIntents.get(id);
    if (!intent || intent.status !== 'requires_action') return invalid('Nothing to authenticate');
    const isPi = intent.object === 'payment_intent';
    const code = isPi ? 'payment_intent_authentication_failure' : 'setup_intent_authentication_failure';
    const result: Attempt = approve
      ? { outcome: 'succeeded' }
      : { outcome: 'declined', code, declineCode: '', message: 'The provided PaymentMethod has failed authentication.' };
    return isPi ? this.settlePi(intent, result, null) : this.settleSi(intent, result, null);
  }

  eventsOf(intentId: string, type?: string): StripeEventJson[] {
    return this.events.filter((e) => e.data.object.id === intentId && (!type || e.type === type));
  }

  // ---- webhooks ------------------------------------------------------------------------

  /** Stripe's own body layout (pretty-printed): a server that re-serialises it breaks the signature. */
  payloadOf(event: StripeEventJson): string {
    return JSON.stringify(event, null, 2);
  }

  signatureFor(payload: string, options: DeliveryOptions = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  }

  /** POSTs the event to our webhook as Stripe does, signed; answers what our server answered. */
  async deliver(event: StripeEventJson, options: DeliveryOptions = {}): Promise<DeliveryResult> {
    if (!this.webhookUrl) throw new Error('FakeStripe.webhookUrl is not set');
    const payload = this.payloadOf(event);
    const header = options.header === undefined ? this.signatureFor(payload, options) : options.header;
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      body: options.tamper ? options.tamper(payload) : payload,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body };
  }

  // ---- the API -------------------------------------------------------------------------

  private handle(req: http.IncomingMessage, rawBody: string): Answer & { replayed?: boolean } {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(rawBody);
    const key = req.headers['idempotency-key'] as string | undefined;
    const record = (answer: Answer, replayed = false) => {
      this.requests.push({ method, path: url.pathname, params, idempotencyKey: key, status: answer.status, replayed });
      return { ...answer, replayed };
    };

    if (method === 'OPTIONS') return record({ status: 204, body: {} });
    const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? String(params.key ?? '');
    const browser = bearer === this.publishableKey && BROWSER_CALL.test(url.pathname);
    if (bearer !== this.secretKey && !browser) {
      return record(stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
    }
    if (browser) {
      // With the publishable key, an intent is reached only with its client secret (as in Stripe).
      const intent = this.paymentIntents.get(url.pathname.split('/')[3] ?? '') ?? this.setupIntents.get(url.pathname.split('/')[3] ?? '');
      if (!intent || intent.client_secret !== params.client_secret) {
        return record(missing(url.pathname.includes('setup') ? 'setup_intent' : 'payment_intent', url.pathname.split('/')[3] ?? '', 'intent'));
      }
    }
    const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
    if (method === 'POST' && key) {
      const seen = this.idempotency.get(key);
      if (seen && seen.request !== fingerprint) {
        return record(
          stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (seen) return record(seen.answer, true);
    }
    const answer = this.route(method, url.pathname, params, key ?? null);
    // Like Stripe, a request that ran (2xx, or a card error) is saved under its key; a rejected one is not.
    if (method === 'POST' && key && (answer.status < 300 || answer.status === 402)) this.idempotency.set(key, { request: fingerprint, answer });
    return record(answer);
  }

  private route(method: string, path: string, p: FormObject, key: string | null): Answer {
    const m = (re: RegExp) => re.exec(path);
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(p);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPi(p, key);
    if (method === 'POST' && path === '/v1/setup_intents') return this.createSi(p);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(p);
    if (method === 'GET' && (match = m(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const pi = this.paymentIntents.get(match[1]!);
      return pi ? { status: 200, body: pi } : missing('payment_intent', match[1]!, 'intent');
    }
    if (method === 'GET' && (match = m(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const si = this.setupIntents.get(match[1]!);
      return si ? { status: 200, body: si } : missing('setup_intent', match[1]!, 'intent');
    }
    if (method === 'POST' && (match = m(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) return this.confirmPi(match[1]!, p, key);
    if (method === 'POST' && (match = m(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) return this.cancelPi(match[1]!, p);
    if (method === 'POST' && (match = m(/^\/v1\/payment_intents\/([^/]+)$/))) return this.updatePi(match[1]!, p);
    if (method === 'POST' && (match = m(/^\/v1\/setup_intents\/([^/]+)\/confirm$/))) return this.confirmSi(match[1]!, p, key);
    // Not Stripe's: the Stripe.js stub's stand-in for the bank's 3-D Secure window (e2e).
    if (method === 'POST' && (match = m(/^\/v1\/(?:payment|setup)_intents\/([^/]+)\/stub_authenticate$/))) return this.authenticate(match[1]!, p.approve !== 'false');
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  /** A refund of a succeeded PaymentIntent: all of what is left, or `amount` of it. */
  private createRefund(p: FormObject): Answer {
    const pi = this.paymentIntents.get(String(p.payment_intent ?? ''));
    if (!pi) return missing('payment_intent', String(p.payment_intent ?? ''), 'payment_intent');
    if (pi.status !== 'succeeded') return invalid(`This PaymentIntent (${String(pi.id)}) does not have a successful charge to refund.`, 'payment_intent');
    const refunded = Number(pi.amount_refunded ?? 0);
    const amount = p.amount === undefined ? Number(pi.amount) - refunded : Number(p.amount);
    if (!(amount > 0) || refunded + amount > Number(pi.amount))
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Refund amount is greater than the amount left.',
        param: 'amount',
      });
    pi.amount_refunded = refunded + amount;
    const refund: Json = {
      id: `re_${rand()}`,
      object: 'refund',
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      status: 'succeeded',
      metadata: p.metadata ?? {},
      created: now(),
    };
    return { status: 200, body: refund };
  }

  private createCustomer(p: FormObject): Answer {
    const customer = {
      id: `cus_${rand(7)}`,
      object: 'customer',
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  private createPi(p: FormObject, key: string | null): Answer {
    const amount = Number(p.amount);
    const currency = String(p.currency ?? '');
    if (!/^\d+$/.test(String(p.amount ?? ''))) return invalid('Missing required param: amount.', 'amount');
    if (!CURRENCIES.includes(currency)) return invalid(`Invalid currency: ${currency}.`, 'currency');
    if (amount < (MINIMUM[currency] ?? 1))
      return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least the minimum charge.', param: 'amount' });
    if (p.customer && !this.customers.has(String(p.customer))) return missing('customer', String(p.customer), 'customer');
    if (p.off_session && p.confirm !== 'true') return invalid('off_session can only be used with confirm=true.', 'off_session');
    const id = `pi_${rand()}`;
    const pi: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rand(10)}`,
      metadata: p.metadata ?? {},
      customer: p.customer ?? null,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      receipt_email: p.receipt_email ?? null,
      automatic_payment_methods: p.automatic_payment_methods
        ? { enabled: p.automatic_payment_methods && (p.automatic_payment_methods as FormObject).enabled === 'true' }
        : null,
      setup_future_usage: null,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(id, pi);
    this.emit('payment_intent.created', pi, key);
    if (p.confirm === 'true') return this.confirmPi(id, p, key);
    return { status: 200, body: pi };
  }

  private createSi(p: FormObject): Answer {
    if (p.customer && !this.customers.has(String(p.customer))) return missing('customer', String(p.customer), 'customer');
    const id = `seti_${rand()}`;
    const si: Json = {
      id,
      object: 'setup_intent',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rand(10)}`,
      usage: p.usage ?? 'off_session',
      customer: p.customer ?? null,
      metadata: p.metadata ?? {},
      payment_method: null,
      last_setup_error: null,
      next_action: null,
      created: now(),
      livemode: false,
    };
    this.setupIntents.set(id, si);
    this.emit('setup_intent.created', si, null);
    return { status: 200, body: si };
  }

  /** POST /v1/payment_intents/:id (Stripe's update): a new amount while it is not paid. */
  private updatePi(id: string, p: FormObject): Answer {
    const pi = this.paymentIntents.get(id);
    if (!pi) return missing('payment_intent', id, 'intent');
    const unexpected = this.unexpectedState(pi, 'updated');
    if (unexpected) return unexpected;
    if (p.amount !== undefined) {
      const amount = Number(p.amount);
      if (!/^\d+$/.test(String(p.amount))) return invalid('Invalid integer: amount.', 'amount');
      if (amount < (MINIMUM[String(pi.currency)] ?? 1))
        return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least the minimum charge.', param: 'amount' });
      pi.amount = amount;
    }
    if (p.metadata && typeof p.metadata === 'object') pi.metadata = { ...(pi.metadata as Json), ...(p.metadata as Json) };
    return { status: 200, body: pi };
  }

  /** POST /v1/payment_intents/:id/cancel: an intent not paid yet can no longer be paid. */
  private cancelPi(id: string, p: FormObject): Answer {
    const pi = this.paymentIntents.get(id);
    if (!pi) return missing('payment_intent', id, 'intent');
    const unexpected = this.unexpectedState(pi, 'canceled');
    if (unexpected) return unexpected;
    pi.status = 'canceled';
    pi.canceled_at = now();
    pi.cancellation_reason = p.cancellation_reason ?? null;
    return { status: 200, body: pi };
  }

  private unexpectedState(pi: Json, verb: string): Answer | null {
    if (['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(pi.status))) return null;
    return stripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent's status is ${String(pi.status)}, so it cannot be ${verb}.`,
      payment_intent: pi,
    });
  }

  private confirmPi(id: string, p: FormObject, key: string | null): Answer {
    const pi = this.paymentIntents.get(id);
    if (!pi) return missing('payment_intent', id, 'intent');
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(pi.status))) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${String(pi.status)}, so it cannot be confirmed.`,
        payment_intent: pi,
      });
    }
    const pm = this.paymentMethodFor(String(p.payment_method ?? ''), pi.customer as string | null);
    if (!pm) return missing('payment_method', String(p.payment_method ?? ''), 'payment_method');
    pi.payment_method = pm.id;
    return this.settlePi(pi, attempt(pm, { offSession: p.off_session === 'true', setup: false }), key);
  }

  private confirmSi(id: string, p: FormObject, key: string | null): Answer {
    const si = this.setupIntents.get(id);
    if (!si) return missing('setup_intent', id, 'intent');
    const pm = this.paymentMethodFor(String(p.payment_method ?? ''), si.customer as string | null);
    if (!pm) return missing('payment_method', String(p.payment_method ?? ''), 'payment_method');
    si.payment_method = pm.id;
    return this.settleSi(si, attempt(pm, { offSession: false, setup: true }), key);
  }

  private settlePi(pi: Json, result: Attempt, key: string | null): Answer {
    if (result.outcome === 'succeeded') {
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, last_payment_error: null, next_action: null });
      this.emit('payment_intent.succeeded', pi, key);
      return { status: 200, body: pi };
    }
    if (result.outcome === 'requires_action') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      this.emit('payment_intent.requires_action', pi, key);
      return { status: 200, body: pi };
    }
    const error = {
      type: 'card_error',
      code: result.code,
      decline_code: result.declineCode || undefined,
      message: result.message,
      payment_method: { id: pi.payment_method },
    };
    Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
    this.emit('payment_intent.payment_failed', pi, key);
    return stripeError(402, { ...error, charge: `ch_${rand(8)}`, payment_intent: pi });
  }

  private settleSi(si: Json, result: Attempt, key: string | null): Answer {
    if (result.outcome === 'succeeded') {
      Object.assign(si, { status: 'succeeded', last_setup_error: null, next_action: null });
      const pm = this.paymentMethods.get(String(si.payment_method))!;
      pm.customer = (si.customer as string | null) ?? pm.customer;
      pm.offSessionReady = true;
      this.emit('setup_intent.succeeded', si, key);
      return { status: 200, body: si };
    }
    if (result.outcome === 'requires_action') {
      Object.assign(si, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } });
      this.emit('setup_intent.requires_action', si, key);
      return { status: 200, body: si };
    }
    const error = { type: 'card_error', code: result.code, decline_code: result.declineCode || undefined, message: result.message };
    Object.assign(si, { status: 'requires_payment_method', last_setup_error: error });
    this.emit('setup_intent.setup_failed', si, key);
    return stripeError(402, { ...error, setup_intent: si });
  }

  /** `pm_card_visa` makes a new card each time, as in Stripe; a saved one must belong to the customer. */
  private paymentMethodFor(id: string, customer: string | null): FakePaymentMethod | null {
    const shortcut = TEST_PAYMENT_METHODS[id];
    if (shortcut) {
      const pm: FakePaymentMethod = { ...shortcut, id: `pm_${rand()}`, customer: null, offSessionReady: false };
      this.paymentMethods.set(pm.id, pm);
      return pm;
    }
    const saved = this.paymentMethods.get(id);
    if (!saved || (saved.customer && customer && saved.customer !== customer)) return null;
    return saved;
  }

  private emit(type: string, object: Json, idempotencyKey: string | null): StripeEventJson {
    const event: StripeEventJson = {
      id: `evt_${rand()}`,
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: `req_${rand(7)}`, idempotency_key: idempotencyKey },
      type,
    };
    this.events.push(event);
    if (this.autoDeliver && this.webhookUrl) this.deliveries = this.deliveries.then(() => this.deliver(event)).catch(() => undefined);
    return event;
  }
}

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}
