/**
 * The reminder before a visit (modules/reservations/reminders): sent once, at the visit minus
 * the venue's hours, in the guest's language, with "I'm coming" and "Cancel"; never for a
 * cancelled booking; moved with the booking. Where the venue asks for a reconfirmation, a
 * booking nobody confirmed is released at the deadline and the guest told.
 */
import { eq } from 'drizzle-orm';
import { reservations, venues } from '../src/db/schema';
import type { BookingSettings } from '../src/db/json-types';
import { book, call } from './support/booking';
import { venueId } from './support/fixtures';
import { callStaff } from './support/promo-claim';
import { type TestApp, NOW, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
  t.mailer.sent.length = 0;
});

// Cantina Aurora, Europe/Rome (UTC+2 in June). NOW is Monday 1 June 2026, 10:00 in Rome.
const THURSDAY = '2026-06-04';

const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;

async function booked(form: Record<string, string | number>): Promise<string> {
  const res = await book(t.app, 'submit', form);
  expect(res.json()).toMatchObject({ data: { outcome: 'confirmed' } });
  return res.json().data.reservation.hash;
}

/** Runs the dispatcher at `instant` and sends what it queued; the reminders' subjects by address. */
async function runAt(instant: string): Promise<Array<[string, string]>> {
  clock.set(instant);
  await t.app.bookingDeadlines.runDue();
  await t.app.email.drain();
  const sent = t.mailer.sent.splice(0).map((m): [string, string] => [m.to, m.subject]);
  return sent;
}

async function withSettings(settings: Partial<BookingSettings>, fn: () => Promise<void>): Promise<void> {
  const id = await venueId(t.db, 'cantina-aurora');
  const [row] = await t.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, id));
  await t.db
    .update(venues)
    .set({ bookingSettings: { ...row!.bookingSettings!, ...settings } })
    .where(eq(venues.id, id));
  try {
    await fn();
  } finally {
    await t.db.update(venues).set({ bookingSettings: row!.bookingSettings }).where(eq(venues.id, id));
  }
}

test('the reminder goes once, 24 hours before the visit, in the guest’s language, with "I’m coming" and "Cancel"', async () => {
  // A venue that asks for no reconfirmation (the demo's Cantina Aurora does).
  await withSettings({ releaseUnconfirmedHours: undefined }, async () => {
    const hash = await booked({ date: THURSDAY, time: '20:00', pax: 2, email: 'remind@example.com', language: 'en' });
    await t.app.email.drain();
    t.mailer.sent.length = 0;
    // Thursday 20:00 in Rome is 18:00 UTC: the reminder is due Wednesday at 18:00 UTC.
    expect(await runAt('2026-06-03T17:59:00Z')).toEqual([]);
    clock.set('2026-06-03T18:00:30Z');
    await t.app.bookingDeadlines.runDue();
    await t.app.email.drain();
    const [mail] = t.mailer.sent.splice(0);
    expect(mail).toMatchObject({ to: 'remind@example.com', subject: 'Reminder: we look forward to seeing you – Cantina Aurora' });
    expect(mail!.text).toContain('Thursday, 4 June 2026');
    expect(mail!.text).toContain('20:00');
    expect(mail!.text).toContain(`Yes, I’m coming: http://localhost:8080/reserve/${hash}/edit?venue=cantina-aurora&reply=coming`);
    expect(mail!.text).toContain(`Cancel the booking: http://localhost:8080/reserve/${hash}/edit?venue=cantina-aurora&reply=cancel`);
    // Nothing asked of the guest by a deadline.
    expect(mail!.text).not.toContain('released');
    // Never twice, however often the dispatcher runs.
    expect(await runAt('2026-06-03T19:00:00Z')).toEqual([]);
    expect(await runAt('2026-06-04T17:00:00Z')).toEqual([]);

    // "I'm coming": kept, and answered the same a second time.
    const first = (await call(t.app, '/reservation/reconfirm', { hash })).json();
    expect(first.data.reconfirmation.confirmedAt).toBe('2026-06-04T17:00:00.000Z');
    clock.set('2026-06-04T17:10:00Z');
    const again = (await call(t.app, '/reservation/reconfirm', { hash })).json();
    expect(again.data.reconfirmation.confirmedAt).toBe('2026-06-04T17:00:00.000Z');
    // Staff see it at the door.
    const list = (await callStaff(t.app, '/reservations/list', { date: THURSDAY })).json().data.reservations;
    expect(list.find((r: { email: string }) => r.email === 'remind@example.com')).toMatchObject({ status: 'confirmed', reconfirmedAt: '2026-06-04T17:00:00.000Z' });
  });
});

