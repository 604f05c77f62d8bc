/**
 * A gift card pays a booking (docs/payments.md, "A gift card pays a booking"), on a phone, in
 * English, with the demo gateway: a card bought first, then "A morning in the vineyard" (€95 per
 * guest, prepaid) booked for two; in the payment step the card pays what it has, the guest sees
 * the part used and what is left, pays the rest by card and is confirmed; cancelling from the
 * edit link in time puts the card's part back on it (giftcard/getbalance) and the rest on the
 * bank card, and the e-mail says which. A card worth more than the booking books it with no
 * card payment at all. The wrong card taken off has its balance back at once, and another takes
 * its place. Screenshots of the step with a card applied: /tmp/gift-shots/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { choosePax, chooseDay, chooseTime, payDemoCard, setLanguage, solveBotCheck, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { E2E_DATA_DIR, SERVER_START_MS } from '../support/server';
import { buyGiftcard, frontpageCall } from '../support/staff-door';
import { startStripeSite } from '../support/stripe-server';
import { installStripeJsStub } from '../support/stripe-js-stub';
import { expectFitsOnNarrowPhone } from '../support/phone-fit';

const ROME = 'Europe/Rome';
const SHOTS = '/tmp/gift-shots';

/** The outbox's e-mail to `to` whose subject matches (its HTML). */
async function emailTo(to: string, subject: RegExp): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let file = '';
  await expect
    .poll(
      () => {
        try {
          const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Array<{ file: string; to: string; subject: string }>;
          file = index.find((e) => e.to === to && subject.test(e.subject))?.file ?? '';
        } catch {
          return '';
        }
        return file;
      },
      { timeout: 15_000, message: `e-mail to ${to} matching ${subject}` },
    )
    .not.toBe('');
  return readFileSync(path.join(dir, `${file}.html`), 'utf8');
}

const balanceOf = async (site: string, code: string) => (await frontpageCall<{ saldo: number }>(site, 'aurora', 'giftcard/getbalance', { code })).saldo;

/** From the harvest's page to its payment step, two guests on `day`. */
async function toPaymentStep(page: Page, site: string, day: string, email: string): Promise<void> {
  const list = await frontpageCall<{ elenco: Array<{ id: number; hash: string }> }>(site, 'aurora', 'experience/getexperiencelist');
  const harvest = list.elenco.find((e) => e.hash === 'aurora-vendemmia')!;
  await page.goto(`${site}/reserve?experience=${harvest.id}`);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('A morning in the vineyard');
  await choosePax(page, 2);
  await chooseDay(page, day, 'en');
  await chooseTime(page, '09:00');
  await area.getByRole('textbox', { name: 'First name', exact: true }).fill('Lena');
  await area.getByRole('textbox', { name: 'Last name' }).fill('Vogel');
  await area.getByRole('textbox', { name: 'Number' }).fill('347 123 4567');
  await area.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await area.getByRole('checkbox', { name: /privacy policy/ }).check();
  await area.getByRole('combobox', { name: /Breakfast/ }).selectOption({ label: 'Vegetarian' });
  await area.getByRole('button', { name: 'Continue' }).click();
  await expect(area.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await area.getByRole('checkbox', { name: /I accept the online payment/ }).check();
  await solveBotCheck(page, 'en');
  await area.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(area.getByTestId('payment-step')).toBeVisible();
}

async function applyCard(page: Page, code: string): Promise<void> {
  const step = page.locator('[data-remote="booking"]').getByTestId('payment-step');
  await step.getByRole('button', { name: 'Use a gift card' }).click();
  await step.getByRole('textbox', { name: 'Gift card code' }).fill(code);
  await step.getByRole('button', { name: 'Apply' }).click();
}

test('a gift card pays part: the rest by card, confirmed; cancelled in time, the card has its balance back and the e-mail says so', async ({ page, site }) => {
  const email = `gift.part.${Date.now()}@example.com`;
  const card = await buyGiftcard(site, 'aurora', `buyer.${email}`, 7000);
  const last4 = card.code.slice(-4);
  const masked = `•••• ${last4}`;
  await setLanguage(page, 'en');
  await toPaymentStep(page, site, weekdayFrom(ROME, 22, 6), email);
  const area = page.locator('[data-remote="booking"]');
  const step = area.getByTestId('payment-step');
  await expect(step.getByText('To pay now online: €190.00')).toBeVisible();

  // A code that is no gift card: told in English, nothing applied.
  await applyCard(page, 'AAAA-BBBB-CCCC-DDDD');
  await expect(step.getByRole('alert')).toHaveText('No gift card has this code: check it and try again.');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await step.getByRole('textbox', { name: 'Gift card code' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-step-giftcard-refused-390x844.png` });
  // Pasted in lower case with spaces: the same card.
  await step.getByRole('textbox', { name: 'Gift card code' }).fill(card.code.toLowerCase().replaceAll('-', ' '));
  await step.getByRole('button', { name: 'Apply' }).click();
  const applied = step.getByTestId('giftcard-applied');
  await expect(applied).toContainText(`Gift card ${masked}: €70.00 used.`);
  await expect(applied).toContainText('Left to pay by card: €120.00');
  await expect(step.getByText('Total to pay online: €190.00')).toBeVisible();
  await expect(applied).toContainText('Balance left on the gift card: €0.00.');
  expect(await balanceOf(site, card.code)).toBe(0);

  await applied.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-step-giftcard-390x844.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await applied.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/payment-step-giftcard-1280x800.png` });
  // On the narrowest phone, in every language: the card's lines and its "Remove" button fit.
  await expectFitsOnNarrowPhone(page, 'payment step with a gift card');
  await page.setViewportSize({ width: 412, height: 839 });

  // The rest by card.
  await payDemoCard(step, '€120.00');
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByTestId('payment-terms')).toContainText(`Of which €70.00 with gift card ${masked} and €120.00 by card.`);
  const confirmed = await emailTo(email, /Reservation confirmed/);
  expect(confirmed).toContain(`Of which €70.00 with gift card •••• ${last4} and €120.00 by card.`);

  // Cancelled in time from the edit link: €70 back on the gift card, €120 to the bank card.
  await area.getByRole('button', { name: 'Change or cancel' }).click();
  await expect(area.getByTestId('refund-rule')).toHaveText('If you cancel now, €190.00 is refunded in full.');
  await area.getByRole('button', { name: 'Cancel the reservation' }).click();
  await page.getByRole('dialog', { name: 'Cancel the reservation?' }).getByRole('button', { name: 'Yes, cancel' }).press('Enter');
  await expect(page).toHaveURL(/\/edit\/confirm$/);
  await expect(area.getByTestId('refund-outcome')).toContainText(`€70.00 goes back to your gift card ${masked}.`);
  await expect(area.getByTestId('refund-outcome')).toContainText('€120.00 is refunded in full to your card');
  expect(await balanceOf(site, card.code)).toBe(7000);
  const cancelled = await emailTo(email, /Reservation cancelled/);
  expect(cancelled).toContain(`€70.00 goes back to your gift card •••• ${last4}: its balance is restored.`);
  expect(cancelled).toContain('€120.00 is refunded in full to your card');
});

