import { test, expect } from '../support/fixtures';

test('an unknown path shows the Italian not-found page whose button leads to /welcome', async ({ page }) => {
  const response = await page.goto('/non/esiste/davvero');
  expect(response?.status()).toBe(404); // server-rendered not-found page, with the status search engines need
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  await expect(page.getByText("L'URL inserito non è valido. Torna alla home.")).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the not-found page follows the chosen language', async ({ page }) => {
  await page.goto('/welcome');
  await page.evaluate(() => localStorage.setItem('frontpageLanguage', 'en'));
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Return to home' })).toBeVisible();
});

test('an unknown path under a remote prefix is not found too', async ({ page }) => {
  await page.goto('/frontpage/giftcard/1/2/3/4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
});
