#!/usr/bin/env node
// API load benchmark (a script, not a timed test), on the server's build (server/dist). The server
// runs in its own process (node server/dist/main.js, NODE_ENV=test, LOG_LEVEL=warn, rate limits
// lifted); autocannon loads it from this process over loopback.
//  1. Every call of docs/api.md#the-front-pages-calls, the booking submit, the promo claim and the gift card checkout,
//     beside GET /backend/api/bare (a fixed JSON body, no database), each sent as a browser sends it
//     (Accept-Encoding: br, gzip): requests per second, p50 and
//     p99 latency, and the ratio to the bare route. The writes send distinct valid bodies (a new
//     e-mail, requestId and solved bot check each) and report what was accepted and refused.
//  2. The month and day availability calls (and the experience list) as the venue's reservations
//     grow (--sizes, bulk INSERT ... SELECT generate_series while the server is stopped): p50 and
//     p95, and how much they grew while the data grew. The coming 120 days hold the same 1,200
//     bookings at every size (a venue's future is bounded by its seats); the rest is five years
//     of history, denser at each size.
//   node bench/api-load.mjs                       # embedded PGlite in a temporary DATA_DIR
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/api-load.mjs
//     (fresh databases are created on that server and dropped at the end)
//  3. The booking rush (--part=rush): --rush=400 guests submit at once for one lunch's times,
//     twice: a lunch of --capacity=40 covers, then one with room for all (each guest books, so each
//     queues on the day's lock), side by side. Every answer must be definite (booked, waiting list,
//     sold out, or BUSY with Retry-After; no 5xx), the guests told "booked" exactly the ones the
//     database holds, exactly the lunch's covers booked, no shift above its seats; then how long
//     until every instance answers the lunch full.
//   --cluster=N (with BENCH_DATABASE_URL): the server is `npm run cluster` (scripts/cluster.mjs),
//     N instances behind HAProxy, and every part goes through the balancer.
// Options: --part=all|load|growth|rush --duration=10 (s per read call) --connections=10
//          --writes=1000 (requests per write call) --sizes=10000,100000,1000000 --growth-duration=10
//          --rush=400 --capacity=40 --pax=1 --warm=300 --cluster=N --port=N (else free ports are picked; under
//          --cluster the staff origin takes STAFF_PORT, default port+50)
// The bot check: the server's BOT_CHECK_COST is 1 under NODE_ENV=test; before each write call the
// bench fetches one challenge per request (POST /botcheck/challenge) and solves it with altcha-lib,
// as the browser widget does, so the measured call verifies a real, unused solution.
// Held to (docs/performance.md): no 5xx and no socket error anywhere; the hot reads answered at
// 40 % or more of the bare route's requests per second; in the rush, every answer definite,
// the guests told "booked" exactly the ones booked, no shift over capacity, and for the full
// lunch p50 <= 300 ms, p99 <= 1 s.
// Writes bench/results/api-load.md, one section per part and database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';
import { BENCH_GUEST, adminQuery, freePort, freePorts, lastLines, recordResults } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(ROOT, 'server/package.json'));
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const autocannon = rootRequire('autocannon');
const { solveChallenge } = serverRequire('altcha-lib');
const { deriveKey } = serverRequire('altcha-lib/algorithms/sha');
const { openDatabase } = serverRequire('./dist/db/client.js');

const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name, fallback) => Number(argValue(name) ?? fallback);
const PART = argValue('part') ?? 'all';
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const WRITES = arg('writes', 1000);
const GROWTH_DURATION = arg('growth-duration', 10);
const SIZES = (argValue('sizes') ?? '10000,100000,1000000').split(',').map(Number);
const TOKEN = 'fp_demo_cantina_aurora';
const PG_URL = process.env.BENCH_DATABASE_URL;
const CLUSTER = arg('cluster', 0);
/** --port=N: the server's (or the balancer's) port, the instances' on the next ports; free ones are picked without it. */
const PORT = argValue('port') ? Number(argValue('port')) : null;
const RUSH = arg('rush', 400);
const RUSH_CAPACITY = arg('capacity', 40);
const RUSH_PAX = arg('pax', 1);
/**
 * --warm=N submits for a third lunch before the rushes, WARM_CONCURRENCY at a time, a tenth of
 * them booked and the rest refused: the booking code of every instance has run and been compiled
 * by V8, as on a server that has been taking bookings. 0 measures the rush on instances that
 * have never taken one (the first minute after a deploy).
 */
const WARM = arg('warm', 300);
const WARM_CONCURRENCY = 20;
/** The demo venue's lunch shift: the rush is for one lunch. */
const LUNCH = 'Pranzo';
if (CLUSTER && !PG_URL) throw new Error('--cluster needs BENCH_DATABASE_URL: the instances share one PostgreSQL');
/** The section of bench/results/api-load.md a part writes: its name, the database, the instances. */
const variant = (part) => `${part}, ${PG_URL ? 'PostgreSQL' : 'PGlite'}${CLUSTER ? `, ${CLUSTER} instances behind HAProxy` : ''}`;
/** The hot reads (answered from the read cache) are held to this share of the bare route's requests per second. */
const READ_SHARE_BUDGET = 0.4;
const RUSH_P99_BUDGET_MS = 1000;
const RUSH_P50_BUDGET_MS = 300;

