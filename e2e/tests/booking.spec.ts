/**
 * Booking as a guest on a phone: a plain table (Italian), an experience with a card guarantee
 * (English; the demo gateway's TEST MODE card form, as the e2e server runs without Stripe
 * keys), a request the venue confirms by hand, the waiting list, a failed bot check; the
 * e-mail with its calendar file, and the end page's .ics link.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  bookPlainTable,
  chooseDay,
  choosePax,
  chooseTime,
  fillDetails,
  hashOnEndPage,
  isoWeekday,
  plainTableSteps,
  saveDemoCard,
  setLanguage,
  solveBotCheck,
  venueToday,
  weekdayFrom,
} from '../support/booking';
import { expect, test } from '../support/fixtures';
import { sharedAssetFiles } from '../support/manifests';
import { E2E_DATA_DIR } from '../support/server';

const ROME = 'Europe/Rome';

/** A day of the given weekday at least two days ahead (past the notice, inside the horizon). */
function nextWeekday(weekday: number, tz = ROME): string {
  let d = addDays(venueToday(tz), 2);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

/** The outbox entry of the last e-mail to `to` whose subject matches. */
async function emailTo(to: string, subject: RegExp): Promise<{ subject: string; html: string }> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let file = '';
  let found = '';
  await expect
    .poll(
      () => {
        try {
          const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Array<{ file: string; to: string; subject: string }>;
          const hit = index.find((e) => e.to === to && subject.test(e.subject));
          file = hit?.file ?? '';
          found = hit?.subject ?? '';
        } catch {
          return '';
        }
        return file;
      },
      { timeout: 15_000, message: `e-mail to ${to} matching ${subject}` },
    )
    .not.toBe('');
  // The outbox's preview: the HTML body, and the attachments' names in its header.
  return { subject: found, html: readFileSync(path.join(dir, `${file}.html`), 'utf8') };
}

