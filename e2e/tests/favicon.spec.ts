/**
 * The site's icon: /favicon.ico (asked for by browsers and tools whatever the page says) and the
 * SVG icon each page links, both real images; and the main pages load without a console error
 * (the missing icon gave one on every page).
 */
import { test, expect, openVenue } from '../support/fixtures';

test('/favicon.ico and the linked SVG icon are images', async ({ request, page }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO signature

  await openVenue(page, 'aurora');
  const hrefs = await page.locator('head link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hrefs.map((h) => new URL(h).pathname).sort()).toEqual(['/favicon.ico', '/favicon.svg']);
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toContain('<svg');
});

test('the main pages load without a console error', async ({ page, pageErrors }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/welcome', '/frontpage/giftcards', '/frontpage/giftcard/1', '/reserve', '/promo/calice-di-benvenuto']) {
    await openVenue(page, 'aurora', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
