/**
 * Navigation as people expect it: each booking step is a history entry (Back goes one step
 * back and keeps the choices; the leave prompt only when leaving the flow with typed data);
 * focus lands on the new page's heading; a skip link; the navigation marks the section you are
 * in and lists the promotions; the gift card payment screen leads back to the order, filled in;
 * a page opened afresh starts at its top, and a reload or Back returns to where it was left.
 */
import { addDays, chooseDay, choosePax, chooseTime, isoWeekday, plainTableSteps, venueToday } from '../support/booking';
import { expect, openVenue, test } from '../support/fixtures';
import { acceptPrivacy, area, fillBuyer, gcTexts, submitCheckout } from '../support/giftcards';

function wednesdayAfter(days: number): string {
  let d = addDays(venueToday('Europe/Rome'), days);
  while (isoWeekday(d) !== 3) d = addDays(d, 1);
  return d;
}

const stepTitle = (page: import('@playwright/test').Page) => page.locator('[data-remote="booking"] #step-title');

test('booking steps are history entries: Back goes one step back with the choices kept, Forward again', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Prenota' }).click();
  await expect(stepTitle(page)).toHaveText('Quante persone?');
  await choosePax(page, 3);
  await expect(stepTitle(page)).toHaveText('Scegli il giorno');
  const date = wednesdayAfter(9);
  await chooseDay(page, date);
  await expect(stepTitle(page)).toHaveText('Scegli l’orario');

  await page.goBack();
  await expect(stepTitle(page)).toHaveText('Scegli il giorno');
  await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(stepTitle(page)).toHaveText('Quante persone?');
  await expect(page.getByRole('button', { name: '3 persone', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('Scegli il giorno');
  await page.goForward();
  await expect(stepTitle(page)).toHaveText('Scegli l’orario');
  await expect(page).toHaveURL(/\/reserve$/);

  // Back from the first step leaves the flow: nothing typed, nothing asked.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the leave prompt comes only when leaving the flow with typed data, never between steps', async ({ page }) => {
  await page.goto('/reserve');
  await choosePax(page, 2);
  await chooseDay(page, wednesdayAfter(16));
  await chooseTime(page, '12:00');
  await plainTableSteps(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  // Back to the time step: a step of the same flow, no prompt, the name kept.
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stepTitle(page)).not.toHaveText('I tuoi dati');
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
  // Leaving the flow with a name typed asks first.
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vuoi lasciare questa pagina?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Resta sulla pagina' }).click();
  await expect(page).toHaveURL(/\/reserve$/);
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
});

test('focus moves to the new page’s heading after a navigation; the skip link leads to it', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  // The first tab stop is the skip link, shown when focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Gift card' }).click();
  await expect(page).toHaveURL(/\/frontpage\/giftcards$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main h1')).toHaveAttribute('tabindex', '-1');
  await nav.getByRole('link', { name: 'Prenota' }).click();
  await expect(page.locator('main h1')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/frontpage\/giftcards$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('the navigation marks the section you are in, gift card sub-pages included, and lists the current promotion', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const current = nav.locator('[aria-current="page"]');
  await page.goto('/welcome');
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  await expect(current).toHaveText('Home');
  // Cantina Aurora has a promotion open now: the navigation leads to it.
  const promotions = nav.getByRole('link', { name: 'Promozioni' });
  await expect(promotions).toBeVisible();
  await page.goto('/frontpage/giftcards');
  await expect(current).toHaveText('Gift card');
  await area(page)
    .getByTestId('giftcard-product')
    .first()
    .getByRole('link', { name: /^Scegli/ })
    .click();
  await expect(area(page).locator('[data-page="GiftcardDetail"]')).toBeVisible();
  await expect(current).toHaveText('Gift card');
  await page.goto('/reserve');
  await expect(current).toHaveText('Prenota');
  await promotions.click();
  await expect(page).toHaveURL(/\/promo\//);
  await expect(current).toHaveText('Promozioni');
});

test('from the payment screen back to the order: the checkout again, filled in as it was sent', async ({ page }) => {
  const t = gcTexts('it');
  await page.goto('/frontpage/giftcards');
  await area(page)
    .getByTestId('giftcard-product')
    .first()
    .getByRole('link', { name: /^Scegli/ })
    .click();
  await area(page).getByRole('button', { name: t.continue }).click();
  await expect(area(page).locator('[data-page="Checkout"]')).toBeVisible();
  await fillBuyer(page, 'it', { email: 'torna.indietro@example.com', city: 'Bra' });
  await acceptPrivacy(page, 'it');
  await submitCheckout(page, 'it');
  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).locator('[aria-current="page"]')).toHaveText('Gift card');

  await area(page).getByRole('link', { name: 'Torna all’ordine' }).click();
  await expect(area(page).locator('[data-page="Checkout"]')).toBeVisible();
  const buyer = area(page).locator('section', { has: page.locator('#buyer-title') });
  await expect(buyer.getByRole('textbox', { name: t.email, exact: true })).toHaveValue('torna.indietro@example.com');
  await expect(buyer.getByRole('textbox', { name: t.city, exact: true })).toHaveValue('Bra');
});

test('a page opened afresh starts at its top; a reload and Back return to where the page was left', async ({ page }) => {
  // The visit's first page, left scrolled down, by an in-app link (its place is kept for Back).
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  const lastCard = page.getByTestId('giftcard-product').last().getByRole('link').first();
  await lastCard.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(100);
  await lastCard.click();
  await expect(page.locator('[data-page="GiftcardDetail"]')).toBeVisible();
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  await page.reload();
  await expect(page.getByTestId('giftcard-product').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // Another page opened afresh in the same tab (a link from an e-mail, the payment page the
  // checkout opens): its own top, not the first page's place.
  await openVenue(page, 'aurora', '/reserve');
  await expect(page.getByRole('button', { name: '2 persone', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // And the first page itself, opened afresh from an address: its top too.
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  await expect(page.getByTestId('giftcard-product').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
