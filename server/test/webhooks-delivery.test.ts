/**
 * The webhook sender's edges: the backoff with its jitter, secrets named by environment variable
 * (and what a production start refuses of them), private targets refused in production, a
 * receiver that never answers, and log lines that name neither a secret nor an endpoint's path.
 */
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, loadConfig } from '../src/config';
import { webhookDeliveries } from '../src/db/schema';
import { retryDelaySeconds } from '../src/lib/leased-job-loop';
import { applyVenueFile } from '../src/modules/venue-setup/venue-apply';
import { readVenueFile } from '../src/modules/venue-setup/venue-file-read';
import type { VenueFile } from '../src/modules/venue-setup/venue-file-schema';
import { findVenueRow } from '../src/modules/venue-setup/venue-plan-read';
import { sendSigned } from '../src/modules/webhooks/webhook-http';
import { pruneSettledDeliveries } from '../src/modules/webhooks/webhook-repository';
import { DOCUMENTED_SECRET, newWebhookSecret, resolveSecret } from '../src/modules/webhooks/webhook-secret';
import { productionProblems } from '../src/production-checks';
import { NOW, createTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(60_000);

const EXAMPLE = readFileSync(path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml'), 'utf8');
const READY = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://osteria.example',
  STAFF_URL: 'https://staff.osteria.example',
  MAIL_TRANSPORT: 'outbox',
};

function exampleWith(webhooks: VenueFile['webhooks']): VenueFile {
  const result = readVenueFile(EXAMPLE, 'osteria.yaml', NOW);
  if (!result.ok) throw new Error('the example is invalid');
  return { ...result.venue, webhooks };
}

test('retries back off exponentially, each wait drawn between half and all of it, up to the cap', () => {
  const options = { firstRetrySeconds: 30, maxRetrySeconds: 6 * 3600, retryJitter: 0.5 };
  expect([1, 2, 3, 12].map((n) => retryDelaySeconds(n, options, () => 0))).toEqual([30, 60, 120, 21600]);
  expect([1, 2, 3, 12].map((n) => retryDelaySeconds(n, options, () => 1))).toEqual([15, 30, 60, 10800]);
  const drawn = Array.from({ length: 50 }, () => retryDelaySeconds(4, options));
  expect(drawn.every((s) => s >= 120 && s <= 240)).toBe(true);
  expect(new Set(drawn).size).toBeGreaterThan(1);
  // Without jitter (the e-mail outbox, the wallet pushes): exactly as before.
  expect(retryDelaySeconds(2, { firstRetrySeconds: 30, maxRetrySeconds: 3600 })).toBe(60);
});

test('a secret named by its variable is read from the environment; a problem names the variable, never a secret', () => {
  const secret = newWebhookSecret();
  expect(resolveSecret('env:POS_SECRET', { POS_SECRET: secret })).toEqual({ ok: true, secret });
  expect(resolveSecret('env:POS_SECRET', {})).toEqual({ ok: false, problem: 'POS_SECRET is not set' });
  const short = resolveSecret('env:POS_SECRET', { POS_SECRET: 'whsec_c2hvcnQ=' });
  expect(short).toEqual({ ok: false, problem: 'POS_SECRET is not a whsec_ secret of 24 to 64 bytes' });
  expect(resolveSecret(secret, {})).toEqual({ ok: true, secret });
});

test('the venue file refuses a malformed secret and an address listed twice', () => {
  const problems = (webhooks: string) => {
    const result = readVenueFile(`${EXAMPLE}\nwebhooks:\n${webhooks}`, 'osteria.yaml', NOW);
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };
  expect(problems('  - url: https://pos.example/h\n    secret: { env: POS_SECRET }\n')).toEqual([]);
  expect(problems('  - url: https://pos.example/h\n    secret: my-password\n')).toEqual([expect.stringMatching(/^webhooks\[0\]\.secret: /)]);
  expect(problems('  - url: https://pos.example/h\n    secret: { env: POS }\n  - url: https://pos.example/h\n    secret: { env: POS }\n')).toEqual([
    'webhooks[1].url: the webhook address https://pos.example/h is listed twice',
  ]);
  expect(problems('  - url: https://pos.example/h\n    events: [booking.eaten]\n    secret: { env: POS }\n')).toEqual([
    expect.stringMatching(/^webhooks\[0\]\.events\[0\]: /),
  ]);
});

test('a production start refuses an endpoint whose secret is unset or public, naming the variable', async () => {
  const t = await createTestApp({ seed: false });
  try {
    await applyVenueFile(t.db, exampleWith([{ url: 'https://pos.example/hooks/abc', secret: { env: 'POS_SECRET' } }]), NOW);
    const config = loadConfig(READY);
    expect(await productionProblems(config, t.db, {})).toEqual(["osteria-del-porto's webhook to https://pos.example: POS_SECRET is not set (docs/webhooks.md)"]);
    const documented = await productionProblems(config, t.db, { POS_SECRET: DOCUMENTED_SECRET });
    expect(documented).toEqual([expect.stringContaining('(POS_SECRET) is a demo secret written in this repository')]);
    expect(documented.join()).not.toContain(DOCUMENTED_SECRET);
    expect(await productionProblems(config, t.db, { POS_SECRET: newWebhookSecret() })).toEqual([]);
  } finally {
    await t.close();
  }
});

describe('sending', () => {
  const secret = newWebhookSecret();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(secret);
  });
  afterAll(() => receiver.close());

  test('production refuses private and loopback targets, by address or by a name that resolves to one; tests may call them', async () => {
    const production = { timeoutMs: 5000, publicOnly: true };
    for (const url of [receiver.url, 'http://10.1.2.3/hooks', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:9/hooks']) {
      expect(await sendSigned(url, secret, 'msg_1', '{}', production)).toMatchObject({ status: null, error: expect.stringMatching(/private or local address/) });
    }
    const byName = await sendSigned(receiver.url.replace('127.0.0.1', 'localhost'), secret, 'msg_2', '{}', production);
    expect(byName).toMatchObject({ status: null, error: expect.stringMatching(/private or local address/) });
    expect(receiver.received).toEqual([]);
    expect(await sendSigned(receiver.url, secret, 'msg_3', '{"id":"msg_3"}', { timeoutMs: 5000, publicOnly: false })).toMatchObject({ status: 200 });
    expect(receiver.received.map((r) => [r.id, r.event])).toEqual([['msg_3', { id: 'msg_3' }]]);
  });

  test('a receiver that never answers: the call ends at its deadline, with why', async () => {
    receiver.answer = () => 'hang';
    const answer = await sendSigned(receiver.url, secret, 'msg_4', '{}', { timeoutMs: 300, publicOnly: false });
    expect(answer).toMatchObject({ status: null, error: 'no answer within 300 ms' });
    receiver.answer = () => 200;
  });
});

