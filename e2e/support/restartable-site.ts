/**
 * A site of its own for a spec (server/dist/main.js on its own port and data directory) that can
 * be started again on the same data with its clock moved (TEST_CLOCK_OFFSET_MS): a booking's
 * reminder, a waiting guest's offer or a visit's time falls due without waiting for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_START_MS, preparePglite, registerStaffOrigin, repoRoot } from './server';

export interface RestartableSite {
  url: string;
  /** Its staff origin (STAFF_PORT): the door page and the staff API. */
  staffUrl: string;
  /** The server's DATA_DIR (its e-mail outbox is `outbox/` in it). */
  dataDir: string;
  /** Stops the server and starts it again on the same data, its clock moved by `clockOffsetMs`. */
  restart(options?: { clockOffsetMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startRestartableSite({
  port,
  staffPort,
  env = {},
  label,
  clockOffsetMs = 0,
}: {
  port: number;
  /** The staff listener's port; none: any free port (the door page is not used). */
  staffPort?: number;
  env?: NodeJS.ProcessEnv;
  label: string;
  /** Its clock moved from the first start (TEST_CLOCK_OFFSET_MS). */
  clockOffsetMs?: number;
}): Promise<RestartableSite> {
  const url = `http://localhost:${port}`;
  const staffUrl = `http://localhost:${staffPort ?? 0}`;
  registerStaffOrigin(url, staffUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-site-'));

  const launch = async (clockOffsetMs = 0): Promise<ChildProcess> => {
    const serverEnv = {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: String(staffPort ?? 0),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
      TEST_CLOCK_OFFSET_MS: String(clockOffsetMs),
    };
    // The first start only: a restart keeps the site's own data.
    await preparePglite(serverEnv);
    // As npm start runs it: PostgreSQL compiled once (server/src/db/pglite-memory.ts).
    const server: ChildProcess = spawn(process.execPath, ['--liftoff-only', path.join(repoRoot, 'server/dist/main.js')], {
      env: serverEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The same allowance as a worker's server (it was 90 s: red on a machine the workers' 300 s suit).
    const deadline = Date.now() + SERVER_START_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`${label} exited with ${server.exitCode}`);
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return server;
      if (Date.now() > deadline) throw new Error(`${label} did not start`);
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const halt = async (server: ChildProcess) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };

  let server = await launch(clockOffsetMs);
  return {
    url,
    staffUrl,
    dataDir,
    restart: async (options = {}) => {
      await halt(server);
      server = await launch(options.clockOffsetMs);
    },
    stop: () => halt(server),
  };
}
