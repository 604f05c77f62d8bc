import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Where the standalone-remote test serves a remote's own build (another origin). */
export const STANDALONE_PORT = E2E_PORT + 1;
export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The server's fresh data directory, made once per run: Playwright's workers load this config
 * again and inherit the runner's environment, so they all find the same folder (the e-mail
 * outbox lives in it).
 */
export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'venue-e2e-')));

/** The production server on a fresh data directory: every run starts from the demo data. */
export function serverCommand(): string {
  // Every promo claim of the suite comes from one address: lift the per-client claim limit.
  return `PORT=${E2E_PORT} DATA_DIR=${E2E_DATA_DIR} NODE_ENV=test CLAIM_RATE_LIMIT_MAX=1000 CORS_ORIGINS=http://localhost:${STANDALONE_PORT} node ${path.join(repoRoot, 'server/dist/main.js')}`;
}
