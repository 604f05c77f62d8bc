#!/usr/bin/env node
// Waiting-list rush (a script, not a timed test), on the server's build (server/dist): two app
// instances on one database (each its own connection pool on PostgreSQL), a lunch of CAPACITY
// covers booked full, WAITING guests on its waiting list, then CANCELS cancellations arriving on
// both instances at once. Then every offer runs out and both instances' deadline dispatchers pass
// them on at the same time.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/waiting-list.mjs
//   node bench/waiting-list.mjs        # embedded PGlite (the two instances share it)
// Options: --capacity=100 --waiting=300 --cancels=100 --concurrency=20
// Held to: each cancellation offers its seat to exactly one guest, the first in line; no seat
// offered twice, none lost, never above capacity; the offers passed on once each, in order (the
// bench exits 1 otherwise). Reported: the time from a cancellation to its offer e-mail in the
// outbox (the offer is written in the cancellation's transaction: the cancel's answer time).
import { inProcessInstances, recordResults } from './support.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CAPACITY = arg('capacity', 100);
const WAITING = arg('waiting', 300);
const CANCELS = arg('cancels', 100);
const CONCURRENCY = arg('concurrency', 20);

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let now = new Date();
const site = await inProcessInstances({ prefix: 'venue_bench_waiting', clock: () => now });
const { apps, sql, post } = site;

// A Thursday lunch two weeks ahead, CAPACITY covers, rooms large enough, no cap per guest.
let date = new Date(Date.now() + 14 * 86_400_000);
while (date.getUTCDay() !== 4) date = new Date(date.getTime() + 86_400_000);
const day = date.toISOString().slice(0, 10);
const [{ id: venueId }] = await sql(`select id from venues where slug = 'cantina-aurora'`);
await sql(`update opening_shifts set capacity = ${CAPACITY} where venue_id = ${venueId} and weekday = 4 and name = 'Pranzo'`);
await sql(`update zones set seats = ${CAPACITY} where venue_id = ${venueId}`);
await sql(`update venues set booking_settings = booking_settings || '{"guestCaps":{"bookingsPerClient":100000,"seatsPerClient":100000}}'::jsonb where id = ${venueId}`);

