import { test, expect } from '../support/fixtures';

// The texts travel a namespace and a language at a time, as JSON files (webpack/texts.cjs,
// shared/src/i18n/register-translations.ts): a first view fetches only its visitor's language,
// named early by the server, and the card form and the payment texts come with the first
// payment screen, not with every page.
const TEXTS = /\/i18n-([A-Za-z]+)-([a-z]+)\.[^/]*\.json$/;

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('a first view fetches the German texts only, early and once; switching to English fetches the English ones, no reload', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('http')) requests.push(new URL(req.url()).pathname);
    });
    await page.goto('/reserve');
    await expect(page.getByRole('heading', { level: 1, name: 'Tisch reservieren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const texts = () =>
      requests.flatMap((path) => {
        const m = TEXTS.exec(path);
        return m ? [{ path, ns: m[1]!, lng: m[2]! }] : [];
      });
    expect(new Set(texts().map((t) => t.lng))).toEqual(new Set(['de']));
    // The payment texts come with the payment screens, not with the first step.
    expect(new Set(texts().map((t) => t.ns))).toEqual(new Set(['common', 'host', 'booking', 'bookingHelp']));
    // @venue/shared is the host's: the remote's own copy of shared's texts is never fetched.
    expect(texts().filter((t) => t.path.startsWith('/remotes/') && ['common', 'payments'].includes(t.ns))).toEqual([]);
    // Named by the server for the browser to fetch beside the host's entry, not after it, as the
    // request the page then makes: each file is fetched once.
    const preloaded = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    for (const { path } of texts()) expect(preloaded, `${path} preloaded`).toContain(path);
    expect(texts().map((t) => t.path)).toEqual([...new Set(texts().map((t) => t.path))]);
    // The card form is fetched with the first payment screen.
    expect(requests.filter((path) => path.includes('card-payment'))).toEqual([]);

    const before = requests.length;
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switched = requests.slice(before).filter((path) => TEXTS.test(path));
    expect(new Set(switched.map((path) => TEXTS.exec(path)![2]))).toEqual(new Set(['en']));
    expect(new Set(switched.map((path) => TEXTS.exec(path)![1]))).toEqual(new Set(['common', 'host', 'booking', 'bookingHelp']));
  });

  test('on a slow phone (CPU 6x slower) each text file is still fetched once: the preload the page’s own fetch takes', async ({ page }) => {
    // The after-paint loader names the files in tasks of their own: a slow main thread gives the
    // entry time to run between them, and a fetch of the texts before their preload is a second one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const texts: string[] = [];
    page.on('request', (req) => {
      if (TEXTS.test(new URL(req.url()).pathname)) texts.push(new URL(req.url()).pathname);
    });
    await page.goto('/reserve');
    await expect(page.getByRole('heading', { level: 1, name: 'Tisch reservieren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect.poll(() => new Set(texts.map((path) => TEXTS.exec(path)![1]))).toEqual(new Set(['common', 'host', 'booking', 'bookingHelp']));
    expect(texts).toEqual([...new Set(texts)]);
  });
});

test('the payment texts come with the payment screens: the gift card list goes without them, a payment screen has them from its first view', async ({
  page,
  pageErrors,
}) => {
  const namespaces: string[] = [];
  const hydrationWarnings: string[] = [];
  page.on('request', (req) => {
    const m = TEXTS.exec(new URL(req.url()).pathname);
    if (m) namespaces.push(m[1]!);
  });
  page.on('console', (msg) => {
    if (/hydrat/i.test(msg.text())) hydrationWarnings.push(msg.text());
  });
  await page.goto('/frontpage/giftcards');
  await expect(page.locator('[data-page="GiftcardList"]')).toBeVisible();
  expect(namespaces).not.toContain('payments');

  // A payment that did not go through: a first view (as after the gateway's redirect). The server
  // renders it with the texts; the browser fetches them with the screen's code, then hydrates.
  const paymentTexts = page.waitForRequest(/\/i18n-payments-it\.[^/]*\.json$/);
  await page.goto('/frontpage/giftcard/stripe/error/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.locator('[data-page="PaymentError"]')).toContainText('Errore durante il pagamento. Riprova più tardi.');
  await paymentTexts;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-page="PaymentError"]')).toContainText('Errore durante il pagamento. Riprova più tardi.');
  expect(hydrationWarnings).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a language whose texts cannot be fetched is not switched to: the page stays whole in its language', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.route(/\/i18n-[A-Za-z]+-fr\./, (route) => route.abort('internetdisconnected'));
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('fr');
  // Nothing switches: the Italian page, its switch back on Italian, no French choice stored.
  await expect(page.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate(() => localStorage.getItem('frontpageLanguage'))).toBeNull();

  await page.unroute(/\/i18n-[A-Za-z]+-fr\./);
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});
