/**
 * METRICS_TOKEN as the environment gives it: at least 32 characters anywhere; a production start
 * refuses a demo or hand-typed one, and the operator's token reused as the scraper's.
 */
import { ConfigError, loadConfig } from '../src/config';

const READY = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://osteria.example',
  STAFF_URL: 'https://staff.osteria.example',
  MAIL_TRANSPORT: 'outbox',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};
const RANDOM = 'q7Vh2kP9xZ4mW1sT6bN3cJ8dF5gL0rYe-QaUiOo';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  return '';
}

test('a token drawn at random is taken; none leaves the endpoint off', () => {
  expect(loadConfig({ ...READY, METRICS_TOKEN: RANDOM }).metricsToken).toBe(RANDOM);
  expect(loadConfig(READY).metricsToken).toBeUndefined();
  expect(refusal({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN/);
});

test.each([
  ['a demo token', 'demo_metrics_token_0123456789abcdefgh'],
  ['a placeholder', 'changeme-changeme-changeme-changeme'],
  ['a hand-typed one', 'abcabcabcabcabcabcabcabcabcabcabcabc'],
])('a production start refuses %s', (_, token) => {
  expect(refusal({ ...READY, METRICS_TOKEN: token })).toMatch(/METRICS_TOKEN: looks like a demo or hand-typed value/);
  // Outside production it is the developer's choice.
  expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
});

test("a production start refuses the operator's token as the scraper's", () => {
  expect(refusal({ ...READY, METRICS_TOKEN: RANDOM, OPERATOR_TOKEN: RANDOM })).toMatch(/METRICS_TOKEN: must differ from OPERATOR_TOKEN/);
});
