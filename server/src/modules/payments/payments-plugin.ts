/**
 * The payments layer: one gateway (Stripe, or demo without keys) and the event registry,
 * available to every feature as `app.payments`. Registered at the root, before the features.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGateway, isDemoGateway } from './create-gateway';
import { PaymentEvents } from './payment-events';
import type { PaymentGateway } from './payment-gateway';
import type { GatewayName, PaymentEvent } from './payment-types';
import stripeWebhookRoute from './stripe-webhook-route';

/** What the browser learns from POST /payments/config. */
export interface PaymentsPublicConfig {
  gateway: GatewayName;
  publishableKey?: string;
  testMode: boolean;
}

export interface Payments {
  gateway: PaymentGateway;
  /** Subscribe a feature to an event type; see PaymentEvents.on. */
  onPaymentEvent: PaymentEvents['on'];
  /** Runs the handlers of an event (the webhook and the demo gateway call it; tests may too). */
  dispatch(event: PaymentEvent): Promise<void>;
  publicConfig: PaymentsPublicConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** The demo gateway retries undelivered events this often (Stripe retries webhooks for days). */
const DEMO_REDELIVERY_MS = 60_000;

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const events = new PaymentEvents(app.log);
  const gateway = createGateway(app.config, { events, clock: app.clock, log: app.log });
  const { payments } = app.config;
  const publicConfig: PaymentsPublicConfig =
    payments.gateway === 'stripe'
      ? { gateway: 'stripe', publishableKey: payments.publishableKey, testMode: payments.publishableKey.startsWith('pk_test_') }
      : { gateway: 'demo', testMode: true };

  app.decorate('payments', {
    gateway,
    onPaymentEvent: events.on.bind(events),
    dispatch: (event: PaymentEvent) => events.dispatch(event),
    publicConfig,
  } satisfies Payments);

  if (gateway.name === 'stripe') await app.register(stripeWebhookRoute, { gateway, events });

  if (isDemoGateway(gateway)) {
    let timer: NodeJS.Timeout | undefined;
    // Events a handler failed before a restart are handled once the features are registered.
    app.addHook('onReady', async () => {
      await gateway.deliverPending();
      timer = setInterval(() => void gateway.deliverPending(), DEMO_REDELIVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['errors'] });
