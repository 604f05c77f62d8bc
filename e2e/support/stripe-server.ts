/**
 * A second server of the site whose payments go through the Stripe gateway (the real SDK),
 * pointed at a fake Stripe (server/test/support/fake-stripe.ts) that delivers signed webhooks to
 * it as events happen. The page's Stripe.js is the stub (stripe-js-stub.ts), routed to the same fake.
 * `restart({ clockOffsetMs })` starts the same site again on the same data with its clock moved
 * (restartable-site.ts): a booking's time can pass (no-show) while the fake Stripe keeps its state.
 */
import { type FakeStripe, startFakeStripe } from '../../server/test/support/fake-stripe';
import { type RestartableSite, startRestartableSite } from './restartable-site';
import { E2E_PORT } from './server';

export interface StripeSite extends RestartableSite {
  fake: FakeStripe;
}

export async function startStripeSite(port = E2E_PORT + 3, staffPort = E2E_PORT + 8): Promise<StripeSite> {
  const fake = await startFakeStripe();
  const site = await startRestartableSite({
    port,
    staffPort,
    label: 'the Stripe site',
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    },
  });
  fake.webhookUrl = `${site.url}/backend/api/payments/stripe/webhook`;
  fake.autoDeliver = true;
  return {
    ...site,
    fake,
    stop: async () => {
      await site.stop();
      await fake.close();
    },
  };
}
