#!/usr/bin/env node
// What the metrics cost the hot reads (a script, not a timed test), on the server's build
// (server/dist). Two servers of the same build on one fresh PostgreSQL database, side by side:
// one with METRICS_TOKEN (every request timed by route, the read cache's hits counted, /metrics
// on its staff port), one without (no request hook at all). autocannon loads the front page's hot
// reads (answered from the read cache) on each in turn, alternating which goes first each round
// so that the machine's drift falls on both alike. Two processes of one build differ by up to
// 13 % in CPU per request (measured here with --control: where the heap and the compiled code
// fall), far more than the timing costs; so the pair is started afresh --pairs times, in
// alternating order, and the figures pool every pair. Per call and server: the CPU time the server
// process spent per request (from /proc/<pid>/stat: what the metrics add to each request, which
// the other work of a shared machine hardly moves), requests per second and p50/p99 (which it
// moves a lot). Last, one scrape of the timed server: its answer time and whether it counted every
// request the bench sent.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/metrics-overhead.mjs
// Options: --duration=3 (s per call, variant and round) --rounds=3 (per pair) --pairs=4 --connections=10
//          --port=N (the timed server on N, its staff port N+1, the other on N+2 and N+3; else free ports)
//          --no-pin: let the scheduler place the servers. By default (Linux with taskset, two cores
//          or more) both servers run on the machine's last core and this script (autocannon) on the
//          others: where the scheduler puts a process moves its CPU per request by more than the
//          metrics cost.
//          --control: neither server has METRICS_TOKEN (the same comparison, A against A: how far
//          two identical servers differ on this machine, the floor of what the figures can show)
// Held to (docs/operations.md, "Metrics"): each hot read's CPU time per request with metrics within
// 5 % of without, /metrics counting every answer; no error, no non-2xx answer. The requests per
// second are reported beside (their ratio is the same figure, seen through the machine's noise).
// Writes bench/results/metrics-overhead.md.
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOKEN, benchDatabase, freePort, lastLines, recordResults } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');

const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name, fallback) => Number(argValue(name) ?? fallback);
const DURATION = arg('duration', 3);
const ROUNDS = arg('rounds', 3);
const PAIRS = arg('pairs', 4);
const CONNECTIONS = arg('connections', 10);
const PORT = argValue('port') ? Number(argValue('port')) : null;
const CONTROL = process.argv.includes('--control');
const SERVER_CORE = os.availableParallelism() - 1;
/** taskset answers (Linux, util-linux). */
function hasTaskset() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
// Pinned unless --no-pin, where it can be: unpinned, where the scheduler puts each server (beside
// autocannon or not) moves its CPU per request by more than the budget (docs/operations.md, "Metrics").
const PIN = process.argv.includes('--pin') || (!process.argv.includes('--no-pin') && SERVER_CORE >= 1 && hasTaskset());
if (PIN) {
  if (SERVER_CORE < 1) throw new Error('--pin needs two cores or more');
  execFileSync('taskset', ['-a', '-cp', `0-${SERVER_CORE - 1}`, String(process.pid)], { stdio: 'ignore' });
}
const METRICS_TOKEN = 'mt_bench_7Qk2Zp9Xw4Lm1Vt6Bn3Cj8Df5Gh0Ry';
/** A hot read's CPU time per request with metrics, at most this times without. */
const BUDGET = 1.05;
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The CPU time (user and system, ms) process `pid` has used so far. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

