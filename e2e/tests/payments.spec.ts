/**
 * Payments layer in the browser: Stripe's code stays out of every screen that does not pay, and
 * the Stripe.js stub (e2e/support/stripe-js-stub.ts) drives the fake Stripe server the way the
 * real Stripe.js drives Stripe, so the payment features can test their screens with it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../../server/test/support/fake-stripe';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/server';
import { installStripeJsStub } from '../support/stripe-js-stub';

/** A line of @stripe/stripe-js's loader: present in its chunk only. */
const STRIPE_JS_MARK = 'Failed to load Stripe.js';

function builtChunksWith(mark: string): string[] {
  const dists = ['host/dist', 'remote-giftcards/dist', 'remote-booking/dist', 'remote-promo/dist'];
  return dists.flatMap((dist) =>
    readdirSync(path.join(repoRoot, dist))
      .filter((f) => f.endsWith('.js') && readFileSync(path.join(repoRoot, dist, f), 'utf8').includes(mark))
      .map((f) => `${dist}/${f}`),
  );
}

test('no screen without a payment downloads Stripe.js or its loader', async ({ page }) => {
  // The build has the loader, in chunks of its own...
  const stripeChunks = builtChunksWith(STRIPE_JS_MARK);
  expect(stripeChunks.length).toBeGreaterThan(0);

  // ...that the home page, the booking form and the gift card list never fetch.
  const scripts: Array<Promise<string>> = [];
  const stripeHosts: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('stripe.com')) stripeHosts.push(req.url());
  });
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        res.text().then(
          (body) => `${res.url()}\n${body}`,
          () => res.url(),
        ),
      );
  });
  for (const screen of ['/welcome', '/reserve', '/frontpage/giftcards']) {
    await page.goto(screen);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((s) => s.includes(STRIPE_JS_MARK)).map((s) => s.split('\n')[0])).toEqual([]);
  expect(stripeHosts).toEqual([]);
});

/** What these tests use of Stripe.js (the stub), as the page holds it. */
interface StripeIntent {
  id: string;
  status: string;
}
interface ConfirmResult {
  paymentIntent?: StripeIntent;
  setupIntent?: StripeIntent;
  error?: { type: string; code: string; decline_code?: string };
}
interface StripeElement {
  mount(selector: string): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', options: { layout: string }): StripeElement;
}
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: object): Promise<ConfirmResult>;
  confirmSetup(options: object): Promise<ConfirmResult>;
}
interface StripeWindow {
  Stripe(publishableKey: string): StripeJs;
  __stripe: StripeJs;
  __elements: StripeElements;
  __el?: StripeElement;
}

test.describe('the Stripe.js stub against the fake Stripe', () => {
  let fake: FakeStripe;
  test.beforeAll(async () => {
    fake = await startFakeStripe();
  });
  test.afterAll(() => fake.close());

  async function newIntent(kind: 'payment_intents' | 'setup_intents'): Promise<{ id: string; client_secret: string }> {
    const res = await fetch(`${fake.url}/v1/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: kind === 'payment_intents' ? 'amount=4500&currency=eur&automatic_payment_methods[enabled]=true' : 'usage=off_session',
    });
    return (await res.json()) as { id: string; client_secret: string };
  }

  /** A bare page on the site's origin that loads Stripe.js from its real URL, as @stripe/stripe-js does. */
  async function stripePage(page: Page): Promise<void> {
    await page.route('**/__stripe-check', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><div id="pay"></div></body></html>' }));
    await page.goto('/__stripe-check');
  }

  const loadScript = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const s = document.createElement('script');
          s.src = 'https://js.stripe.com/endive/stripe.js';
          s.onload = () => resolve(`loaded ${(window as unknown as { Stripe: { version: string } }).Stripe.version}`);
          s.onerror = () => resolve('failed');
          document.head.appendChild(s);
        }),
    );

  async function pay(page: Page, clientSecret: string, card: string, mode: 'payment' | 'setup' = 'payment') {
    await page.evaluate(
      ({ pk, clientSecret }) => {
        const w = window as unknown as StripeWindow;
        w.__el?.destroy();
        w.__stripe = w.Stripe(pk);
        w.__elements = w.__stripe.elements({ clientSecret });
        w.__el = w.__elements.create('payment', { layout: 'tabs' });
        w.__el.mount('#pay');
      },
      { pk: fake.publishableKey, clientSecret },
    );
    await page.getByLabel('Card number (Stripe test stub)').fill(card);
    return page.evaluate((mode) => {
      const w = window as unknown as StripeWindow;
      const confirm = mode === 'payment' ? w.__stripe.confirmPayment : w.__stripe.confirmSetup;
      return confirm.call(w.__stripe, { elements: w.__elements, confirmParams: { return_url: location.href }, redirect: 'if_required' });
    }, mode);
  }

  test('Stripe.version is endive; 4242 pays; the fake records the PaymentIntent as succeeded', async ({ page }) => {
    await installStripeJsStub(page, { stripeApi: fake.url });
    await stripePage(page);
    expect(await loadScript(page)).toBe('loaded endive');
    const pi = await newIntent('payment_intents');
    const result = await pay(page, pi.client_secret, '4242 4242 4242 4242');
    expect(result.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded' });
    expect(fake.paymentIntents.get(pi.id)).toMatchObject({ status: 'succeeded' });
    expect(fake.eventsOf(pi.id, 'payment_intent.succeeded')).toHaveLength(1);
  });

  test('a declined card comes back as Stripe.js reports it (card_error with decline_code)', async ({ page }) => {
    await installStripeJsStub(page, { stripeApi: fake.url });
    await stripePage(page);
    await loadScript(page);
    const pi = await newIntent('payment_intents');
    const result = await pay(page, pi.client_secret, '4000000000009995');
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  test('3-D Secure: approved pays, refused fails; a SetupIntent saves the card', async ({ page }) => {
    await installStripeJsStub(page, { stripeApi: fake.url, authentication: 'approve' });
    await stripePage(page);
    await loadScript(page);
    const pi = await newIntent('payment_intents');
    expect((await pay(page, pi.client_secret, '4000002500003155')).paymentIntent?.status).toBe('succeeded');
    const si = await newIntent('setup_intents');
    expect((await pay(page, si.client_secret, '4242424242424242', 'setup')).setupIntent).toMatchObject({ id: si.id, status: 'succeeded' });
  });

  test('refused authentication', async ({ page }) => {
    await installStripeJsStub(page, { stripeApi: fake.url, authentication: 'deny' });
    await stripePage(page);
    await loadScript(page);
    const pi = await newIntent('payment_intents');
    expect((await pay(page, pi.client_secret, '4000002760003184')).error).toMatchObject({ code: 'payment_intent_authentication_failure' });
  });

  test('Stripe.js failing to load, then loading on a retry', async ({ page }) => {
    const stub = await installStripeJsStub(page, { failLoads: 1 });
    await stripePage(page);
    expect(await loadScript(page)).toBe('failed');
    expect(await loadScript(page)).toBe('loaded endive');
    expect(stub.loads).toBe(2);
  });
});
