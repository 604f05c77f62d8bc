/**
 * The day on the door phone, at Chalet du Lac (every booking a request: `confirmation: request`),
 * on a site of its own whose clock is a Thursday at 19:10 in Zurich: a request accepted and
 * another declined, each guest's e-mail with staff's message; a waiting guest offered the place
 * by hand; a walk-in in two taps; a booking moved (and a move that does not fit refused in
 * words); then, the clock past the booking, a no-show, and the guest's history on the card of
 * their next booking. Every screen axe-clean and fitting 320 px.
 */
import { axeFor } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { emailIn } from '../support/outbox';
import { expectFits } from '../support/phone-fit';
import { type RestartableSite, startRestartableSite } from '../support/restartable-site';
import { E2E_PORT, SERVER_START_MS } from '../support/server';
import { addDays, botCheck, frontpageCall, signInAtDoor, untilVenueTime, venueToday } from '../support/staff-door';

// The Stripe site's ports (support/stripe-server.ts): that spec's site is stopped when it ends.
const PORT = E2E_PORT + 3;
const STAFF_PORT = E2E_PORT + 8;
const CHALET = { slug: 'chalet-du-lac', token: 'fp_demo_chalet_du_lac', staff: 'st_demo_chalet_du_lac', timezone: 'Europe/Zurich' };
const VENUE = { token: CHALET.token };

/** The next Thursday whose Friday the Chalet opens (its closures: 25 December, 1 August). */
function nextThursday(): string {
  let d = addDays(venueToday(CHALET.timezone), 1);
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  while (weekday(d) !== 4 || ['12-25', '08-01'].includes(addDays(d, 1).slice(5))) d = addDays(d, 1);
  return d;
}

const thursday = nextThursday();
const friday = addDays(thursday, 1);
let site: RestartableSite;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 30_000);
  site = await startRestartableSite({
    port: PORT,
    staffPort: STAFF_PORT,
    label: 'the door’s day site',
    clockOffsetMs: untilVenueTime(thursday, '19:10', CHALET.timezone),
  });
});
test.afterAll(() => site?.stop());

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'en'));
  await page.context().addCookies([{ name: 'frontpageLanguage', value: 'en', url: site.staffUrl }]);
});

const GUEST = { phonePrefix: '+41', privacy: '1', language: 'en' };

async function request(guest: { first: string; last: string; phone: string }, date: string, time: string, pax: number, call = 'reservation/submit', extra = {}) {
  return frontpageCall<{ outcome?: string; hash?: string; clientSecret?: string; reservation?: { hash: string } }>(site.url, VENUE, call, {
    ...GUEST,
    phone: guest.phone,
    firstName: guest.first,
    lastName: guest.last,
    email: `${guest.first.toLowerCase()}.${guest.last.toLowerCase()}@example.com`,
    date,
    time,
    pax,
    altcha: await botCheck(site.url, VENUE),
    ...extra,
  });
}

const ANNA = { first: 'Anna', last: 'Neve', phone: '79 111 22 33' };
const DARIO = { first: 'Dario', last: 'Lago', phone: '79 222 33 44' };
const WALTER = { first: 'Walter', last: 'Wait', phone: '79 333 44 55' };
const email = (g: { first: string; last: string }) => `${g.first.toLowerCase()}.${g.last.toLowerCase()}@example.com`;

/** No serious axe-core violation, and the screen fits 320 px (support/phone-fit.ts). */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: viewport.height });
  await expectFits(page, screen);
  await page.setViewportSize(viewport);
  const { violations } = await axeFor(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      screen,
    )
    .toEqual([]);
}

