/**
 * What helps a guest past a "no": the nearest free times when a time is full, a large party's
 * request, "find my booking" (the same answer for any address; the links by e-mail), the promo
 * code on screen at once and sent again from the duplicate page, the gift card preview before
 * paying. Each new screen is checked with axe and at 320 px with a long e-mail address typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeFor } from '../support/axe';
import type { Page } from '@playwright/test';
import {
  addDays,
  bookPlainTable,
  chooseDay,
  choosePax,
  chooseTime,
  fillDetails,
  isoWeekday,
  plainTableSteps,
  solveBotCheck,
  venueToday,
  weekdayFrom,
} from '../support/booking';
import { measureFit } from '../support/phone-fit';
import { expect, test } from '../support/fixtures';
import { claimThroughForm } from '../support/promo';
import { E2E_DATA_DIR } from '../support/server';

const LONG_EMAIL = 'maria.giuseppina.della.valle.santangelo+prenotazioni@example-ristorazione.com';

/** Outbox entries (subject and HTML) sent to `to`, oldest first. */
function outboxTo(to: string): Array<{ subject: string; html: string }> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  try {
    const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Array<{ file: string; to: string; subject: string }>;
    return index.filter((e) => e.to === to).map((e) => ({ subject: e.subject, html: readFileSync(path.join(dir, `${e.file}.html`), 'utf8') }));
  } catch {
    return [];
  }
}

async function noSeriousAxe(page: Page) {
  const { violations } = await axeFor(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** At 320 px wide the page is no wider than the screen and nothing lies beyond it (support/phone-fit.ts). */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(async () => {
      const { scrollWidth, outside } = await measureFit(page);
      return scrollWidth <= 320 ? outside : [`page ${scrollWidth} px wide`, ...outside];
    })
    .toEqual([]);
}

test('a full time: the nearest free times that day and the next days; one tap takes one and the flow goes on', async ({ page, pageErrors }) => {
  // Le Lagon keeps no waiting list; its demo Saturday dinner is sold out.
  const saturday = weekdayFrom('Indian/Mauritius', 7, 6);
  await page.goto('/reserve?venue=le-lagon');
  await choosePax(page, 2);
  await chooseDay(page, saturday);
  const area = page.locator('[data-remote="booking"]');
  await area.getByRole('button', { name: '20:00, completo' }).click();
  const box = area.getByTestId('suggested-times');
  await expect(box.getByRole('heading', { name: 'Orari liberi per 2 persone' })).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Lo stesso giorno' })).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Nei prossimi giorni' })).toBeVisible();
  await noSeriousAxe(page);
  await fitsPhone(page);
  // The nearest free time that day (the sold-out dinner leaves lunch and the late tables).
  const first = box.locator('button[data-suggestion]').first();
  const [date, time] = ((await first.getAttribute('data-suggestion')) ?? '').split(' ');
  expect(date).toBe(saturday);
  await first.click();
  // The flow goes on past the time step (the suggested day is loaded first)…
  await expect(area.getByText(/^Passaggio [4-9] di \d+/)).toBeVisible();
  // …and Back returns to it with the suggested day's times (it used to load forever).
  await page.goBack();
  await expect(area.getByRole('button', { name: new RegExp(`^${time}`) })).toBeVisible();
  await chooseTime(page, time!);
  await plainTableSteps(page);
  await fillDetails(page, { firstName: 'Aanya', lastName: 'Ramdin', email: 'aanya.suggested@example.com', phone: '5251 2345' });
  await expect(area.getByText(time!, { exact: false }).first()).toBeVisible();
  await solveBotCheck(page);
  await area.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page).toHaveURL(/\/reserve\/confirmed/);
  expect(pageErrors).toEqual([]);
});

