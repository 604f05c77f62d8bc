/** Picks the gateway the config names; refuses the demo gateway in production, whatever the config says. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { DemoGateway } from './demo-gateway';
import { DemoStore } from './demo-store';
import type { PaymentEvents } from './payment-events';
import type { PaymentGateway } from './payment-gateway';
import type * as StripeGatewayModule from './stripe-gateway';
import type { StripeGateway } from './stripe-gateway';

export const DEMO_PAYMENTS_FILE = 'demo-payments.json';

export function createGateway(config: AppConfig, deps: { events: PaymentEvents; clock: () => Date; log?: FastifyBaseLogger }): StripeGateway | DemoGateway {
  const { payments } = config;
  if (payments.gateway === 'stripe') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when chosen: the Stripe SDK is some 2.5 MB of heap a server on demo payments does without (docs/operations.md, "Memory")
    const { StripeGateway } = require('./stripe-gateway') as typeof StripeGatewayModule;
    return new StripeGateway({ secretKey: payments.secretKey, webhookSecret: payments.webhookSecret, api: payments.api });
  }
  if (config.nodeEnv === 'production') {
    throw new Error('The demo payment gateway never runs in production: set the STRIPE_* keys');
  }
  // Tests keep demo payments in memory; a running site keeps them across restarts.
  const store = new DemoStore(config.nodeEnv === 'test' ? undefined : path.join(config.dataDir, DEMO_PAYMENTS_FILE));
  return new DemoGateway({ store, clock: deps.clock, dispatch: (event) => deps.events.dispatch(event), log: deps.log });
}

export function isDemoGateway(gateway: PaymentGateway): gateway is DemoGateway {
  return gateway instanceof DemoGateway;
}