test('a failing delivery is retried and logged by the endpoint’s origin, without its path or any secret', async () => {
  const secret = newWebhookSecret();
  const receiver = await startWebhookReceiver(secret);
  receiver.answer = () => 503;
  let logged = '';
  const t = await createTestApp({
    seed: false,
    config: { logLevel: 'info' },
    logStream: { write: (line: string) => void (logged += line) },
    webhooks: { env: { POS_SECRET: secret }, dispatcher: { pollMs: 3_600_000 } },
  });
  try {
    const url = `${receiver.url}/tok_abcdef0123456789`;
    await applyVenueFile(t.db, exampleWith([{ url, secret: { env: 'POS_SECRET' } }]), NOW);
    const venue = (await findVenueRow(t.db, 'osteria-del-porto'))!;
    // The event's data only: no card of this venue is needed to queue it.
    const card = { id: 1, orderId: 1, initialAmount: 100, balance: 100, currency: 'EUR', status: 'active', expiresOn: '2027-06-01', issuedAt: NOW } as never;
    const test = await t.app.webhooks.test(venue);
    expect(test).toEqual([{ url, status: 503, ms: expect.any(Number) }]);
    const [row] = await t.db.transaction(async (tx) => {
      await t.app.webhooks.giftcard(tx, venue, card, 'giftcard.issued');
      return tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.venueId, venue.id));
    });
    await t.app.webhooks.drain();
    const [after] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the endpoint answered HTTP 503' });
    expect(logged).toContain('webhook failed, will retry');
    expect(logged).toContain(new URL(receiver.url).origin);
    expect(logged).not.toContain('tok_abcdef0123456789');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(secret.slice('whsec_'.length));

    // Settled deliveries hold guest data: deleted after their week, pending ones kept.
    await t.db.update(webhookDeliveries).set({ status: 'sent', createdAt: new Date(Date.now() - 8 * 86_400_000) });
    await t.db.transaction((tx) => t.app.webhooks.giftcard(tx, venue, card, 'giftcard.redeemed'));
    expect(await pruneSettledDeliveries(t.db, 7)).toBe(1);
    expect((await t.db.select().from(webhookDeliveries)).map((d) => [d.eventType, d.status])).toEqual([['giftcard.redeemed', 'pending']]);
  } finally {
    await t.close();
    await receiver.close();
  }
});
