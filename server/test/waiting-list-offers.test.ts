/**
 * Waiting-list offers (modules/reservations/waiting-list): freed seats are offered to the first
 * waiting guest who fits, held for the venue's offerMinutes; an offer that runs out passes to
 * the next guest and the first is told; one confirmed a moment late stands if the seats are
 * still free; capacity the venue adds, and the seats of a party marked as a no-show, are offered too.
 */
import { and, eq } from 'drizzle-orm';
import { openingShifts, reservations } from '../src/db/schema';
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

const MINUTE = 60_000;
const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;

async function submit(form: Record<string, string | number>): Promise<{ outcome: string; hash: string }> {
  const res = (await book(t.app, 'submit', form)).json();
  expect(res.status).toBe(true);
  return { outcome: res.data.outcome, hash: res.data.reservation.hash };
}

/** Fills Cantina Aurora's Thursday lunch to `seats` and books it full; returns the bookings. */
async function fullLunch(date: string, seats: number): Promise<string[]> {
  const venue = await venueId(t.db, 'cantina-aurora');
  await t.db
    .update(openingShifts)
    .set({ capacity: seats })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const hashes: string[] = [];
  for (let i = 0; i < seats / 2; i++) hashes.push((await submit({ date, time: '12:00', pax: 2, email: `lunch${date}${i}@example.com` })).hash);
  return hashes;
}

const subjectsTo = async (to: string) => {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === to).map((m) => m.subject);
};

test('an offer that runs out passes to the next waiting guest; the first is told and leaves the list', async () => {
  const date = '2026-06-04';
  const [first] = await fullLunch(date, 4);
  const a = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'a@example.com', language: 'en' });
  const b = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'b@example.com' });
  expect([a.outcome, b.outcome]).toEqual(['waiting', 'waiting']);

  expect((await call(t.app, '/reservation/cancel', { hash: first! })).statusCode).toBe(200);
  expect(await rowOf(a.hash)).toMatchObject({ status: 'offered', holdExpiresAt: new Date(NOW.getTime() + 30 * MINUTE) });
  const view = (await call(t.app, '/reservation/get', { hash: a.hash })).json().data;
  expect(view).toMatchObject({ status: 'offered', holdExpiresAt: '2026-06-01T08:30:00.000Z', editable: false, cancellable: true });
  // The offered seats are taken: nobody else can book them meanwhile.
  expect((await call(t.app, '/reservation/quote', { date, time: '12:00', pax: 2 })).json().data.outcome).toBe('waiting');

  clock.advance(29 * MINUTE);
  await t.app.bookingDeadlines.runDue();
  expect((await rowOf(a.hash)).status).toBe('offered');
  clock.set(new Date(NOW.getTime() + 30 * MINUTE));
  await t.app.bookingDeadlines.runDue();
  expect(await rowOf(a.hash)).toMatchObject({ status: 'cancelled', closedReason: 'offer_expired' });
  expect(await rowOf(b.hash)).toMatchObject({ status: 'offered', holdExpiresAt: new Date(NOW.getTime() + 60 * MINUTE) });
  expect(await subjectsTo('a@example.com')).toEqual([
    'You are on the waiting list – Cantina Aurora',
    'A place is free for you – Cantina Aurora',
    'The place went to the next guest – Cantina Aurora',
  ]);
  // Too late for the first: told so in its own words.
  expect((await call(t.app, '/reservation/offer/accept', { hash: a.hash })).json().error.code).toBe('OFFER_EXPIRED');
  expect((await call(t.app, '/reservation/offer/accept', { hash: b.hash })).json().data.status).toBe('confirmed');
  // Twice is the same answer.
  expect((await call(t.app, '/reservation/offer/accept', { hash: b.hash })).json().data.status).toBe('confirmed');
});

test('confirmed a moment after the hold ran out, before anyone else was asked: it stands while the seats are free', async () => {
  const date = '2026-06-11';
  const [first] = await fullLunch(date, 4);
  const late = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'late@example.com' });
  await call(t.app, '/reservation/cancel', { hash: first! });
  clock.advance(31 * MINUTE);
  expect((await call(t.app, '/reservation/offer/accept', { hash: late.hash })).json().data.status).toBe('confirmed');
});

test('leaving the list from an offer passes it on; a party that does not fit keeps its place', async () => {
  const date = '2026-06-18';
  const [first] = await fullLunch(date, 4);
  const big = await submit({ date, time: '12:00', pax: 4, waitingList: '1', email: 'big@example.com' });
  const small = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'small@example.com' });
  const next = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'next@example.com' });
  await call(t.app, '/reservation/cancel', { hash: first! });
  // Two seats: the party of four keeps waiting, the party of two after it is offered them.
  expect((await rowOf(big.hash)).status).toBe('waiting');
  expect((await rowOf(small.hash)).status).toBe('offered');
  expect((await call(t.app, '/reservation/cancel', { hash: small.hash })).json().data.status).toBe('cancelled');
  expect((await rowOf(next.hash)).status).toBe('offered');
});

test('capacity the venue adds is offered to the waiting list at the next run', async () => {
  const date = '2026-06-25';
  await fullLunch(date, 4);
  const waiting = await submit({ date, time: '12:00', pax: 2, waitingList: '1', email: 'more@example.com' });
  await t.app.bookingDeadlines.runDue();
  expect((await rowOf(waiting.hash)).status).toBe('waiting');
  const venue = await venueId(t.db, 'cantina-aurora');
  await t.db
    .update(openingShifts)
    .set({ capacity: 6 })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  await t.app.bookingDeadlines.runDue();
  expect((await rowOf(waiting.hash)).status).toBe('offered');
});

test('the seats of a party marked as a no-show are offered to a guest waiting for later that day', async () => {
  const date = '2026-07-02';
  const [absent] = await fullLunch(date, 4);
  const waiting = await submit({ date, time: '13:00', pax: 2, waitingList: '1', email: 'later@example.com' });
  expect(waiting.outcome).toBe('waiting');
  // 12:20 in Rome: the 12:00 party has not come.
  clock.set(`${date}T10:20:00Z`);
  const id = (await rowOf(absent!)).id;
  const marked = await callStaff(t.app, '/reservations/noshow', { id: String(id) });
  expect(marked.json().data).toMatchObject({ status: 'no_show' });
  expect((await rowOf(waiting.hash)).status).toBe('offered');
  expect(await subjectsTo('later@example.com')).toContain('Si è liberato un posto per te – Cantina Aurora');
});
