/**
 * A slow answer moves nothing. The browser forgives a move within 500 ms of a tap; a phone on a
 * slow network gets its answers later than that, and a move then is a layout shift under the
 * guest's thumb (and on a venue's page that embeds the booking). While a month's statuses are on
 * their way, the calendar draws its days where they will be, and the answer only colours them; a
 * page whose content comes late grows into room below the fold, where the footer waits.
 */
import type { Page } from '@playwright/test';
import { expect, openVenue, test } from '../support/fixtures';
import { acceptPrivacy, area, fillBuyer, gcTexts, openProduct, payWithDemoCard, setLanguage, submitCheckout } from '../support/giftcards';
import { layoutShifts, resetLayoutShifts, watchLayoutShifts } from '../support/layout-shifts';

/** From now on, the calls to `url` are answered 1.5 s late: past the half second a tap is forgiven. */
const answerLate = (page: Page, url: string) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

test('the month’s days keep their places while a slow answer loads, and nothing moves when it comes', async ({ page }) => {
  await watchLayoutShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/frontpage/experience/getesperienzemonth', async (route) => {
    await held;
    await route.continue();
  });

  await openVenue(page, 'aurora', '/reserve');
  await page.getByRole('button', { name: '2 persone', exact: true }).click();
  const grid = page.getByRole('grid');
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento delle disponibilità…' })).toBeVisible();
  const weeks = await grid.locator('tbody tr').count();
  const legend = page.getByRole('list', { name: /legenda/i });
  const before = { grid: await grid.boundingBox(), legend: await legend.boundingBox() };
  expect(weeks).toBeGreaterThanOrEqual(4);
  await expect(grid.locator('button[data-date]')).toHaveCount(0);

  // The answer comes after the 500 ms in which the browser forgives a move.
  await page.waitForTimeout(800);
  release();
  await expect(grid.locator('button[data-date]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento delle disponibilità…' })).toHaveCount(0);
  expect(await grid.locator('tbody tr').count()).toBe(weeks);
  expect({ grid: await grid.boundingBox(), legend: await legend.boundingBox() }).toEqual(before);
  expect(await layoutShifts(page)).toBe(0);
});

test('a page whose answer comes late pushes nothing down: the footer waits below the fold', async ({ page }) => {
  await watchLayoutShifts(page);
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  const card = page.locator('main a[href*="/frontpage/giftcard/"]').first();
  await expect(card).toBeVisible();
  // From here on every call to the venue API answers late.
  await answerLate(page, '**/backend/api/**');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  await expect(page.locator('main [aria-busy="true"], main [role="status"]')).toHaveCount(0);
  expect(await layoutShifts(page)).toBe(0);
});

test('the gift card list drawn in the browser with a slow answer: the balance check comes with the cards, not above them', async ({ page }) => {
  await watchLayoutShifts(page);
  await openVenue(page, 'aurora', '/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await answerLate(page, '**/backend/api/**');
  await page.locator('header nav a[href*="/frontpage/giftcards"]').first().click();
  await expect(page.locator('[data-page="GiftcardList"]')).toBeVisible();
  await expect(page.getByTestId('giftcard-product').first()).toBeVisible();
  await page.getByRole('heading', { name: 'Controlla il saldo di una gift card' }).scrollIntoViewIfNeeded();
  expect(await layoutShifts(page)).toBe(0);
});

test('a payment whose answer comes late: the message takes the card form’s room, and nothing moves on the way to the cards', async ({ page }) => {
  await watchLayoutShifts(page);
  await setLanguage(page, 'en');
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  await openProduct(page, 'Gift voucher', 'en');
  await area(page).getByRole('radio', { name: '€100.00' }).check();
  await area(page)
    .getByRole('button', { name: gcTexts('en').continue })
    .click();
  await fillBuyer(page, 'en', { email: 'slow.payment@example.com' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();

  // Counted from the tap on "Pay", whose answer comes 1.5 s later.
  await resetLayoutShifts(page);
  await answerLate(page, '**/backend/api/frontpage/payments/demo/confirm');
  await payWithDemoCard(page, 'en');
  await expect(area(page).locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });
  expect(await layoutShifts(page)).toBe(0);
});
