/**
 * The gift card payment screen with Stripe: the Payment Element (Stripe.js stub) against a fake
 * Stripe that the server also uses (real SDK) and that delivers signed webhooks. A paid order,
 * a declined card, Stripe.js that does not start (the retry message), a missing publishable key.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { acceptPrivacy, area, fillBuyer, setLanguage, submitCheckout } from '../support/giftcards';
import { SERVER_START_MS } from '../support/server';
import { type StripeSite, startStripeSite } from '../support/stripe-server';
import { installStripeJsStub } from '../support/stripe-js-stub';

let site: StripeSite;
test.beforeAll(async () => {
  // The Stripe site's start-up (SERVER_START_MS at most) and a minute for the rest.
  test.setTimeout(SERVER_START_MS + 60_000);
  site = await startStripeSite();
});
test.afterAll(async () => {
  await site?.stop();
});

/** Checkout of the 70 EUR tasting at Cantina Aurora, up to the card payment screen. */
async function toPayment(page: Page, email: string): Promise<void> {
  await setLanguage(page, 'en');
  await page.goto(`${site.url}/frontpage/giftcard/checkout/1?venue=cantina-aurora`);
  await fillBuyer(page, 'en', { email });
  await acceptPrivacy(page, 'en');
  await submitCheckout(page, 'en');
  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
}

const cardInput = (page: Page) => area(page).getByLabel('Card number (Stripe test stub)');

test('pay with the Payment Element: Stripe’s event issues the card, the visitor lands on the confirmation', async ({ page }) => {
  await installStripeJsStub(page, { stripeApi: site.fake.url });
  await toPayment(page, 'stripe-e2e@example.com');
  await expect(area(page).getByText('Pay by card, or with Apple Pay or Google Pay where your browser offers them.')).toBeVisible();
  await expect(area(page).locator('[data-gateway="stripe"]')).toBeVisible();
  await cardInput(page).fill('4242 4242 4242 4242');
  await area(page).getByRole('button', { name: 'Pay €70.00' }).click();
  await expect(area(page).getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible({ timeout: 20_000 });
  await expect(area(page).getByTestId('giftcard-code')).toHaveCount(1);
  const [intent] = [...site.fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).kind === 'giftcard-order' && pi.status === 'succeeded');
  expect(intent).toMatchObject({ amount: 7000, currency: 'eur' });
  expect(site.fake.eventsOf(String(intent!.id), 'payment_intent.succeeded')).toHaveLength(1);
});

test('a declined card: the bank’s answer on the form, then another card pays', async ({ page }) => {
  await installStripeJsStub(page, { stripeApi: site.fake.url });
  await toPayment(page, 'stripe-declined@example.com');
  await cardInput(page).fill('4000 0000 0000 0002');
  await area(page).getByRole('button', { name: 'Pay €70.00' }).click();
  await expect(area(page).getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await cardInput(page).fill('4242 4242 4242 4242');
  await area(page).getByRole('button', { name: 'Pay €70.00' }).click();
  await expect(area(page).getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible({ timeout: 20_000 });
});

test('Stripe.js blocked: "reload or try again later", and the retry loads it without a reload', async ({ page }) => {
  const stub = await installStripeJsStub(page, { stripeApi: site.fake.url, failLoads: Infinity });
  await toPayment(page, 'stripe-blocked@example.com');
  const blocked = area(page).getByRole('alert').filter({ hasText: 'The payment service could not be started. Reload the page or try again later.' });
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  stub.failNextLoads(0);
  await blocked.getByRole('button', { name: 'Try again' }).click();
  await expect(cardInput(page)).toBeVisible();
});

test('the provider’s public key missing: an internal error', async ({ page }) => {
  await installStripeJsStub(page, { stripeApi: site.fake.url });
  await page.route('**/backend/api/frontpage/payments/config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: true, data: { gateway: 'stripe', testMode: true } }) }),
  );
  await toPayment(page, 'stripe-nokey@example.com');
  await expect(area(page).getByRole('alert')).toContainText('Internal error: card payments are not available at the moment.');
});
