/**
 * One guest cannot hold a venue's day: live bookings per normalised e-mail address and per client
 * (bookings and seats) are capped, from the venue's booking settings or the defaults
 * (modules/reservations/guest-caps.ts). The clock is pinned to Monday 1 June 2026.
 */
import { and, eq } from 'drizzle-orm';
import { reservations, venues } from '../src/db/schema';
import { DEFAULT_BOOKINGS_PER_CLIENT, DEFAULT_BOOKINGS_PER_EMAIL } from '../src/modules/reservations/guest-caps';
import { GUEST } from './support/booking';
import { solvedBotCheck } from './support/bot-check';
import { venueId } from './support/fixtures';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000 } });
});
afterAll(() => t.close());

/** Cantina Aurora's Thursdays: lunch 12:00-14:30 (40 covers), dinner 19:00-22:00 (50 covers). */
const THURSDAY = '2026-07-09';
const NEXT_THURSDAY = '2026-07-16';

let visitor = 0;
/** Every call from an address of its own unless one is given. */
async function submit(form: Record<string, string | number>, remoteAddress = `198.51.100.${(visitor += 1)}`) {
  const altcha = await solvedBotCheck(t.app);
  return callApi(t.app, '/reservation/submit', { form: { ...GUEST, ...form, altcha }, remoteAddress });
}

async function hold(form: Record<string, string | number>, remoteAddress: string) {
  const altcha = await solvedBotCheck(t.app);
  return callApi(t.app, '/reservation/hold', { form: { ...GUEST, cancellationPolicy: '1', ...form, altcha }, remoteAddress });
}

test('one e-mail address holds at most two live bookings of a day, whatever its case, +tag or Gmail dots; a cancellation frees a place', async () => {
  expect(DEFAULT_BOOKINGS_PER_EMAIL).toBe(2);
  const first = await submit({ date: THURSDAY, time: '12:00', pax: 2, email: 'Mario.Rossi@gmail.com' });
  expect(first.statusCode).toBe(200);
  expect((await submit({ date: THURSDAY, time: '19:00', pax: 2, email: 'mariorossi+dinner@googlemail.com' })).statusCode).toBe(200);

  const third = await submit({ date: THURSDAY, time: '20:00', pax: 2, email: 'MARIO.ROSSI+again@GMAIL.COM' });
  expect(third.statusCode).toBe(409);
  expect(third.json().error).toMatchObject({ code: 'BOOKING_LIMIT_EMAIL', details: { limit: 2 } });
  expect((await submit({ date: THURSDAY, time: '20:30', pax: 2, email: 'm.a.r.i.o.rossi@gmail.com' })).json().error.code).toBe('BOOKING_LIMIT_EMAIL');

  // Another day, and another address, are not held back.
  expect((await submit({ date: NEXT_THURSDAY, time: '12:00', pax: 2, email: 'mariorossi@gmail.com' })).statusCode).toBe(200);
  expect((await submit({ date: THURSDAY, time: '20:00', pax: 2, email: 'mario.rossi@example.com' })).statusCode).toBe(200);

  const cancelled = await callApi(t.app, '/reservation/cancel', { form: { hash: first.json().data.reservation.hash } });
  expect(cancelled.statusCode).toBe(200);
  expect((await submit({ date: THURSDAY, time: '20:00', pax: 2, email: 'mariorossi@gmail.com' })).statusCode).toBe(200);
});

test('one client holds at most four live bookings of a day, and twice the largest party in seats; another client is not held back', async () => {
  expect(DEFAULT_BOOKINGS_PER_CLIENT).toBe(4);
  const bot = '203.0.113.7';
  for (let i = 0; i < 4; i++) {
    const res = await submit({ date: THURSDAY, time: ['12:30', '13:00', '19:30', '20:30'][i]!, pax: 2, email: `stranger${i}@example.com` }, bot);
    expect(res.statusCode).toBe(200);
  }
  const fifth = await submit({ date: THURSDAY, time: '21:00', pax: 2, email: 'stranger4@example.com' }, bot);
  expect(fifth.statusCode).toBe(409);
  expect(fifth.json().error.code).toBe('BOOKING_LIMIT_CLIENT');
  // The same client's other days are free.
  expect((await submit({ date: NEXT_THURSDAY, time: '21:00', pax: 2, email: 'stranger6@example.com' }, bot)).statusCode).toBe(200);
  expect((await submit({ date: THURSDAY, time: '21:00', pax: 2, email: 'someone-else@example.com' }, '203.0.113.8')).statusCode).toBe(200);

  // Seats: Cantina Aurora books parties up to 12 online, so 24 seats a day per client.
  const family = '203.0.113.9';
  expect((await submit({ date: NEXT_THURSDAY, time: '12:00', pax: 12, email: 'family1@example.com' }, family)).statusCode).toBe(200);
  expect((await submit({ date: NEXT_THURSDAY, time: '19:00', pax: 12, email: 'family2@example.com' }, family)).statusCode).toBe(200);
  const more = await submit({ date: NEXT_THURSDAY, time: '20:00', pax: 1, email: 'family3@example.com' }, family);
  expect(more.json().error.code).toBe('BOOKING_LIMIT_CLIENT');

  const venue = await venueId(t.db, 'cantina-aurora');
  const fromBot = await t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.email, 'stranger4@example.com')));
  expect(fromBot).toHaveLength(0);
});

