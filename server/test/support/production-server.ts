/**
 * The production server (`node server/dist/main.js`) in a process of its own, on a PGlite data
 * folder of its own with the demo venues, for tests of what only the built site does: a server
 * render loads a remote's server build with `vm` modules, which Jest's sandbox refuses. Needs
 * `npm run build`: `builtForServerRender` says whether the builds are there.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './faults-server';
import { copyPgliteTemplate } from './pglite-template';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const SERVER_RENDER_BUILDS = [
  'server/dist/main.js',
  'host/dist/server/main.js',
  'remote-giftcards/dist/server/mf-manifest.json',
  'remote-promo/dist/server/mf-manifest.json',
  'remote-booking/dist/server/mf-manifest.json',
];
export const builtForServerRender = SERVER_RENDER_BUILDS.every((file) => fs.existsSync(path.join(REPO_ROOT, file)));

export interface ProductionServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts the server with `env` added and waits for /healthz; `onLogLine` sees each JSON log line. */
export async function startProductionServer(
  env: Record<string, string>,
  onLogLine: (entry: Record<string, unknown>) => void = () => undefined,
): Promise<ProductionServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-production-'));
  await copyPgliteTemplate(dataDir);
  const [port, staffPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--liftoff-only', path.join(REPO_ROOT, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      HOST: '127.0.0.1',
      WEB_ROOT: REPO_ROOT,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      ...env,
    },
  });
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        onLogLine(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error('the server exited');
    }
    const ready = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}
