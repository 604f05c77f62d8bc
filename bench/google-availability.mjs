#!/usr/bin/env node
// Reserve with Google's BatchAvailabilityLookup (docs/reserve-with-google.md): Google asks a venue
// whether 50 slot times are bookable when a guest opens "Reserve a table", and waits at most 1.5 s
// before it counts the answer as failed. Measured against the production server (server/dist) on a
// fresh database, the demo venues seeded (Le Lagon has Reserve with Google on): 50 slot times of
// one merchant per call (one party size, ten times a day over five days, tables and experiences), one
// call at a time (`--samples`, default 200) and then `--concurrency` at once (default 4).
// Goal: p95 ≤ 200 ms on two cores. Needs the server built (`npm run build`, or the server's own).
//   [BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres] node bench/google-availability.mjs [--samples=200] [--concurrency=4]
// Writes bench/results/google-availability.md.
import { fileURLToPath } from 'node:url';
import { recordResults, startBenchServer } from './support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SAMPLES = option('samples', 200);
const CONCURRENCY = option('concurrency', 4);
const BUDGET_MS = 200;
const USER = 'bench-google';
const PASSWORD = 'bench-google-booking-server-password';
const SERVICES = ['table', 'experience-lagon-seafood-platter', 'experience-lagon-creole-cooking-class'];
// Le Lagon is in Indian/Mauritius (UTC+4, no daylight saving): its dinner starts at 19:00, 15:00 UTC.
const TIMES_UTC = ['08:00', '08:30', '09:00', '09:30', '10:00', '15:00', '15:30', '16:00', '16:30', '17:00'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** 50 slot times over the next 14 days, as Google sends them (int64 as strings). */
function slotTimes(seed) {
  const today = new Date();
  return Array.from({ length: 50 }, (_, i) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1 + ((i + seed) % 14)));
    const [h, m] = TIMES_UTC[(i * 7 + seed) % TIMES_UTC.length].split(':').map(Number);
    day.setUTCHours(h, m);
    return {
      service_id: SERVICES[i % SERVICES.length],
      start_sec: String(day.getTime() / 1000),
      duration_sec: '7200',
      resource_ids: { party_size: 1 + ((i + seed) % 8) },
    };
  });
}

async function lookup(base, seed) {
  const started = performance.now();
  const res = await fetch(`${base}/backend/google/le-lagon/v3/BatchAvailabilityLookup`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant_id: 'le-lagon', slot_time: slotTimes(seed) }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200 || body.slot_time_availability?.length !== 50) throw new Error(`BatchAvailabilityLookup answered ${res.status}`);
  return { ms, available: body.slot_time_availability.filter((s) => s.available).length };
}

const server = await startBenchServer({ root, label: 'bench_google', env: { GOOGLE_BOOKING_USER: USER, GOOGLE_BOOKING_PASSWORD: PASSWORD } });
try {
  for (let i = 0; i < 10; i++) await lookup(server.base, i); // warm-up
  const sequential = [];
  let available = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const r = await lookup(server.base, i);
    sequential.push(r.ms);
    available += r.available;
  }
  const concurrent = [];
  for (let i = 0; i < SAMPLES; i += CONCURRENCY) {
    const batch = await Promise.all(Array.from({ length: CONCURRENCY }, (_, j) => lookup(server.base, i + j)));
    concurrent.push(...batch.map((r) => r.ms));
  }
  const row = (name, values) => {
    const p95 = percentile(values, 95);
    return {
      case: name,
      calls: values.length,
      'p50 ms': percentile(values, 50).toFixed(1),
      'p95 ms': p95.toFixed(1),
      'max ms': Math.max(...values).toFixed(1),
      budget: `p95 ≤ ${BUDGET_MS} ms`,
      ok: p95 <= BUDGET_MS,
    };
  };
  const rows = [row('one call at a time', sequential), row(`${CONCURRENCY} calls at once`, concurrent)];
  console.table(rows);
  const { passed } = recordResults('google-availability', {
    variant: server.databaseLabel,
    summary: `BatchAvailabilityLookup of 50 slot times (one party size a call, 1 to 8; ten times a day over five days in the next two weeks; ${SERVICES.length} services) against Le Lagon, database ${server.databaseLabel}; ${(available / SAMPLES).toFixed(1)} of 50 slots available on average.`,
    rows,
  });
  process.exitCode = passed ? 0 : 1;
} finally {
  await server.stop();
}