test('a plain table in Italian: people, day, time, details, summary, confirmed; e-mail and calendar file', async ({ page, pageErrors }) => {
  const date = nextWeekday(3);
  await page.goto('/reserve');
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenota un tavolo');
  await choosePax(page, 2);
  // The calendar: statuses in the buttons' names, and a legend a screen reader hears.
  await expect(page.locator(`button[data-date="${venueToday(ROME)}"]`)).toHaveAttribute('aria-label', /: (passato|chiuso|esperienza|disponibile|completo)/);
  await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('completo');
  await chooseDay(page, date);
  await expect(area.getByRole('heading', { name: 'Scegli l’orario' })).toBeVisible();
  await chooseTime(page, '12:30');
  await plainTableSteps(page);
  await fillDetails(page, { firstName: 'Giulia', lastName: 'Ferri', email: 'giulia.ferri@example.com' });
  await expect(area.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  await expect(area.getByText('Giulia Ferri')).toBeVisible();
  await solveBotCheck(page);
  await area.getByRole('button', { name: 'Conferma la prenotazione' }).click();

  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('La tua prenotazione è confermata');
  const hash = await hashOnEndPage(page);
  expect(hash.length).toBeGreaterThanOrEqual(22);
  const ics = await page.request.get(`/backend/calendar/${hash}.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  // A button, not a link: the file's address holds the booking's secret (docs/security.md).
  const download = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  expect((await download).url()).toMatch(new RegExp(`/backend/calendar/${hash}\\.ics$`));

  const mail = await emailTo('giulia.ferri@example.com', /Prenotazione confermata/);
  expect(mail.html).toContain('reservation.ics');
  expect(mail.html).toContain(`/reserve/${hash}/edit`);
  expect(pageErrors).toEqual([]);
});

test('an experience with a card guarantee, in English: terms before acceptance, card saved, terms repeated', async ({ page, request }) => {
  await setLanguage(page, 'en');
  const list = await request.post('/backend/api/frontpage/experience/getexperiencelist', { headers: { Authorization: 'Bearer fp_demo_cantina_aurora' } });
  const tour = ((await list.json()).data.elenco as Array<{ id: number; hash: string }>).find((e) => e.hash === 'aurora-tour-con-pranzo')!;
  const date = nextWeekday(4);

  await page.goto(`/reserve?experience=${tour.id}`);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Cellar tour and paired menu');
  await choosePax(page, 3);
  await chooseDay(page, date, 'en');
  await chooseTime(page, '13:00');
  await fillDetails(page, { firstName: 'Emma', lastName: 'Stone', email: 'emma.stone@example.com' }, 'en');

  // The terms come before anything is held: €20 per guest, free cancellation 48 h before.
  await expect(area.getByRole('heading', { name: 'Card guarantee and cancellation' })).toBeVisible();
  const terms = area.getByTestId('guarantee-terms');
  await expect(terms).toContainText('€20.00 per person (€60.00 in total)');
  await expect(terms).toContainText('Free cancellation until');
  await area.getByRole('button', { name: 'Continue to the card' }).click();
  await expect(area.getByText('Accept the cancellation policy to proceed with the booking.')).toBeVisible();
  await area.getByRole('checkbox', { name: /I accept the cancellation terms/ }).check();
  await solveBotCheck(page, 'en');
  await area.getByRole('button', { name: 'Continue to the card' }).click();
  await expect(area.getByText(/Your seats are held for you until/)).toBeVisible();
  await expect(area.getByText('TEST MODE')).toBeVisible();
  await saveDemoCard(page, 'en');

  await expect(area.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(area.getByTestId('guarantee-terms')).toContainText('€60.00');
  await area.getByRole('button', { name: 'Confirm the reservation' }).click();
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed');
  await expect(area.getByTestId('guarantee-terms')).toContainText('€20.00 per person');
  const mail = await emailTo('emma.stone@example.com', /Reservation confirmed/);
  expect(mail.html).toContain('Card guarantee');
});

test('a venue that confirms by hand: the request is received (pending)', async ({ page }) => {
  const hash = await bookPlainTable(page, {
    venue: 'chalet-du-lac',
    date: nextWeekday(3, 'Europe/Zurich'),
    time: '12:00',
    pax: 2,
    guest: { firstName: 'Anna', lastName: 'Keller', email: 'anna.keller@example.com', phone: '78 123 45 67' },
  });
  await expect(page).toHaveURL(/\/reserve\/pending$/);
  await expect(page.locator('[data-remote="booking"] h1')).toHaveText('Richiesta ricevuta');
  expect(hash).toBeTruthy();
  await emailTo('anna.keller@example.com', /Richiesta di prenotazione ricevuta/);
});

test('a full evening: the guest joins the waiting list', async ({ page }) => {
  const friday = weekdayFrom(ROME, 7, 5); // the demo's sold-out Friday dinner
  await page.goto('/reserve');
  await choosePax(page, 2);
  await chooseDay(page, friday);
  const full = page.locator('[data-remote="booking"] section').getByRole('button', { name: '20:00, lista d’attesa' });
  await expect(full).toBeVisible();
  await full.click();
  // The card-guaranteed tour may be waited for too (its card comes with the offer): a table here.
  await plainTableSteps(page);
  await fillDetails(page, { firstName: 'Marta', lastName: 'Villa', email: 'marta.villa@example.com' });
  await expect(page.getByText('Entrerai in lista d’attesa')).toBeVisible();
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Entra in lista d’attesa' }).click();
  await expect(page).toHaveURL(/\/reserve\/waiting$/);
  await expect(page.locator('[data-remote="booking"] h1')).toHaveText('Sei in lista d’attesa');
  await emailTo('marta.villa@example.com', /lista d’attesa/);
});

test('a failed bot check is refused and the guest can try again', async ({ page }) => {
  await page.goto('/reserve');
  await choosePax(page, 2);
  await chooseDay(page, nextWeekday(5));
  await chooseTime(page, '13:00');
  await plainTableSteps(page);
  await fillDetails(page, { firstName: 'Bot', lastName: 'Tester', email: 'bot.tester@example.com' });
  await solveBotCheck(page);
  // The payload is tampered with on its way: the server refuses it.
  await page.route('**/reservation/submit', (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    body.set('altcha', Buffer.from('{"challenge":{},"solution":{}}').toString('base64'));
    return route.continue({ postData: body.toString() });
  });
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page.getByRole('alert')).toContainText('La verifica anti-robot non è riuscita');
  await expect(page).toHaveURL(/\/reserve$/);
  await page.unroute('**/reservation/submit');
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Conferma la prenotazione' }).click();
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
});

test('the calendar legend explains a status on tap; leaving with only choices made asks nothing', async ({ page }) => {
  await page.goto('/reserve');
  await choosePax(page, 2);
  // Touch screen: a tap opens the status tooltip, which a screen reader reads as the button's description.
  const help = page.getByRole('button', { name: 'completo: cosa significa' });
  await help.tap();
  await expect(page.getByRole('tooltip', { name: 'Completo per il tuo numero di persone.' })).toBeVisible();
  // Nothing typed yet (the leave prompt with typed data: navigation.spec.ts).
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The booking's scripts and month calls a page asks for, counted by kind. */
async function watchFlowRequests(page: Page, request: APIRequestContext) {
  const formFiles = (await sharedAssetFiles(request)).get('@venue/shared/forms');
  expect(formFiles?.size, '@venue/shared/forms is declared shared').toBeGreaterThan(0);
  const scripts: string[] = [];
  const months: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    if (req.url().endsWith('/experience/getesperienzemonth')) months.push(req.postData() ?? '');
  });
  const fetched = () => ({
    flow: scripts.filter((path) => /\/booking-flow\./.test(path)).length,
    choiceSteps: scripts.filter((path) => /\/booking-choice-steps\./.test(path)).length,
    laterSteps: scripts.filter((path) => /\/booking-later-steps\./.test(path)).length,
    formFields: scripts.filter((path) => formFiles!.has(path)).length,
  });
  return { fetched, months };
}

test('the flow’s code and the likely party’s month come while the first step is idle, the form fields with the first choice; a month is asked once', async ({
  page,
  request,
}) => {
  const { fetched, months } = await watchFlowRequests(page, request);
  await page.goto('/reserve');
  await expect(page.getByRole('button', { name: '2 persone', exact: true })).toBeEnabled();
  // The first step shown, the browser idle: the rest of the flow and the calendar, and the month
  // of a party of two; not the later steps' form fields (their code is large).
  await expect.poll(() => fetched()).toEqual({ flow: 1, choiceSteps: 1, laterSteps: 0, formFields: 0 });
  await expect.poll(() => months.map((body) => new URLSearchParams(body).get('pax'))).toEqual(['2']);
  await page.waitForLoadState('networkidle');
  expect(fetched()).toEqual({ flow: 1, choiceSteps: 1, laterSteps: 0, formFields: 0 });

  await choosePax(page, 2);
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  // The details' chunk (which brings the form fields) is under way; the calendar shows the month
  // asked ahead, not asked again.
  await expect.poll(() => fetched()).toEqual({ flow: 1, choiceSteps: 1, laterSteps: 1, formFields: 1 });
  await page.waitForLoadState('networkidle');
  expect(months).toHaveLength(1);

  // Another party's month comes with its choice.
  await page.goBack();
  await choosePax(page, 3);
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  await expect.poll(() => months.map((body) => new URLSearchParams(body).get('pax'))).toEqual(['2', '3']);
  // Back to the first step and on again: the flow keeps the choice, and its month.
  await page.goBack();
  await expect(page.getByRole('button', { name: '3 persone', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  expect(months).toHaveLength(2);
});

test('with Save-Data the first step comes alone: the rest of the flow waits for the first sign of a choice', async ({ page, request }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const { fetched, months } = await watchFlowRequests(page, request);
  await page.goto('/reserve');
  await expect(page.getByRole('button', { name: '2 persone', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  expect(fetched()).toEqual({ flow: 0, choiceSteps: 0, laterSteps: 0, formFields: 0 });
  expect(months).toEqual([]);

  await choosePax(page, 2);
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  await expect.poll(() => fetched()).toEqual({ flow: 1, choiceSteps: 1, laterSteps: 1, formFields: 1 });
  expect(months).toHaveLength(1);
});
