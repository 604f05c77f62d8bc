import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Where the standalone-remote test serves a remote's own build (another origin). */
export const STANDALONE_PORT = E2E_PORT + 1;
export const repoRoot = path.resolve(__dirname, '..', '..');

/** The production server on a fresh data directory: every run starts from the demo data. */
export function serverCommand(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-'));
  return `PORT=${E2E_PORT} DATA_DIR=${dataDir} NODE_ENV=test CORS_ORIGINS=http://localhost:${STANDALONE_PORT} node ${path.join(repoRoot, 'server/dist/main.js')}`;
}
