/**
 * The door page (/staff) on a phone, in English: sign in with a staff token, type a code (the
 * scan of a fake camera is another spec's), redeem a promo code (a second phone's redemption
 * refused with who and when), a gift card in two parts, a booking marked arrived, a no-show whose
 * fee is shown and charged (on the Stripe site, whose clock moves past the booking and whose fake
 * Stripe keeps the saved card across the restart: the demo gateway keeps its cards in memory
 * under NODE_ENV=test, so a restart would forget them), the log,
 * sign out; a session of one venue refused on another venue's code and page; how the server
 * serves the staff pages; no serious accessibility violation on any staff screen, and each one fits
 * a 320 px phone.
 */
import { axeFor } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectFits } from '../support/phone-fit';
import { SERVER_START_MS, STAFF_SITE, staffOriginOf } from '../support/server';
import { VENUES, bookGuaranteedTour, bookTomorrow, buyGiftcard, claimPromoCode, signInAtDoor, untilVenueTime, doorInEnglish } from '../support/staff-door';
import { startStripeSite } from '../support/stripe-server';

test.beforeEach(async ({ page }) => {
  await doorInEnglish(page);
});

/**
 * No serious or critical axe-core violation on the screen as it is, and the screen fits the
 * narrowest phone (320 px, and 390 px: support/phone-fit.ts; the door's phones are whatever the
 * staff carry).
 */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: viewport.height });
  await expectFits(page, screen);
  await page.setViewportSize(viewport);
  const { violations } = await axeFor(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      screen,
    )
    .toEqual([]);
}

/** Types a code on the scan screen (a camera would hand over the same text). */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('link', { name: 'Scan' }).click();
  await page.getByLabel('Code or link').fill(code);
  await page.getByRole('button', { name: 'Look up the code' }).click();
}

const staffRedeem = (site: string, code: string) =>
  fetch(`${staffOriginOf(site)}/backend/api/staff/promo/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${VENUES.aurora.staff}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
  });

test('promo codes: sign in, redeem, a second phone first refused with who and when, the log, sign out', async ({ page, site }) => {
  const first = await claimPromoCode(site, `door-first-${Date.now()}@example.com`);
  const second = await claimPromoCode(site, `door-second-${Date.now()}@example.com`);

  await page.goto(`${STAFF_SITE}/staff`);
  const token = page.getByLabel('Staff token');
  await expect(token).toHaveAttribute('type', 'password');
  await expect(token).toHaveAttribute('autocomplete', 'off');
  await expectAccessible(page, 'sign-in');
  await token.fill('st_wrong_token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unknown or revoked staff token.');
  await token.fill(VENUES.aurora.staff);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as demo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a code' })).toBeVisible();
  // The token is nowhere but in the HttpOnly cookie's session: not in the address, not in storage.
  expect(page.url()).not.toContain('st_demo');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)).not.toContain('st_demo');
  await expect(page.getByLabel('Code or link')).toBeVisible();
  await expectAccessible(page, 'scan');

  // The second code: looked up here, then redeemed by another phone before this one taps Redeem.
  await typeCode(page, second.toLowerCase().replace(/-/g, ' '));
  await expect(page).toHaveURL(/\/staff\/promo$/);
  expect(page.url()).not.toContain(second);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome glass' })).toBeVisible();
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('staff-scan:answer').length)).toBe(1);
  await expectAccessible(page, 'promo code');
  expect((await staffRedeem(site, second)).status).toBe(200);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Already used on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} by demo$/);

  // The first code: redeemed here.
  await page.getByRole('button', { name: 'Scan next' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await typeCode(page, first);
  await expect(page.getByText('Valid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toContainText('Code redeemed');
  await expect(page.getByRole('button', { name: 'Redeem' })).toHaveCount(0);

  // Looked up again: used, by whom and when.
  await typeCode(page, first);
  await expect(page.getByText('Already used', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Already used on .+ by demo$/)).toBeVisible();

  // The log, newest first: the lookup, the redemption, the refused one.
  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action log' })).toBeVisible();
  const rows = page.getByRole('listitem');
  await expect(rows.first()).toContainText('Lookup · promo code');
  await expect(rows.first()).toContainText(`****-****-****-${first.slice(-4)}`);
  const done = rows.filter({ hasText: 'Redemption · promo code' }).filter({ hasText: first.slice(-4) });
  await expect(done).toContainText('Done');
  await expect(
    rows
      .filter({ hasText: 'Redemption · promo code' })
      .filter({ hasText: second.slice(-4) })
      .first(),
  ).toContainText('This code has already been used.');
  await expectAccessible(page, 'log');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByLabel('Staff token')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Staff token')).toBeVisible();
});

test('a gift card redeemed in two parts shows the balance left', async ({ page, site }) => {
  const card = await buyGiftcard(site, 'aurora', `door-card-${Date.now()}@example.com`);
  const eur = (minor: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  await signInAtDoor(page, VENUES.aurora.staff);
  await typeCode(page, card.code);
  await expect(page).toHaveURL(/\/staff\/giftcard$/);
  const balance = page.getByTestId('giftcard-balance');
  await expect(balance).toHaveText(eur(card.value));
  const amount = page.getByLabel('Amount to redeem');
  await expect(amount).toHaveValue('');
  await expectAccessible(page, 'gift card');

  await amount.fill('40');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toHaveText(`Redeemed ${eur(4000)}. Left on the card: ${eur(card.value - 4000)}.`);
  await expect(balance).toHaveText(eur(card.value - 4000));
  await expect(amount).toHaveValue('');

  // More than is left is refused before any call; the whole balance fills the field.
  await amount.fill(String(card.value / 100));
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(`The card holds ${eur(card.value - 4000)}: type at most that.`)).toBeVisible();
  await page.getByRole('button', { name: 'Whole balance' }).click();
  await expect(amount).toHaveValue(String((card.value - 4000) / 100));
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toHaveText(`Redeemed ${eur(card.value - 4000)}. Left on the card: ${eur(0)}.`);
  await expect(page.getByText('Already used', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
});

test('a booking marked arrived', async ({ page, site }) => {
  const booking = await bookTomorrow(site, `Arrivo${Date.now() % 100000}`);
  const venue = VENUES[booking.venue];
  await signInAtDoor(page, venue.staff, `/staff?venue=${venue.slug}`);
  await page.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow, / })).toBeVisible();
  const card = page.getByRole('listitem', { name: `12:30 ${booking.name}` });
  await expect(card).toContainText('3 guests');
  await expect(card).toContainText('Window table, please');
  await expect(card).toContainText('Confirmed');
  await expectAccessible(page, 'bookings');
  await card.getByRole('button', { name: 'Arrived' }).click();
  await expect(card).toContainText(/Arrived at \d{2}:\d{2}/);
  await expect(card.getByRole('button', { name: 'No-show' })).toHaveCount(0);
});

test('a no-show shows the fee it will charge, then charges it', async ({ page }) => {
  test.setTimeout(2 * SERVER_START_MS + 120_000);
  const stripe = await startStripeSite();
  try {
    // The guest's card saved on the fake Stripe, as Stripe.js would (the SetupIntent's id leads its client secret).
    const booking = await bookGuaranteedTour(stripe.url, `Assente${Date.now() % 100000}`, async (secret) => {
      stripe.fake.confirmSetupIntent(secret.split('_secret_')[0]!);
    });
    // The site again, an hour after the tour began.
    await stripe.restart({ clockOffsetMs: untilVenueTime(booking.date, '14:00', VENUES.aurora.timezone) });
    await signInAtDoor(page, VENUES.aurora.staff, `${stripe.staffUrl}/staff`);
    await page.getByRole('link', { name: 'Bookings' }).click();
    const card = page.getByRole('listitem', { name: `13:00 ${booking.name}` });
    await expect(card).toContainText('Card, €40.00 fee in total · card saved');
    await card.getByRole('button', { name: 'No-show' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark ${booking.name} as a no-show?` });
    await expect(dialog).toContainText('A €40.00 fee will be charged to the saved card.');
    await expectAccessible(page, 'no-show dialog');
    await dialog.getByRole('button', { name: 'Confirm the no-show' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'no-show' })).toHaveText('Marked as a no-show: €40.00 fee charged.');
    await expect(card).toContainText('No-show');
    await expect(card).toContainText('fee charged');
  } finally {
    await stripe.stop();
  }
});

