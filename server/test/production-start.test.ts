/**
 * A production start is safe by default: it says every missing setting at once, never seeds
 * demo data, refuses to run while a demo token is still valid, and the demo payment gateway
 * never serves a real venue (whatever NODE_ENV says).
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { giftcardOrders, venues } from '../src/db/schema';
import { productionProblems } from '../src/production-checks';
import { startServer } from './support/faults-server';
import { copyPgliteTemplate } from './support/pglite-template';
import { checkoutForm, postCheckout, productId } from './support/giftcard';
import { TOKENS, createTestApp } from './support/test-app';
import { CERTS, walletEnv } from './support/wallet';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
/** A server process started from TypeScript: seconds on a quiet machine, minutes on a loaded one. */
const SERVER_START_TIMEOUT = 150_000;
const READY = { ...STRIPE, NODE_ENV: 'production', PUBLIC_URL: 'https://osteria.example', STAFF_URL: 'https://staff.osteria.example', MAIL_TRANSPORT: 'outbox' };

test('a production start names every missing setting at once', () => {
  let message = '';
  try {
    loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    message = (err as Error).message;
  }
  expect(message).toMatch(/SEED_DEMO: demo data is never seeded in production/);
  expect(message).toMatch(/PUBLIC_URL: a production start needs it/);
  expect(message).toMatch(/SMTP_URL: a production start needs a mail transport/);
  expect(message).toMatch(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
  expect(loadConfig(READY).nodeEnv).toBe('production');
});

test('a production start refuses to run while a demo token is still valid', async () => {
  const t = await createTestApp();
  try {
    const problems = await productionProblems(loadConfig(READY), t.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/fp_demo_cantina_aurora.*st_demo_cantina_aurora|st_demo_cantina_aurora/);
  } finally {
    await t.close();
  }
});

test('a production start refuses the TEST ONLY wallet credentials, whatever the file is called', async () => {
  const t = await createTestApp({ seed: false });
  try {
    const testWallet = loadConfig({ ...READY, ...walletEnv({ APNS_KEY_ID: 'TESTKEY001', APNS_KEY_FILE: path.join(CERTS, 'apns-test-key.p8') }) });
    const problems = await productionProblems(testWallet, t.db);
    expect(problems).toEqual([
      expect.stringMatching(
        /^TEST ONLY wallet credentials in APPLE_WALLET_WWDR_FILE, APPLE_WALLET_CERT_FILE, APPLE_WALLET_KEY_FILE, APNS_KEY_FILE, GOOGLE_WALLET_KEY_FILE /,
      ),
    ]);
    // The same key under another name is the same key.
    const dir = mkdtempSync(path.join(tmpdir(), 'wallet-copy-'));
    copyFileSync(path.join(CERTS, 'google-service-account.json'), path.join(dir, 'venue-google-key.json'));
    const copied = loadConfig({ ...READY, GOOGLE_WALLET_ISSUER_ID: '3388000000000000001', GOOGLE_WALLET_KEY_FILE: path.join(dir, 'venue-google-key.json') });
    expect(await productionProblems(copied, t.db)).toEqual([expect.stringContaining('GOOGLE_WALLET_KEY_FILE')]);
    // No wallet at all: nothing to refuse.
    expect(await productionProblems(loadConfig(READY), t.db)).toEqual([]);
  } finally {
    await t.close();
  }
});

test(
  'an empty production database gets no demo data, and the server runs',
  async () => {
    // An empty directory: the first start makes its database (PGlite's initdb) as an install's
    // does; the other servers of the tests start from a copy of one (support/pglite-template.ts).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-production-'));
    const server = await startServer({ ...READY, SEED_DEMO: 'false', NODE_ENV: 'production', DATA_DIR: dataDir });
    try {
      // No venue: no page config, and the demo venue's token opens nothing.
      const config = (await (await fetch(`${server.url}/frontpage-config.json`)).json()) as { error: { code: string } };
      expect(config.error.code).toBe('NO_VENUE');
      const res = await fetch(`${server.url}/backend/api/frontpage/location/getlocation`, { method: 'POST', headers: { authorization: `Bearer ${TOKENS.aurora}` } });
      expect(res.status).toBe(401);
      expect(server.output()).not.toMatch(/demo data seeded/);
    } finally {
      await server.stop();
    }
  },
  SERVER_START_TIMEOUT,
);

test(
  'with demo tokens in its database, a production process exits and says so',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-production-'));
    // The test before starts on an empty directory (PGlite's initdb): this one need not.
    await copyPgliteTemplate(dataDir);
    const demo = await startServer({ SEED_DEMO: 'true', DATA_DIR: dataDir });
    await demo.stop();
    await expect(startServer({ ...READY, SEED_DEMO: 'false', DATA_DIR: dataDir }, { readyTimeoutMs: 60_000 })).rejects.toThrow(/Demo tokens are still valid/);
  },
  2 * SERVER_START_TIMEOUT,
);

test('the demo payment gateway serves demo venues only: a real venue is refused before anything is written', async () => {
  const t = await createTestApp();
  try {
    await t.db.update(venues).set({ demo: false }).where(eq(venues.slug, 'cantina-aurora'));
    const res = await postCheckout(t.app, checkoutForm({ productId: await productId(t.db, 'cantina-aurora', 'Buono regalo') }));
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'PAYMENTS_NOT_CONFIGURED']);
    expect(await t.db.select().from(giftcardOrders)).toEqual([]);
  } finally {
    await t.close();
  }
});
