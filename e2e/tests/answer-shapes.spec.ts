/**
 * Every shape the API allows (docs/product.md#entities): the experience list answered with `orari` and
 * `zoneSelezionabili` as maps and `campiAggiuntivi` as a string gives the same screens (in both
 * shapes: the fondue's two areas by name, the harvest's answers in the summary); and a
 * month or day answer with a falsy status (section 7: "returns nothing") ends in a translated
 * message with a retry, on the booking steps and on the edit page, never an endless loading.
 */
import type { Page, Route } from '@playwright/test';
import {
  addDays,
  bookPlainTable,
  chooseDay,
  choosePax,
  chooseTime,
  fillDetails,
  isoWeekday,
  plainTableSteps,
  saveDemoCard,
  solveBotCheck,
  venueToday,
  weekdayFrom,
} from '../support/booking';
import { expect, renderInBrowser, test } from '../support/fixtures';

const MONTH = '**/backend/api/frontpage/experience/getesperienzemonth';
const DAY = '**/backend/api/frontpage/experience/getesperienzeday';
const falsy = (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: false, error: { code: 'NOTHING' } }) });

function weekdayAfter(weekday: number, days: number): string {
  let d = addDays(venueToday('Europe/Rome'), days);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

type Json = Record<string, unknown>;

/** The other shapes of the same data: lists become maps, the questions a JSON string. */
function otherShapes(e: Json): Json {
  const byId = (list: unknown) => Object.fromEntries(((list as Json[]) ?? []).map((z) => [String(z.id), { nome: z.nome }]));
  return {
    ...e,
    orari: { turni: e.orari },
    zoneSelezionabili: byId(e.zoneSelezionabili),
    campiAggiuntivi: JSON.stringify(e.campiAggiuntivi ?? []),
  };
}

async function serveOtherShapes(page: Page): Promise<{ served: number }> {
  const calls = { served: 0 };
  await page.route('**/backend/api/frontpage/experience/getexperiencelist', async (route) => {
    calls.served++;
    const res = await route.fetch();
    const body = (await res.json()) as { status: boolean; data: unknown };
    const data = body.data as Json[] | { elenco?: Json[] };
    const mapped = Array.isArray(data) ? data.map(otherShapes) : { ...data, elenco: (data.elenco ?? []).map(otherShapes) };
    await route.fulfill({ response: res, json: { ...body, data: mapped } });
  });
  return calls;
}

/** The demo experience's id at a venue (its hash is stable, its id is not). */
async function experienceId(page: Page, token: string, hash: string): Promise<number> {
  const res = await page.request.post('/backend/api/frontpage/experience/getexperiencelist', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: Json[] | { elenco: Json[] } };
  const list = Array.isArray(body.data) ? body.data : body.data.elenco;
  return list.find((e) => e.hash === hash)!.id as number;
}

/** A summary row's value (a <dt> and the <dd> after it). */
const summaryValue = (page: Page, label: string) =>
  page.locator('[data-remote="booking"] dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

// Both shapes of each field: as the server sends them (lists), and the other shapes allowed.
for (const shape of ['lists', 'maps and a string'] as const) {
  test.describe(`experience fields as ${shape}`, () => {
    let calls = { served: 0 };
    test.beforeEach(async ({ page }) => {
      if (shape !== 'lists') calls = await serveOtherShapes(page);
      // The shapes come from the API as the browser reads it (not the server's boot data).
      await renderInBrowser(page);
    });
    // The screens read the other shapes, not a list from the page's boot data.
    test.afterEach(() => {
      if (shape !== 'lists') expect(calls.served).toBeGreaterThan(0);
    });

    test('zoneSelezionabili: the fondue’s two areas offered by name, the one chosen in the summary', async ({ page, pageErrors }) => {
      const id = await experienceId(page, 'fp_demo_chalet_du_lac', 'chalet-fondue-du-lac');
      await page.goto(`/reserve?experience=${id}&venue=chalet-du-lac`);
      await choosePax(page, 2);
      await chooseDay(page, weekdayFrom('Europe/Zurich', 9, 3));
      await chooseTime(page, '12:00');
      const booking = page.locator('[data-remote="booking"]');
      await expect(booking.locator('#step-title')).toHaveText('Scegli la sala');
      const areas = booking.locator('section').getByRole('button');
      await expect(areas.filter({ hasText: 'Terrazza sul lago' })).toHaveCount(1);
      await expect(areas.filter({ hasText: 'Stübli' })).toHaveCount(1);
      // Only the experience's areas: not the dining room.
      await expect(areas.filter({ hasText: /^Sala$/ })).toHaveCount(0);
      await areas.filter({ hasText: 'Stübli' }).click();
      await fillDetails(page, { firstName: 'Anna', lastName: 'Keller', email: `fondue.${shape.length}@example.com`, phone: '78 123 45 67' });
      // The fondue holds a card: its terms, then the card, then the summary.
      await booking.getByRole('checkbox', { name: /Accetto le condizioni di cancellazione/ }).check();
      await solveBotCheck(page);
      await booking.getByRole('button', { name: 'Continua con la carta' }).click();
      await saveDemoCard(page);
      await expect(booking.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
      await expect(summaryValue(page, 'Sala')).toHaveText('Stübli');
      expect(pageErrors).toEqual([]);
    });

    test('campiAggiuntivi: the harvest’s questions asked, their answers in the summary', async ({ page, pageErrors }) => {
      const id = await experienceId(page, 'fp_demo_cantina_aurora', 'aurora-vendemmia');
      await page.goto(`/reserve?experience=${id}`);
      await choosePax(page, 2);
      await chooseDay(page, weekdayFrom('Europe/Rome', 15, 6));
      await chooseTime(page, '09:00');
      const booking = page.locator('[data-remote="booking"]');
      await booking.getByRole('combobox', { name: /Colazione/ }).selectOption({ label: 'Vegetariana' });
      await booking.getByRole('textbox', { name: 'Allergie o intolleranze' }).fill('Noci');
      await fillDetails(page, { firstName: 'Lena', lastName: 'Vogel', email: `harvest.${shape.length}@example.com` });
      await expect(booking.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
      await expect(summaryValue(page, 'Colazione')).toHaveText('Vegetariana');
      await expect(summaryValue(page, 'Allergie o intolleranze')).toHaveText('Noci');
      expect(pageErrors).toEqual([]);
    });
  });
}

test('experiences with orari/zoneSelezionabili as maps and campiAggiuntivi as a string: home page and booking work alike', async ({ page, pageErrors }) => {
  await serveOtherShapes(page);
  // The shapes come from the API as the browser reads it: a server-rendered page would carry
  // the list in its boot data, past the route above.
  await renderInBrowser(page);
  await page.goto('/welcome');
  const tour = page.locator('li', { has: page.getByRole('heading', { name: 'Tour della cantina e menù abbinato' }) });
  await expect(tour).toBeVisible();
  // The home page's card reads the times from the map.
  await expect(page.getByTestId('experience-times').first()).toContainText(/\d\d:\d\d/);
  await tour.getByRole('link', { name: 'Prenota' }).click();
  await choosePax(page, 2);
  await chooseDay(page, weekdayAfter(3, 9));
  await page
    .locator('[data-remote="booking"] section')
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await plainTableSteps(page);
  // The experience's question came as a string, and is asked.
  await expect(page.getByRole('textbox', { name: /Allergie o intolleranze/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a falsy month answer on the date step: the message and a retry that loads the month', async ({ page }) => {
  await page.route(MONTH, falsy);
  await page.goto('/reserve');
  await choosePax(page, 2);
  const booking = page.locator('[data-remote="booking"]');
  await expect(booking.getByRole('alert')).toContainText('Non riusciamo a caricare le disponibilità. Riprova.');
  await page.unroute(MONTH);
  await booking.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  await expect(booking.getByRole('alert')).toHaveCount(0);
});

test('a falsy day answer on the time step: the message and a retry that loads the times', async ({ page }) => {
  await page.route(DAY, falsy);
  await page.goto('/reserve');
  await choosePax(page, 2);
  await chooseDay(page, weekdayAfter(3, 9));
  const booking = page.locator('[data-remote="booking"]');
  await expect(booking.locator('#step-title')).toHaveText('Scegli l’orario');
  await expect(booking.getByRole('alert')).toContainText('Non riusciamo a caricare le disponibilità. Riprova.');
  await page.unroute(DAY);
  await booking.getByRole('button', { name: 'Riprova' }).click();
  await expect(
    booking
      .locator('section')
      .getByRole('button', { name: /^\d\d:\d\d/ })
      .first(),
  ).toBeVisible();
});

test('falsy month and day answers on the edit page: the message and a retry', async ({ page }) => {
  const hash = await bookPlainTable(page, {
    date: weekdayAfter(3, 23),
    time: '12:00',
    pax: 2,
    guest: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.com' },
  });
  await page.route(MONTH, falsy);
  await page.route(DAY, falsy);
  await page.goto(`/reserve/${hash}/edit`);
  const booking = page.locator('[data-remote="booking"]');
  await booking.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(booking.getByRole('alert').first()).toContainText('Non riusciamo a caricare le disponibilità. Riprova.', { timeout: 30_000 });
  await page.unroute(MONTH);
  await page.unroute(DAY);
  await booking.getByRole('button', { name: 'Riprova' }).first().click();
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  await expect(booking.getByRole('group', { name: 'Scegli l’orario' }).getByRole('button').first()).toBeVisible();
  await expect(booking.getByText('Non riusciamo a caricare le disponibilità. Riprova.')).toHaveCount(0);
});
