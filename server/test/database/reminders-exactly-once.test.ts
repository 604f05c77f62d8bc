/**
 * Reminders and releases across two instances on one database, both dispatchers running the
 * same due work at once: every live booking gets exactly one reminder and a cancelled one none;
 * every booking not reconfirmed is released exactly once (one cancellation, one e-mail), and
 * none that was reconfirmed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { emailOutbox, reservations, venues } from '../../src/db/schema';
import { book, call } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { NOW } from '../support/test-app';
import { movableClock } from '../support/movable-clock';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { usingPostgres } from '../support/test-db';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const SATURDAY = '2026-06-06'; // dinner at 20:00 in Rome is 18:00 UTC
const clock = movableClock(NOW);
let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ rateLimitMax: 100_000 }, { clock: clock.now });
});
afterAll(() => t.close());

// Twenty bookings through the API, each with its bot check solved: minutes on a loaded machine.
jest.setTimeout(180_000);

test(`20 bookings, 4 cancelled, two dispatchers at once: one reminder each for the 16 others; the 8 unanswered released once (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const [row] = await t.a.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.a.db
    .update(venues)
    .set({ bookingSettings: { ...row!.bookingSettings!, releaseUnconfirmedHours: 4, guestCaps: { bookingsPerClient: 1000, seatsPerClient: 10_000 } } })
    .where(eq(venues.id, venue));

  const apps = [t.a.app, t.b.app];
  const emails = Array.from({ length: 20 }, (_, i) => `guest${i}@example.com`);
  const hashes: string[] = [];
  for (const [i, email] of emails.entries()) {
    const app = apps[i % 2]!;
    const res = await book(app, 'submit', { date: SATURDAY, time: '20:00', pax: 1, email, altcha: await solvedBotCheck(app) });
    expect(res.json()).toMatchObject({ data: { outcome: 'confirmed' } });
    hashes.push(res.json().data.reservation.hash);
  }
  for (const hash of hashes.slice(0, 4)) expect((await call(t.b.app, '/reservation/cancel', { hash })).statusCode).toBe(200);
  const live = hashes.slice(4);
  const emailOf = (hash: string) => emails[hashes.indexOf(hash)]!;

  const runBoth = async (instant: string) => {
    clock.set(instant);
    await Promise.all([t.a.app.bookingDeadlines.runDue(), t.b.app.bookingDeadlines.runDue(), t.a.app.bookingDeadlines.runDue(), t.b.app.bookingDeadlines.runDue()]);
  };
  const outbox = async (kind: string) =>
    (
      await t.a.db
        .select({ to: emailOutbox.to })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.venueId, venue), eq(emailOutbox.kind, kind)))
    )
      .map((r) => r.to)
      .sort();

  // Friday 18:00 UTC: the reminders fall due.
  await runBoth('2026-06-05T18:00:00Z');
  await runBoth('2026-06-05T18:00:01Z');
  expect(await outbox('reservation-reminder')).toEqual(live.map(emailOf).sort());

  // Half answer "I'm coming"; at the deadline (Saturday 16:00 in Rome) the others are released.
  const answered = live.slice(0, 8);
  clock.set('2026-06-06T09:00:00Z');
  for (const hash of answered) expect((await call(t.a.app, '/reservation/reconfirm', { hash })).statusCode).toBe(200);
  await runBoth('2026-06-06T14:00:00Z');
  await runBoth('2026-06-06T14:00:01Z');

  const unanswered = live.slice(8);
  expect(await outbox('reservation-released')).toEqual(unanswered.map(emailOf).sort());
  const rows = await t.a.db.select().from(reservations).where(inArray(reservations.hash, hashes));
  const statusOf = (hash: string) => rows.find((r) => r.hash === hash)!;
  for (const hash of unanswered) expect(statusOf(hash)).toMatchObject({ status: 'cancelled', closedReason: 'unconfirmed' });
  for (const hash of answered) expect(statusOf(hash)).toMatchObject({ status: 'confirmed', closedReason: null });
  // Still no reminder for the cancelled, and still one each.
  expect(await outbox('reservation-reminder')).toEqual(live.map(emailOf).sort());
});
