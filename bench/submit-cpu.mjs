#!/usr/bin/env node
// What one booking submit costs the server in CPU (a script, not a timed test): the refusal a
// rush for a full lunch mostly gets, and a booking made. CPU time, not latency: the server
// process's user + system time (/proc/<pid>/stat) over N submits, divided by N, which the other
// work of a shared machine moves far less than it moves response times (it still moves it: read
// it beside the load average, and compare builds on one machine). One server (server/dist), on a
// fresh database of BENCH_DATABASE_URL's PostgreSQL server; the e-mails go to the outbox folder.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/submit-cpu.mjs
// Options: --submits=300 --concurrency=50 --profile=DIR (the server writes a V8 CPU profile there)
// After `npm run build`. Prints the figures; no budget (api-load.mjs's rush holds the latency).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf } from './process-cpu.mjs';
import { BENCH_GUEST, DEMO_TOKEN, adminQuery, benchDatabase, freePort, machineDescription, solvedAltcha } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SUBMITS = Number(argValue('submits') ?? 300);
const CONCURRENCY = Number(argValue('concurrency') ?? 50);
const PROFILE = argValue('profile');
const LUNCH = 'Pranzo';

if (!process.env.BENCH_DATABASE_URL) {
  console.error('BENCH_DATABASE_URL is needed: e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

const db = await benchDatabase('submit_cpu');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'submit-cpu-'));
const server = spawn(process.execPath, [...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []), path.join(ROOT, 'server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: ROOT,
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every submit comes from 127.0.0.1: the per-address limits would stop the bench.
    RATE_LIMIT_MAX: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** The CPU time (user and system, ms) the server has used so far. */
const serverCpuMs = () => cpuMsOf(server.pid);

async function call(name, fields, headers = {}) {
  const res = await fetch(`${base}/backend/api/frontpage/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  return { status: res.status, body: await res.json() };
}

async function started() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server exited');
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** The first day ahead with lunch times for one, and those times. */
async function lunchDay() {
  for (let d = 4; d < 60; d++) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const { body } = await call('experience/getesperienzeday', { day, pax: 1 });
    const times = body.data.slots.filter((s) => s.available && s.table && s.shift === LUNCH).map((s) => s.time);
    if (times.length) return { day, times, weekday: new Date(`${day}T12:00:00Z`).getUTCDay() || 7 };
  }
  throw new Error('no lunch in the next 60 days');
}

/** SUBMITS submits for the lunch, CONCURRENCY at a time: the server's CPU per submit and what they were answered. */
async function submits(label, { day, times }) {
  const altchas = [];
  for (let i = 0; i < SUBMITS; i++) altchas.push(await solvedAltcha(base));
  await new Promise((r) => setTimeout(r, 1000)); // the challenges' own work settles
  const answers = new Map();
  const cpuBefore = serverCpuMs();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SUBMITS) {
        const i = next++;
        const form = { ...BENCH_GUEST, email: `${label}${i}@example.com`, date: day, time: times[i % times.length], pax: 1, altcha: altchas[i] };
        const { status, body } = await call('reservation/submit', form, { 'idempotency-key': `submit-cpu-${label}-${i}-${Date.now()}` });
        const outcome = `${status} ${body.data?.outcome ?? body.error?.code}`;
        answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const wallMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 300)); // the e-mails sent after the answers count too
  return { label, cpuMs: (serverCpuMs() - cpuBefore) / SUBMITS, wallMs: wallMs / SUBMITS, answers };
}

try {
  await started();
  const lunch = await lunchDay();
  const setLunch = async (capacity) => {
    const venue = `(select id from venues where slug = 'cantina-aurora')`;
    await adminQuery(db.databaseUrl, `update zones set seats = greatest(seats, 1000) where venue_id = ${venue}`);
    await adminQuery(db.databaseUrl, `delete from reservations where venue_id = ${venue} and date = '${lunch.day}'`);
    await adminQuery(db.databaseUrl, `update opening_shifts set capacity = ${capacity} where venue_id = ${venue} and weekday = ${lunch.weekday} and name = '${LUNCH}'`);
  };
  await setLunch(0);
  const refused = await submits('refused', lunch);
  await setLunch(SUBMITS * 10);
  const booked = await submits('booked', lunch);
  console.log(`${machineDescription()}; load average ${os.loadavg()[0].toFixed(2)}`);
  console.log(`${SUBMITS} submits for one lunch, ${CONCURRENCY} at a time, one server on ${db.label}:`);
  for (const r of [refused, booked]) {
    console.log(
      `  ${r.label.padEnd(8)} server CPU ${r.cpuMs.toFixed(2)} ms per submit, ${r.wallMs.toFixed(2)} ms of wall time per submit; ${JSON.stringify(Object.fromEntries(r.answers))}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