test('a full time with a waiting list: the summary also offers the nearest free tables; one tap leaves the list for a table', async ({ page, pageErrors }) => {
  // Cantina Aurora keeps a waiting list; its demo Friday dinner is sold out.
  const friday = weekdayFrom('Europe/Rome', 7, 5);
  const guest = { firstName: 'Giulia', lastName: 'Neri', email: 'giulia.waiting@example.com' };
  await page.goto('/reserve');
  await choosePax(page, 2);
  await chooseDay(page, friday);
  const area = page.locator('[data-remote="booking"]');
  await area.getByRole('button', { name: '20:00, lista d’attesa' }).click();
  await plainTableSteps(page);
  await fillDetails(page, guest);
  await expect(area.getByText('Entrerai in lista d’attesa')).toBeVisible();
  const box = area.getByTestId('suggested-times');
  await expect(box.getByRole('heading', { name: 'Orari liberi per 2 persone' })).toBeVisible();
  await noSeriousAxe(page);
  await fitsPhone(page);
  const first = box.locator('button[data-suggestion]').first();
  const [, time] = ((await first.getAttribute('data-suggestion')) ?? '').split(' ');
  await first.click();
  await plainTableSteps(page);
  await fillDetails(page, guest);
  // A table now, not the waiting list.
  await expect(area.getByText('Entrerai in lista d’attesa')).toHaveCount(0);
  await expect(area.getByText(time!, { exact: false }).first()).toBeVisible();
  await solveBotCheck(page);
  await area.getByRole('button', { name: /Conferma la prenotazione|Invia la richiesta/ }).click();
  await expect(page).toHaveURL(/\/reserve\/(confirmed|pending)/);
  expect(pageErrors).toEqual([]);
});

