import { test, expect, openVenue, DEMO, PLATFORM } from '../support/fixtures';

type VenueWindow = Window & { __venueHeaderScripts?: string[] };

test('the title is the venue name followed by the platform name', async ({ page }) => {
  await openVenue(page, 'aurora');
  await expect(page).toHaveTitle(`${DEMO.aurora.name} - ${PLATFORM}`);
  await openVenue(page, 'chalet');
  await expect(page).toHaveTitle(`${DEMO.chalet.name} - ${PLATFORM}`);
  // The choice is remembered: links without ?venue stay on the same venue.
  await page.goto('/reserve');
  await expect(page).toHaveTitle(`${DEMO.chalet.name} - ${PLATFORM}`);
});

test("the venue's header and footer are shown and their scripts run in order, once per page load", async ({ page }) => {
  await openVenue(page, 'aurora');
  await expect(page.locator('[data-venue-slot="header"]')).not.toBeEmpty();
  await expect(page.locator('[data-venue-slot="footer"]')).not.toBeEmpty();
  const ran = await page.waitForFunction(() => {
    const log = (window as VenueWindow).__venueHeaderScripts;
    return log && log.length >= 3 ? log : null;
  });
  const order = (await ran.jsonValue()) as string[];
  // Inline and external scripts, in document order: header before footer, external awaited.
  expect(order.length).toBeGreaterThanOrEqual(3);
  expect(order.indexOf(order.find((s) => s.startsWith('header'))!)).toBeLessThan(order.indexOf(order.find((s) => s.startsWith('footer'))!));
  expect(order.some((s) => s.includes('external'))).toBe(true);

  // In-app navigation does not run them again.
  await page.getByRole('navigation').getByRole('link').nth(1).click();
  await page.getByRole('navigation').getByRole('link').first().click();
  expect(await page.evaluate(() => (window as VenueWindow).__venueHeaderScripts)).toEqual(order);
});

test('the home page presents the venue and leads to booking and gift cards', async ({ page }) => {
  await openVenue(page, 'chalet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.chalet.name);
  await page.getByRole('link', { name: 'Prenota un tavolo' }).click();
  await expect(page).toHaveURL(/\/reserve$/);
});

test('the API unreachable at start-up shows a readable message and a retry that works', async ({ page }) => {
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
