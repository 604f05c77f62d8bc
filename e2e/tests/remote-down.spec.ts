import { test, expect } from '../support/fixtures';
import type { Page, Route } from '@playwright/test';

type Failure = 'server down' | '404' | 'broken script';

async function fail(route: Route, how: Failure): Promise<void> {
  if (how === 'server down') return route.abort('connectionrefused');
  if (how === '404') return route.fulfill({ status: 404, body: 'Not found' });
  // The manifest answers, the entry script is served but throws when it runs.
  if (route.request().url().endsWith('.json')) return route.continue();
  return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken remote build")' });
}

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
}

for (const how of ['server down', '404', 'broken script'] as const) {
  test(`booking remote ${how}: an error with retry in its own area, the rest of the site works`, async ({ page }) => {
    let down = true;
    await page.route('**/remotes/booking/**', (route) => (down ? fail(route, how) : route.continue()));
    await page.goto('/welcome');
    await markPage(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Prenota' }).first().click();
    const area = page.locator('[data-remote="booking"]');
    await expect(area.getByRole('alert')).toBeVisible();
    const retry = area.getByRole('button', { name: 'Riprova' });
    await expect(retry).toBeVisible();

    // Header, footer and language switch still work; so do the other remotes.
    await expect(page.locator('[data-venue-slot="header"]')).not.toBeEmpty();
    await expect(page.locator('footer')).toBeVisible();
    await page.getByRole('combobox').selectOption('en');
    await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /gift card/i })
      .click();
    await expect(page.locator('[data-remote="giftcards"] [data-page="GiftcardList"]')).toBeVisible();

    // Back on the booking screen, the remote is up again: retry loads it, with no reload.
    await page.goBack();
    down = false;
    await page.locator('[data-remote="booking"]').getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="booking"] [data-page="Reserve"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  });
}
