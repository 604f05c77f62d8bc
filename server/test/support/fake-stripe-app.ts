/**
 * Our app with the Stripe gateway pointed at a fake Stripe, listening on a real port so the
 * fake delivers webhooks over HTTP as Stripe does.
 */
import type { AddressInfo } from 'node:net';
import { STRIPE_WEBHOOK_PATH } from '../../src/modules/payments/stripe-webhook-route';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { type TestApp, createTestApp } from './test-app';

export interface StripeTestApp extends TestApp {
  fake: FakeStripe;
}

export async function createStripeTestApp(): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({ config: { payments: fake.paymentsConfig() } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  return {
    ...t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
