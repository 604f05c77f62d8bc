import { test, expect } from '../support/fixtures';
import { getPromo } from '../support/promo';

test('the countdown runs on the server’s clock, even when the visitor’s clock is days off', async ({ page, request, pageErrors }) => {
  // The phone believes it is 3 days and 5 hours later than it is.
  await page.clock.install({ time: new Date(Date.now() + (3 * 24 + 5) * 3600_000) });
  await page.goto('/promo/calice-di-benvenuto');
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toBeVisible();

  const promo = await getPromo(request, 'calice-di-benvenuto');
  const left = Date.parse(promo.scadenza) - Date.parse(promo.serverNow);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  await expect(countdown.locator('[data-unit="days"] span').first()).toHaveText(String(days));
  // within a few seconds of the server's own figure (the page loaded a moment earlier)
  const shownHours = Number(await countdown.locator('[data-unit="hours"] span').first().textContent());
  expect([hours, (hours + 23) % 24]).toContain(shownHours);

  // and it ticks
  const seconds = countdown.locator('[data-unit="seconds"] span').first();
  const before = await seconds.textContent();
  await page.clock.runFor(2000);
  await expect(seconds).not.toHaveText(before!);

  await expect(page.getByTestId('remaining')).toContainText(`Ne restano ${promo.rimanenti}`);
  await expect(page.getByTestId('expiry')).toContainText('Scade il');
  await expect(page.getByRole('button', { name: 'Scarica la promo' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a sold-out promotion is terminated: no more downloads', async ({ page }) => {
  await page.goto('/promo/visita-in-anteprima');
  await expect(page.locator('[data-page="Promo"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promozione terminata' })).toBeVisible();
  await expect(page.getByText('Non ci sono più codici da scaricare')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica la promo' })).toHaveCount(0);
  await expect(page.getByTestId('countdown')).toHaveCount(0);
});

test('an expired promotion says when it ended', async ({ page }) => {
  await page.goto('/frontpage/promo/brindisi-di-vendemmia');
  await expect(page.getByRole('heading', { name: 'Promozione scaduta' })).toBeVisible();
  await expect(page.getByText(/Questa promozione è terminata il \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica la promo' })).toHaveCount(0);
});

test('an inactive promotion, and an unknown one', async ({ page }) => {
  await page.goto('/promo/anteprima-barolo');
  await expect(page.getByRole('heading', { name: 'Promozione non attiva' })).toBeVisible();
  await page.goto('/promo/nessuna-promo');
  await expect(page.getByRole('heading', { name: 'Promozione non trovata' })).toBeVisible();
});

test('the promo page in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'en'));
  await page.goto('/promo/calice-di-benvenuto');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome glass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the promo' })).toBeVisible();
  await expect(page.getByText('Ends in')).toBeVisible();
});
