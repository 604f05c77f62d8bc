/**
 * A second server of the site whose payments go through the Stripe gateway (the real SDK),
 * pointed at a fake Stripe (server/test/support/fake-stripe.ts) that delivers signed webhooks to
 * it as events happen. The page's Stripe.js is the stub (stripe-js-stub.ts), routed to the same fake.
 * `restart({ clockOffsetMs })` starts the same site again on the same data with its clock moved
 * (TEST_CLOCK_OFFSET_MS): a booking's time can pass (no-show) while the fake Stripe keeps its state.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeStripe, startFakeStripe } from '../../server/test/support/fake-stripe';
import { E2E_PORT, SERVER_START_MS, repoRoot } from './server';

export interface StripeSite {
  url: string;
  fake: FakeStripe;
  /** The server's DATA_DIR (its e-mail outbox is `outbox/` in it). */
  dataDir: string;
  /** Stops the server and starts it again on the same data, its clock moved by `clockOffsetMs`. */
  restart(options?: { clockOffsetMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startStripeSite(port = E2E_PORT + 3): Promise<StripeSite> {
  const fake = await startFakeStripe();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-stripe-'));

  const launch = async (clockOffsetMs = 0): Promise<ChildProcess> => {
    const server: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE: fake.url,
        TEST_CLOCK_OFFSET_MS: String(clockOffsetMs),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The same allowance as a worker's server (it was 90 s: red on a machine the workers' 300 s suit).
    const deadline = Date.now() + SERVER_START_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the Stripe site exited with ${server.exitCode}`);
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return server;
      if (Date.now() > deadline) throw new Error('the Stripe site did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const halt = async (server: ChildProcess) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };

  let server = await launch();
  fake.webhookUrl = `${url}/backend/api/payments/stripe/webhook`;
  fake.autoDeliver = true;
  return {
    url,
    fake,
    dataDir,
    restart: async (options = {}) => {
      await halt(server);
      server = await launch(options.clockOffsetMs);
    },
    stop: async () => {
      await halt(server);
      await fake.close();
    },
  };
}