test('no reminder for a cancelled booking, nor for one booked inside the window; a moved booking is reminded of its new time only', async () => {
  const cancelled = await booked({ date: THURSDAY, time: '20:30', pax: 2, email: 'cancelled@example.com' });
  const moved = await booked({ date: THURSDAY, time: '20:30', pax: 2, email: 'moved@example.com' });
  expect((await call(t.app, '/reservation/cancel', { hash: cancelled })).statusCode).toBe(200);
  // Moved to Friday 21:00 (19:00 UTC): due Thursday 19:00 UTC, not Wednesday.
  const edit = await call(t.app, '/reservation/edit', { hash: moved, date: '2026-06-05', time: '21:00', pax: 2 });
  expect(edit.json().data.changed).toBe(true);
  await t.app.email.drain();
  t.mailer.sent.length = 0;

  expect(await runAt('2026-06-03T18:35:00Z')).toEqual([]);
  expect(await runAt('2026-06-04T19:00:00Z')).toEqual([['moved@example.com', 'Promemoria: ti aspettiamo – Cantina Aurora']]);

  // Booked on Thursday at noon for the same evening: the confirmation is the reminder.
  clock.set('2026-06-04T10:00:00Z');
  const late = await booked({ date: THURSDAY, time: '21:30', pax: 2, email: 'late@example.com' });
  expect((await rowOf(late)).remindAt).toBeNull();
  await t.app.email.drain();
  t.mailer.sent.length = 0;
  expect(await runAt('2026-06-04T19:25:00Z')).toEqual([]);
});

test('a venue that sends no reminders sends none', async () => {
  await withSettings({ reminderHours: 0 }, async () => {
    const hash = await booked({ date: '2026-06-05', time: '20:00', pax: 2, email: 'nobody@example.com' });
    expect((await rowOf(hash)).remindAt).toBeNull();
  });
});

test('asked to reconfirm: the reminder gives the deadline; a booking not confirmed by then is released and its guest told, nothing charged', async () => {
  await withSettings({ reminderHours: 24, releaseUnconfirmedHours: 4 }, async () => {
    const friday = '2026-06-05';
    const silent = await booked({ date: friday, time: '20:00', pax: 2, email: 'silent@example.com' });
    const answered = await booked({ date: friday, time: '20:00', pax: 2, email: 'answered@example.com' });
    await t.app.email.drain();
    t.mailer.sent.length = 0;

    // Thursday 18:00 UTC: both reminded, each told the deadline (Friday 16:00 in Rome).
    clock.set('2026-06-04T18:00:00Z');
    await t.app.bookingDeadlines.runDue();
    await t.app.email.drain();
    const reminders = t.mailer.sent.splice(0);
    expect(reminders.map((m) => m.to).sort()).toEqual(['answered@example.com', 'silent@example.com']);
    expect(reminders[0]!.text).toContain('Cantina Aurora chiede una conferma entro venerdì 5 giugno 2026 alle ore 16:00');

    expect((await call(t.app, '/reservation/reconfirm', { hash: answered })).json().data.reconfirmation.releaseAt).toBeNull();
    expect(await runAt('2026-06-05T13:59:00Z')).toEqual([]);
    expect(await runAt('2026-06-05T14:00:00Z')).toEqual([['silent@example.com', 'Prenotazione liberata – Cantina Aurora']]);

    expect(await rowOf(silent)).toMatchObject({ status: 'cancelled', closedReason: 'unconfirmed', lateCancellation: false, feeStatus: 'none' });
    expect((await rowOf(answered)).status).toBe('confirmed');
    const view = (await call(t.app, '/reservation/get', { hash: silent })).json().data;
    expect(view).toMatchObject({ status: 'cancelled', closedReason: 'unconfirmed', cancellable: false });
  });
});
