/** Which gateway runs: Stripe with its three keys, the demo gateway without, never demo in production. */
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { createGateway } from '../src/modules/payments/create-gateway';
import { PaymentEvents } from '../src/modules/payments/payment-events';
import { apiAddress } from '../src/modules/payments/payments-config';
import { createTestApp } from './support/test-app';
import { createTestDb } from './support/test-db';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

test('no keys: the demo gateway (development and test)', () => {
  expect(loadConfig({}).payments).toEqual({ gateway: 'demo' });
  expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ gateway: 'demo' });
});

test('the three keys: Stripe; STRIPE_API_BASE becomes the SDK host, port and protocol', () => {
  expect(loadConfig(KEYS).payments).toEqual({
    gateway: 'stripe',
    secretKey: 'sk_test_abc123',
    publishableKey: 'pk_test_abc123',
    webhookSecret: 'whsec_abc123',
  });
  expect(loadConfig({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments).toMatchObject({
    api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
  });
  expect(apiAddress('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
});

test('production refuses to start without Stripe keys (the demo gateway never runs there)', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/demo payment gateway never runs in production/);
  expect(
    loadConfig({ ...KEYS, NODE_ENV: 'production', PUBLIC_URL: 'https://venue.example', STAFF_URL: 'https://staff.venue.example', MAIL_TRANSPORT: 'outbox' }).payments
      .gateway,
  ).toBe('stripe');
});

test.each([
  [{ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY }, /missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/],
  [{ ...KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, /mix test and live/],
  [{ STRIPE_API_BASE: 'http://127.0.0.1:12111' }, /STRIPE_API_BASE is set but the Stripe keys are not/],
  [{ ...KEYS, STRIPE_SECRET_KEY: 'not-a-key' }, /STRIPE_SECRET_KEY/],
  [{ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET/],
  [{ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' }, /STRIPE_API_BASE/],
])('rejects %j', (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

test('even a hand-made production config cannot get the demo gateway', async () => {
  const config = testConfig({ nodeEnv: 'production', payments: { gateway: 'demo' } });
  expect(() => createGateway(config, { events: new PaymentEvents(), clock: () => new Date() })).toThrow(/never runs in production/);
  const handle = await createTestDb();
  try {
    await expect(createTestApp({ config: { nodeEnv: 'production', payments: { gateway: 'demo' } }, seed: false, handle })).rejects.toThrow(/never runs in production/);
  } finally {
    await handle.close();
  }
});