test('a released hold gives its place back to its client at once', async () => {
  const client = '192.0.2.44';
  for (let i = 0; i < 3; i++) {
    expect((await submit({ date: '2026-07-23', time: '12:00', pax: 2, email: `held${i}@example.com` }, client)).statusCode).toBe(200);
  }
  // A card guarantee from 8 guests at Aurora's lunch would need a card; a tasting is paid online: a hold.
  const list = (await callApi(t.app, '/experience/getexperiencelist')).json().data.elenco as Array<{ id: number; hash: string }>;
  const tour = list.find((e) => e.hash === 'aurora-tour-con-pranzo')!;
  const held = await hold({ date: '2026-07-24', time: '13:00', pax: 2, experience: tour.id, email: 'held3@example.com' }, client);
  expect(held.statusCode).toBe(200);
  for (let i = 0; i < 3; i++) {
    expect((await submit({ date: '2026-07-24', time: '12:00', pax: 2, email: `held-b${i}@example.com` }, client)).statusCode).toBe(200);
  }
  expect((await submit({ date: '2026-07-24', time: '12:30', pax: 2, email: 'held-b3@example.com' }, client)).json().error.code).toBe('BOOKING_LIMIT_CLIENT');
  expect((await callApi(t.app, '/reservation/release', { form: { hash: held.json().data.hash } })).json().data.released).toBe(true);
  expect((await submit({ date: '2026-07-24', time: '12:30', pax: 2, email: 'held-b3@example.com' }, client)).statusCode).toBe(200);
});

test("the venue's booking settings set the caps (guestCaps), a missing or odd value keeps its default", async () => {
  const venue = await venueId(t.db, 'cantina-aurora');
  const [row] = await t.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.db
    .update(venues)
    .set({
      bookingSettings: { ...row!.bookingSettings, guestCaps: { bookingsPerEmail: 1, bookingsPerClient: 'many' } } as unknown as NonNullable<
        typeof row
      >['bookingSettings'],
    })
    .where(eq(venues.id, venue));
  await t.app.changeFeed.settle();
  try {
    expect((await submit({ date: '2026-07-30', time: '12:00', pax: 2, email: 'once@example.com' })).statusCode).toBe(200);
    expect((await submit({ date: '2026-07-30', time: '19:00', pax: 2, email: 'once@example.com' })).json().error.code).toBe('BOOKING_LIMIT_EMAIL');
  } finally {
    await t.db.update(venues).set({ bookingSettings: row!.bookingSettings }).where(eq(venues.id, venue));
    await t.app.changeFeed.settle();
  }
});

test('the addresses of one IPv6 /64 are one client', async () => {
  for (let i = 0; i < 4; i++) {
    const res = await submit({ date: '2026-08-06', time: ['12:00', '12:30', '19:00', '19:30'][i]!, pax: 2, email: `six${i}@example.com` }, `2001:db8:7:1::${i + 1}`);
    expect(res.statusCode).toBe(200);
  }
  const next = await submit({ date: '2026-08-06', time: '20:00', pax: 2, email: 'six4@example.com' }, '2001:db8:7:1:ffff:ffff:ffff:ffff');
  expect(next.json().error.code).toBe('BOOKING_LIMIT_CLIENT');
  expect((await submit({ date: '2026-08-06', time: '20:00', pax: 2, email: 'six5@example.com' }, '2001:db8:7:2::1')).statusCode).toBe(200);
});

test('an edit cannot gather a day that bookings could not: a move to a full day of the address, or a party grown past the seats, is refused', async () => {
  const day = '2026-08-13';
  const other = '2026-08-20';
  expect((await submit({ date: day, time: '12:00', pax: 2, email: 'mover@example.com' })).statusCode).toBe(200);
  expect((await submit({ date: day, time: '19:00', pax: 2, email: 'mover@example.com' })).statusCode).toBe(200);
  const third = await submit({ date: other, time: '12:00', pax: 2, email: 'mover@example.com' });
  const hash = third.json().data.reservation.hash as string;
  const moved = await callApi(t.app, '/reservation/edit', { form: { hash, date: day, time: '20:00', pax: 2 }, remoteAddress: '198.51.100.250' });
  expect(moved.statusCode).toBe(409);
  expect(moved.json().error.code).toBe('BOOKING_LIMIT_EMAIL');
  // A change on its own day is still free.
  expect((await callApi(t.app, '/reservation/edit', { form: { hash, date: other, time: '12:30', pax: 3 }, remoteAddress: '198.51.100.250' })).json().data.changed).toBe(
    true,
  );

  // 12 + 11 + 1 seats is this client's 24; the one-seat booking grown to two would be 25.
  const client = '203.0.113.77';
  const parties = [];
  for (const [time, pax, n] of [
    ['19:00', 12, 1],
    ['20:00', 11, 2],
    ['21:00', 1, 3],
  ] as const) {
    parties.push(await submit({ date: other, time, pax, email: `grow${n}@example.com` }, client));
  }
  expect(parties.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const grown = await callApi(t.app, '/reservation/edit', {
    form: { hash: parties[2]!.json().data.reservation.hash, date: other, time: '21:00', pax: 2 },
    remoteAddress: client,
  });
  expect(grown.statusCode).toBe(409);
  expect(grown.json().error.code).toBe('BOOKING_LIMIT_CLIENT');
});
