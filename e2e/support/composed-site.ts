/**
 * A second server of the site, on a deployment made of chosen builds: each app's folder under its
 * WEB_ROOT links to a build made elsewhere (`builds`) or to the repository's own. As a venue
 * deploys a remote without rebuilding the host, or the other way round.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_OPERATOR_TOKEN, SERVER_START_MS, repoRoot } from './server';

export const APPS = ['host', 'remote-giftcards', 'remote-booking', 'remote-promo'] as const;
export type App = (typeof APPS)[number];

export interface ComposedSite {
  url: string;
  stop(): Promise<void>;
}

/** The site on `port`, each app served from `builds[app]` (a dist/ folder) or the repository's dist/. */
export async function startComposedSite(port: number, builds: Partial<Record<App, string>>): Promise<ComposedSite> {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'venue-e2e-web-root-'));
  for (const app of APPS) {
    mkdirSync(path.join(webRoot, app));
    symlinkSync(builds[app] ?? path.join(repoRoot, app, 'dist'), path.join(webRoot, app, 'dist'), 'dir');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-composed-'));
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      WEB_ROOT: webRoot,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the composed site on port ${port} exited with ${server.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the composed site on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      process.off('exit', killOnExit);
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      // The links only: the builds they point at are the caller's (or the repository's).
      rmSync(webRoot, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
