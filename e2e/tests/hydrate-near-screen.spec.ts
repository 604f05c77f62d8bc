// What is below a phone's first screen is hydrated when it comes near (HydrateNearScreen in
// shared/src/ssr/hydrate-near-screen.tsx): the first view's script work is what the guest can use.
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** Whether React has taken over this element (it keeps its fiber on the node it hydrated). */
const hydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

test('the home page on a phone: the last experience and the footer are hydrated as they come near, and then work in the page', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const hero = page.getByRole('heading', { level: 1 });
  const lastExperience = page.locator('section[aria-labelledby="experiences-title"] li').last();
  const lastTitle = lastExperience.getByRole('heading');
  const footer = page.locator('footer p').last();
  // Above the fold: React's. Below it: still the server's markup, readable as it was sent.
  expect(await hydrated(hero)).toBe(true);
  await expect(lastTitle).toBeVisible();
  expect(await hydrated(lastTitle)).toBe(false);
  expect(await hydrated(footer)).toBe(false);

  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await lastTitle.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(lastTitle)).toBe(true);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(footer)).toBe(true);

  // Hydrated, an experience's link is followed in the page (no new document).
  await lastExperience.getByRole('link').click();
  await expect(page).toHaveURL(/\/reserve\?experience=\d+/);
  await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a tap on a part not yet hydrated still does what it says', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Straight to the link, without scrolling near first: the page follows it all the same.
  const link = page.locator('section[aria-labelledby="experiences-title"] li').last().getByRole('link');
  await link.dispatchEvent('click');
  await expect(page).toHaveURL(/\/reserve\?experience=\d+/);
  await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
});