test('a party above the online maximum sends a request: pending for staff, the request e-mail', async ({ page, pageErrors }) => {
  let tuesday = addDays(venueToday('Europe/Rome'), 3);
  while (isoWeekday(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  await page.goto('/reserve');
  const area = page.locator('[data-remote="booking"]');
  await area.getByRole('link', { name: 'Siete più di 12? Inviate una richiesta' }).click();
  await expect(page).toHaveURL(/\/reserve\/request/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Richiesta per un gruppo');
  await area.getByRole('spinbutton', { name: 'Numero di persone' }).fill('20');
  await area.getByLabel('Giorno').fill(tuesday);
  await area.getByLabel('Ora').fill('13:00');
  await area.getByRole('textbox', { name: 'E-mail' }).fill(LONG_EMAIL);
  await fitsPhone(page);
  await noSeriousAxe(page);
  await area.getByRole('textbox', { name: 'E-mail' }).fill('gruppo.aziendale@example.com');
  await area.getByRole('textbox', { name: 'Nome', exact: true }).fill('Luca');
  await area.getByRole('textbox', { name: 'Cognome' }).fill('Conti');
  await area.getByRole('textbox', { name: 'Numero' }).fill('347 123 4567');
  await area.getByRole('textbox', { name: 'Note (allergie, seggiolone…)' }).fill('Pranzo aziendale');
  await area.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await solveBotCheck(page);
  await area.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page).toHaveURL(/\/reserve\/pending$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Richiesta ricevuta');
  await expect.poll(() => outboxTo('gruppo.aziendale@example.com').map((m) => m.subject)).toContain('Richiesta di prenotazione ricevuta – Cantina Aurora');
  expect(pageErrors).toEqual([]);
});

test('find my booking: the same answer for a known and an unknown address; the links arrive by e-mail', async ({ page, pageErrors }) => {
  const wednesday = weekdayFrom('Europe/Rome', 3, 3);
  const known = 'trova.prenotazione@example.com';
  const hash = await bookPlainTable(page, { date: wednesday, time: '13:00', pax: 2, guest: { firstName: 'Sara', lastName: 'Neri', email: known } });
  // Linked from the end page.
  await page.getByRole('link', { name: 'Hai già prenotato? Ritrova la tua prenotazione' }).click();
  await expect(page).toHaveURL(/\/reserve\/find$/);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Ritrova la tua prenotazione');
  await area.getByRole('textbox', { name: 'E-mail' }).fill(LONG_EMAIL);
  await fitsPhone(page);
  await noSeriousAxe(page);

  const answerFor = async (email: string) => {
    await page.goto('/reserve/find');
    // The page is server-rendered: send once the remote has taken it over (text typed before
    // is kept, but a press before hydration would be the browser's own form submission).
    await page.waitForLoadState('networkidle');
    await area.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await area.getByRole('button', { name: 'Inviami i link' }).click();
    return ((await area.getByTestId('find-sent').textContent()) ?? '').replace(email, '<address>');
  };
  const unknown = 'nessuna.prenotazione@example.com';
  expect(await answerFor(known)).toBe(await answerFor(unknown));

  await expect.poll(() => outboxTo(known).filter((m) => m.subject === 'Le tue prenotazioni – Cantina Aurora').length).toBe(1);
  const links = outboxTo(known).find((m) => m.subject === 'Le tue prenotazioni – Cantina Aurora')!;
  expect(links.html).toContain(`/reserve/${hash}/edit`);
  await expect.poll(() => outboxTo(unknown).map((m) => m.subject)).toEqual(['Le tue prenotazioni – Cantina Aurora']);
  expect(outboxTo(unknown)[0]!.html).toContain('non abbiamo trovato prenotazioni future');
  // The link in the e-mail opens the booking.
  const href = /href="https?:\/\/[^/"]+(\/reserve\/[^"]+\/edit[^"]*)"/.exec(links.html)![1]!.replace(/&amp;/g, '&');
  await page.goto(href);
  await expect(page.locator('[data-page="ReserveEdit"]')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a cancelled booking’s link says it is cancelled, with a way to book again', async ({ page }) => {
  const thursday = weekdayFrom('Europe/Rome', 3, 4);
  const hash = await bookPlainTable(page, { date: thursday, time: '12:30', pax: 2, guest: { firstName: 'Ugo', lastName: 'Sala', email: 'ugo.cancella@example.com' } });
  const res = await page.request.post('/backend/api/frontpage/reservation/cancel', { headers: { Authorization: 'Bearer fp_demo_cantina_aurora' }, form: { hash } });
  expect(res.ok()).toBe(true);
  await page.goto(`/reserve/${hash}/edit`);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenotazione cancellata');
  await expect(area.getByRole('button', { name: /Salva|Cancella la prenotazione/ })).toHaveCount(0);
  await expect(area.getByRole('link', { name: 'Prenota di nuovo' })).toHaveAttribute('href', /\/reserve/);
  await noSeriousAxe(page);
  await fitsPhone(page);
});

test('promo: the code and its QR code one tap away; the duplicate page sends it again to the same address', async ({ page, pageErrors }) => {
  const email = 'codice.subito@example.com';
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Carla', lastName: 'Monti', email });
  const area = page.locator('[data-remote="promo"]');
  await expect(area.locator('[data-page="PromoConfirm"]')).toBeVisible();
  // The venue's scripts run on the confirm page: the code is on its own page (docs/security.md).
  await expect(area.getByTestId('promo-code')).toHaveCount(0);
  await noSeriousAxe(page);
  await fitsPhone(page);
  await area.getByRole('button', { name: 'Mostra il mio codice' }).click();
  await expect(area.locator('[data-page="PromoCode"]')).toBeVisible();
  const shown = area.getByTestId('promo-code');
  await expect(shown).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(area.locator('svg, canvas, img').first()).toBeVisible();
  const code = (await shown.textContent())!;
  await expect.poll(() => outboxTo(email).length).toBe(1);
  expect(outboxTo(email)[0]!.html).toContain(code);
  await noSeriousAxe(page);
  await fitsPhone(page);

  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Carla', lastName: 'Monti', email });
  await expect(area.locator('[data-page="PromoDuplicate"]')).toBeVisible();
  await expect(area.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await noSeriousAxe(page);
  await area.getByRole('button', { name: 'Rimandami il codice' }).click();
  await expect(area.getByTestId('resend-sent')).toContainText(email);
  await expect.poll(() => outboxTo(email).length).toBe(2);
  expect(outboxTo(email)[1]!.html).toContain(code);
  expect(pageErrors).toEqual([]);
});

test('gift card checkout: a preview of the card with the value, the venue, the recipient’s name and the message', async ({ page, pageErrors }) => {
  await page.goto('/frontpage/giftcard/checkout/1');
  const area = page.locator('[data-remote="giftcards"]');
  const preview = area.getByTestId('card-preview');
  await expect(preview.getByRole('heading', { name: 'Anteprima della gift card' })).toBeVisible();
  await area.getByRole('radio', { name: /Per un’altra persona/ }).check();
  await area.getByRole('textbox', { name: 'Nome del destinatario', exact: true }).fill('Beatrice');
  await area.getByRole('textbox', { name: 'Messaggio per il destinatario' }).fill('Buon compleanno!\nCon affetto');
  const buyer = area.locator('section', { has: page.locator('#buyer-title') });
  await buyer.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await buyer.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Bianchi');
  await buyer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(LONG_EMAIL);
  await expect(preview).toContainText('Ciao Beatrice,');
  await expect(preview).toContainText('Giulia Bianchi ti ha regalato una gift card da usare da Cantina Aurora.');
  await expect(preview.getByTestId('preview-message')).toHaveText('Buon compleanno!\nCon affetto');
  await expect(preview.getByTestId('preview-value')).toHaveText(/€/);
  await noSeriousAxe(page);
  await fitsPhone(page);
  expect(pageErrors).toEqual([]);
});