/** The screen says it (its status line), once the answer is in. */
const said = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** The screen at 320 px and at a desktop's size, kept with the test's results (to look at). */
async function screenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const [label, size] of [
    ['320', { width: 320, height: 800 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport);
}

const card = (page: Page, time: string, name: string) => page.getByRole('listitem', { name: `${time} ${name}` });

test('requests answered with a message, a waiting guest offered a place by hand, a walk-in, a booking moved', async ({ page }) => {
  test.setTimeout(180_000);
  // Anna asks for tonight and for tomorrow, Dario for tomorrow; a party of 60 asks for tomorrow too.
  expect((await request(ANNA, thursday, '20:15', 2)).outcome).toBe('pending');
  expect((await request(ANNA, friday, '20:00', 2)).outcome).toBe('pending');
  expect((await request(DARIO, friday, '20:30', 2)).outcome).toBe('pending');
  await request({ first: 'Grande', last: 'Festa', phone: '79 444 55 66' }, friday, '19:00', 60, 'reservation/request');
  // A party of 6 gives a card: its seats are held while it does, and the dinner (70) is full for Walter's 5.
  const hold = await request({ first: 'Hugo', last: 'Hold', phone: '79 555 66 77' }, friday, '20:00', 6, 'reservation/hold', { cancellationPolicy: '1' });
  expect((await request(WALTER, friday, '20:00', 5, 'reservation/submit', { waitingList: '1' })).outcome).toBe('waiting');

  await signInAtDoor(page, CHALET.staff, `${site.staffUrl}/staff?venue=${CHALET.slug}`);
  await page.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Requests to answer (4)' })).toBeVisible();
  await expect(card(page, '20:15', 'Anna Neve')).toContainText('First visit');
  await expectAccessible(page, 'the day');
  await screenshot(page, 'day');

  // Accepted, with a word for Anna; declined, with one for Dario: each gets the e-mail with it.
  await card(page, '20:15', 'Anna Neve').getByRole('button', { name: 'Accept – Anna Neve' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept Anna Neve’s request?' });
  await accept.getByLabel('Message to the guest (optional)').fill('We saved you the table by the window.');
  await expectAccessible(page, 'accept dialog');
  await accept.getByRole('button', { name: 'Accept and tell the guest' }).click();
  await said(page, 'Accepted: Anna Neve gets the e-mail.');
  const accepted = await emailIn(site.dataDir, email(ANNA), /^Reservation accepted/);
  expect(accepted.text).toContain('We saved you the table by the window.');

  await page.getByRole('button', { name: 'Decline – Dario Lago' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline Dario Lago’s request?' });
  await decline.getByLabel('Message to the guest (optional)').fill('Tomorrow is a private party: we would love to see you on Saturday.');
  await decline.getByRole('button', { name: 'Decline and tell the guest' }).click();
  await said(page, 'Declined: Dario Lago gets the e-mail.');
  expect((await emailIn(site.dataDir, email(DARIO), /^Reservation not confirmed/)).text).toContain('Tomorrow is a private party');

  // The waiting list of tomorrow, in order; Walter does not fit yet.
  const walter = card(page, '20:00', 'Walter Wait');
  await expect(walter).toContainText('No. 1');
  await expect(walter).toContainText('On the waiting list');
  // Hugo lets his hold go: the seats are free, and staff offer them to Walter at once (the
  // minute's sweep would, a little later).
  await frontpageCall(site.url, VENUE, 'reservation/release', { hash: hold.hash! });
  await walter.getByRole('button', { name: 'Offer now – Walter Wait' }).click();
  await said(page, /^Place offered to Walter Wait until \d{2}:\d{2}\.$/);
  await expect(walter).toContainText(/Offer sent, holds until \d{2}:\d{2}/);
  await emailIn(site.dataDir, email(WALTER), /^A place is free for you/);

  // A walk-in of two, in two taps: seated at 19:00, the dinner's time that began.
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  await expectAccessible(page, 'walk-in dialog');
  await page.getByRole('dialog', { name: 'A walk-in: how many?' }).getByRole('button', { name: '2 guests' }).click();
  await said(page, 'Walk-in of 2 seated at 19:00.');
  await expect(card(page, '19:00', 'Walk-in')).toContainText('Arrived at');

  // Anna's table moved to 20:30 for three; a move to a time the Chalet does not open is refused in words.
  const anna = card(page, '20:15', 'Anna Neve');
  await anna.getByRole('button', { name: 'Move – Anna Neve' }).click();
  const move = page.getByRole('dialog', { name: 'Move Anna Neve’s booking' });
  await move.getByLabel('Time').fill('17:00');
  await move.getByRole('button', { name: 'Move and tell the guest' }).click();
  await expect(move.getByRole('alert')).toContainText('It does not fit');
  await move.getByLabel('Time').fill('20:30');
  await move.getByLabel('Guests').fill('3');
  await expectAccessible(page, 'move dialog');
  await move.getByRole('button', { name: 'Move and tell the guest' }).click();
  await said(page, 'Moved: Anna Neve gets the e-mail.');
  await expect(card(page, '20:30', 'Anna Neve')).toContainText('3 guests');
  await emailIn(site.dataDir, email(ANNA), /^Reservation changed/);

  await screenshot(page, 'day-after');
});

test('after a no-show the guest’s next booking shows it, with the note staff leave for next time', async ({ page }) => {
  test.setTimeout(SERVER_START_MS + 120_000);
  // Later that evening: Anna's 20:30 has begun.
  await site.restart({ clockOffsetMs: untilVenueTime(thursday, '21:00', CHALET.timezone) });
  await signInAtDoor(page, CHALET.staff, `${site.staffUrl}/staff?venue=${CHALET.slug}`);
  await page.getByRole('link', { name: 'Bookings' }).click();
  await card(page, '20:30', 'Anna Neve').getByRole('button', { name: 'No-show – Anna Neve' }).click();
  await page.getByRole('dialog', { name: 'Mark Anna Neve as a no-show?' }).getByRole('button', { name: 'Confirm the no-show' }).click();
  await said(page, 'Marked as a no-show: no fee.');
  // Walter let his offer run out: the card says so.
  await expect(card(page, '20:00', 'Walter Wait')).toContainText('Offer expired');

  await page.getByRole('button', { name: 'Refresh' }).click();
  const tomorrow = card(page, '20:00', 'Anna Neve');
  await expect(tomorrow.getByTestId('guest-history')).toContainText('First visit · 1 no-show');
  await tomorrow.getByRole('button', { name: 'Add a note – Anna Neve' }).click();
  await tomorrow.getByLabel('Guest note').fill('Call the day before to confirm');
  await tomorrow.getByRole('button', { name: 'Save note' }).click();
  await expect(tomorrow).toContainText('Call the day before to confirm');
  await expectAccessible(page, 'the guest’s history');
  await screenshot(page, 'history');
});
