/**
 * Mail scanners (Defender Safe Links, Proofpoint, Mimecast) open every link of every e-mail in a
 * real browser and run its scripts before the guest reads it. On a site of its own whose clock
 * can be moved: such a browser opens every link of a waiting-list offer and of a reminder, waits
 * until the network is idle and a little more, and the offer and the booking are as they were;
 * then the guest taps the answer on the page the link opened, and only that answers.
 */
import type { Browser } from '@playwright/test';
import { setLanguage, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { type SentEmail, emailIn } from '../support/outbox';
import { expectFitsOnNarrowPhone } from '../support/phone-fit';
import { type RestartableSite, startRestartableSite } from '../support/restartable-site';
import { E2E_PORT, SERVER_START_MS } from '../support/server';
import { VENUES, botCheck, frontpageCall, untilVenueTime } from '../support/staff-door';

const PORT = E2E_PORT + 9;
let site: RestartableSite;
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  site = await startRestartableSite({ port: PORT, label: 'the mail scanner site' });
});
test.afterAll(() => site?.stop());

const ROME = VENUES.aurora.timezone;
const HOUR = 3_600_000;
/** The calls that answer for the guest: none may leave a scanner's browser. */
const ANSWERS = /\/reservation\/(offer\/accept|offer\/decline|reconfirm|cancel|edit)$/;

interface Booking {
  status: string;
  holdExpiresAt: string | null;
  reconfirmation: { confirmedAt: string | null } | null;
}
const bookingOf = (hash: string) => frontpageCall<Booking>(site.url, 'aurora', 'reservation/get', { hash });
const hashIn = (email: SentEmail) => /\/reserve\/([^/?]+)\/edit/.exec([...email.links.values()].find((href) => href.includes('/edit'))!)![1]!;

/**
 * A scanner's visit: a browser of its own opens each link of the e-mail on the site, lets the
 * page's script run (the page taken over, the network idle, three seconds more). Returns the
 * answering calls it sent.
 */
async function scanLinks(browser: Browser, email: SentEmail): Promise<string[]> {
  const scanner = await browser.newContext({ baseURL: site.url, javaScriptEnabled: true });
  // Nothing leaves the machine (the venue's own website, were it linked).
  await scanner.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)[^/]+\//, (route) => route.abort('internetdisconnected'));
  const answers: string[] = [];
  scanner.on('request', (request) => {
    if (request.method() === 'POST' && ANSWERS.test(new URL(request.url()).pathname)) answers.push(request.url());
  });
  const links = [...email.links.values()].filter((href) => href.startsWith('/'));
  expect(links.length).toBeGreaterThan(1);
  for (const href of links) {
    const page = await scanner.newPage();
    await page.goto(href, { waitUntil: 'networkidle' });
    if (await page.locator('#__BOOT_DATA__').count()) await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    await page.close();
  }
  await scanner.close();
  return answers;
}

async function joinWaitingList(firstName: string, email: string, date: string, time: string, pax: number): Promise<void> {
  await frontpageCall(site.url, 'aurora', 'reservation/submit', {
    date,
    time,
    pax,
    waitingList: '1',
    firstName,
    lastName: 'Guest',
    email,
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    altcha: await botCheck(site.url, 'aurora'),
  });
}

test('a scanner opening every link of the offer e-mail takes nothing; the guest’s tap on “Confirm the place” does', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const friday = weekdayFrom(ROME, 7, 5); // the demo's sold-out Friday dinner
  const area = page.locator('[data-remote="booking"]');
  await joinWaitingList('Olga', 'olga.offered@example.com', friday, '20:30', 4);
  await joinWaitingList('Piet', 'piet.next@example.com', friday, '20:30', 4);
  // Davide Greco (four at 20:30) cancels: Olga is offered the table.
  await frontpageCall(site.url, 'aurora', 'reservation/find', { email: 'davide.greco@example.com', language: 'en' });
  await frontpageCall(site.url, 'aurora', 'reservation/cancel', { hash: hashIn(await emailIn(site.dataDir, 'davide.greco@example.com', /./)) });
  const offer = await emailIn(site.dataDir, 'olga.offered@example.com', /^A place is free for you/);
  const hash = hashIn(offer);
  const before = await bookingOf(hash);
  expect(before.status).toBe('offered');

  expect(await scanLinks(browser, offer)).toEqual([]);
  expect(await bookingOf(hash)).toEqual(before);
  expect((await bookingOf(hashIn(await emailIn(site.dataDir, 'piet.next@example.com', /./)))).status).toBe('waiting');

  // Olga opens "Confirm the place": the place and its deadline, the answer waiting for her tap.
  await setLanguage(page, 'en');
  await page.goto(offer.links.get('Confirm the place')!);
  const section = area.getByTestId('waiting-offer');
  await expect(section).toContainText('We are holding it for you until');
  await expect(section).toContainText('Nothing is sent until you tap your answer.');
  await expect(section.getByRole('button', { name: 'I no longer need it' })).toBeVisible();
  await expectFitsOnNarrowPhone(page, 'the offer opened from its e-mail');
  expect((await bookingOf(hash)).status).toBe('offered');
  await section.getByRole('button', { name: 'Confirm the place' }).click();
  await expect(area.getByRole('status')).toHaveText('The place is yours: your booking is confirmed.');
  expect((await bookingOf(hash)).status).toBe('confirmed');
});

test('a scanner opening every link of the reminder answers nothing; the guest’s tap on “Yes, I’m coming” does', async ({ page, browser }) => {
  test.setTimeout(180_000 + SERVER_START_MS);
  const date = weekdayFrom(ROME, 3, 4); // a Thursday, dinner at 20:00
  const area = page.locator('[data-remote="booking"]');
  const { reservation } = await frontpageCall<{ reservation: { hash: string } }>(site.url, 'aurora', 'reservation/submit', {
    date,
    time: '20:00',
    pax: 2,
    firstName: 'Rita',
    lastName: 'Guest',
    email: 'rita.reminded@example.com',
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    altcha: await botCheck(site.url, 'aurora'),
  });
  // The day before, a minute after the reminder fell due.
  await site.restart({ clockOffsetMs: untilVenueTime(date, '20:00', ROME) - 24 * HOUR + 60_000 });
  const reminder = await emailIn(site.dataDir, 'rita.reminded@example.com', /^Reminder/);
  const before = await bookingOf(reservation.hash);
  expect(before).toMatchObject({ status: 'confirmed', reconfirmation: { confirmedAt: null } });

  // "Yes, I'm coming" and "Cancel the booking" both opened and run: neither answers.
  expect(await scanLinks(browser, reminder)).toEqual([]);
  expect(await bookingOf(reservation.hash)).toEqual(before);

  await setLanguage(page, 'en');
  await page.goto(reminder.links.get('Yes, I’m coming')!);
  const reply = area.getByTestId('visit-reply');
  await expect(reply).toContainText('Cantina Aurora asks you to confirm by');
  await expect(reply).toContainText('Nothing is sent until you tap your answer.');
  await expectFitsOnNarrowPhone(page, 'the reminder’s question opened from its e-mail');
  expect((await bookingOf(reservation.hash)).reconfirmation!.confirmedAt).toBeNull();
  await reply.getByRole('button', { name: 'Yes, I’m coming' }).click();
  await expect(reply.getByRole('status')).toHaveText('Thank you: Cantina Aurora knows you are coming.');
  expect((await bookingOf(reservation.hash)).reconfirmation!.confirmedAt).not.toBeNull();
});