if (!process.env.BENCH_DATABASE_URL) {
  console.error('BENCH_DATABASE_URL is needed (both servers share one PostgreSQL database): e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}
if (!fs.existsSync(path.join(ROOT, 'server/dist/main.js'))) {
  console.error('server/dist/main.js is missing: run `npm run build` (or the server package build) first');
  process.exit(2);
}

async function startServer(databaseUrl, { port, staffPort, metricsToken }) {
  const env = {
    ...process.env,
    PORT: String(port),
    STAFF_PORT: String(staffPort),
    HOST: '127.0.0.1',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'venue-metrics-bench-')),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every request of the bench comes from 127.0.0.1, to both servers, which share their counts
    // through the database: at a million a minute, a minute of load (some 18,000 a second) would
    // come near the limit, where every hit waits for the shared store.
    RATE_LIMIT_MAX: '1000000000',
    METRICS_TOKEN: metricsToken ?? '',
  };
  const command = [process.execPath, path.join(ROOT, 'server/dist/main.js')];
  // taskset runs the server in its own process (exec): the pid read for its CPU time stays the server's.
  const [file, ...args] = PIN ? ['taskset', '-c', String(SERVER_CORE), ...command] : command;
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = lastLines(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log.join('\n')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1800) throw new Error(`server did not start:\n${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    staff: `http://127.0.0.1:${staffPort}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

const form = (fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const ymd = (d) => d.toISOString().slice(0, 10);
const days = Array.from({ length: 30 }, (_, k) => ymd(new Date(Date.now() + k * 86_400_000)));

const READS = [
  { name: 'location/getlocation', url: '/backend/api/frontpage/location/getlocation' },
  { name: 'experience/getexperiencelist', url: '/backend/api/frontpage/experience/getexperiencelist' },
  { name: 'experience/getesperienzeday', url: '/backend/api/frontpage/experience/getesperienzeday', next: (i) => ({ day: days[i % days.length], pax: 2 }) },
];

/** One call on one server for DURATION seconds: its requests, seconds, latencies and failures. */
async function load(server, read, duration = DURATION) {
  const latencies = [];
  let i = 0;
  const request = {
    method: 'POST',
    path: read.url,
    headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br, gzip' },
    body: form({}),
    ...(read.next ? { setupRequest: (req) => ({ ...req, body: form(read.next(i++)) }) } : {}),
  };
  const cpuBefore = cpuMs(server.pid);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: server.base, connections: CONNECTIONS, duration, requests: [request], timeout: 30 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const cpu = cpuMs(server.pid) - cpuBefore;
  return { requests: latencies.length, seconds: result.duration, cpu, latencies, failures: result.errors + result.timeouts + result.non2xx };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The timed server's own count of a route's answers, from one scrape (and how long the scrape took). */
async function scrapeCount(server, route) {
  const started = performance.now();
  const res = await fetch(`${server.staff}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const line = text.split('\n').find((l) => l.startsWith('venue_http_request_duration_seconds_count{') && l.includes(`route="${route}"`) && l.includes('2xx'));
  return { count: line ? Number(line.split(' ').at(-1)) : 0, ms, bytes: text.length };
}

/**
 * What one request's records cost, in this process on the server's own code (server/dist): the
 * route's timing (with METRICS_TOKEN) and the read cache's hit count (always). CPU time
 * (process.cpuUsage) over a million of each, after a warm-up: the machine's other work hardly moves it.
 */
function recordCost() {
  const { AppMetrics } = createRequire(path.join(ROOT, 'server/package.json'))('./dist/modules/metrics/app-metrics.js');
  const metrics = new AppMetrics();
  const series = metrics.http.routeSeries('POST', '/backend/api/frontpage/location/getlocation');
  const time = (fn) => {
    for (let i = 0; i < 100_000; i++) fn(i);
    const n = 1_000_000;
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) fn(i);
    const used = process.cpuUsage(before);
    return ((used.user + used.system) * 1000) / n; // ns per call
  };
  return {
    timing: time((i) => series.observe(200, 0.001 + (i % 7) * 0.003)),
    cacheHit: time(() => metrics.cacheLookup('read', true)),
  };
}
const cost = recordCost();
console.log(`one request's timing: ${cost.timing.toFixed(0)} ns CPU; a read-cache hit counted: ${cost.cacheHit.toFixed(0)} ns CPU`);

const db = await benchDatabase('venue_metrics_bench');
const ports = PORT ? [PORT, PORT + 1, PORT + 2, PORT + 3] : [await freePort(), await freePort(), await freePort(), await freePort()];
let timed;
let plain;
try {
  // A first start migrates and seeds the demo, then stops: the measured servers start alike on a
  // ready database (the process that seeded would carry a larger heap and other compiled code).
  const seeder = await startServer(db.databaseUrl, { port: ports[0], staffPort: ports[1] });
  await seeder.stop();
  const totals = new Map();
  /** Per call, each pair's CPU ratio: two processes of one build differ by several per cent. */
  const pairRatios = new Map(READS.map((read) => [read.name, []]));
  const before = [];
  const after = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    // A new pair of processes each time, started in alternating order.
    const startTimed = () => startServer(db.databaseUrl, { port: ports[0], staffPort: ports[1], metricsToken: CONTROL ? undefined : METRICS_TOKEN });
    const startPlain = () => startServer(db.databaseUrl, { port: ports[2], staffPort: ports[3] });
    if (pair % 2 === 0) {
      timed = await startTimed();
      plain = await startPlain();
    } else {
      plain = await startPlain();
      timed = await startTimed();
    }
    const variants = [
      { name: 'with metrics', server: timed },
      { name: 'without', server: plain },
    ];
    // Warm both (read cache filled, code optimised) before anything counts.
    for (const v of variants) for (const read of READS) await load(v.server, read, 1);
    const scrapeAll = () => (CONTROL ? READS.map(() => ({ count: 0, ms: 0, bytes: 0 })) : Promise.all(READS.map((read) => scrapeCount(timed, read.url))));
    before.push(await scrapeAll());
    const pairCpu = new Map();
    for (let round = 0; round < ROUNDS; round++) {
      const order = (round + pair) % 2 === 0 ? variants : [...variants].reverse();
      // Each call goes first in turn: with a fixed order, whatever the first call of a round meets
      // (a server idle since its warm-up, a scrape just answered) fell on location's figures alone.
      const shift = (pair + round) % READS.length;
      for (const read of [...READS.slice(shift), ...READS.slice(0, shift)]) {
        for (const v of order) {
          const r = await load(v.server, read);
          const key = `${read.name}|${v.name}`;
          const t = totals.get(key) ?? { requests: 0, seconds: 0, cpu: 0, latencies: [], failures: 0 };
          t.requests += r.requests;
          t.seconds += r.seconds;
          t.cpu += r.cpu;
          t.latencies.push(...r.latencies);
          t.failures += r.failures;
          totals.set(key, t);
          const c = pairCpu.get(key) ?? { cpu: 0, requests: 0 };
          c.cpu += r.cpu;
          c.requests += r.requests;
          pairCpu.set(key, c);
          console.log(
            `pair ${pair + 1} round ${round + 1} ${read.name} ${v.name}: ${(r.requests / r.seconds).toFixed(0)} req/s, ${((r.cpu * 1000) / r.requests).toFixed(0)} µs CPU per request`,
          );
        }
      }
    }
    after.push(await scrapeAll());
    for (const read of READS) {
      const w = pairCpu.get(`${read.name}|with metrics`);
      const o = pairCpu.get(`${read.name}|without`);
      pairRatios.get(read.name).push(w.cpu / w.requests / (o.cpu / o.requests));
    }
    await timed.stop();
    await plain.stop();
    timed = plain = undefined;
  }

  const rows = [];
  let failures = 0;
  for (const [k, read] of READS.entries()) {
    const w = totals.get(`${read.name}|with metrics`);
    const o = totals.get(`${read.name}|without`);
    failures += w.failures + o.failures;
    for (const t of [w, o]) t.latencies.sort((a, b) => a - b);
    const perRequest = (t) => (t.cpu * 1000) / t.requests;
    const cpuRatio = perRequest(w) / perRequest(o);
    const rpsRatio = w.requests / w.seconds / (o.requests / o.seconds);
    const counted = after.reduce((sum, a, pair) => sum + a[k].count - before[pair][k].count, 0);
    rows.push({
      call: read.name,
      'CPU per request with / without (µs)': `${perRequest(w).toFixed(0)} / ${perRequest(o).toFixed(0)}`,
      'CPU ratio': `${(cpuRatio * 100).toFixed(1)} %`,
      'req/s with / without': `${(w.requests / w.seconds).toFixed(0)} / ${(o.requests / o.seconds).toFixed(0)} (${(rpsRatio * 100).toFixed(1)} %)`,
      'p50 / p99 with (ms)': `${pct(w.latencies, 0.5).toFixed(1)} / ${pct(w.latencies, 0.99).toFixed(1)}`,
      'p50 / p99 without (ms)': `${pct(o.latencies, 0.5).toFixed(1)} / ${pct(o.latencies, 0.99).toFixed(1)}`,
      ...(CONTROL
        ? {}
        : {
            'counted by /metrics': `${counted} of ${w.requests}`,
            budget: `CPU ≤ ${(BUDGET * 100).toFixed(0)} %, every answer counted`,
            // Requests cut off at the end of a run are answered (and counted) after autocannon stopped listening.
            ok: cpuRatio <= BUDGET && counted >= w.requests && counted <= w.requests + CONNECTIONS * ROUNDS * PAIRS,
          }),
    });
  }
  for (const read of READS) {
    rows.push({
      call: `${read.name}: CPU ratio of each pair`,
      'CPU ratio': pairRatios
        .get(read.name)
        .map((r) => `${(r * 100).toFixed(0)} %`)
        .join(', '),
    });
  }
  for (const read of READS) {
    const o = totals.get(`${read.name}|without`);
    const share = cost.timing / ((o.cpu * 1e6) / o.requests);
    rows.push({
      call: `${read.name}: the timing's own cost, in-process`,
      'CPU per request with / without (µs)': `+${(cost.timing / 1000).toFixed(2)}`,
      'CPU ratio': `+${(share * 100).toFixed(2)} %`,
    });
  }
  const scrapeMs = Math.max(...after.flat().map((a) => a.ms));
  console.table(rows.map(({ budget: _b, ok: _o, ...r }) => r));
  const { passed } = recordResults('metrics-overhead', {
    variant: `PostgreSQL, one instance each${PIN ? ', servers pinned to one core' : ''}${CONTROL ? ', control (neither server timed)' : ''}`,
    summary:
      (CONTROL ? 'CONTROL RUN: neither server has METRICS_TOKEN ("with metrics" is the server on the first port, without them). ' : '') +
      (PIN ? `Both servers on core ${SERVER_CORE} (taskset), autocannon on the other cores. ` : '') +
      `The front page's hot reads (answered from the read cache), ${CONNECTIONS} connections, ${PAIRS} pairs of fresh server processes (started in alternating order), ${ROUNDS} rounds of ${DURATION} s per call and server in each, ` +
      'alternating which server goes first and which call; both servers run the same build on one PostgreSQL database, one with METRICS_TOKEN (every request ' +
      'timed by its route, cache hits counted, /metrics answering), one without. "CPU per request": the server process\'s user and system time ' +
      '(/proc/<pid>/stat) over the requests it answered. "counted by /metrics": the timed server\'s own count of the ' +
      `call's answers during the rounds, read from /metrics. One scrape answered in ${scrapeMs.toFixed(0)} ms (${after[0][0].bytes} bytes).`,
    rows,
    notes: [
      `In-process, on the server's code (process.cpuUsage over a million calls): timing one request costs ${cost.timing.toFixed(0)} ns of CPU, counting one read-cache hit ${cost.cacheHit.toFixed(0)} ns (both servers count those). The "own cost" rows set the timing against each call's CPU per request without metrics.`,
      ...(failures ? [`${failures} requests failed or answered other than 2xx`] : []),
      'Both servers and autocannon share the machine: a busy machine moves both variants alike (they alternate), but the ratio of two noisy figures is noisy too; compare runs on a quiet machine.',
    ],
  });
  if (!passed || failures) process.exitCode = 1;
} finally {
  await timed?.stop();
  await plain?.stop();
  await db.drop();
}
