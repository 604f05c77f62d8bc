import { test, expect } from '../support/fixtures';
import { sharedAssetFiles } from '../support/manifests';

// The router and react-i18next are not among them: they live inside @venue/shared
// (shared/src/router/, shared/src/i18n/react.ts), one copy with it.
const SINGLETONS = ['react', 'react-dom', 'jotai', 'i18next', '@venue/shared'];

test('each shared library is fetched once per page, even across all three remotes', async ({ page, request }) => {
  const owners = await sharedAssetFiles(request);
  for (const name of SINGLETONS) expect(owners.get(name)?.size, `${name} is declared shared`).toBeGreaterThan(0);

  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') fetched.push(new URL(req.url()).pathname);
  });
  await page.goto('/welcome');
  for (const path of ['/reserve', '/frontpage/giftcards', '/promo/any']) {
    await page.getByRole('navigation').first().waitFor();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('[data-remote] [data-page]')).toBeVisible();
  }

  for (const name of SINGLETONS) {
    const copies = fetched.filter((file) => owners.get(name)!.has(file));
    expect(copies, `${name} copies fetched`).toHaveLength(1);
  }
  expect(new Set(fetched).size, 'no script fetched twice').toBe(fetched.length);
});

test('the remotes use the very same React, router, jotai and i18n instances as the host', async ({ page }) => {
  await page.goto('/reserve');
  await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
  const loaded = await page.evaluate(() => {
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(share)) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const entry of Object.values(versions)) if (entry.loaded) (result[pkg] ??= []).push(entry.from);
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([pkg, from]) => [pkg, [...new Set(from)]]));
  });
  for (const name of SINGLETONS) {
    expect(loaded[name], `${name} loaded from one app`).toHaveLength(1);
  }
});

test('the federation runtime too is one per page: the remotes run on the host’s', async ({ page }) => {
  const runtimeFiles: string[] = [];
  page.on('request', (req) => {
    if (/\/federation-runtime\.[^/]*\.js$/.test(new URL(req.url()).pathname)) runtimeFiles.push(req.url());
  });
  await page.goto('/frontpage/giftcards');
  await expect(page.locator('[data-remote="giftcards"] [data-page]')).toBeVisible();
  await page
    .getByRole('link', { name: /prenota/i })
    .first()
    .click();
  await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
  // Each remote's entry leaves the runtime core out and runs on the one the host provides
  // (`experiments.externalRuntime`, docs/federation.md). A remote carrying its own copy would build
  // its federation instance from another ModuleFederation class.
  const { provider, instances } = await page.evaluate(() => {
    const global = window as unknown as {
      _FEDERATION_RUNTIME_CORE: { ModuleFederation: abstract new () => unknown };
      _FEDERATION_RUNTIME_CORE_FROM: { name: string };
      __FEDERATION__: { __INSTANCES__: { name: string }[] };
    };
    return {
      provider: global._FEDERATION_RUNTIME_CORE_FROM.name,
      instances: global.__FEDERATION__.__INSTANCES__.map((instance) => [instance.name, instance instanceof global._FEDERATION_RUNTIME_CORE.ModuleFederation]),
    };
  });
  expect(provider).toBe('host');
  expect(Object.fromEntries(instances)).toEqual({ host: true, giftcards: true, booking: true });
  expect(runtimeFiles, 'no remote brought its own runtime').toEqual([]);
});
