import { test, expect } from '../support/fixtures';

test('Italian by default; the switch changes the language and the choice survives a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Prenota un tavolo' })).toBeVisible();

  await page.getByRole('combobox').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Book a table' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('frontpageLanguage'))).toBe('en');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Book a table' })).toBeVisible();
});

for (const [lng, bookLabel] of [['fr', 'Réserver une table'], ['es', 'Reservar mesa'], ['de', 'Tisch reservieren']] as const) {
  test(`the home page speaks ${lng}`, async ({ page }) => {
    await page.goto('/welcome');
    await page.getByRole('combobox').selectOption(lng);
    await expect(page.getByRole('link', { name: bookLabel })).toBeVisible();
    // A remote's screen follows the same language: one i18n instance for the whole page.
    await page.goto('/reserve');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.locator('[data-remote="booking"] h1')).not.toHaveText('Prenota un tavolo');
  });
}

test('an unknown stored language falls back to Italian', async ({ page }) => {
  await page.goto('/welcome');
  await page.evaluate(() => localStorage.setItem('frontpageLanguage', 'xx'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Prenota un tavolo' })).toBeVisible();
});
