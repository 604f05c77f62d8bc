/**
 * The next page's code comes before the tap (host/src/features/prefetch/): once the home page is
 * shown and the browser idle, the booking's code (its remote's entry, pages and texts, the first
 * step's chunk) is fetched, so the tap on "Prenota" shows the first step without a request for
 * the booking's code; a visitor who asked to save data gets it only once they show they are about
 * to go there (here: the link takes the focus).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Every request the page makes for the booking remote's files (its address on this site). */
function bookingRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/remotes/booking/')) seen.push(pathname);
  });
  return seen;
}

/** The home page shown, hydrated and loaded, then two idle periods of the browser's. */
async function homeShownThenIdle(page: Page): Promise<void> {
  await page.goto('/welcome');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  // The page's own idle work was asked for before these (at its load): it has started by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

const firstStepChunk = /\/page-Reserve\.[0-9a-f]+\.js$/;
/** What the first step needs: the remote's manifest, entry, pages module and stylesheet, the step's chunk, the texts. */
const FIRST_STEP_FILES =
  /\/(mf-manifest\.json|remoteEntry\.[0-9a-f]+\.js|__federation_expose_pages\.[0-9a-f]+\.js|styles\.[0-9a-f]+\.css|page-Reserve\.[0-9a-f]+\.js|i18n-[A-Za-z]+-it\.[0-9a-f]+\.json)$/;
const bookingLink = (page: Page) => page.locator('main').getByRole('link', { name: 'Prenota' }).first();
const stepTitle = (page: Page) => page.locator('[data-remote="booking"] #step-title');

test('the booking’s code is fetched while the home page is idle, and the tap on Prenota needs no more of it', async ({ page }) => {
  const requests = bookingRequests(page);
  await homeShownThenIdle(page);
  await expect.poll(() => requests.some((path) => firstStepChunk.test(path)), { message: 'the first step’s chunk fetched before any tap' }).toBe(true);
  // Its texts too (the first step's heading is one of them).
  await expect.poll(() => requests.some((path) => /\/i18n-booking-it\.[0-9a-f]+\.json$/.test(path))).toBe(true);
  await expect(page).toHaveURL(/\/welcome$/);

  const beforeTap = requests.length;
  await bookingLink(page).tap();
  await expect(stepTitle(page)).toHaveText('Quante persone?');
  await expect(page.getByRole('button', { name: '2 persone', exact: true })).toBeEnabled();
  // Nothing the first step needs was asked for after the tap. (The flow's next steps may be: the
  // first step fetches them ahead in its turn.)
  expect(requests.slice(beforeTap).filter((path) => FIRST_STEP_FILES.test(path))).toEqual([]);
});

test('with Save-Data the booking’s code waits for a sign of intent, then comes before the tap', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const requests = bookingRequests(page);
  await homeShownThenIdle(page);
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  expect(requests, 'nothing of the booking fetched on idle').toEqual([]);

  // The link takes the focus (a keyboard's Tab; a finger's touch or a mouse over it do the same).
  await bookingLink(page).focus();
  await expect.poll(() => requests.some((path) => firstStepChunk.test(path)), { message: 'the first step’s chunk fetched on the focus' }).toBe(true);
  await expect(page).toHaveURL(/\/welcome$/);
  await bookingLink(page).tap();
  await expect(stepTitle(page)).toHaveText('Quante persone?');
});
