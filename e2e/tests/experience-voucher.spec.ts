/**
 * An experience voucher (docs/giftcards.md, "Experience vouchers"), on a phone with the demo
 * gateway: "A morning in the vineyard for two" bought for oneself; the card e-mail's "Book your
 * experience" opens the booking flow on its experience with its party chosen and the code in the
 * fragment; the payment step applies the voucher by itself, it pays everything and the booking is
 * confirmed with no card payment. The same link again, in Italian: the payment step says the
 * voucher has already booked its experience, in Italian, and fits a 320 px phone.
 */
import type { Page } from '@playwright/test';
import { chooseDay, chooseTime, solveBotCheck, texts, weekdayFrom } from '../support/booking';
import { expect, openVenue, test } from '../support/fixtures';
import { acceptPrivacy, area as giftcardsArea, fillBuyer, openProduct, payWithDemoCard, setLanguage, submitCheckout } from '../support/giftcards';
import { emailIn } from '../support/outbox';
import { expectFits } from '../support/phone-fit';
import { E2E_DATA_DIR } from '../support/server';

const ROME = 'Europe/Rome';
const VOUCHER = 'A morning in the vineyard for two';

/** The booking screens' texts these steps need, beyond support/booking.ts's. */
const T = {
  en: {
    dayTitle: 'Choose the day',
    summary: 'Summary',
    breakfast: /Breakfast/,
    vegetarian: 'Vegetarian',
    acceptPayment: /I accept the online payment/,
    toPayment: 'Continue to payment',
    atPayment: (masked: string) => `Your voucher ${masked} will pay at the payment step.`,
  },
  it: {
    dayTitle: 'Scegli il giorno',
    summary: 'Riepilogo',
    breakfast: /Colazione/,
    vegetarian: 'Vegetariana',
    acceptPayment: /Accetto il pagamento online/,
    toPayment: 'Continua con il pagamento',
    atPayment: (masked: string) => `Il tuo buono ${masked} pagherà al passaggio del pagamento.`,
  },
} as const;

const booking = (page: Page) => page.locator('[data-remote="booking"]');

/**
 * From the voucher's link to its payment step: the party comes with the link, so the flow opens
 * on the day; the summary says the voucher pays at the payment step.
 */
async function linkToPaymentStep(page: Page, link: string, day: string, email: string, lang: 'en' | 'it'): Promise<void> {
  const t = { ...texts(lang), ...T[lang] };
  const area = booking(page);
  await page.goto(link);
  await expect(area.getByRole('heading', { name: t.dayTitle })).toBeVisible();
  await chooseDay(page, day, lang);
  await chooseTime(page, '09:00');
  await area.getByRole('textbox', { name: t.firstName, exact: true }).fill('Lena');
  await area.getByRole('textbox', { name: t.lastName, exact: true }).fill('Vogel');
  await area.getByRole('textbox', { name: t.number }).fill('347 123 4567');
  await area.getByRole('textbox', { name: t.email }).fill(email);
  await area.getByRole('checkbox', { name: t.privacy }).check();
  await area.getByRole('combobox', { name: t.breakfast }).selectOption({ label: t.vegetarian });
  await area.getByRole('button', { name: t.next }).click();
  await expect(area.getByRole('heading', { name: t.summary })).toBeVisible();
  await expect(area.getByTestId('voucher-notice')).toHaveText(t.atPayment(`•••• ${link.slice(-4)}`));
  await area.getByRole('checkbox', { name: t.acceptPayment }).check();
  await solveBotCheck(page, lang);
  await area.getByRole('button', { name: t.toPayment }).click();
}

test('a voucher bought for oneself books its experience from the e-mail’s link, paid in full; the same link again is told the voucher is used', async ({ page }) => {
  const email = `voucher.${Date.now()}@example.com`;
  await setLanguage(page, 'en');

  // The voucher in the list and on its page says its party; bought through the demo gateway.
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  const card = giftcardsArea(page)
    .getByTestId('giftcard-product')
    .filter({ has: page.getByRole('heading', { name: VOUCHER, exact: true }) });
  await expect(card.getByTestId('voucher-terms')).toHaveText('Experience voucher for 2 people: it books the experience once.');
  await openProduct(page, VOUCHER, 'en');
  await expect(giftcardsArea(page).getByTestId('voucher-terms')).toHaveText('Experience voucher for 2 people: it books the experience once.');
  await expect(giftcardsArea(page).getByTestId('detail-total')).toHaveText('€190.00');
  await giftcardsArea(page).getByRole('button', { name: 'Continue' }).click();
  await fillBuyer(page, 'en', { email });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await payWithDemoCard(page, 'en');
  await expect(giftcardsArea(page).locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });

  const mail = await emailIn(E2E_DATA_DIR, email, /Your gift card from Cantina Aurora/);
  const link = mail.links.get('Book your experience');
  expect(link).toMatch(/^\/reserve\?venue=cantina-aurora&experience=\d+&guests=2#voucher=[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const masked = `•••• ${link!.slice(-4)}`;

  // The first booking: the voucher is announced on the summary and pays everything by itself.
  await linkToPaymentStep(page, link!, weekdayFrom(ROME, 36, 6), email, 'en');
  const area = booking(page);
  await expect(page).toHaveURL(/\/reserve\/confirmed$/, { timeout: 20_000 });
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed');
  await expect(area.getByTestId('payment-terms')).toContainText(`Paid in full with voucher ${masked}.`);
  expect((await emailIn(E2E_DATA_DIR, email, /Reservation confirmed/)).text).toContain(`Paid in full with voucher ${masked}.`);

  // The same link again, in Italian: the voucher has booked its experience; the card form and
  // the gift card field stay, to book and pay otherwise.
  await setLanguage(page, 'it');
  await linkToPaymentStep(page, link!, weekdayFrom(ROME, 36, 7), `again.${email}`, 'it');
  const step = area.getByTestId('payment-step');
  await expect(step.getByTestId('voucher-refused')).toHaveText('Questo buono ha già prenotato la sua esperienza.');
  await expect(step.getByRole('button', { name: 'Usa una carta regalo' })).toBeEnabled();
  await expect(step.getByRole('button', { name: /^Paga / })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 740 });
  await expectFits(page, 'payment step, voucher used');
});