test('the wrong gift card taken off: its balance back at once; another card pays part and the bank card the rest', async ({ page, site }) => {
  const email = `gift.swap.${Date.now()}@example.com`;
  const wrong = await buyGiftcard(site, 'aurora', `buyer.${email}`, 5000);
  const right = await buyGiftcard(site, 'aurora', `buyer2.${email}`, 9000);
  await setLanguage(page, 'en');
  await toPaymentStep(page, site, weekdayFrom(ROME, 29, 7), email);
  const step = page.locator('[data-remote="booking"]').getByTestId('payment-step');
  await applyCard(page, wrong.code);
  const applied = step.getByTestId('giftcard-applied');
  await expect(applied).toContainText('Left to pay by card: €140.00');
  expect(await balanceOf(site, wrong.code)).toBe(0);

  await applied.getByRole('button', { name: `Remove gift card •••• ${wrong.code.slice(-4)}` }).click();
  await expect(applied).toHaveCount(0);
  expect(await balanceOf(site, wrong.code)).toBe(5000);
  await expect(step.getByRole('button', { name: 'Pay €190.00' })).toBeVisible();

  // The code field stays open, empty, for the card the guest meant.
  await expect(step.getByRole('textbox', { name: 'Gift card code' })).toHaveValue('');
  await step.getByRole('textbox', { name: 'Gift card code' }).fill(right.code);
  await step.getByRole('button', { name: 'Apply' }).click();
  await expect(applied).toContainText('Left to pay by card: €100.00');
  await payDemoCard(step, '€100.00');
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(page.locator('[data-remote="booking"]').getByTestId('payment-terms')).toContainText(
    `Of which €90.00 with gift card •••• ${right.code.slice(-4)} and €100.00 by card.`,
  );
  expect([await balanceOf(site, wrong.code), await balanceOf(site, right.code)]).toEqual([5000, 0]);
});

test('a gift card that covers everything books with no card payment', async ({ page, site }) => {
  const email = `gift.all.${Date.now()}@example.com`;
  const card = await buyGiftcard(site, 'aurora', `buyer.${email}`, 20000);
  await setLanguage(page, 'en');
  await toPaymentStep(page, site, weekdayFrom(ROME, 22, 7), email);
  await applyCard(page, card.code);
  const area = page.locator('[data-remote="booking"]');
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed');
  await expect(area.getByTestId('payment-terms')).toContainText(`Paid in full with gift card •••• ${card.code.slice(-4)}.`);
  expect(await balanceOf(site, card.code)).toBe(1000);
  expect(await emailTo(email, /Reservation confirmed/)).toContain(`Paid in full with gift card •••• ${card.code.slice(-4)}.`);
});

test('on the Stripe site: the Payment Element pays the rest of the intent the gift card lowered', async ({ page }) => {
  test.setTimeout(SERVER_START_MS + 120_000);
  const stripe = await startStripeSite();
  try {
    const email = `gift.stripe.${Date.now()}@example.com`;
    const card = await buyGiftcard(stripe.url, 'aurora', `buyer.${email}`, 5000, async (secret) => {
      stripe.fake.confirmPaymentIntent(secret.split('_secret_')[0]!);
    });
    await installStripeJsStub(page, { stripeApi: stripe.fake.url });
    await setLanguage(page, 'en');
    await toPaymentStep(page, stripe.url, weekdayFrom(ROME, 29, 6), email);
    await applyCard(page, card.code);
    const step = page.locator('[data-remote="booking"]').getByTestId('payment-step');
    await expect(step.getByTestId('giftcard-applied')).toContainText('Left to pay by card: €140.00');
    await step.getByLabel('Card number (Stripe test stub)').fill('4242 4242 4242 4242');
    await step.getByRole('button', { name: 'Pay €140.00' }).click();
    await expect(page).toHaveURL(/\/reserve\/confirmed$/, { timeout: 20_000 });
    const paid = [...stripe.fake.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).kind === 'reservation-payment' && pi.status === 'succeeded',
    );
    expect(paid.map((pi) => pi.amount)).toEqual([14000]);
    expect(await balanceOf(stripe.url, card.code)).toBe(0);
  } finally {
    await stripe.stop();
  }
});
