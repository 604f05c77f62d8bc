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

for (const [lng, bookLabel] of [
  ['fr', 'Réserver une table'],
  ['es', 'Reservar mesa'],
  ['de', 'Tisch reservieren'],
] as const) {
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

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('speaks German without asking, and stores nothing', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Tisch reservieren' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('frontpageLanguage'))).toBeNull();
  });

  test('a stored choice wins over the browser', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'fr'));
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Réserver une table' })).toBeVisible();
  });
});

test.describe('a first visit from a browser in a language the site does not speak', () => {
  test.use({ locale: 'ja-JP' });

  test('speaks Italian', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('link', { name: 'Prenota un tavolo' })).toBeVisible();
  });
});