// ---------------------------------------------------------------- databases and the server process

const admin = (sql) => adminQuery(PG_URL, sql);

/** A fresh database: a temporary DATA_DIR (PGlite), plus a new database on BENCH_DATABASE_URL's server. */
async function freshDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-api-load-'));
  if (!PG_URL) return { dataDir, label: 'PGlite (DATA_DIR, on disk)', drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `venue_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const [version] = (await admin('show server_version')).rows.map((r) => r.server_version.split(' ')[0]);
  return {
    dataDir,
    databaseUrl: u.toString(),
    label: `PostgreSQL ${version} (${u.host})`,
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench's own handle on the database (PGlite: only while the server is stopped). */
const openDirect = (db) => openDatabase(db.databaseUrl ? { databaseUrl: db.databaseUrl } : { pgliteDir: path.join(db.dataDir, 'pglite') });

async function startServer(db) {
  const port = PORT ?? (CLUSTER ? await freePorts(CLUSTER + 1) : await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl ?? '',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every request of the bench comes from 127.0.0.1: the per-address limits would stop it.
    RATE_LIMIT_MAX: '1000000',
    CLAIM_RATE_LIMIT_MAX: '1000000',
  };
  const args = CLUSTER ? [path.join(ROOT, 'scripts/cluster.mjs'), `--instances=${CLUSTER}`, `--port=${port}`] : [path.join(ROOT, 'server/dist/main.js')];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = lastLines(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.join('\n')}`);
    try {
      if (CLUSTER ? log.some((l) => l.startsWith('cluster ready')) : (await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1800) throw new Error(`server did not start:\n${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    log,
    /** Each instance's own address (one without --cluster). */
    instances: CLUSTER ? Array.from({ length: CLUSTER }, (_, i) => `http://127.0.0.1:${port + 1 + i}`) : [base],
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------- calls

const form = (fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const apiHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' };

async function call(server, url, fields = {}) {
  const res = await fetch(`${server.base}/backend/api/frontpage${url}`, { method: 'POST', headers: apiHeaders, body: form(fields) });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

const ymd = (d) => d.toISOString().slice(0, 10);
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000);
function monthsAhead(count) {
  const t = new Date();
  return Array.from({ length: count }, (_, k) => {
    const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + k, 1));
    return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
  });
}
const daysAhead = (count) => Array.from({ length: count }, (_, k) => ymd(addDays(new Date(), k)));

/** One solved bot check per write, fetched and solved ahead (cost 1 under NODE_ENV=test). */
async function solvedChallenges(server, count) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        next++;
        const challenge = await call(server, '/botcheck/challenge');
        const solution = await solveChallenge({ challenge, deriveKey });
        out.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
      }
    }),
  );
  return out;
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

/**
 * Loads one call: `next(i)` gives the i-th request's fields (or `fixed` is sent every time).
 * Latencies are taken from every response (autocannon's own percentiles have no p95).
 */
async function load(server, { name, method = 'POST', url, fixed, next, duration, amount, connections = CONNECTIONS, classify }) {
  const latencies = [];
  const outcomes = new Map();
  let i = 0;
  const request = {
    method,
    path: url,
    // As a browser asks: it always accepts compressed answers (the cache keeps them compressed).
    headers: { 'accept-encoding': 'br, gzip', ...(method === 'POST' ? apiHeaders : {}) },
    ...(method === 'POST' ? { body: form(fixed ?? {}) } : {}),
    ...(next ? { setupRequest: (req) => ({ ...req, body: form(next(i++)) }) } : {}),
    onResponse: (status, body) => {
      const key = classify ? classify(status, body) : String(status);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    },
  };
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: server.base, connections, ...(amount ? { amount } : { duration }), requests: [request], timeout: 30 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(latencies, 0.5),
    p95: pct(latencies, 0.95),
    p99: pct(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    fiveXX: result['5xx'],
    outcomes,
  };
}

/** 2xx: "ok"; else the error code of the body (SOLD_OUT, PROMO_TERMINATED...), with 5xx marked. */
function byCode(status, body) {
  if (status >= 200 && status < 300) return 'ok';
  let code = '?';
  try {
    code = JSON.parse(body).error?.code ?? '?';
  } catch {
    // not JSON: the code stays unknown
  }
  return status >= 500 ? `5xx ${status} ${code}` : `${status} ${code}`;
}

// ---------------------------------------------------------------- part 1: every call under load

