#!/usr/bin/env node
// Reminders at scale (a script, not a timed test), on the server's build (server/dist): two app
// instances on one database; BOOKINGS bookings over the next week made through the API (each
// change plans its reminder), CANCELLED of them cancelled, then the week goes by an hour at a time
// and both instances' deadline dispatchers run at once at every hour.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/reminders.mjs
//   node bench/reminders.mjs           # embedded PGlite (the two instances share it)
// Options: --bookings=10000 --cancelled=1000 --concurrency=20
// Held to: exactly one reminder per live booking, none for a cancelled one (the bench exits 1
// otherwise). Reported: the dispatchers' time over the week (216 runs of both).
import { inProcessInstances, recordResults } from './support.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BOOKINGS = arg('bookings', 10_000);
const CANCELLED = arg('cancelled', 1000);
const CONCURRENCY = arg('concurrency', 20);

let now = new Date();
const site = await inProcessInstances({ prefix: 'venue_bench_reminders', clock: () => now });
const { apps, sql, post } = site;

// Every shift large enough, no cap per guest: the bookings spread over the lunches and dinners
// of the next week (from the day after tomorrow, past the reminders' 24 hours).
const [{ id: venueId }] = await sql(`select id from venues where slug = 'cantina-aurora'`);
await sql(`update opening_shifts set capacity = 100000 where venue_id = ${venueId}`);
await sql(`update zones set seats = 100000 where venue_id = ${venueId}`);
// The reminders alone: no reconfirmation asked (a release per booking would double the work).
await sql(
  `update venues set booking_settings = (booking_settings - 'releaseUnconfirmedHours') || '{"guestCaps":{"bookingsPerClient":100000,"seatsPerClient":100000}}'::jsonb where id = ${venueId}`,
);
const slots = [];
for (let d = 2; d < 9; d++) {
  const date = new Date(Date.now() + d * 86_400_000);
  const weekday = date.getUTCDay(); // Aurora: lunch Tue–Sat, dinner Thu–Sat
  const day = date.toISOString().slice(0, 10);
  if (weekday >= 2 && weekday <= 6) slots.push(...['12:00', '12:30', '13:00', '13:30'].map((time) => ({ date: day, time })));
  if (weekday >= 4 && weekday <= 6) slots.push(...['19:30', '20:00', '20:30', '21:00'].map((time) => ({ date: day, time })));
}

const guest = { firstName: 'Bench', lastName: 'Guest', phonePrefix: '+39', phone: '3471234567', privacy: '1', language: 'it', altcha: 'x', pax: 2 };
async function inParallel(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}
const hashes = [];
const bookStart = performance.now();
await inParallel(BOOKINGS, async (i) => {
  for (;;) {
    const res = await post(apps[i % 2], '/reservation/submit', { ...guest, ...slots[i % slots.length], email: `guest${i}@example.com` });
    if (res.statusCode === 429) continue;
    if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
    hashes[i] = res.json().data.reservation.hash;
    return;
  }
});
const bookSeconds = (performance.now() - bookStart) / 1000;
await inParallel(CANCELLED, async (i) => {
  const res = await post(apps[i % 2], '/reservation/cancel', { hash: hashes[i] });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
});

// The week goes by, an hour at a time: at each hour both dispatchers run at once, as two
// instances' timers would (each reminder falls due 24 hours before its visit, never after it).
let seconds = 0;
const end = now.getTime() + 9 * 86_400_000;
while (now.getTime() < end) {
  now = new Date(now.getTime() + 3_600_000);
  const start = performance.now();
  await Promise.all([apps[0].bookingDeadlines.runDue(), apps[1].bookingDeadlines.runDue()]);
  seconds += (performance.now() - start) / 1000;
}

const reminders = await sql(
  `select to_address as to, count(*)::int as n from email_outbox where venue_id = ${venueId} and kind = 'reservation-reminder' group by to_address`,
);
const cancelledEmails = new Set(Array.from({ length: CANCELLED }, (_, i) => `guest${i}@example.com`));
const twice = reminders.filter((r) => r.n > 1).length;
const forCancelled = reminders.filter((r) => cancelledEmails.has(r.to)).length;
const live = BOOKINGS - CANCELLED;
const ok = reminders.length === live && twice === 0 && forCancelled === 0;

console.log(
  `database: ${site.label}; ${BOOKINGS} bookings over ${slots.length} times of the next week (${(BOOKINGS / bookSeconds).toFixed(0)} submits/s), ${CANCELLED} cancelled`,
);
console.log(
  `  reminders: ${reminders.length} guests reminded (${live} live bookings), ${twice} twice, ${forCancelled} for a cancelled booking; queued in ${seconds.toFixed(1)} s of two dispatchers' runs`,
);

const { passed } = recordResults('reminders', {
  variant: site.label,
  summary: `In-process (app.inject, bot check skipped), two app instances on ${site.label === 'PostgreSQL' ? 'one PostgreSQL database, each its own pool' : 'one PGlite'}: ${BOOKINGS} bookings of two over the next week through the API (each plans its reminder), ${CANCELLED} cancelled, then the week goes by an hour at a time, both deadline dispatchers running at once at every hour.`,
  rows: [
    { figure: 'reminders queued', value: `${reminders.length} of ${live} live bookings`, budget: 'one per live booking', ok: reminders.length === live },
    { figure: 'a booking reminded twice', value: twice, budget: '0', ok: twice === 0 },
    { figure: 'a cancelled booking reminded', value: forCancelled, budget: '0', ok: forCancelled === 0 },
    {
      figure: 'the dispatchers’ time over the week (216 hourly runs of both)',
      value: `${seconds.toFixed(1)} s in all (${(reminders.length / seconds).toFixed(0)} reminders a second)`,
    },
  ],
});

await site.close();
if (!passed || !ok) process.exit(1);
