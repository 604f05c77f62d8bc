/**
 * The development loop of the README: `npm run dev` starts the API with reload and the four
 * webpack dev servers; the host's /welcome and a remote on its own (booking's /reserve) load in
 * the browser; stopping the process group stops every one of them. Runs on ports of its own
 * (DEV_SMOKE_PORT, default E2E_PORT + 40: dev servers on it and the next three, the API on +4)
 * and a fresh data directory, so it collides with nothing, and needs no build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, DEMO } from '../support/fixtures';
import { repoRoot } from '../support/server';

const devPort = Number(process.env.DEV_SMOKE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 40);
const apiPort = devPort + 4;
const ports = [devPort, devPort + 1, devPort + 2, devPort + 3, apiPort];

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

let dev: ChildProcess | undefined;
let log = '';

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

test('npm run dev: the API and the four dev servers start, /welcome and a standalone remote load, and all stop with the group', async ({ page, pageErrors }) => {
  test.setTimeout(300_000);
  for (const port of ports) expect(await listening(port), `port ${port} is free before the test`).toBe(false);
  dev = spawn('npm', ['run', 'dev'], {
    cwd: repoRoot,
    // Its own process group: one signal to the group stops npm, pnpm, tsx and webpack alike.
    detached: true,
    env: { ...process.env, DEV_PORT: String(devPort), PORT: String(apiPort), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'venue-dev-')), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (d) => (log = (log + d).slice(-20_000)));
  dev.stderr!.on('data', (d) => (log = (log + d).slice(-20_000)));

  // Up when the API answers and each dev server serves its first compile.
  await expect
    .poll(
      async () => {
        if (dev!.exitCode !== null) throw new Error(`npm run dev exited with ${dev!.exitCode}:\n${log}`);
        const api = await fetch(`http://localhost:${apiPort}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        const manifests = await Promise.all(
          [1, 2, 3].map((o) =>
            fetch(`http://localhost:${devPort + o}/mf-manifest.json`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        );
        return api && manifests.every(Boolean);
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe(true);

  await page.goto(`http://localhost:${devPort}/welcome?venue=${DEMO.aurora.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  // booking's own dev server, standalone, against the API
  await page.goto(`http://localhost:${devPort + 2}/reserve?venue=${DEMO.chalet.slug}`);
  await expect(page.locator('[data-page="Reserve"]')).toBeVisible({ timeout: 60_000 });
  expect(pageErrors).toEqual([]);

  // One signal to the group; every port is free again.
  const exited = new Promise((r) => dev!.once('exit', r));
  process.kill(-dev.pid!, 'SIGTERM');
  await exited;
  await expect.poll(async () => (await Promise.all(ports.map(listening))).filter(Boolean).length, { timeout: 30_000 }).toBe(0);
});
