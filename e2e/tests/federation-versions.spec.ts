/**
 * A remote built with the previous release of @module-federation/enhanced, a real one installed
 * from the npm registry (support/federation-release.ts), runs in today's host: a venue deploys the
 * host after a federation upgrade while a remote still runs the build made before it. The remote's
 * entry leaves the runtime core out (`experiments.externalRuntime`) and runs on the one the host
 * provides (docs/federation.md). The gift cards remote is built with that release into a folder of
 * its own (DIST_DIR) and served beside the repository's builds of the other apps.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { startComposedSite } from '../support/composed-site';
import { installRelease, previousRelease, repositoryRelease } from '../support/federation-release';
import { E2E_PORT, repoRoot } from '../support/server';

const PORT = E2E_PORT + 2;

function buildGiftcardsWith(packages: string, label: string): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'venue-e2e-giftcards-')), 'dist');
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', '@venue/remote-giftcards', 'run', 'build'], {
    cwd: repoRoot,
    // Unminified (MINIFY=false, webpack/app-config.cjs): what runs does not depend on the minifier.
    env: { ...process.env, DIST_DIR: dist, FEDERATION_PACKAGES_DIR: packages, BUILD_LABEL: label, MINIFY: 'false' },
    stdio: 'pipe',
  });
  return dist;
}

async function navigate(page: Page, pathname: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** The gift card list of that build renders, and a click on a card opens it within the same page load. */
async function openFirstCard(page: Page, label: string): Promise<void> {
  const area = page.locator('[data-remote="giftcards"]');
  await expect(area.locator('[data-page="GiftcardList"]')).toHaveAttribute('data-build', label);
  await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
  await area.getByTestId('giftcard-product').first().getByRole('link').first().click();
  await expect(area.locator('[data-page="GiftcardDetail"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
}

/** Who provides the page's runtime core, and whether each federated container runs on it. */
const runtimesOf = (page: Page) =>
  page.evaluate(() => {
    type Core = { ModuleFederation: abstract new () => unknown };
    const global = window as unknown as {
      _FEDERATION_RUNTIME_CORE: Core;
      _FEDERATION_RUNTIME_CORE_FROM: { name: string; version: string };
      __FEDERATION__: { __INSTANCES__: { name: string }[] };
    };
    return {
      provider: global._FEDERATION_RUNTIME_CORE_FROM,
      onProvidedCore: Object.fromEntries(global.__FEDERATION__.__INSTANCES__.map((i) => [i.name, i instanceof global._FEDERATION_RUNTIME_CORE.ModuleFederation])),
    };
  });

/** One runtime core on the page, today's host's: every container runs on it, the old remote's too. */
async function expectHostRuntime(page: Page, version: string): Promise<void> {
  const { provider, onProvidedCore } = await runtimesOf(page);
  expect(provider).toEqual({ name: 'host', version });
  expect(onProvidedCore).toMatchObject({ host: true, giftcards: true });
  expect(Object.values(onProvidedCore).every(Boolean), JSON.stringify(onProvidedCore)).toBe(true);
}

test('a remote built with the previous release of @module-federation/enhanced runs in today’s host, on the host’s runtime', async ({ page, pageErrors }) => {
  test.setTimeout(600_000);
  const ours = repositoryRelease();
  const previous = previousRelease(ours);
  const label = `enhanced-${previous}`;
  const giftcards = buildGiftcardsWith(installRelease(previous), label);
  const site = await startComposedSite(PORT, { 'remote-giftcards': giftcards });
  try {
    const manifest = JSON.parse(readFileSync(path.join(giftcards, 'mf-manifest.json'), 'utf8')) as { metaData: { pluginVersion: string } };
    expect(manifest.metaData.pluginVersion, 'the remote was built by the other release').toBe(previous);
    const runtimeFiles: string[] = [];
    page.on('request', (req) => {
      if (/\/federation-runtime\.[^/]*\.js$/.test(new URL(req.url()).pathname)) runtimeFiles.push(req.url());
    });

    // Server-rendered: the server ran the remote's server build, the browser hydrates its entry.
    await page.goto(`${site.url}/frontpage/giftcards`);
    // A link of the server's markup clicked before the remote's script has run is a page load.
    await page.waitForLoadState('networkidle');
    await openFirstCard(page, label);
    await expectHostRuntime(page, ours);

    // Rendered in the browser after an in-page navigation: the host reads the remote's manifest itself.
    await page.goto(`${site.url}/welcome`);
    await navigate(page, '/frontpage/giftcards');
    await openFirstCard(page, label);
    await expectHostRuntime(page, ours);

    expect(runtimeFiles, 'no remote brought a runtime of its own').toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await site.stop();
    rmSync(path.dirname(giftcards), { recursive: true, force: true });
  }
});
