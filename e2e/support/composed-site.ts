/**
 * A second server of the site, on a deployment made of chosen builds: each app's folder under its
 * WEB_ROOT links to a build made elsewhere (`builds`) or to the repository's own. As a venue
 * deploys a remote without rebuilding the host, or the other way round.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_OPERATOR_TOKEN, repoRoot, startServerProcess } from './server';

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
  const server = await startServerProcess({
    env: {
      ...process.env,
      PORT: String(port),
      // Any free port: the door page is not what these sites are for.
      STAFF_PORT: '0',
      WEB_ROOT: webRoot,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
    url,
    label: `the composed site on port ${port}`,
  });
  return {
    url,
    stop: async () => {
      await server.stop();
      // The links only: the builds they point at are the caller's (or the repository's).
      rmSync(webRoot, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