async function partLoad() {
  const db = await freshDatabase();
  const server = await startServer(db);
  try {
    const months = monthsAhead(3);
    const days = daysAhead(60);
    const reads = [
      { name: 'GET /backend/api/bare', method: 'GET', url: '/backend/api/bare' },
      { name: 'location/getlocation', url: '/backend/api/frontpage/location/getlocation' },
      { name: 'services/getallservices', url: '/backend/api/frontpage/services/getallservices' },
      { name: 'experience/getexperiencelist', url: '/backend/api/frontpage/experience/getexperiencelist' },
      { name: 'experience/getesperienzemonth', url: '/backend/api/frontpage/experience/getesperienzemonth', next: (i) => ({ ...months[i % months.length], pax: 2 }) },
      { name: 'experience/getesperienzeday', url: '/backend/api/frontpage/experience/getesperienzeday', next: (i) => ({ day: days[i % days.length], pax: 2 }) },
    ];
    const rows = [];
    for (const r of reads) rows.push(await load(server, { ...r, duration: DURATION, classify: byCode }));

    // Writes. Bookings: every plain-table time still open for two over the venue's horizon, in turn.
    const slots = [];
    for (const day of daysAhead(125)) {
      const d = await call(server, '/experience/getesperienzeday', { day, pax: 2 });
      for (const s of d.slots) if (s.available && s.table) slots.push({ date: day, time: s.time });
    }
    const run = randomBytes(3).toString('hex');
    const guest = { lastName: 'Bench', phonePrefix: '+39', phone: '3471234567', privacy: 1, language: 'it' };
    const writes = [];
    {
      const altcha = await solvedChallenges(server, WRITES + CONNECTIONS + 10);
      writes.push(
        await load(server, {
          name: 'reservation/submit',
          url: '/backend/api/frontpage/reservation/submit',
          amount: WRITES,
          next: (i) => ({ ...guest, firstName: 'Guest', email: `b${run}-${i}@example.com`, ...slots[i % slots.length], pax: 2, altcha: altcha[i] }),
          classify: byCode,
        }),
      );
    }
    {
      const altcha = await solvedChallenges(server, WRITES + CONNECTIONS + 10);
      writes.push(
        await load(server, {
          name: 'promo/claim',
          url: '/backend/api/frontpage/promo/claim',
          amount: WRITES,
          next: (i) => ({ ...guest, urlName: 'calice-di-benvenuto', firstName: 'Guest', email: `p${run}-${i}@example.com`, altcha: altcha[i] }),
          classify: byCode,
        }),
      );
    }
    {
      const products = await call(server, '/giftcard/getgiftcardlist');
      const product = products.find((p) => p.disponibile === 1 && p.valori.length > 0);
      const altcha = await solvedChallenges(server, WRITES + CONNECTIONS + 10);
      writes.push(
        await load(server, {
          name: 'giftcard/checkout',
          url: '/backend/api/frontpage/giftcard/checkout',
          amount: WRITES,
          next: (i) => ({
            ...guest,
            productId: product.id,
            amount: product.valori[i % product.valori.length],
            quantity: 1 + (i % 3),
            requestId: `bench-${run}-${i}`,
            firstName: 'Buyer',
            email: `g${run}-${i}@example.com`,
            dateOfBirth: '14/03/1985',
            city: 'Alba',
            country: 'Italia',
            postalCode: '12051',
            altcha: altcha[i],
          }),
          classify: byCode,
        }),
      );
    }
    const bare = rows[0];
    console.log(`\ndatabase: ${db.label}; server: node server/dist/main.js (NODE_ENV=test), autocannon ${CONNECTIONS} connections from another process`);
    console.log(`reads: ${DURATION} s each; writes: ${WRITES} requests each, distinct bodies, solved bot checks fetched ahead\n`);
    const table = [['call', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p50 vs bare', 'outcomes']];
    for (const r of [...rows, ...writes]) {
      table.push([
        r.name,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r === bare ? '1' : `${((r.rps / bare.rps) * 100).toFixed(1)} %`,
        r === bare ? '1' : `×${(r.p50 / Math.max(bare.p50, 0.01)).toFixed(0)}`,
        [...r.outcomes].map(([k, v]) => `${k} ${v}`).join(', ') + (r.errors ? `, socket errors ${r.errors}` : ''),
      ]);
    }
    printTable(table);
    console.log(`(bookings: ${slots.length} open plain-table times for two over the next 125 days, taken in turn)`);
    const clean = (r) => r.requests > 0 && r.fiveXX === 0 && r.errors === 0;
    recordResults('api-load', {
      variant: variant('load'),
      summary: `Every call under load from another process (autocannon, ${CONNECTIONS} connections, as a browser asks: Accept-Encoding br, gzip) on ${db.label}: reads for ${DURATION} s each, writes ${WRITES} distinct valid requests each (solved bot checks fetched ahead), beside GET /backend/api/bare, a fixed body that touches nothing.`,
      rows: [...rows, ...writes].map((r) => {
        const read = r !== bare && rows.includes(r);
        const share = r.rps / bare.rps;
        return {
          call: r === bare ? '`GET /backend/api/bare` (floor)' : `\`${r.name}\``,
          'req/s': r.rps.toFixed(0),
          'p50 ms': r.p50.toFixed(1),
          'p99 ms': r.p99.toFixed(1),
          'vs bare': r === bare ? '1' : `${(share * 100).toFixed(1)} %`,
          outcomes: [...r.outcomes].map(([k, v]) => `${k} ${v}`).join(', ') + (r.errors ? `, socket errors ${r.errors}` : ''),
          budget: read ? `≥ ${READ_SHARE_BUDGET * 100} % of bare; answered, no 5xx or socket error` : 'answered, no 5xx or socket error',
          ok: clean(r) && (!read || share >= READ_SHARE_BUDGET),
        };
      }),
    });
    const fails = [...rows, ...writes].filter((r) => r.fiveXX > 0 || r.errors > 0);
    if (fails.length) {
      console.log(`FAILED: 5xx or socket errors in ${fails.map((r) => r.name).join(', ')}`);
      console.log(server.log.slice(-20).join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

// ---------------------------------------------------------------- part 2: availability as reservations grow

/**
 * Grows the venue's book to `target` reservations. The first call also books the coming 120 days
 * at a steady pace (the same at every size: a venue's future is bounded by its seats); the rest is
 * history over the five years before today, so the history's density grows with the size.
 */
async function growTo(db, target) {
  const handle = await openDirect(db);
  const q = async (sql) => {
    const r = await handle.db.execute(sql);
    return r.rows ?? r;
  };
  try {
    const [{ venue, zone, tasting, have }] = await q(`
      select v.id as venue,
             (select id from zones where venue_id = v.id order by sort limit 1) as zone,
             (select id from experiences where venue_id = v.id and not soldout_enabled and has_own_times order by id limit 1) as tasting,
             (select count(*)::int from reservations where venue_id = v.id) as have
      from venues v where slug = 'cantina-aurora'`);
    let count = Number(have);
    const insert = (from, to, dateExpr, extra = '') =>
      q(`
      insert into reservations (venue_id, date, time, pax, status, first_name, last_name, email, hash, zone_id, experience_id)
      select ${venue}, ${dateExpr},
             case when i % 5 = 0 then (array['10:30','15:00','17:30'])[1 + i % 3]::time
                  else (array['12:00','12:30','13:00','19:30','20:00','20:30'])[1 + i % 6]::time end,
             1 + i % 4,
             (array['confirmed','confirmed','confirmed','cancelled','no_show','rejected'])[1 + i % 6]::reservation_status,
             'Bench', 'Guest', 'bench' || i || '@example.com', md5(random()::text || i),
             case when i % 5 = 0 then null else ${zone} end,
             case when i % 5 = 0 then ${tasting ?? 'null'} end
      from generate_series(${from}, ${to}) as i ${extra}`);
    const t0 = performance.now();
    if (count < 100) {
      // The coming 120 days: 10 a day (times, sizes and statuses mixed), the same at every size.
      await insert(0, 1199, `current_date + i / 10`);
      count += 1200;
    }
    if (target > count) await insert(count + 1, target, `current_date - 1 - (i % 1826)`);
    // As a table that size would be in service: vacuumed and analysed (else autovacuum and the
    // first readers setting hint bits run during the measurement), and checkpointed.
    await q('vacuum analyze reservations');
    await q('checkpoint'); // the seed's dirty pages written now, not while the calls are timed
    const [{ n }] = await q(`select count(*)::int as n from reservations where venue_id = ${venue}`);
    return { rows: Number(n), seconds: (performance.now() - t0) / 1000 };
  } finally {
    await handle.close();
  }
}

async function partGrowth() {
  const db = await freshDatabase();
  // The server's first start migrates and seeds the demo venues; then it is stopped for each step.
  await (await startServer(db)).stop();
  const months = monthsAhead(3);
  const days = daysAhead(28);
  const steps = [];
  try {
    for (const size of SIZES) {
      const grown = await growTo(db, size);
      const server = await startServer(db);
      try {
        // A short warm-up (plans, caches), then the measured runs.
        await load(server, { url: '/backend/api/frontpage/experience/getesperienzemonth', next: (i) => ({ ...months[i % 3], pax: 2 }), duration: 2 });
        await load(server, { url: '/backend/api/frontpage/experience/getesperienzeday', next: (i) => ({ day: days[i % days.length], pax: 2 }), duration: 2 });
        const month = await load(server, {
          url: '/backend/api/frontpage/experience/getesperienzemonth',
          next: (i) => ({ ...months[i % months.length], pax: 1 + (i % 4) }),
          duration: GROWTH_DURATION,
          classify: byCode,
        });
        const day = await load(server, {
          url: '/backend/api/frontpage/experience/getesperienzeday',
          next: (i) => ({ day: days[i % days.length], pax: 1 + (i % 4) }),
          duration: GROWTH_DURATION,
          classify: byCode,
        });
        // Not asked to stay flat, but it reads the venue's bookings too: the experience list.
        const list = await load(server, { url: '/backend/api/frontpage/experience/getexperiencelist', duration: GROWTH_DURATION, classify: byCode });
        steps.push({ ...grown, month, day, list });
        console.error(
          `  ${grown.rows} reservations (seeded in ${grown.seconds.toFixed(1)} s): month p95 ${month.p95.toFixed(1)} ms, day p95 ${day.p95.toFixed(1)} ms, list p95 ${list.p95.toFixed(1)} ms`,
        );
        if ([month, day, list].some((r) => r.fiveXX || r.errors)) {
          console.log(`FAILED: 5xx or socket errors at ${grown.rows}`, server.log.slice(-20).join('\n'));
          process.exitCode = 1;
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.drop();
  }
  const first = steps[0];
  console.log(`\ndatabase: ${db.label}; month (this month and the next two) and day (the next 28 days) calls, parties of 1-4,`);
  console.log(
    `${CONNECTIONS} connections, ${GROWTH_DURATION} s each; the coming 120 days hold the same 1,200 bookings at every size, the rest is five years of history\n`,
  );
  const table = [
    ['reservations', 'data ×', 'month req/s', 'month p50', 'month p95', 'p95 ×', 'day req/s', 'day p50', 'day p95', 'p95 ×', 'list p50', 'list p95', 'p95 ×'],
  ];
  for (const s of steps) {
    table.push([
      s.rows.toLocaleString('en'),
      (s.rows / first.rows).toFixed(1),
      s.month.rps.toFixed(0),
      s.month.p50.toFixed(1),
      s.month.p95.toFixed(1),
      (s.month.p95 / first.month.p95).toFixed(2),
      s.day.rps.toFixed(0),
      s.day.p50.toFixed(1),
      s.day.p95.toFixed(1),
      (s.day.p95 / first.day.p95).toFixed(2),
      s.list.p50.toFixed(1),
      s.list.p95.toFixed(1),
      (s.list.p95 / first.list.p95).toFixed(2),
    ]);
  }
  printTable(table);
  console.log('(latencies in ms, answers from the read cache once warm; list = experience/getexperiencelist)');
  recordResults('api-load', {
    variant: variant('growth'),
    summary: `The month (this month and the next two) and day (the next 28 days) availability calls and the experience list as the venue's reservations grow, on ${db.label}: parties of 1-4, ${CONNECTIONS} connections, ${GROWTH_DURATION} s each. The coming 120 days hold the same 1,200 bookings at every size; the rest is five years of history. × is against the smallest size: month and day should stay flat.`,
    rows: steps.map((s) => ({
      reservations: s.rows.toLocaleString('en'),
      'month p95 ms': s.month.p95.toFixed(1),
      'month ×': (s.month.p95 / first.month.p95).toFixed(2),
      'day p95 ms': s.day.p95.toFixed(1),
      'day ×': (s.day.p95 / first.day.p95).toFixed(2),
      'list p95 ms': s.list.p95.toFixed(1),
      'list ×': (s.list.p95 / first.list.p95).toFixed(2),
      budget: 'answered, no 5xx or socket error',
      ok: [s.month, s.day, s.list].every((r) => r.requests > 0 && r.fiveXX === 0 && r.errors === 0),
    })),
  });
}

// ---------------------------------------------------------------- part 3: the booking rush

/** Every answer of the rush sorted: booked, waiting list, refused with a code, or not definite. */
function rushOutcome(status, body, retryAfter) {
  if (status === 200) return body?.data?.outcome ?? 'ok';
  const code = body?.error?.code ?? '?';
  if (status === 429 && code === 'BUSY' && !retryAfter) return '429 BUSY without Retry-After';
  return status >= 500 || status === 0 ? `NOT DEFINITE ${status} ${code}` : `${status} ${code}`;
}

/** Runs `fn` with the bench's own handle on the database (PGlite: only while the server is stopped). */
async function withDirect(db, fn) {
  const handle = await openDirect(db);
  try {
    return await fn(async (text) => {
      const r = await handle.db.execute(text);
      return r.rows ?? r;
    });
  } finally {
    await handle.close();
  }
}

/**
 * The lunches of the rush and of the warm-up: the first three days ahead (on different weekdays)
 * whose lunch takes a party of RUSH_PAX, and their lunch times. Each day is emptied of the demo's
 * bookings.
 */
async function findLunches(server) {
  const lunches = [];
  for (const day of daysAhead(60).slice(3)) {
    const res = await call(server, '/experience/getesperienzeday', { day, pax: RUSH_PAX });
    const times = res.slots.filter((x) => x.available && x.table && x.shift === LUNCH).map((x) => x.time);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    if (times.length && !lunches.some((l) => l.weekday === weekday)) lunches.push({ day, weekday, times });
    if (lunches.length === 3) return lunches;
  }
  throw new Error('no three bookable lunches in the next 60 days');
}

/** One guest's booking submit for a party of RUSH_PAX, through the balancer, as the booking form sends it. */
function submitLunch(server, { email, key, day, time, altcha, signal }) {
  return fetch(`${server.base}/backend/api/frontpage/reservation/submit`, {
    method: 'POST',
    headers: { ...apiHeaders, 'idempotency-key': key },
    body: form({ ...BENCH_GUEST, email, date: day, time, pax: RUSH_PAX, altcha }),
    signal,
  });
}

/**
 * The same submit for the rush, on a connection of its own as a guest's phone opens one, sent with
 * node:http as the floor's calls are (floorOf): fetch costs this process about twice the CPU per
 * call, which a load generator sharing the server's cores takes from the server under test.
 */
function rushSubmit(server, agent, { email, key, day, time, altcha }) {
  const body = form({ ...BENCH_GUEST, email, date: day, time, pax: RUSH_PAX, altcha });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.base}/backend/api/frontpage/reservation/submit`,
      { method: 'POST', agent, headers: { ...apiHeaders, 'idempotency-key': key, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(Object.assign(new Error('no answer in 60 s'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** WARM submits for `lunch`, WARM_CONCURRENCY at a time through the balancer (answers not kept). */
async function warmUp(server, { day, times }) {
  const altcha = await solvedChallenges(server, WARM);
  let next = 0;
  await Promise.all(
    Array.from({ length: WARM_CONCURRENCY }, async () => {
      while (next < WARM) {
        const i = next++;
        const res = await submitLunch(server, { email: `warm-${i}@example.com`, key: `warm-${day}-${i}`, day, time: times[i % times.length], altcha: altcha[i] });
        await res.arrayBuffer();
      }
    }),
  );
  // The warm-up's own messages go out before the rush (lib/foreground.ts holds them 2 s at most).
  await new Promise((resolve) => setTimeout(resolve, 2500));
}

/** Sets each lunch's covers (the zones made large enough for the free one) on an empty day. */
async function setLunches(db, lunches) {
  await withDirect(db, async (q) => {
    const [{ venue }] = await q(`select id as venue from venues where slug = 'cantina-aurora'`);
    const most = Math.max(...lunches.map((l) => l.capacity));
    await q(`update zones set seats = greatest(seats, ${most}) where venue_id = ${venue}`);
    for (const l of lunches) {
      await q(`delete from reservations where venue_id = ${venue} and date = '${l.day}'`);
      await q(`update opening_shifts set capacity = ${l.capacity} where venue_id = ${venue} and weekday = ${l.weekday} and name = '${LUNCH}'`);
    }
  });
}

/**
 * What this machine gives any call in a rush: RUSH requests at once of the cheapest one (GET
 * /healthz), each on a new connection as the rush's are, through the same balancer. The rush's
 * latency above it is the booking's own.
 */
async function floorOf(server, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const ms = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise((resolve, reject) => {
            const t0 = performance.now();
            http
              .get(`${server.base}/healthz`, { agent }, (res) => {
                res.resume();
                res.on('end', () => resolve(performance.now() - t0));
              })
              .on('error', reject);
          }),
      ),
    );
    return ms.sort((a, b) => a - b);
  } finally {
    agent.destroy();
  }
}

/** 400 guests at once for one lunch: every answer, its latency, and what the database holds after. */
async function rushLunch(server, db, { day, times }, run) {
  const altcha = await solvedChallenges(server, RUSH);
  const floor = await floorOf(server, RUSH);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: RUSH }, async (_, i) => {
      const email = `rush${run}-${i}@example.com`;
      const t0 = performance.now();
      try {
        const res = await rushSubmit(server, agent, { email, key: `rush-${run}-${i}`, day, time: times[i % times.length], altcha: altcha[i] });
        let body = null;
        try {
          body = JSON.parse(res.text);
        } catch {
          // not JSON: rushOutcome says so
        }
        return { email, ms: performance.now() - t0, outcome: rushOutcome(res.status, body, res.retryAfter) };
      } catch (err) {
        return { email, ms: performance.now() - t0, outcome: `NOT DEFINITE 0 ${err.name}` };
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  agent.destroy();
  const cpu = cpuBetween(cpuBefore, cpuSnapshot());
  const settledAt = performance.now();

  // Every instance says the lunch is full (no lunch time left for the party) — how long after the rush?
  const fullOn = await Promise.all(
    server.instances.map(async (base) => {
      for (;;) {
        const res = await fetch(`${base}/backend/api/frontpage/experience/getesperienzeday`, { method: 'POST', headers: apiHeaders, body: form({ day, pax: RUSH_PAX }) });
        const data = (await res.json()).data;
        const open = data.slots.filter((x) => x.available && x.table && times.includes(x.time)).length;
        if (open === 0 || performance.now() - settledAt > 10_000) return { ms: performance.now() - settledAt, open };
        await new Promise((r) => setTimeout(r, 20));
      }
    }),
  );

  // What the database holds: the guests told "booked" are exactly the ones booked, no shift over its seats.
  const { rows, overbooked } = await withDirect(db, async (q) => ({
    rows: await q(`select email, status::text as status, pax from reservations where email like 'rush${run}-%'`),
    overbooked: await q(`
        select s.start_time::text as shift, s.capacity, coalesce(sum(r.pax), 0)::int as taken
        from opening_shifts s join venues v on v.id = s.venue_id and v.slug = 'cantina-aurora'
        left join reservations r on r.venue_id = v.id and r.date = '${day}' and r.time >= s.start_time and r.time < s.end_time
          and r.status in ('confirmed', 'pending', 'held')
        where s.weekday = extract(isodow from date '${day}')
        group by s.id having s.capacity is not null and coalesce(sum(r.pax), 0) > s.capacity`),
  }));
  const live = (status) => status === 'confirmed' || status === 'pending';
  const held = new Map(rows.map((r) => [r.email, r.status]));
  const told = (o) => o === 'confirmed' || o === 'pending';
  const mismatches = answers.filter((a) => told(a.outcome) !== live(held.get(a.email)));
  const covers = rows.filter((r) => live(r.status)).reduce((sum, r) => sum + Number(r.pax), 0);
  const counts = new Map();
  for (const a of answers) counts.set(a.outcome, (counts.get(a.outcome) ?? 0) + 1);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const notDefinite = answers.filter((a) => a.outcome.startsWith('NOT DEFINITE') || a.outcome.includes('without Retry-After'));
  return { answers, counts, ms, wall, cpu, fullOn, mismatches, overbooked, covers, notDefinite, floor };
}

async function partRush() {
  const db = await freshDatabase();
  let server = await startServer(db);
  try {
    const [full, free, warm] = await findLunches(server);
    full.capacity = RUSH_CAPACITY;
    full.label = `full lunch (${RUSH_CAPACITY} covers)`;
    free.capacity = RUSH * RUSH_PAX;
    free.label = `free lunch (${free.capacity} covers: room for all)`;
    warm.capacity = Math.max(1, Math.round(WARM / 10)) * RUSH_PAX;
    if (!PG_URL) await server.stop(); // PGlite: one process at a time on its data
    await setLunches(db, [full, free, warm]);
    if (!PG_URL) server = await startServer(db);
    if (WARM) await warmUp(server, warm);

    const run = randomBytes(3).toString('hex');
    const results = [];
    for (const lunch of [full, free]) {
      const r = await rushLunch(server, db, lunch, `${run}${results.length}`);
      results.push({ lunch, ...r });
      console.log(`\n${lunch.label}, ${lunch.day} (${lunch.times.length} lunch times): ${RUSH} submits at once, parties of ${RUSH_PAX}\n`);
      printTable([['answers', 'count'], ...[...r.counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v])]);
      console.log(
        `\nlatency: p50 ${pct(r.ms, 0.5).toFixed(0)} ms, p99 ${pct(r.ms, 0.99).toFixed(0)} ms, max ${r.ms.at(-1).toFixed(0)} ms; the whole rush ${r.wall.toFixed(1)} s`,
      );
      // When each kind of answer came: the refusals behind the bookings, or before them.
      const byAnswer = Map.groupBy(r.answers, (a) => a.outcome);
      for (const [outcome, list] of byAnswer) {
        const ms = list.map((a) => a.ms).sort((a, b) => a - b);
        console.log(`  ${outcome}: first ${ms[0].toFixed(0)} ms, p50 ${pct(ms, 0.5).toFixed(0)} ms, last ${ms.at(-1).toFixed(0)} ms`);
      }
      console.log(`  the machine's floor (${RUSH} GET /healthz at once, just before): p50 ${pct(r.floor, 0.5).toFixed(0)} ms, p99 ${pct(r.floor, 0.99).toFixed(0)} ms`);
      console.log(`  CPU during the rush: ${cpuSplit(r)}`);
      console.log(
        `covers booked ${r.covers} of ${Math.min(lunch.capacity, RUSH * RUSH_PAX)}; told booked = booked in the database: ${r.mismatches.length === 0 ? 'yes' : `NO (${r.mismatches.length} differ)`}; shifts over capacity: ${r.overbooked.length}`,
      );
      console.log(
        `lunch shown full by every instance ${Math.max(...r.fullOn.map((f) => f.ms)).toFixed(0)} ms after the last answer (${r.fullOn.map((f) => `${f.ms.toFixed(0)} ms${f.open ? `, ${f.open} open` : ''}`).join('; ')})`,
      );
    }
    console.log(`\ndatabase: ${db.label}; ${CLUSTER ? `${CLUSTER} instances behind HAProxy (npm run cluster)` : 'one instance'}`);

    const [f, o] = results;
    const latency = (r) =>
      `p50 ${pct(r.ms, 0.5).toFixed(0)} ms, p99 ${pct(r.ms, 0.99).toFixed(0)} ms, max ${r.ms.at(-1).toFixed(0)} ms; whole rush ${r.wall.toFixed(1)} s`;
    const answers = (r) =>
      [...r.counts]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const expected = (r) => Math.min(r.lunch.capacity, RUSH * RUSH_PAX);
    const cpuRow = {
      figure: `CPU from the first call to the last answer, of ${os.cpus().length} cores`,
      'full lunch': cpuSplit(f),
      'free lunch': cpuSplit(o),
    };
    const shownFull = (r) => {
      const open = Math.max(...r.fullOn.map((x) => x.open));
      return open ? `not full (${open} times open)` : `${Math.max(...r.fullOn.map((x) => x.ms)).toFixed(0)} ms`;
    };
    recordResults('api-load', {
      variant: variant(WARM ? 'rush' : 'rush on instances that took no booking before'),
      summary:
        `${RUSH} guests submit at once (each with a solved bot check and an Idempotency-Key, parties of ${RUSH_PAX}) for one lunch's ${f.lunch.times.length} times, ` +
        `on ${db.label}, ${CLUSTER ? `${CLUSTER} instances behind HAProxy (npm run cluster)` : 'one instance'}: first a ${f.lunch.label} (${f.lunch.day}), then a ${o.lunch.label} (${o.lunch.day}). ` +
        (WARM
          ? `Before them the instances took ${WARM} submits for another lunch of ${warm.capacity} covers, ${WARM_CONCURRENCY} at a time (--warm=${WARM}), as a server that has been taking bookings has. `
          : 'The instances had taken no booking before (--warm=0: the rush right after a deploy). ') +
        "The latency budgets and the covers booked are the full lunch's; the free one, where every guest may book and so every one queues on the day lock (a guest told BUSY books nothing), is measured beside it. The other budgets hold for both.",
      rows: [
        { figure: 'answers', 'full lunch': answers(f), 'free lunch': answers(o) },
        {
          figure: 'covers booked',
          'full lunch': `${f.covers} of ${expected(f)}`,
          'free lunch': `${o.covers} of ${expected(o)}`,
          budget: 'the full lunch: exactly its covers',
          ok: f.covers === expected(f),
        },
        {
          figure: 'answers not definite (5xx, dropped, BUSY without Retry-After)',
          'full lunch': f.notDefinite.length,
          'free lunch': o.notDefinite.length,
          budget: '0',
          ok: f.notDefinite.length === 0 && o.notDefinite.length === 0,
        },
        {
          figure: 'latency p50',
          'full lunch': `${pct(f.ms, 0.5).toFixed(0)} ms`,
          'free lunch': `${pct(o.ms, 0.5).toFixed(0)} ms`,
          budget: `≤ ${RUSH_P50_BUDGET_MS} ms`,
          ok: pct(f.ms, 0.5) <= RUSH_P50_BUDGET_MS,
        },
        {
          figure: 'latency p99',
          'full lunch': `${pct(f.ms, 0.99).toFixed(0)} ms`,
          'free lunch': `${pct(o.ms, 0.99).toFixed(0)} ms`,
          budget: `≤ ${RUSH_P99_BUDGET_MS / 1000} s`,
          ok: pct(f.ms, 0.99) <= RUSH_P99_BUDGET_MS,
        },
        { figure: 'latency, all of it', 'full lunch': latency(f), 'free lunch': latency(o) },
        {
          figure: `the machine's floor: ${RUSH} GET /healthz at once on new connections, just before`,
          'full lunch': `p50 ${pct(f.floor, 0.5).toFixed(0)} ms, p99 ${pct(f.floor, 0.99).toFixed(0)} ms`,
          'free lunch': `p50 ${pct(o.floor, 0.5).toFixed(0)} ms, p99 ${pct(o.floor, 0.99).toFixed(0)} ms`,
        },
        cpuRow,
        {
          figure: 'guests told "booked" who are not booked, or the reverse',
          'full lunch': f.mismatches.length,
          'free lunch': o.mismatches.length,
          budget: '0',
          ok: f.mismatches.length === 0 && o.mismatches.length === 0,
        },
        {
          figure: 'shifts over capacity',
          'full lunch': f.overbooked.length,
          'free lunch': o.overbooked.length,
          budget: '0',
          ok: f.overbooked.length === 0 && o.overbooked.length === 0,
        },
        {
          figure: 'lunch shown full by every instance, after the last answer',
          'full lunch': shownFull(f),
          'free lunch': shownFull(o),
        },
      ],
      notes: [
        `Until the lunch is full every guest may still win, so every one queues for the lock; the refusals come without it once the last seat is taken. The full lunch's latency is the time to book its ${RUSH_CAPACITY} covers one after another under the day's lock (each instance commits the bookings waiting for it in batches, one transaction per batch), which the machine's load sets. The floor row is what any call gets in a rush of this size on this machine: the rush's latency above it is the booking's own. The CPU row says how much of the machine each part had meanwhile (every process's user and system time, /proc): where the load generator shares the cores, its share is taken from the system under test.`,
      ],
    });
    const wrong = results.filter((r) => r.notDefinite.length || r.mismatches.length || r.overbooked.length || (r === f && r.covers !== expected(r)));
    if (wrong.length) {
      console.log('FAILED: an answer was not definite, a guest was told wrong, a shift is over capacity or the full lunch was not booked full');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

/** Where the machine's CPU went during a rush, by process group, beside the cores × the rush's wall time. */
function cpuSplit(r) {
  const groups = r.cpu.map(([group, ms]) => `${group} ${(ms / 1000).toFixed(2)} s`).join(', ');
  return `${groups} (of ${os.cpus().length} × ${r.wall.toFixed(2)} s)`;
}

function printTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const [k, r] of rows.entries()) {
    console.log(
      r
        .map((v, c) => (c === 0 || c === r.length - 1 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c])))
        .join('  ')
        .trimEnd(),
    );
    if (k === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

if (PART === 'all' || PART === 'load') await partLoad();
if (PART === 'all' || PART === 'growth') await partGrowth();
if (PART === 'all' || PART === 'rush') await partRush();
