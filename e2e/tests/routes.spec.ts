import { test, expect, renderInBrowser } from '../support/fixtures';

// Every row of the route table reaches its screen, inside the remote that owns it,
// with its parameters (the placeholders list them; the promo screens, built, use them).
const CASES: Array<{ path: string; remote: string; page: string; params?: Record<string, string> }> = [
  // The gift card screens are built: their parameters drive what they show (giftcards*.spec.ts).
  { path: '/frontpage/giftcards', remote: 'giftcards', page: 'GiftcardList' },
  { path: '/frontpage/giftcard', remote: 'giftcards', page: 'GiftcardList' },
  { path: '/frontpage/giftcard/7', remote: 'giftcards', page: 'GiftcardDetail' },
  { path: '/frontpage/giftcard/7/notavalaible', remote: 'giftcards', page: 'GiftcardNotAvailable' },
  { path: '/frontpage/giftcard/checkout', remote: 'giftcards', page: 'Checkout' },
  { path: '/frontpage/giftcard/checkout/7', remote: 'giftcards', page: 'Checkout' },
  { path: '/frontpage/giftcard/purchaseconfirmation/fp123', remote: 'giftcards', page: 'PurchaseConfirmation' },
  { path: '/frontpage/giftcard/create/fp123', remote: 'giftcards', page: 'GiftcardCreate' },
  { path: '/frontpage/giftcard/create/error/fp123', remote: 'giftcards', page: 'GiftcardCreateError' },
  { path: '/frontpage/giftcard/stripe/fp123', remote: 'giftcards', page: 'Payment' },
  { path: '/frontpage/giftcard/stripe/error/fp123', remote: 'giftcards', page: 'PaymentError' },
  { path: '/reserve', remote: 'booking', page: 'Reserve' },
  // The booking screens are built: their parameters drive what they show (booking*.spec.ts).
  { path: '/reserve/confirmed', remote: 'booking', page: 'ReserveMessage' },
  { path: '/reserve/find', remote: 'booking', page: 'ReserveFind' },
  { path: '/reserve/request', remote: 'booking', page: 'ReserveRequest' },
  { path: '/reserve/abc123/edit', remote: 'booking', page: 'ReserveEdit' },
  { path: '/reserve/abc123/edit/confirm', remote: 'booking', page: 'ReserveEditConfirm' },
  { path: '/reserve/abc123/edit/error', remote: 'booking', page: 'ReserveEditError' },
  { path: '/reserve/abc123/authenticate', remote: 'booking', page: 'ReserveAuthenticate' },
  { path: '/r', remote: 'booking', page: 'ReserveModule' },
  { path: '/r/degustazioni', remote: 'booking', page: 'ReserveModule' },
  { path: '/promo/vendemmia', remote: 'promo', page: 'Promo' },
  { path: '/frontpage/promo/vendemmia', remote: 'promo', page: 'Promo' },
  { path: '/promo/vendemmia/42', remote: 'promo', page: 'PromoCode' },
  { path: '/frontpage/promo/vendemmia/42', remote: 'promo', page: 'PromoCode' },
  { path: '/promo/vendemmia/error', remote: 'promo', page: 'PromoError' },
  { path: '/promo/vendemmia/duplicate', remote: 'promo', page: 'PromoDuplicate' },
  { path: '/promo/vendemmia/confirm', remote: 'promo', page: 'PromoConfirm' },
];

// One page per remote visits its rows (a warm cache after the first): the same checks, each
// reported under its path, at a fraction of the cost of a page each.
for (const remote of ['giftcards', 'booking', 'promo']) {
  const rows = CASES.filter((c) => c.remote === remote);
  test(`the ${remote} remote shows each of its screens: ${rows.map((c) => `${c.path} → ${c.page}`).join(', ')}`, async ({ page, pageErrors }) => {
    for (const c of rows) {
      const errorsBefore = pageErrors.length;
      await page.goto(c.path);
      const area = page.locator(`[data-remote="${c.remote}"]`);
      await expect(area.locator(`[data-page="${c.page}"]`), c.path).toBeVisible();
      for (const [name, value] of Object.entries(c.params ?? {})) {
        await expect(area.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]'), c.path).toHaveText(value);
      }
      expect.soft(pageErrors.slice(errorsBefore).map(String), `${c.path}: errors in the page`).toEqual([]);
    }
  });
}

test('/ leads to the home page at /welcome', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('in-app navigation between remotes keeps one page load', async ({ page }) => {
  await page.goto('/welcome');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole('navigation').getByRole('link', { name: 'Prenota' }).first().click();
  await expect(page.locator('[data-remote="booking"] [data-page="Reserve"]')).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /gift card/i })
    .click();
  await expect(page.locator('[data-remote="giftcards"] [data-page="GiftcardList"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('the location loads first; services and experiences load before the first screen, once', async ({ page }) => {
  // A page the browser starts itself (a server-rendered one carries this data: ssr.spec.ts).
  await renderInBrowser(page);
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/backend/api/frontpage/')) calls.push(new URL(req.url()).pathname.split('/').pop()!);
  });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls.slice(0, 1)).toEqual(['getlocation']);
  expect(calls).toEqual(expect.arrayContaining(['getallservices', 'getexperiencelist']));

  await page.getByRole('navigation').getByRole('link', { name: 'Prenota' }).click();
  await expect(page.locator('[data-remote="booking"] [data-page]')).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /gift card/i })
    .click();
  await expect(page.locator('[data-remote="giftcards"] [data-page]')).toBeVisible();
  for (const call of ['getlocation', 'getallservices', 'getexperiencelist']) {
    expect(
      calls.filter((c) => c === call),
      call,
    ).toHaveLength(1);
  }
});
