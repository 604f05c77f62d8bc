/**
 * Gift cards in the browser with the demo gateway (the e2e server has no Stripe keys): buying
 * for yourself, for a friend in French at the Swiss venue (today and on a later day), every
 * validation message, the not-available screen, a declined card, the e-mails in the outbox
 * with a QR code that decodes to the card's code, staff redeeming part of it, the balance check.
 */
import { expect, openVenue, test } from '../support/fixtures';
import {
  acceptPrivacy,
  addDays,
  area,
  emailsTo,
  fillBuyer,
  gcTexts,
  openProduct,
  payWithDemoCard,
  productIdOf,
  setLanguage,
  staffCall,
  submitCheckout,
  venueToday,
  waitForEmails,
} from '../support/giftcards';
import { readQr } from '../support/qr';

const ZURICH = 'Europe/Zurich';

test('buy for yourself (English): value and quantity, checkout, TEST MODE payment, confirmation with codes and QR, e-mails', async ({ page, pageErrors, baseURL }) => {
  await setLanguage(page, 'en');
  const t = gcTexts('en');
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  await openProduct(page, 'Gift voucher', 'en');
  await area(page).getByRole('radio', { name: '€100.00' }).check();
  await area(page).getByRole('button', { name: t.quantityUp }).click();
  await expect(area(page).getByTestId('detail-total')).toHaveText('€200.00');
  await area(page).getByRole('button', { name: t.continue }).click();

  await expect(area(page).locator('[data-page="Checkout"]')).toBeVisible();
  await expect(area(page).getByTestId('order-summary')).toContainText('Gift voucher');
  await expect(area(page).getByTestId('order-total')).toHaveText('€200.00');
  await fillBuyer(page, 'en', { email: 'self-buyer@example.com' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');

  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
  await expect(area(page).getByTestId('test-mode')).toContainText('TEST MODE');
  await expect(area(page).locator('[data-gateway="demo"]')).toContainText('TEST MODE');
  await payWithDemoCard(page, 'en');

  await expect(area(page).locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });
  await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible();
  await expect(area(page).getByTestId('delivery-info')).toHaveText('We have sent your gift card to self-buyer@example.com.');
  const codes = await area(page).getByTestId('giftcard-code').allTextContents();
  expect(codes).toHaveLength(2);
  // The QR code on the screen holds the code, as a scanner at the till reads it.
  const firstCard = area(page).getByTestId('own-card').first();
  await expect(firstCard.locator('img')).toBeVisible();
  expect(await readQr(firstCard.locator('img'))).toBe(codes[0]);

  // A reload of the confirmation shows the same order, and issues nothing more.
  await page.reload();
  await expect(area(page).getByTestId('giftcard-code')).toHaveText(codes);

  const cardMails = await waitForEmails('self-buyer@example.com', /Your gift card from Cantina Aurora/, 2);
  expect(cardMails.map((m) => m.qr).sort()).toEqual([...codes].sort());
  expect(cardMails.map((m) => m.code).sort()).toEqual([...codes].sort());
  const [receipt] = await waitForEmails('self-buyer@example.com', /Your purchase at Cantina Aurora: order GC-/);
  expect(receipt!.html).toContain('TEST MODE');
  expect(receipt!.html).toContain('€200.00');

  // The printable gift card linked from the e-mail.
  await page.goto(`${baseURL}${cardMails[0]!.printPath}`);
  await expect(page.getByText(cardMails[0]!.code!)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a gift for a friend, in French at the Swiss venue (CHF): the friend’s e-mail holds a working code and QR; staff redeem part of it', async ({ page, baseURL }) => {
  await setLanguage(page, 'fr');
  const t = gcTexts('fr');
  await openVenue(page, 'chalet', '/frontpage/giftcards');
  await openProduct(page, 'Carte cadeau', 'fr');
  await area(page).getByRole('radio', { name: t.other }).check();
  await area(page).getByLabel('Montant en CHF').fill('120');
  await expect(area(page).getByTestId('detail-total')).toContainText('120.00');
  await area(page).getByRole('button', { name: t.continue }).click();

  await area(page).getByRole('radio', { name: t.forOther }).check();
  await area(page).getByRole('textbox', { name: t.rFirst, exact: true }).fill('Marie');
  await area(page).getByRole('textbox', { name: t.rLast, exact: true }).fill('Dupont');
  await area(page).getByRole('textbox', { name: t.rEmail, exact: true }).fill('marie.friend@example.ch');
  await area(page).getByRole('textbox', { name: t.rMessage, exact: true }).fill('Joyeux anniversaire, Marie !');
  await fillBuyer(page, 'fr', { email: 'luc@example.ch', firstName: 'Luc', lastName: 'Martin', phone: '79 123 45 67', city: 'Lausanne', postal: '1003' });
  await acceptPrivacy(page, 'fr');
  await submitCheckout(page, 'fr');

  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
  await expect(area(page).getByTestId('order-total')).toHaveText(/120\.00\sCHF/);
  await payWithDemoCard(page, 'fr');
  await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
  await expect(area(page).getByTestId('delivery-info')).toHaveText('La carte cadeau est envoyée aujourd’hui à Marie Dupont (marie.friend@example.ch).');
  // A surprise: the buyer's screen has no code.
  await expect(area(page).getByTestId('giftcard-code')).toHaveCount(0);

  const [mail] = await waitForEmails('marie.friend@example.ch', /Luc Martin vous offre une carte cadeau de Chalet du Lac/);
  expect(mail!.html).toContain('Joyeux anniversaire, Marie !');
  expect(mail!.html).toMatch(/120\.00\sCHF/);
  expect(mail!.html).toContain('Valable jusqu’au');
  expect(mail!.qr).toBe(mail!.code);

  // Staff scan the QR code and take 45.50 CHF; the friend checks the balance on the site.
  const redeem = await staffCall(baseURL!, '/giftcard/redeem', { code: mail!.qr!, amount: '4550' });
  expect(redeem.body.data).toMatchObject({ stato: 'partly_redeemed', saldo: 7450 });
  await page.goto('/frontpage/giftcards');
  await page.waitForLoadState('networkidle'); // server-rendered: press the button once hydrated
  await area(page).getByLabel('Code de la carte cadeau').fill(mail!.code!.toLowerCase());
  await area(page).getByRole('button', { name: 'Consulter' }).click();
  await expect(area(page).getByTestId('balance-result')).toContainText('Valable, utilisée en partie');
  await expect(area(page).getByTestId('balance-result')).toContainText(/Reste 74\.50\sCHF sur 120\.00\sCHF/);
});

test('a gift for another person on a later day: the receipt now, the card on its day', async ({ page }) => {
  await setLanguage(page, 'en');
  const t = gcTexts('en');
  const later = addDays(venueToday(ZURICH), 12);
  const fondue = await productIdOf(page, 'fp_demo_chalet_du_lac', 'Fondue evening for two');
  await openVenue(page, 'chalet', `/frontpage/giftcard/checkout/${fondue}`);
  await expect(area(page).getByTestId('order-summary')).toContainText('Fondue evening for two');
  await area(page).getByRole('radio', { name: t.forOther }).check();
  await area(page).getByRole('textbox', { name: t.rFirst, exact: true }).fill('Anna');
  await area(page).getByRole('textbox', { name: t.rLast, exact: true }).fill('Keller');
  await area(page).getByRole('textbox', { name: t.rEmail, exact: true }).fill('anna.later@example.ch');
  await area(page).getByRole('textbox', { name: t.rMessage, exact: true }).fill('For our anniversary');
  await area(page).getByLabel(t.rDate).fill(later);
  await fillBuyer(page, 'en', { email: 'later-buyer@example.ch', phone: '79 123 45 67' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await payWithDemoCard(page, 'en');
  await expect(area(page).getByTestId('delivery-info')).toContainText(/will be sent to Anna Keller \(anna\.later@example\.ch\) on \d{1,2} \w+ \d{4}/, {
    timeout: 20_000,
  });
  const [receipt] = await waitForEmails('later-buyer@example.ch', /Your purchase at Chalet du Lac/);
  expect(receipt!.html).toContain('will be sent to Anna Keller (anna.later@example.ch) on');
  // Not sent today: proven by a delivery run that came after this card was issued. Each run
  // queues every card due (server giftcards/delivery-dispatcher.ts): a card bought next, for
  // today, goes out in such a run, so once its e-mail is out, Anna's would be too if it were due.
  await page.goto(`/frontpage/giftcard/checkout/${fondue}`);
  await fillBuyer(page, 'en', { email: 'later-control@example.ch', phone: '79 123 45 67' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await payWithDemoCard(page, 'en');
  await waitForEmails('later-control@example.ch', /Your gift card from Chalet du Lac/);
  expect(emailsTo('anna.later@example.ch')).toEqual([]);
});

test('every validation message beside its field (English), recipient variants included; the amount bounds', async ({ page }) => {
  await setLanguage(page, 'en');
  const t = gcTexts('en');
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  await openProduct(page, 'Gift voucher', 'en');
  await area(page).getByRole('radio', { name: t.other }).check();
  await area(page).getByLabel('Amount in EUR').fill('10');
  await area(page).getByRole('button', { name: t.continue }).click();
  await expect(area(page).getByText('Please enter an amount between €25.00 and €500.00.')).toBeVisible();
  await area(page).getByLabel('Amount in EUR').fill('75');
  await area(page).getByRole('button', { name: t.continue }).click();

  const form = area(page).locator('[data-page="Checkout"]');
  await area(page).getByRole('radio', { name: t.forOther }).check();
  await area(page).getByRole('button', { name: t.submit }).click();
  await expect(form.getByText('Please check the highlighted fields.')).toBeVisible();
  const errorOf = (label: string) => form.getByRole('textbox', { name: label, exact: true }).and(form.locator('[aria-invalid="true"]'));
  for (const label of [t.firstName, t.lastName, t.city, t.postal, t.rFirst, t.rLast]) await expect(errorOf(label)).toBeVisible();
  expect(await form.getByText('Please fill in all required fields.').count()).toBeGreaterThanOrEqual(9);
  await expect(form.getByText('Accept the privacy policy to proceed with the purchase')).toBeVisible();

  const box = (name: string) => form.getByRole('textbox', { name, exact: true });
  await box(t.email).fill('not-an-email');
  await box(t.rEmail).fill('friend@');
  await form
    .locator('section', { has: page.locator('#buyer-title') })
    .getByRole('textbox', { name: t.number, exact: true })
    .fill('12');
  await form
    .locator('section', { has: page.locator('#recipient-title') })
    .getByRole('textbox', { name: t.number, exact: true })
    .fill('34');
  // The date input refuses a day that does not exist; a birth date in the future is refused by the form.
  await box(t.dob).fill('2999-01-01');
  await expect(form.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter a valid email address for the recipient.')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number.', { exact: true })).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number for the recipient.')).toBeVisible();
  await expect(form.getByText('Please enter a valid date of birth.')).toBeVisible();

  // Leaving with typed data asks first.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(form).toBeVisible();
});

test('a gift card that can no longer be bought leads to the not-available screen', async ({ page, pageErrors }) => {
  await setLanguage(page, 'en');
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  const ended = area(page).getByTestId('giftcard-product').filter({ hasText: 'Harvest at the winery' });
  await ended.getByRole('link', { name: 'No longer available' }).click();
  await expect(area(page).locator('[data-page="GiftcardNotAvailable"]')).toBeVisible();
  await expect(area(page).getByText('It is not possible to proceed with the purchase of the selected gift card.')).toBeVisible();
  expect(page.url()).toMatch(/\/frontpage\/giftcard\/\d+\/notavalaible$/);
  expect(pageErrors).toEqual([]);
});

test('a declined card: the bank’s reason on the payment screen, then another card pays', async ({ page }) => {
  await setLanguage(page, 'en');
  const t = gcTexts('en');
  await openVenue(page, 'aurora', '/frontpage/giftcard/checkout/1');
  await fillBuyer(page, 'en', { email: 'declined@example.com' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await payWithDemoCard(page, 'en', '4000 0000 0000 9995');
  await expect(area(page).getByRole('alert').filter({ hasText: 'Your card was declined' })).toContainText('insufficient funds');
  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
  await payWithDemoCard(page, 'en', '5555 5555 5555 4444');
  await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
});

test('the error screens of docs/product.md#errors show their texts', async ({ page }) => {
  await setLanguage(page, 'en');
  await openVenue(page, 'aurora', '/frontpage/giftcard/stripe/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(area(page).locator('[data-page="Payment"]')).toContainText('Payment not found.');
  await page.goto('/frontpage/giftcard/stripe/error/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(area(page).locator('[data-page="PaymentError"]')).toContainText('Error during payment. Please try again later.');
  await page.goto('/frontpage/giftcard/create/error/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(area(page).locator('[data-page="GiftcardCreateError"]')).toContainText('An error occurred during gift card creation. Please try again later.');
  await page.goto('/frontpage/giftcard/purchaseconfirmation/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(area(page).locator('[data-page="PurchaseConfirmation"]')).toContainText('Payment not found.');

  // The purchase error: the server fails the checkout.
  await page.route('**/backend/api/frontpage/giftcard/checkout', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ status: false, error: { code: 'PAYMENT_PROVIDER_ERROR' } }) }),
  );
  await page.goto('/frontpage/giftcard/checkout/1');
  await fillBuyer(page, 'en', { email: 'purchase-error@example.com' });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await expect(area(page).getByTestId('checkout-error')).toHaveText('Error during gift card purchase');

  // 'no gift cards found' when the venue sells none.
  await page.route('**/backend/api/frontpage/giftcard/getgiftcardlist', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: true, data: [] }) }),
  );
  // A first view has the list in its HTML: reach it in the browser, where the answer is faked.
  await page.goto('/welcome');
  await page.getByRole('navigation').getByRole('link', { name: 'Gift cards' }).click();
  await expect(area(page).getByTestId('giftcards-empty')).toHaveText('no gift cards found');
});

test('the balance check below the cards: its code comes when it nears the screen, and what was typed before it came is kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.goto('/frontpage/giftcards');
  await page.waitForLoadState('networkidle');
  const firstView = [...scripts];
  // Server-rendered: there to read, its button off until its code has come.
  const section = page.locator('section[aria-labelledby="balance-title"]');
  await expect(section.getByRole('heading', { name: 'Controlla il saldo di una gift card' })).toBeAttached();
  await expect(section.getByRole('button', { name: 'Controlla' })).toBeDisabled();

  // Held, so the visitor types before the code is there.
  await page.route('**/remotes/giftcards/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await section.getByLabel('Codice della gift card').fill('ABCD-EFGH-JKMN-PQRS');
  await expect.poll(() => scripts.length).toBeGreaterThan(firstView.length);
  expect(scripts.slice(firstView.length).every((file) => file.startsWith('/remotes/giftcards/'))).toBe(true);
  release();
  await expect(section.getByRole('button', { name: 'Controlla' })).toBeEnabled();
  await expect(section.getByLabel('Codice della gift card')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
  await section.getByRole('button', { name: 'Controlla' }).click();
  await expect(section.getByText('Nessuna gift card con questo codice.')).toBeVisible();
});
