/**
 * The edit link /reserve/{hash}/edit: a change that succeeds (and the link still works after
 * it), each block of docs/product.md#states (needs a card, waiting list, sold out) with its message,
 * and a cancellation. Italian and English.
 */
import { addDays, bookPlainTable, chooseDay, chooseTime, isoWeekday, openChangeForm, setLanguage, venueToday, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { scriptsNamedEarly, sharedAssetFiles } from '../support/manifests';

function nextWeekday(weekday: number, tz: string, from = 2): string {
  let d = addDays(venueToday(tz), from);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

const ROME = 'Europe/Rome';

test('change party and time; the link still works; a full evening is refused (waiting list); then cancel', async ({ page }) => {
  const date = nextWeekday(3, ROME);
  const hash = await bookPlainTable(page, { date, time: '12:00', pax: 2, guest: { firstName: 'Luca', lastName: 'Bassi', email: 'luca.bassi@example.com' } });
  // The server sends the booking in the page (personal: private to the browser).
  const sent = await page.request.get(`/reserve/${hash}/edit`, { headers: { accept: 'text/html' } });
  expect(sent.headers()['cache-control']).toBe('private, no-cache');
  const html = await sent.text();
  expect(html).toContain('Modifica la prenotazione</h1>');
  expect(html).toContain('Luca');
  // Hydrated from it: no mismatch, and the booking is not asked for again.
  const messages: string[] = [];
  const asked: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && messages.push(m.text())));
  page.on('request', (r) => void (/\/reservation\/get$/.test(r.url()) && asked.push(r.url())));
  await page.goto(`/reserve/${hash}/edit`);
  await page.waitForLoadState('networkidle');
  expect(messages.filter((m) => /hydrat|did not match|server rendered|#418|#423/i.test(m))).toEqual([]);
  expect(asked).toEqual([]);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Modifica la prenotazione');
  await openChangeForm(page);
  await expect(area.getByLabel('Persone', { exact: true })).toBeFocused();
  await area.getByLabel('Persone', { exact: true }).selectOption('3');
  await chooseTime(page, '13:30');
  await area.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit/confirm$`));
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenotazione modificata');

  // The same link, after the edit.
  await page.goto(`/reserve/${hash}/edit`);
  await expect(area.getByText('13:30').first()).toBeVisible();
  await expect(area.getByText('3', { exact: true }).first()).toBeVisible();
  await openChangeForm(page);

  // Block: the demo's sold-out Friday dinner is only on the waiting list: marked, and said at
  // once when chosen (a change cannot wait there), before any save.
  await chooseDay(page, weekdayFrom(ROME, 7, 5));
  await expect(area.getByRole('button', { name: '20:00, lista d’attesa' })).toBeVisible();
  await chooseTime(page, '20:00');
  await expect(area.getByRole('alert')).toHaveText(/disponibile solo in lista d’attesa/);
  await expect(area.getByRole('button', { name: 'Salva le modifiche' })).toBeDisabled();

  // Cancel: asked first, then the confirmation screen; the link then shows it closed.
  await area.getByRole('button', { name: 'Cancella la prenotazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancellare la prenotazione?' });
  await dialog.getByRole('button', { name: 'Sì, cancella' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit/confirm$`));
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenotazione cancellata');
  await page.goto(`/reserve/${hash}/edit`);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenotazione cancellata');
  await expect(area.getByText('Questa prenotazione è stata cancellata e non si può più modificare.')).toBeVisible();
});

test('blocked in English: a larger party needs a card (EDIT_NEEDS_CARD)', async ({ page }) => {
  await setLanguage(page, 'en');
  const zurich = 'Europe/Zurich';
  const hash = await bookPlainTable(page, {
    venue: 'chalet-du-lac',
    lang: 'en',
    date: nextWeekday(4, zurich),
    time: '12:00',
    pax: 4,
    guest: { firstName: 'Jonas', lastName: 'Meier', email: 'jonas.meier@example.com', phone: '78 123 45 67' },
  });
  await page.goto(`/reserve/${hash}/edit`);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Change your reservation');
  await openChangeForm(page, 'en');
  await area.getByLabel('People', { exact: true }).selectOption('6');
  await chooseTime(page, '12:00');
  await area.getByRole('button', { name: 'Save the changes' }).click();
  await expect(area.getByRole('alert')).toHaveText(/needs a credit-card guarantee/);
});

