/**
 * The "add to wallet" buttons (docs/wallet.md) on the three guest pages whose answers carry the
 * links, on a phone (Android: Google first where the browser draws the buttons, Apple first on a
 * page the server drew): a claimed promo code, a bought gift card's confirmation (each card its
 * own pair) and a confirmed booking (its own page). Each Apple link downloads
 * a signed pass holding the code; each Google link redirects to Google's save page. The e2e
 * servers run the wallets on the TEST ONLY credentials, as `npm start` does.
 */
import { addDays, bookPlainTable, isoWeekday, venueToday } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { acceptPrivacy, area, fillBuyer, gcTexts, openProduct, payWithDemoCard, setLanguage, submitCheckout } from '../support/giftcards';
import { waitForEmail } from '../support/outbox';
import { claimThroughForm } from '../support/promo';
import { checkWalletButtons, walletOrder } from '../support/wallet';

test('a claimed promo code: the buttons under its QR code, a pass holding the code, Google’s save link', async ({ page, request, pageErrors }) => {
  const email = `wallet.${Date.now()}@example.com`;
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Giulia', lastName: 'Rossi', email });
  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
  // "Show my code" opens the code's page, drawn by the server: Apple first.
  await page.locator('[data-page="PromoConfirm"]').getByRole('button', { name: 'Mostra il mio codice' }).click();
  const shown = page.locator('[data-page="PromoCode"]');
  await expect(shown.getByTestId('promo-code')).toBeVisible();
  expect(await walletOrder(shown)).toEqual(['apple', 'google']);

  // The code's page from the e-mail, drawn by the server: Apple first, as the server drew it.
  const mail = await waitForEmail(email);
  await page.goto(mail.codePath);
  const card = page.locator('[data-page="PromoCode"]');
  await expect(card.getByTestId('promo-code')).toHaveText(mail.code);
  expect(await walletOrder(card)).toEqual(['apple', 'google']);
  const pass = await checkWalletButtons(page, request, card, 'it');
  expect(pass.barcodes?.[0]?.message).toBe(mail.code);
  expect(pass.organizationName).toBe('Cantina Aurora');
  expect(pageErrors).toEqual([]);
});

test('a bought gift card’s confirmation (English): each card its own buttons and its own pass', async ({ page, request, pageErrors }) => {
  await setLanguage(page, 'en');
  const t = gcTexts('en');
  await page.goto('/frontpage/giftcards?venue=cantina-aurora');
  await openProduct(page, 'Gift voucher', 'en');
  await area(page).getByRole('radio', { name: '€50.00', exact: true }).check();
  await area(page).getByRole('button', { name: t.quantityUp }).click();
  await area(page).getByRole('button', { name: t.continue }).click();
  await fillBuyer(page, 'en', { email: 'wallet-buyer@example.com' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await payWithDemoCard(page, 'en');
  await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });

  const cards = area(page).getByTestId('own-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const code = await card.getByTestId('giftcard-code').textContent();
    expect(await walletOrder(card)).toEqual(['google', 'apple']);
    // The code tells the pairs apart to a screen reader.
    await expect(card.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAccessibleDescription(code!);
    const pass = await checkWalletButtons(page, request, card, 'en');
    expect(pass.barcodes?.[0]?.message).toBe(code);
    expect(pass.description).toBe('Gift card of Cantina Aurora');
  }
  expect(pageErrors).toEqual([]);
});

test('a confirmed booking: the buttons on its own page, opened from the end page, a pass with its number', async ({ page, request, pageErrors }) => {
  let date = addDays(venueToday('Europe/Rome'), 3);
  while (isoWeekday(date) !== 3) date = addDays(date, 1);
  const hash = await bookPlainTable(page, {
    date,
    time: '12:00',
    pax: 2,
    guest: { firstName: 'Marta', lastName: 'Neri', email: `marta.wallet.${Date.now()}@example.com` },
  });
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  // Not on the end page, where the venue's scripts run: a pass's link carries the booking's secret.
  const end = page.locator('[data-page="ReserveMessage"]');
  await expect(end.getByRole('link', { name: /Wallet/ })).toHaveCount(0);

  // "Change or cancel" opens the booking's own page, drawn by the server: Apple first.
  await end.getByRole('button', { name: 'Modifica o cancella' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit$`));
  const edit = page.locator('[data-page="ReserveEdit"]');
  await expect(edit.getByRole('heading', { level: 1 })).toHaveText('Modifica la prenotazione');
  expect(await walletOrder(edit)).toEqual(['apple', 'google']);
  const pass = await checkWalletButtons(page, request, edit, 'it');
  expect(pass.barcodes?.[0]?.message).toMatch(/^R-\d+$/);
  expect(pageErrors).toEqual([]);
});
