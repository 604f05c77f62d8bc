/**
 * A waiting list that sells, on a site whose clock can be moved: the demo's sold-out Friday
 * dinner; a guest joins the waiting list in the browser, a second by the API; a booked guest
 * cancels from his edit link; the first waiting guest is offered the table and lets the offer
 * run out; the next guest gets it, opens it from the e-mail and confirms it with one tap. Then a guest
 * waiting for the card-guaranteed tour is offered a place and confirms it by saving a card.
 */
import { chooseDay, choosePax, fillDetails, plainTableSteps, saveDemoCard, setLanguage, solveBotCheck, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { emailIn } from '../support/outbox';
import { type RestartableSite, startRestartableSite } from '../support/restartable-site';
import { E2E_PORT, SERVER_START_MS } from '../support/server';
import { VENUES, botCheck, frontpageCall } from '../support/staff-door';

const PORT = E2E_PORT + 6;
let site: RestartableSite;
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  site = await startRestartableSite({ port: PORT, label: 'the waiting-list site' });
});
test.afterAll(() => site?.stop());

const ROME = VENUES.aurora.timezone;

test('a cancelled table is offered to the first waiting guest; the hold runs out; the next guest confirms it on the page the e-mail opens', async ({ page }) => {
  test.setTimeout(120_000 + SERVER_START_MS);
  const friday = weekdayFrom(ROME, 7, 5); // the demo's sold-out Friday dinner
  const area = page.locator('[data-remote="booking"]');

  // Ada joins the waiting list for four at 20:30 in the browser.
  await setLanguage(page, 'en');
  await page.goto('/reserve');
  await choosePax(page, 4);
  await chooseDay(page, friday, 'en');
  await area.locator('section').getByRole('button', { name: '20:30, waiting list' }).click();
  // The card-guaranteed tour may be waited for too: Ada waits for a table.
  await plainTableSteps(page, 'en');
  await fillDetails(page, { firstName: 'Ada', lastName: 'Waits', email: 'ada.waits@example.com' }, 'en');
  await solveBotCheck(page, 'en');
  await area.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page).toHaveURL(/\/reserve\/waiting$/);
  // Ben joins after her.
  await frontpageCall(site.url, 'aurora', 'reservation/submit', {
    date: friday,
    time: '20:30',
    pax: 4,
    waitingList: '1',
    firstName: 'Ben',
    lastName: 'Next',
    email: 'ben.next@example.com',
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    altcha: await botCheck(site.url, 'aurora'),
  });

  // Davide Greco (four at 20:30) finds his booking and cancels it.
  await frontpageCall(site.url, 'aurora', 'reservation/find', { email: 'davide.greco@example.com', language: 'en' });
  const found = await emailIn(site.dataDir, 'davide.greco@example.com', /./);
  const edit = [...found.links.values()].find((href) => href.includes('/edit'))!;
  await page.goto(edit);
  await area.getByRole('button', { name: 'Cancel the reservation' }).click();
  await page.getByRole('dialog', { name: 'Cancel the reservation?' }).getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Reservation cancelled');

  // Ada is offered the table for 30 minutes; Ben still waits.
  const offer = await emailIn(site.dataDir, 'ada.waits@example.com', /^A place is free for you/);
  expect(offer.text).toContain('We are holding it for you until');
  await page.goto(offer.links.get('I no longer need it')!.replace('&reply=decline-offer', ''));
  const section = area.getByTestId('waiting-offer');
  await expect(section.getByRole('heading', { name: 'A place is free for you' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Confirm the place' })).toBeVisible();

  // She does not answer: 31 minutes later the offer has passed to Ben.
  await site.restart({ clockOffsetMs: 31 * 60_000 });
  await emailIn(site.dataDir, 'ada.waits@example.com', /^The place went to the next guest/);
  await page.goto(offer.links.get('Confirm the place')!);
  await expect(area.getByRole('status')).toHaveText('The place we offered you was not confirmed in time and went to the next guest on the waiting list.');

  // Ben opens "Confirm the place" from his e-mail and confirms with one tap.
  const benOffer = await emailIn(site.dataDir, 'ben.next@example.com', /^A place is free for you/);
  await page.goto(benOffer.links.get('Confirm the place')!);
  await area.getByTestId('waiting-offer').getByRole('button', { name: 'Confirm the place' }).click();
  await expect(area.getByRole('status')).toHaveText('The place is yours: your booking is confirmed.');
  await expect(area.getByTestId('waiting-offer')).toHaveCount(0);
  await emailIn(site.dataDir, 'ben.next@example.com', /^A place has freed up|^A table has freed up/);
});

test('an offer for the card-guaranteed tour: the e-mail says a card confirms it, its link confirms nothing by itself, the card saved makes the booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setLanguage(page, 'en');
  const friday = weekdayFrom(ROME, 7, 5);
  const area = page.locator('[data-remote="booking"]');
  const { elenco } = await frontpageCall<{ elenco: Array<{ id: number; hash: string }> }>(site.url, 'aurora', 'experience/getexperiencelist');
  const tour = elenco.find((e) => e.hash === 'aurora-tour-con-pranzo')!.id;
  // Carla waits for the tour at the full Friday dinner: no card yet.
  await frontpageCall(site.url, 'aurora', 'reservation/submit', {
    date: friday,
    time: '20:00',
    pax: 2,
    experience: tour,
    waitingList: '1',
    firstName: 'Carla',
    lastName: 'Tour',
    email: 'carla.tour@example.com',
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    altcha: await botCheck(site.url, 'aurora'),
  });
  // Sara Gallo's twelve in the barrel room at 20:00 cancel.
  await frontpageCall(site.url, 'aurora', 'reservation/find', { email: 'sara.gallo@example.com', language: 'en' });
  const found = await emailIn(site.dataDir, 'sara.gallo@example.com', /./);
  const hash = /\/reserve\/([^/]+)\/edit/.exec([...found.links.values()].find((href) => href.includes('/edit'))!)![1]!;
  await frontpageCall(site.url, 'aurora', 'reservation/cancel', { hash });

  const offer = await emailIn(site.dataDir, 'carla.tour@example.com', /^A place is free for you/);
  expect(offer.text).toContain('To confirm it, you save a card as a guarantee');
  // The e-mail's "Confirm the place" opens the page; only the terms accepted and a card confirm it.
  await page.goto(offer.links.get('Confirm the place')!);
  const section = area.getByTestId('waiting-offer');
  await expect(section.getByRole('button', { name: 'Confirm and save a card' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Confirm the place' })).toHaveCount(0);
  await section.getByRole('checkbox', { name: /I accept the cancellation terms and the card guarantee/ }).check();
  await section.getByRole('button', { name: 'Confirm and save a card' }).click();
  await saveDemoCard(page, 'en');
  await expect(area.getByRole('status').first()).toHaveText('The place is yours: your booking is confirmed.');
  await emailIn(site.dataDir, 'carla.tour@example.com', /^A place has freed up|^A table has freed up|confirmed/i);
});