test('sold out at a venue without a waiting list: the full time is marked and not choosable; an unknown link', async ({ page }) => {
  const mauritius = 'Indian/Mauritius';
  const hash = await bookPlainTable(page, {
    venue: 'le-lagon',
    date: nextWeekday(4, mauritius),
    time: '19:00',
    pax: 2,
    guest: { firstName: 'Ravi', lastName: 'Doorgakant', email: 'ravi.d@example.com', phone: '5251 2345' },
  });
  await page.goto(`/reserve/${hash}/edit`);
  const area = page.locator('[data-remote="booking"]');
  await openChangeForm(page);
  await chooseDay(page, weekdayFrom(mauritius, 7, 6)); // the demo's sold-out Saturday dinner
  // A full time without a waiting list is marked and cannot be chosen: nothing to refuse later.
  const full = area.getByRole('button', { name: '20:00, completo' });
  await expect(full).toHaveAttribute('aria-disabled', 'true');
  await full.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(full).toHaveAttribute('aria-pressed', 'false');
  await expect(area.getByRole('button', { name: 'Salva le modifiche' })).toBeDisabled();

  await page.goto('/reserve/AAAAAAAAAAAAAAAAAAAAAAAA/edit');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenotazione non trovata');
});

test('the edit link comes alone: its own chunk named in the page; the change form, its calendar and the form primitives only when asked for', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const hash = await bookPlainTable(page, {
    date: nextWeekday(4, ROME),
    time: '12:30',
    pax: 2,
    guest: { firstName: 'Marta', lastName: 'Neri', email: 'marta.neri@example.com' },
  });
  const formFiles = (await sharedAssetFiles(request)).get('@venue/shared/forms')!;
  // The guest opens the link from the e-mail: a browser that has not seen the site.
  const guest = await browser.newPage({ baseURL });
  const scripts: string[] = [];
  guest.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await guest.goto(`/reserve/${hash}/edit`);
  await guest.waitForLoadState('networkidle');
  const area = guest.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Modifica la prenotazione');
  // Every script of the remote the page runs was named by the server, its page's chunk included:
  // fetched beside the host's files, not once the remote's pages module has run.
  const named = await scriptsNamedEarly(guest);
  const remote = scripts.filter((path) => path.startsWith('/remotes/booking/'));
  expect(remote.filter((path) => /\/page-ReserveEdit\./.test(path))).toHaveLength(1);
  expect(remote.filter((path) => !named.includes(path))).toEqual([]);
  // Not the booking form's first screen, nor the form primitives: nothing is typed yet.
  expect(remote.filter((path) => /\/page-Reserve\./.test(path))).toEqual([]);
  expect(scripts.filter((path) => formFiles.has(path))).toEqual([]);
  // Nor the change form and its calendar, nor the month's availability: the guest may have come
  // to read or cancel the booking. They come with the button that opens the form.
  expect(remote.filter((path) => /\/booking-change\./.test(path))).toEqual([]);
  expect(await area.getByRole('grid').count()).toBe(0);
  const monthAsked = guest.waitForRequest((r) => /\/getesperienzemonth$/.test(new URL(r.url()).pathname) && r.method() === 'POST');
  await openChangeForm(guest);
  await monthAsked;
  expect(scripts.filter((path) => /\/booking-change\./.test(path))).toHaveLength(1);

  // A change: leaving now asks first (the prompt comes with the form primitives).
  await area.getByLabel('Persone', { exact: true }).selectOption('3');
  await guest.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  const leave = guest.getByRole('dialog', { name: 'Vuoi lasciare questa pagina?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Resta sulla pagina' }).click();
  await expect(guest).toHaveURL(new RegExp(`/reserve/${hash}/edit$`));
  expect(scripts.filter((path) => formFiles.has(path))).toHaveLength(1);

  // The cancel dialog, and keeping the booking closes it.
  await area.getByRole('button', { name: 'Cancella la prenotazione' }).click();
  const cancel = guest.getByRole('dialog', { name: 'Cancellare la prenotazione?' });
  await expect(cancel).toBeVisible();
  await cancel.getByRole('button', { name: 'Mantieni', exact: true }).click();
  await expect(cancel).toHaveCount(0);
  await guest.close();
});
