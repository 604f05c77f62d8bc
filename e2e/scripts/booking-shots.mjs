#!/usr/bin/env node
// Screenshots of each step of the booking flow on a phone, for a person to look at.
//   node e2e/scripts/booking-shots.mjs http://localhost:8480 --lang=en --out=/tmp/booking-shots
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080';
const lang = args.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'it';
const out = args.find((a) => a.startsWith('--out='))?.slice(6) ?? '/tmp/booking-shots';
mkdirSync(out, { recursive: true });
const en = lang === 'en';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await context.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lang);
const page = await context.newPage();
let n = 0;
const shot = async (name) => {
  await page.waitForTimeout(400);
  const file = path.join(out, `${String(++n).padStart(2, '0')}-${lang}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
};
await page.goto(`${base}/reserve?venue=cantina-aurora`);
await page.getByRole('button', { name: en ? '2 people' : '2 persone', exact: true }).click();
await shot('date');
await page.locator('button[data-status="available"]').nth(2).click();
await shot('time');
await page.locator('[data-remote="booking"] section').getByRole('button', { name: '12:30', exact: true }).click();
await shot('after-time');
for (let i = 0; i < 2; i++) {
  const b = page.getByRole('button', { name: en ? /Just a table|No preference/ : /Solo il tavolo|Nessuna preferenza/ }).first();
  if (await b.isVisible().catch(() => false)) {
    await b.click();
    await shot(`choice-${i}`);
  }
}
await page.getByRole('textbox', { name: en ? 'First name' : 'Nome', exact: true }).fill('Giulia');
await page.getByRole('textbox', { name: en ? 'Last name' : 'Cognome' }).fill('Ferri');
await page.getByRole('textbox', { name: en ? 'Number' : 'Numero' }).fill('347 123 4567');
await page.getByRole('textbox', { name: 'E-mail' }).fill('giulia@example.com');
await page.getByRole('checkbox', { name: /privacy/ }).check();
await shot('details');
await page.getByRole('button', { name: en ? 'Continue' : 'Continua' }).click();
await shot('summary');
await page
  .locator('altcha-widget')
  .getByText(en ? "I'm not a robot" : 'Non sono un robot')
  .click();
await page.waitForTimeout(1500);
await page.getByRole('button', { name: en ? 'Confirm the reservation' : 'Conferma la prenotazione' }).click();
await page.waitForURL(/confirmed/);
await shot('confirmed');
// The booking's own page: a new document (docs/security.md, "Secrets in addresses").
await page.getByRole('button', { name: en ? 'Change or cancel' : 'Modifica o cancella' }).click();
await page.waitForURL(/\/edit$/);
await shot('edit');
await browser.close();
