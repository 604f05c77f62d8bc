/**
 * The reminder before a visit, on a site whose clock is moved to when it falls due (the server's
 * reminder dispatcher runs at start): the guest's "I'm coming" from the e-mail opens the question
 * and her tap answers it, "Cancel" opens the page with the question asked, and a booking nobody confirmed
 * is released at the venue's deadline (Cantina Aurora asks 4 hours before), its guest told.
 */
import { bookPlainTable, setLanguage, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { emailIn } from '../support/outbox';
import { type RestartableSite, startRestartableSite } from '../support/restartable-site';
import { E2E_PORT, SERVER_START_MS } from '../support/server';
import { VENUES, botCheck, frontpageCall, untilVenueTime } from '../support/staff-door';

const PORT = E2E_PORT + 5;
let site: RestartableSite;
test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  site = await startRestartableSite({ port: PORT, label: 'the reminders site' });
});
test.afterAll(() => site?.stop());

const ROME = VENUES.aurora.timezone;
const HOUR = 3_600_000;

async function bookThroughApi(date: string, firstName: string, email: string): Promise<string> {
  const answer = await frontpageCall<{ reservation: { hash: string } }>(site.url, 'aurora', 'reservation/submit', {
    date,
    time: '20:00',
    pax: 2,
    firstName,
    lastName: 'Guest',
    email,
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    altcha: await botCheck(site.url, 'aurora'),
  });
  return answer.reservation.hash;
}

test('"I’m coming" and "Cancel" from the reminder; the unconfirmed booking released at the deadline', async ({ page }) => {
  test.setTimeout(120_000 + 2 * SERVER_START_MS);
  const date = weekdayFrom(ROME, 3, 4); // a Thursday, dinner at 20:00
  await setLanguage(page, 'en');
  await bookPlainTable(page, { date, time: '20:00', pax: 2, lang: 'en', guest: { firstName: 'Ada', lastName: 'Coming', email: 'ada.coming@example.com' } });
  await bookThroughApi(date, 'Ben', 'ben.cancels@example.com');
  const silent = await bookThroughApi(date, 'Cleo', 'cleo.silent@example.com');

  // The day before, a minute after the reminders fell due (the visit minus 24 hours).
  await site.restart({ clockOffsetMs: untilVenueTime(date, '20:00', ROME) - 24 * HOUR + 60_000 });
  const area = page.locator('[data-remote="booking"]');

  const ada = await emailIn(site.dataDir, 'ada.coming@example.com', /^Reminder/);
  expect(ada.subject).toBe('Reminder: we look forward to seeing you – Cantina Aurora');
  expect(ada.text).toContain('Cantina Aurora asks you to confirm by');
  // The link opens the question; her tap answers it.
  await page.goto(ada.links.get('Yes, I’m coming')!);
  const reply = area.getByTestId('visit-reply');
  await reply.getByRole('button', { name: 'Yes, I’m coming' }).click();
  await expect(reply.getByRole('status')).toHaveText('Thank you: Cantina Aurora knows you are coming.');
  // The answer is kept: the plain link shows it too.
  await page.goto(ada.links.get('Yes, I’m coming')!.replace('&reply=coming', ''));
  await expect(reply.getByRole('status')).toHaveText('Thank you: Cantina Aurora knows you are coming.');

  const ben = await emailIn(site.dataDir, 'ben.cancels@example.com', /^Reminder/);
  await page.goto(ben.links.get('Cancel the booking')!);
  const dialog = page.getByRole('dialog', { name: 'Cancel the reservation?' });
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Reservation cancelled');

  // Cleo does not answer: the page asks her, with the deadline.
  const cleo = await emailIn(site.dataDir, 'cleo.silent@example.com', /^Reminder/);
  await page.goto(cleo.links.get('Cancel the booking')!.replace('&reply=cancel', ''));
  await expect(reply).toContainText('Cantina Aurora asks you to confirm by');
  await expect(reply.getByRole('button', { name: 'Yes, I’m coming' })).toBeVisible();

  // Past the deadline (4 hours before): released, and told.
  await site.restart({ clockOffsetMs: untilVenueTime(date, '20:00', ROME) - 4 * HOUR + 60_000 });
  const released = await emailIn(site.dataDir, 'cleo.silent@example.com', /released/);
  expect(released.subject).toBe('Booking released – Cantina Aurora');
  expect(released.text).toContain('Nothing is charged');
  await page.goto(`/reserve/${silent}/edit`);
  await expect(area.getByRole('status')).toHaveText(
    'We did not hear back from you in time: the booking was released for guests on the waiting list. Nothing was charged.',
  );
  // Ada answered: still hers.
  const adaNow = await frontpageCall<{ status: string }>(site.url, 'aurora', 'reservation/get', {
    hash: new URL(ada.links.get('Yes, I’m coming')!, site.url).pathname.split('/')[2]!,
  });
  expect(adaNow.status).toBe('confirmed');
});