test('a session of one venue is refused on another venue’s code and on its page', async ({ page, site }) => {
  const lagonCard = await buyGiftcard(site, 'lagon', `door-lagon-${Date.now()}@example.com`);
  await signInAtDoor(page, VENUES.aurora.staff);
  await typeCode(page, lagonCard.code);
  await expect(page.getByRole('alert')).toHaveText('This code belongs to another venue.');
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto(`${STAFF_SITE}/staff?venue=${VENUES.lagon.slug}`);
  await expect(page.getByText('This session belongs to another venue: sign in with a token of this venue.')).toBeVisible();
  await expect(page.getByLabel('Staff token')).toBeVisible();
});

test('staff pages: a neutral shell from the server, never indexed nor kept for all; no guest page downloads their code', async ({ page, request }) => {
  const html = { headers: { accept: 'text/html' } };
  const res = await request.get(`${STAFF_SITE}/staff/bookings`, html);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  expect(res.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  // On the guest origin the door page does not exist (its staff origin: staff-origin.spec.ts).
  expect((await request.get('/staff/bookings', html)).status()).toBe(404);
  const body = await res.text();
  expect(body).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(body).not.toContain('rel="canonical"');
  // Neutral: the session is unknown to the server (the cookie never comes with a page request).
  expect(body).toContain('data-staff-session="unknown"');
  expect(body).not.toContain('type="password"');
  const guest = await request.get('/welcome', html);
  expect(guest.status()).toBe(200);
  expect(guest.headers()['x-robots-tag']).toBeUndefined();
  expect(guest.headers()['content-security-policy']).not.toContain('wasm');

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  for (const path of ['/welcome', '/frontpage/giftcards', '/promo/calice-di-benvenuto', '/reserve']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(fetched.filter((url) => /staff|qr-ponyfill|zxing/i.test(url))).toEqual([]);

  // A remote's staff screen opened without a scanned code goes back to scanning.
  await signInAtDoor(page, VENUES.aurora.staff, '/staff/giftcard');
  await expect(page).toHaveURL(/\/staff$/);
});
