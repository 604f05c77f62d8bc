import type { Route } from '@playwright/test';
import { test, expect, openVenue, DEMO, PLATFORM, renderInBrowser } from '../support/fixtures';

type VenueWindow = Window & { __venueHeaderScripts?: string[]; __venueFooterScripts?: string[] };

test('the title is the venue name followed by the platform name', async ({ page }) => {
  await openVenue(page, 'aurora');
  await expect(page).toHaveTitle(`${DEMO.aurora.name} - ${PLATFORM}`);
  await openVenue(page, 'chalet');
  await expect(page).toHaveTitle(`${DEMO.chalet.name} - ${PLATFORM}`);
  // The choice is remembered: links without ?venue stay on the same venue.
  await page.goto('/reserve');
  await expect(page).toHaveTitle(`${DEMO.chalet.name} - ${PLATFORM}`);
});

for (const mode of ['server-rendered', 'rendered in the browser'] as const) {
  test(`the venue's header and footer are shown and their scripts run in order, once per page load (${mode})`, async ({ page }) => {
    if (mode === 'rendered in the browser') {
      await renderInBrowser(page);
      // The venue's external script arrives while the browser shows its boot loader in place of
      // the server's markup (the site's config is slower still): it must find the header it fills.
      const late = (ms: number) => async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      };
      await page.route('**/venue-badge.js', late(1500));
      await page.route('**/frontpage-config.json*', late(3000));
    }
    await openVenue(page, 'aurora');
    await expect(page.locator('[data-venue-slot="header"]')).toContainText(DEMO.aurora.name);
    await expect(page.locator('[data-venue-slot="footer"]')).not.toBeEmpty();
    // The external script fills the badge: proof it ran, and ran after the markup was in place.
    await expect(page.locator('[data-venue-badge]')).toHaveText('Open today');
    const logs = () => page.evaluate(() => ({ header: (window as VenueWindow).__venueHeaderScripts, footer: (window as VenueWindow).__venueFooterScripts }));
    await expect.poll(async () => (await logs()).header?.length).toBe(3);
    // Inline, then the external one (awaited), then the inline one written after it.
    expect((await logs()).header).toEqual(['cantina-aurora:inline', 'venue-badge', 'cantina-aurora:after-badge']);
    expect((await logs()).footer).toEqual(['cantina-aurora:footer']);

    // In-app navigation across remotes does not run them again.
    await page.getByRole('navigation').getByRole('link', { name: 'Prenota' }).click();
    await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('[data-venue-badge]')).toHaveText('Open today');
    expect(await logs()).toEqual({ header: ['cantina-aurora:inline', 'venue-badge', 'cantina-aurora:after-badge'], footer: ['cantina-aurora:footer'] });
  });
}

test("the server sends the venue's header and footer in the page, their scripts with the page's nonce", async ({ request }) => {
  const res = await request.get('/welcome?venue=cantina-aurora', { headers: { Accept: 'text/html' } });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const header = /<div data-venue-slot="header"[^>]*>([\s\S]*?)<header/.exec(html)?.[1] ?? '';
  expect(header).toContain(DEMO.aurora.name);
  const scripts = header.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBe(3);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // Not run by the parser (they would hold the first paint): the page's loader runs them after it.
  for (const tag of scripts) expect(tag).toContain('type="text/x-venue-script"');
  expect(html).toMatch(/<div data-venue-slot="footer"[^>]*>[\s\S]*?<script nonce=/);
});

test('the home page presents the venue and leads to booking and gift cards', async ({ page }) => {
  await openVenue(page, 'chalet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.chalet.name);
  await page.getByRole('link', { name: 'Prenota un tavolo' }).click();
  await expect(page).toHaveURL(/\/reserve$/);
});

test('the API unreachable at start-up shows a readable message and a retry that works', async ({ page }) => {
  await renderInBrowser(page); // a server-rendered page carries the config
  let failing = true;
  await page.route('**/frontpage-config.json*', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/welcome');
  const retry = page.getByRole('button');
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  failing = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
});
