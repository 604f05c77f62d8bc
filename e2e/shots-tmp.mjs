import { chromium } from '@playwright/test';
const base = 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'it'));
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)[^/]+\//, (r) => r.abort());
  await page.goto(`${base}/promo/calice-di-benvenuto?venue=cantina-aurora`);
  await page.getByRole('button', { name: 'Scarica la promo' }).click();
  const d = page.getByRole('dialog');
  await d.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await d.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await d.getByRole('textbox', { name: 'E-mail' }).fill(`giulia.${w}.${Date.now()}@example.com`);
  await d.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByText('Non sono un robot').click();
  await page.waitForTimeout(4000);
  await d.getByRole('button', { name: 'Richiedi il codice' }).click();
  await page.waitForURL(/confirm$/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/promo-confirm-${w}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Mostra il mio codice' }).click();
  await page.waitForURL(/calice-di-benvenuto\/[^/]+$/);
  await page.getByTestId('promo-code').waitFor();
  await page.screenshot({ path: `/tmp/shots/promo-code-${w}.png`, fullPage: true });
  console.log('referrer on code page', await page.evaluate(() => document.referrer), await page.evaluate(() => document.querySelectorAll('script[type="text/x-venue-script"]').length));
  await ctx.close();
}
await browser.close();