const guest = {
  firstName: 'Bench',
  lastName: 'Guest',
  phonePrefix: '+39',
  phone: '3471234567',
  privacy: '1',
  language: 'it',
  altcha: 'x',
  date: day,
  time: '12:00',
  pax: 1,
};
async function inParallel(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}
async function submit(i, email, extra = {}) {
  for (;;) {
    const res = await post(apps[i % 2], '/reservation/submit', { ...guest, email, ...extra });
    if (res.statusCode === 429) continue; // BUSY: sent again, as the pages do
    if (res.statusCode !== 200) throw new Error(`submit ${email}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }
}
const booked = [];
for (let i = 0; i < CAPACITY; i++) booked.push((await submit(i, `seat${i}@example.com`)).reservation.hash);
// The waiting guests join one after the other: their order is the order of joining.
for (let i = 0; i < WAITING; i++) {
  const answer = await submit(i, `wait${i}@example.com`, { waitingList: '1' });
  if (answer.outcome !== 'waiting') throw new Error(`wait${i}: ${answer.outcome}`);
}

// The rush: CANCELS cancellations on both instances, CONCURRENCY at a time.
const cancelTimes = [];
const cancelStart = performance.now();
let busy = 0;
await inParallel(CANCELS, async (i) => {
  const s = performance.now();
  for (;;) {
    const res = await post(apps[i % 2], '/reservation/cancel', { hash: booked[i] });
    if (res.statusCode === 429) {
      busy++;
      continue;
    }
    if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
    break;
  }
  cancelTimes.push(performance.now() - s);
});
const cancelSeconds = (performance.now() - cancelStart) / 1000;

const waitingRows = () => sql(`select email, status from reservations where venue_id = ${venueId} and date = '${day}' and email like 'wait%' order by created_at, id`);
const offersIn = async (kind) => sql(`select to_address as to from email_outbox where venue_id = ${venueId} and kind = '${kind}'`);
const taken = async () =>
  Number(
    (
      await sql(
        `select coalesce(sum(pax), 0)::int as seats from reservations where venue_id = ${venueId} and date = '${day}' and status in ('confirmed', 'pending', 'offered')`,
      )
    )[0].seats,
  );

const inOrder = (rows, offeredFrom, offeredTo) =>
  rows.every((r, i) => (i < offeredFrom ? r.status === 'cancelled' : i < offeredTo ? r.status === 'offered' : r.status === 'waiting'));
const afterRush = await waitingRows();
const offers1 = await offersIn('reservation-offer');
const seats1 = await taken();
const rushOk = inOrder(afterRush, 0, CANCELS) && offers1.length === CANCELS && new Set(offers1.map((o) => o.to)).size === CANCELS && seats1 === CAPACITY;

// Every offer runs out: both dispatchers pass them on at once.
now = new Date(now.getTime() + 31 * 60_000);
const passStart = performance.now();
await Promise.all([apps[0].bookingDeadlines.runDue(), apps[1].bookingDeadlines.runDue()]);
const passSeconds = (performance.now() - passStart) / 1000;
const afterExpiry = await waitingRows();
const offers2 = await offersIn('reservation-offer');
const expired = await offersIn('reservation-offer-expired');
const seats2 = await taken();
const passOk =
  inOrder(afterExpiry, CANCELS, Math.min(WAITING, 2 * CANCELS)) &&
  offers2.length === Math.min(WAITING, 2 * CANCELS) &&
  new Set(offers2.map((o) => o.to)).size === offers2.length &&
  expired.length === CANCELS &&
  seats2 === CAPACITY;

const ms = (x) => `${x.toFixed(0)} ms`;
console.log(`database: ${site.label}; lunch ${day}: ${CAPACITY} covers, ${WAITING} waiting, ${CANCELS} cancellations (${CONCURRENCY} at a time, two instances)`);
console.log(
  `  cancellation to its offer in the outbox: median ${ms(median(cancelTimes))}, p95 ${ms(p95(cancelTimes))}; ${busy} BUSY answers sent again; ${cancelSeconds.toFixed(1)} s in all`,
);
console.log(`  offers: ${offers1.length} to the first ${CANCELS} in line: ${rushOk ? 'yes' : 'NO'}; seats taken ${seats1} of ${CAPACITY}`);
console.log(`  passed on: ${CANCELS} offers in ${passSeconds.toFixed(1)} s by two dispatchers at once, to the next in line once each: ${passOk ? 'yes' : 'NO'}`);

const { passed } = recordResults('waiting-list', {
  variant: site.label,
  summary: `In-process (app.inject, bot check skipped), two app instances on ${site.label === 'PostgreSQL' ? 'one PostgreSQL database, each its own pool' : 'one PGlite'}: a lunch of ${CAPACITY} covers booked full, ${WAITING} guests waiting (one each), ${CANCELS} cancellations arriving on both instances, ${CONCURRENCY} at a time; then every offer runs out and both deadline dispatchers run at once.`,
  rows: [
    { figure: 'cancellation → its offer e-mail in the outbox', value: `median ${ms(median(cancelTimes))}, p95 ${ms(p95(cancelTimes))} (${busy} BUSY answers retried)` },
    {
      figure: 'offers after the rush',
      value: `${offers1.length} e-mails, ${new Set(offers1.map((o) => o.to)).size} guests`,
      budget: `${CANCELS}, one per freed seat, to the first ${CANCELS} in line`,
      ok: rushOk,
    },
    {
      figure: 'seats taken (confirmed + offered)',
      value: `${seats1} after the rush, ${seats2} after the expiry`,
      budget: `= ${CAPACITY} (none lost, never above)`,
      ok: seats1 === CAPACITY && seats2 === CAPACITY,
    },
    {
      figure: 'offers passed on when they ran out',
      value: `${expired.length} expired, ${offers2.length - offers1.length} new offers in ${passSeconds.toFixed(1)} s`,
      budget: 'each once, to the next in line',
      ok: passOk,
    },
  ],
});

await site.close();
if (!passed) process.exit(1);
