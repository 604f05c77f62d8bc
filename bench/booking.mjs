#!/usr/bin/env node
// Booking benchmark (a script, not a timed test), on the server's build (server/dist):
//  1. getesperienzemonth for a venue holding 100,000 reservations (history and future);
//  2. concurrent booking throughput: many guests submit at once for one day's last seats,
//     and the seats taken never exceed capacity.
//   node bench/booking.mjs                       # embedded PGlite, in memory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/booking.mjs
//     (a fresh database is created on that server and dropped at the end)
// Options: --reservations=100000 --bookings=400 --concurrency=40 --runs=20
// Held to: every answer confirmed or sold out, and the seats taken never above the lunch's 40
// covers (the bench exits 1 otherwise); the timings are reported, not judged. Writes bench/results/booking.md (one section per database).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { adminQuery, recordResults } from './support.mjs';

const require = createRequire(new URL('../server/package.json', import.meta.url));
const { openDatabase } = require('./dist/db/client.js');
const { runMigrations } = require('./dist/db/migrate.js');
const { seedDemo } = require('./dist/demo/seed.js');
const { buildApp } = require('./dist/app.js');
const { testConfig } = require('./dist/config.js');

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RESERVATIONS = arg('reservations', 100_000);
const BOOKINGS = arg('bookings', 400);
const CONCURRENCY = arg('concurrency', 40);
const RUNS = arg('runs', 20);
const TOKEN = 'fp_demo_cantina_aurora';

const admin = adminQuery;

async function open() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { ...(await openDatabase({})), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `venue_bench_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: u.toString() });
  return { ...handle, label: `PostgreSQL (${u.host})`, drop: () => admin(url, `drop database if exists ${name} with (force)`) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const post = (app, url, form) =>
  app.inject({
    method: 'POST',
    url: `/backend/api/frontpage${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
  });

const handle = await open();
await runMigrations(handle);
const now = new Date();
await seedDemo(handle.db, now);
const app = await buildApp({ db: handle.db, config: testConfig({ rateLimitMax: 10_000_000 }), clock: () => now });
// The bot check's proof of work is the browser's cost, not the server's: measured apart from booking.
// Both steps are stubbed: `check` (signature and expiry, before any wait) and `verify` (spent in the
// booking's transaction).
app.botCheck.check = async () => ({});
app.botCheck.verify = async () => {};
await app.ready();

let date = new Date(Date.now() + 10 * 86_400_000);
while (date.getUTCDay() !== 3) date = new Date(date.getTime() + 86_400_000); // a Wednesday
const day = date.toISOString().slice(0, 10);

// 1. 100,000 reservations over five years around today (most in the past, as a real book is).
const t0 = performance.now();
await handle.db.execute(`
  insert into reservations (venue_id, date, time, pax, status, first_name, last_name, email, hash, zone_id)
  select v.id,
         (current_date - 1460 + (i % 1800))::date,
         (array['12:00','12:30','13:00','19:30','20:00','20:30'])[1 + i % 6]::time,
         1 + i % 4,
         (array['confirmed','confirmed','confirmed','cancelled','no_show','rejected'])[1 + i % 6]::reservation_status,
         'Bench', 'Guest', 'bench' || i || '@example.com', md5(random()::text || i), z.id
  from generate_series(1, ${RESERVATIONS}) as i
  cross join (select id from venues where slug = 'cantina-aurora') v
  cross join lateral (select id from zones where venue_id = v.id order by sort limit 1) z
  where (current_date - 1460 + (i % 1800))::date <> '${day}'::date`);
const seeded = performance.now() - t0;

const today = new Date();
const months = [0, 1, 2].map((k) => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + k, 1));
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
});
const times = [];
for (let i = 0; i < RUNS; i++) {
  const m = months[i % months.length];
  const s = performance.now();
  const res = await post(app, '/experience/getesperienzemonth', { ...m, pax: 2 });
  times.push(performance.now() - s);
  if (res.statusCode !== 200) throw new Error(`month: ${res.statusCode} ${res.body}`);
}

// 2. Throughput: BOOKINGS guests of 2 for one lunch of 40 covers (a day the history leaves empty), CONCURRENCY at a time.
const guest = { firstName: 'Bench', lastName: 'Guest', phonePrefix: '+39', phone: '3471234567', privacy: '1', language: 'it', altcha: 'x' };
const outcomes = { ok: 0, soldOut: 0, other: 0 };
const latencies = [];
let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < BOOKINGS) {
      const i = next++;
      const s = performance.now();
      const res = await post(app, '/reservation/submit', {
        ...guest,
        email: `t${i}@example.com`,
        date: day,
        time: ['12:00', '12:30', '13:00', '13:30', '14:00'][i % 5],
        pax: 2,
      });
      latencies.push(performance.now() - s);
      if (res.statusCode === 200) outcomes.ok++;
      else if (res.json().error?.code === 'SOLD_OUT') outcomes.soldOut++;
      else outcomes.other++;
    }
  }),
);
const elapsed = (performance.now() - start) / 1000;
const taken = await handle.db.execute(`select coalesce(sum(pax), 0)::int as seats from reservations r join venues v on v.id = r.venue_id
  where v.slug = 'cantina-aurora' and r.date = '${day}' and r.status in ('confirmed', 'pending')`);
const seats = Number((taken.rows ?? taken)[0].seats);

console.log(`database: ${handle.label}`);
console.log(`month availability, venue with ${RESERVATIONS.toLocaleString('en')} reservations (inserted in ${(seeded / 1000).toFixed(1)} s):`);
console.log(`  ${RUNS} calls: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`);
console.log(`concurrent booking: ${BOOKINGS} submits, ${CONCURRENCY} at a time, for one lunch of 40 covers (${day}):`);
console.log(`  ${(BOOKINGS / elapsed).toFixed(0)} submits/s; latency median ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`);
console.log(
  `  confirmed ${outcomes.ok}, sold out ${outcomes.soldOut}, other ${outcomes.other}; seats taken ${seats} of 40 ${seats <= 40 ? '(never above capacity)' : '(OVERBOOKED)'}`,
);

recordResults('booking', {
  variant: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  summary: `In-process (app.inject, bot check skipped) on ${handle.label}: the month calendar of a venue holding ${RESERVATIONS.toLocaleString('en')} reservations (${RUNS} calls), then ${BOOKINGS} parties of two submitting, ${CONCURRENCY} at a time, for one lunch of 40 covers on ${day}.`,
  rows: [
    { figure: 'month availability call', value: `median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms` },
    {
      figure: 'concurrent submits',
      value: `${(BOOKINGS / elapsed).toFixed(0)} submits/s; latency median ${median(latencies).toFixed(1)} ms, p95 ${p95(latencies).toFixed(1)} ms`,
    },
    {
      figure: 'answers',
      value: `confirmed ${outcomes.ok}, sold out ${outcomes.soldOut}, other ${outcomes.other}`,
      budget: 'every answer confirmed or sold out',
      ok: outcomes.other === 0,
    },
    { figure: 'seats taken of the 40 covers', value: seats, budget: '≤ 40 (never above capacity)', ok: seats <= 40 },
  ],
});

await app.close();
await handle.close();
await handle.drop();
if (seats > 40 || outcomes.other > 0) process.exit(1);
