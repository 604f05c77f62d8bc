/**
 * A host and a remote built against different federation runtimes still make a working page: the
 * remote's entry finds no runtime lent under its runtime key (webpack/federation-runtime-key.cjs),
 * so the host loads the remote's own runtime file first (host/src/federation/federation-runtime.ts).
 * "Another runtime" is simulated: SIMULATE_FEDERATION_RUNTIME_VERSION changes the key a build is
 * made with, not its code. Each test builds one app into a folder of its own (DIST_DIR) and serves
 * it beside the repository's builds of the others, as a venue deploys one app alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { startComposedSite, type App } from '../support/composed-site';
import { E2E_PORT, repoRoot } from '../support/server';

const PORT = E2E_PORT + 2;
const RUNTIME_FILE = /\/federation-runtime\.[^/]*\.js$/;

function buildAgainstAnotherRuntime(app: App): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), `venue-e2e-${app}-`)), 'dist');
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', `@venue/${app}`, 'run', 'build'], {
    cwd: repoRoot,
    // Unminified (MINIFY=false, webpack/app-config.cjs): which runtime loads does not depend on the minifier.
    env: { ...process.env, DIST_DIR: dist, SIMULATE_FEDERATION_RUNTIME_VERSION: '0.0.0-simulated', MINIFY: 'false' },
    stdio: 'pipe',
  });
  return dist;
}

/** The runtime files the page fetches from now until `stop()`, by path. */
function watchRuntimeFiles(page: Page): { fetched: string[]; stop: () => void } {
  const fetched: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (RUNTIME_FILE.test(pathname)) fetched.push(pathname);
  };
  page.on('request', listener);
  return { fetched, stop: () => page.off('request', listener) };
}

const lentRuntimes = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { _VENUE_FEDERATION_RUNTIMES?: object })._VENUE_FEDERATION_RUNTIMES ?? {}).sort());

async function navigate(page: Page, pathname: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

async function runtimeOf(page: Page, site: string, remote: string): Promise<{ key: string; file: string }> {
  const manifest = (await (await page.request.get(`${site}/remotes/${remote}/mf-manifest.json`)).json()) as { federationRuntime: { key: string; file: string } };
  return manifest.federationRuntime;
}

/** A click on the first card of the list opens it within the same page load: the remote's router answered. */
async function openFirstCard(page: Page): Promise<void> {
  const area = page.locator('[data-remote="giftcards"]');
  await expect(area.locator('[data-page="GiftcardList"]')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
  await area.getByTestId('giftcard-product').first().getByRole('link').first().click();
  await expect(area.locator('[data-page="GiftcardDetail"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
}

/**
 * The gift card list renders and a click on a card opens it, on a server-rendered first view (the
 * server names the remote's entry and runtime) and after an in-page navigation (the host reads the
 * remote's manifest itself); each time the remote's own runtime file is fetched, once.
 */
async function giftcardsWorkOnTheirOwnRuntime(page: Page, site: string): Promise<{ hostKey: string; remoteKey: string }> {
  const runtime = await runtimeOf(page, site, 'giftcards');

  const serverRendered = watchRuntimeFiles(page);
  await page.goto(`${site}/frontpage/giftcards`);
  // A link of the server's markup clicked before the remote's script has run is a page load.
  await page.waitForLoadState('networkidle');
  await openFirstCard(page);
  serverRendered.stop();
  expect(serverRendered.fetched).toEqual([`/remotes/giftcards/${runtime.file}`]);

  const browserRendered = watchRuntimeFiles(page);
  await page.goto(`${site}/welcome`);
  const [hostKey] = await lentRuntimes(page);
  expect(hostKey, 'the host lends its runtime under a key other than the remote was built against').not.toBe(runtime.key);
  await navigate(page, '/frontpage/giftcards');
  await openFirstCard(page);
  browserRendered.stop();
  // Once, from the first remote built against it that the page loads: the home page fetches the
  // booking ahead (host/src/features/prefetch/), which lends it when it was built against it too.
  expect(browserRendered.fetched).toHaveLength(1);
  expect(browserRendered.fetched[0]).toMatch(new RegExp(`^/remotes/(giftcards|booking)/${runtime.file.replace(/\./g, '\\.')}$`));
  // The remote's runtime sits beside the host's, which it did not replace.
  expect(await lentRuntimes(page)).toEqual([hostKey!, runtime.key].sort());
  return { hostKey: hostKey!, remoteKey: runtime.key };
}

test('a remote built against another runtime than the host’s brings its own, and works', async ({ page, pageErrors }) => {
  test.setTimeout(600_000);
  const giftcards = buildAgainstAnotherRuntime('remote-giftcards');
  const site = await startComposedSite(PORT, { 'remote-giftcards': giftcards });
  try {
    await giftcardsWorkOnTheirOwnRuntime(page, site.url);

    // Without its runtime file the remote cannot start: its area shows the error, and the retry
    // (the file answers again) loads the runtime, then the remote, with no page reload.
    await page.route(RUNTIME_FILE, (route) => route.abort('connectionrefused'));
    await page.goto(`${site.url}/welcome`);
    await navigate(page, '/frontpage/giftcards');
    const area = page.locator('[data-remote="giftcards"]');
    await expect(area.getByRole('alert')).toBeVisible();
    await page.unroute(RUNTIME_FILE);
    await area.getByRole('button', { name: 'Riprova' }).click();
    await expect(area.locator('[data-page="GiftcardList"]')).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await site.stop();
    rmSync(path.dirname(giftcards), { recursive: true, force: true });
  }
});

test('a host built against another runtime than its remotes’: each key’s runtime file is loaded once, and the remotes work', async ({ page, pageErrors }) => {
  test.setTimeout(600_000);
  const host = buildAgainstAnotherRuntime('host');
  const site = await startComposedSite(PORT, { host });
  try {
    const { remoteKey } = await giftcardsWorkOnTheirOwnRuntime(page, site.url);

    // The booking remote was built against the same runtime as the gift cards: it borrows the
    // runtime their file lent, and no file of its own is fetched.
    expect((await runtimeOf(page, site.url, 'booking')).key).toBe(remoteKey);
    const runtimeFiles = watchRuntimeFiles(page);
    await navigate(page, '/reserve');
    await expect(page.locator('[data-remote="booking"] [data-page="Reserve"]')).toBeVisible();
    expect(runtimeFiles.fetched).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await site.stop();
    rmSync(path.dirname(host), { recursive: true, force: true });
  }
});
