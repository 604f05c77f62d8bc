import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPgliteTemplate } from '../../scripts/pglite-template.cjs';
import { testWalletEnv } from '../../scripts/test-wallet-env.cjs';

/**
 * Each Playwright worker runs a site of its own: its own server process on its own ports and its
 * own data directory (fresh demo data, its own e-mail outbox), so workers never see each other's
 * bookings, claims or e-mails. Worker n (TEST_PARALLEL_INDEX, 0-based) owns the ports
 * E2E_PORT + 10·n … E2E_PORT + 10·n + 9; in the runner process n is 0.
 */
export const PORTS_PER_WORKER = 10;
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's site (the production server, as `npm start` runs it). */
export const E2E_PORT = BASE_PORT + WORKER_INDEX * PORTS_PER_WORKER;
/** Where the standalone-remote test serves a remote's own build (another origin). */
export const STANDALONE_PORT = E2E_PORT + 1;
/** This worker's staff origin (STAFF_PORT): the door page and the staff and operator APIs. */
export const E2E_STAFF_PORT = E2E_PORT + 7;
export const STAFF_SITE = `http://localhost:${E2E_STAFF_PORT}`;

/** Each running site's staff origin, by the site's address (the worker's, and each spec's own sites). */
const staffOrigins = new Map<string, string>([[`http://localhost:${E2E_PORT}`, STAFF_SITE]]);
export const registerStaffOrigin = (site: string, staff: string) => staffOrigins.set(site, staff);
/** The staff origin of the site at `site`: where its staff and operator calls go. */
export function staffOriginOf(site: string): string {
  const staff = staffOrigins.get(site.replace(/\/+$/, ''));
  if (!staff) throw new Error(`no staff origin known for ${site}`);
  return staff;
}
export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The root of the run's data directories, made once per run by the runner: the workers load this
 * module again and inherit the runner's environment, so each finds the same root and takes the
 * folder of its own index (a worker that replaces a failed one keeps the same data).
 */
const DATA_ROOT = (process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(tmpdir(), 'venue-e2e-')));
/** This worker's server DATA_DIR (the e-mail outbox is `outbox/` in it). */
export const E2E_DATA_DIR = path.join(DATA_ROOT, `worker-${WORKER_INDEX}`);

/** The venue tool's credential on the e2e servers (venue files applied by the tests). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdefghijklmnop';

/**
 * The environment of a worker's server: fresh demo data on its own port and data directory, and
 * the wallets on the TEST ONLY credentials as `npm start` runs them (the guest pages show the
 * "add to wallet" buttons).
 */
export function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...testWalletEnv(process.env),
    ...process.env,
    PORT: String(E2E_PORT),
    STAFF_PORT: String(E2E_STAFF_PORT),
    DATA_DIR: E2E_DATA_DIR,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    // Every promo claim of the suite comes from one address: lift the per-client claim limit.
    CLAIM_RATE_LIMIT_MAX: '1000',
    CORS_ORIGINS: `http://localhost:${STANDALONE_PORT}`,
  };
}

/**
 * How long a server of the suite (a worker's, or the Stripe site's) may take to answer /healthz:
 * a fresh PGlite and the demo seed take seconds on an idle machine, minutes on a saturated one.
 * Every hook or test that starts one allows this much for it, plus its own work.
 */
export const SERVER_START_MS = 300_000;

/**
 * A server on PGlite starts from a copy of a data directory made once (scripts/pglite-template.cjs)
 * instead of its own initdb: the sites are for the pages, and the first start of an empty data
 * directory is tested by the server's tests (server/test/production-start.test.ts) and the
 * `npm run dev` smoke test.
 */
export async function preparePglite(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.DATA_DIR && !env.DATABASE_URL) await copyPgliteTemplate(env.DATA_DIR);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts this worker's server (server/dist/main.js) and waits until /healthz answers. */
export function startWorkerServer(): Promise<RunningServer> {
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  return startServerProcess({ env: serverEnv(), url: `http://localhost:${E2E_PORT}`, label: `the e2e server on port ${E2E_PORT}` });
}

/**
 * Starts the repository's server (server/dist/main.js) with `env` and waits until `url`/healthz
 * answers; `label` names it in errors. A test process that dies without stopping it kills it.
 */
export async function startServerProcess({ env, url, label }: { env: NodeJS.ProcessEnv; url: string; label: string }): Promise<RunningServer> {
  await preparePglite(env);
  // As npm start runs it: PostgreSQL compiled once (server/src/db/pglite-memory.ts).
  const child: ChildProcess = spawn(process.execPath, ['--liftoff-only', path.join(repoRoot, 'server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  // A worker that dies without its teardown must not leave its server holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
