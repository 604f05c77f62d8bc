import { axeFor } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { waitForEmail } from '../support/outbox';
import { claimThroughForm, solveBotCheck, staffCall } from '../support/promo';
import { readQr } from '../support/qr';

test('claim on a phone, get the e-mail, show the QR, staff redeem it, the page says used', async ({ page, request, pageErrors }) => {
  const email = `giulia.${Date.now()}@example.com`;
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Giulia', lastName: 'Rossi', email });

  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
  await expect(page.locator('[data-page="PromoConfirm"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForEmail(email);
  expect(mail.subject).toBe('Calice di benvenuto: il tuo codice');

  await page.goto(mail.codePath);
  const card = page.locator('[data-page="PromoCode"]');
  await expect(card.getByTestId('promo-code')).toHaveText(mail.code);
  await expect(card.getByTestId('code-state')).toHaveText('Valido');
  await expect(card.getByTestId('code-state-text')).toContainText('Da usare entro il');
  const qr = card.getByRole('img', { name: `QR code del codice ${mail.code}` });
  await expect(qr).toBeVisible();
  expect(await readQr(qr)).toBe(mail.code);

  // At the counter: staff scan the QR (its content is the code) and redeem it.
  const redeemed = await staffCall(request, 'redeem', mail.code);
  expect(redeemed.status()).toBe(200);
  // The guest's page follows without a reload.
  await expect(card.getByTestId('code-state')).toHaveText('Utilizzato', { timeout: 15_000 });
  await expect(card.getByTestId('code-state-text')).toContainText('Utilizzato il');

  const again = await staffCall(request, 'redeem', mail.code);
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toMatchObject({ code: 'PROMO_CODE_USED', details: { usedAt: expect.any(String) } });
  expect(pageErrors).toEqual([]);
});

test('a second claim with the same e-mail (another alias of it) lands on the duplicate screen', async ({ page }) => {
  const user = `marco.${Date.now()}`;
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Marco', lastName: 'Verdi', email: `${user}@gmail.com` });
  await expect(page).toHaveURL(/\/confirm$/);

  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Marco', lastName: 'Verdi', email: `${user.replace('.', '')}+again@gmail.com` });
  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/duplicate$/);
  await expect(page.getByRole('heading', { name: 'Promozione già richiesta' })).toBeVisible();
  await expect(page.getByText('Impossibile riscattare di nuovo questa promozione.')).toBeVisible();
});

test('the form checks each field, names the errors, and asks before leaving with data in it', async ({ page }) => {
  // Arrive from the home page (in-app), so Back is a navigation the form can hold.
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Scopri la promozione' }).first().click();
  await page.getByRole('button', { name: 'Scarica la promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scarica la promo' });
  await dialog.getByRole('button', { name: 'Richiedi il codice' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Controlla i campi segnalati.');
  const name = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Compila tutti i campi obbligatori.');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Inserisci un indirizzo email valido.');
  await expect(dialog.getByRole('checkbox', { name: /informativa sulla privacy/ })).toHaveAccessibleDescription(/Accetta l'informativa sulla privacy/);

  const axe = await axeFor(page).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Back with data in the open form asks first; staying keeps the page and the data.
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Vuoi lasciare questa pagina?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resta sulla pagina' }).click();
  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto$/);
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-email');
});

test('a bot-check solution is good for one claim only', async ({ page }) => {
  await page.goto('/promo/calice-di-benvenuto');
  await page.getByRole('button', { name: 'Scarica la promo' }).click();
  await solveBotCheck(page);
  const payload = await page.locator('input[name="altcha"]').inputValue();
  const form = { urlName: 'calice-di-benvenuto', firstName: 'A', lastName: 'B', privacy: '1', language: 'it', altcha: payload };
  const headers = { Authorization: 'Bearer fp_demo_cantina_aurora' };
  const first = await page.request.post('/backend/api/frontpage/promo/claim', { headers, form: { ...form, email: `replay1.${Date.now()}@example.com` } });
  expect(first.status()).toBe(200);
  const replay = await page.request.post('/backend/api/frontpage/promo/claim', { headers, form: { ...form, email: `replay2.${Date.now()}@example.com` } });
  expect(replay.status()).toBe(403);
  expect((await replay.json()).error.code).toBe('BOT_CHECK_FAILED');
});
