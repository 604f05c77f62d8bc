#!/usr/bin/env node
// The site's resident memory under `npm start` (a script, not a timed test). The bench runs
// `npm start` itself, on a fresh DATA_DIR (first start: initdb, migrations, the demo venues) and
// then again on the same data (a restart), each time waits for the demo data, sends mixed traffic
// for --duration seconds (the first-view pages of every demo venue, bench/first-view-pages.mjs, and
// the front-page API: the hot reads, a bot check, now and then a booking and a claim) and samples
// from /proc the resident memory (VmRSS) of every process `npm start` runs: the shell npm starts,
// scripts/start.mjs (the server runs in it) and any child of theirs (a first start's initdb). npm's own
// process is reported apart: it is the npm client, not the site, and `node scripts/start.mjs` runs
// the site without it.
//   node bench/memory.mjs [--duration=60] [--connections=4] [--starts=2] [--port=N]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/memory.mjs
//     (the same on a fresh database of that server, dropped at the end: DATABASE_URL)
// After `npm run build` (npm start would build what is stale, and the build would be measured).
// Budget (docs/performance.md): the processes npm start runs ≤ 300 MB resident, peak and final,
// from the banner on (the demo data loaded); the peak while starting (a first start's initdb
// child) is reported. Writes bench/results/memory.md, one section per database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstViewPages, DEMO_VENUES } from './first-view-pages.mjs';
import { benchDatabase, freePorts, lastLines, recordResults, solvedAltcha, BENCH_GUEST } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DURATION_S = Number(argValue('duration') ?? 60);
const CONNECTIONS = Number(argValue('connections') ?? 4);
const STARTS = Number(argValue('starts') ?? 2);
const BUDGET_MB = 300;
const SAMPLE_MS = 250;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'it-IT,it;q=0.9', accept: 'text/html' };

// ---------------------------------------------------------------- the process tree, from /proc

/** pid -> parent pid, of every process now. */
function parents() {
  const map = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the fields after its closing one.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

/** `root` and every process below it. */
function tree(root) {
  const byParent = new Map();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const out = [];
  for (const queue = [root]; queue.length;) {
    const pid = queue.shift();
    out.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

/** A process's resident memory in MB and a short name for it (the script node runs, or the command). */
function residentOf(pid) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (!argv.length) return null; // exiting
    const command = path.basename(argv[0] ?? '?');
    const script = argv.slice(1).find((a) => /\.(m?js|cjs)$/.test(a));
    const name = command !== 'node' ? `${command} (${argv.slice(1).join(' ')})` : script ? `node ${path.relative(ROOT, script)}` : 'node';
    return { mb: kb / 1024, name };
  } catch {
    return null;
  }
}

/** Samples the tree under `npm` every SAMPLE_MS: the site's total (npm itself apart) and each process's. */
function sampler(npmPid) {
  const perProcess = new Map(); // name -> { peak, last }
  const totals = [];
  let npm = { peak: 0, last: 0 };
  const sample = () => {
    let total = 0;
    const seen = new Map();
    for (const pid of tree(npmPid)) {
      const r = residentOf(pid);
      if (!r) continue;
      if (pid === npmPid) {
        npm = { peak: Math.max(npm.peak, r.mb), last: r.mb };
        continue;
      }
      total += r.mb;
      seen.set(r.name, (seen.get(r.name) ?? 0) + r.mb);
    }
    for (const [name, mb] of seen) {
      const p = perProcess.get(name) ?? { peak: 0, last: 0 };
      perProcess.set(name, { peak: Math.max(p.peak, mb), last: mb });
    }
    for (const [name, p] of perProcess) if (!seen.has(name)) p.last = 0;
    totals.push({ at: Date.now(), mb: total });
  };
  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  return {
    /** Peak and last total since `from` (ms), each process's, and npm's own. */
    report(from = 0) {
      sample();
      const window = totals.filter((t) => t.at >= from);
      return {
        peak: Math.max(...window.map((t) => t.mb)),
        final: totals.at(-1).mb,
        processes: [...perProcess].map(([name, p]) => ({ name, ...p })),
        npm,
      };
    },
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------- npm start

async function npmStart({ dataDir, databaseUrl, port }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Every request of the bench comes from 127.0.0.1: the per-address limits would answer 429.
      RATE_LIMIT_MAX: '1000000',
      CLAIM_RATE_LIMIT_MAX: '1000000',
      AUTH_FAILURE_RATE_LIMIT_MAX: '1000000',
      // The bench solves every bot check itself: a cheap one leaves its CPU to the traffic.
      BOT_CHECK_COST: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = lastLines(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const memory = sampler(child.pid);
  const started = Date.now();
  const stop = async () => {
    // Every process of the tree, and wait until each is gone: the next start opens the same data.
    const pids = tree(child.pid).reverse();
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
    for (let i = 0; i < 300 && pids.some((pid) => fs.existsSync(`/proc/${pid}`)); i++) await new Promise((r) => setTimeout(r, 100));
    memory.stop();
  };
  // Ready: the banner the server prints once listening, after the demo data is in.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${log.join('\n')}`);
    if (log.some((l) => l.includes('is running at'))) break;
    if (Date.now() - started > 600_000) {
      await stop();
      throw new Error(`npm start did not come up in 10 minutes:\n${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, log, memory, readyAt: Date.now(), startSeconds: (Date.now() - started) / 1000, stop };
}

// ---------------------------------------------------------------- the traffic

const form = (fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const ymd = (d) => d.toISOString().slice(0, 10);

/** The requests of one round, each a function that sends it and gives its status. */
async function trafficMix(base) {
  const pages = await firstViewPages(base, { venues: 'all' });
  const page = (url) => async () => (await fetch(`${base}${url}`, { headers: BROWSER_HEADERS }).then(drain)).status;
  const api =
    (token, call, fields = {}) =>
    async () =>
      (
        await fetch(`${base}/backend/api/frontpage/${call}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br, gzip' },
          body: form(typeof fields === 'function' ? fields() : fields),
        }).then(drain)
      ).status;
  const now = new Date();
  const month = () => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + Math.floor(Math.random() * 3), 1));
    return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear(), pax: 2 };
  };
  const day = () => ({ day: ymd(new Date(now.getTime() + Math.floor(Math.random() * 60) * 86_400_000)), pax: 2 });
  const reads = DEMO_VENUES.flatMap(({ token }) => [
    api(token, 'location/getlocation'),
    api(token, 'services/getallservices'),
    api(token, 'experience/getexperiencelist'),
    api(token, 'giftcard/getgiftcardlist'),
    api(token, 'promo/getpromolist'),
    api(token, 'experience/getesperienzemonth', month),
    api(token, 'experience/getesperienzeday', day),
    api(token, 'botcheck/challenge'),
  ]);
  let n = 0;
  // Writes: a booking and a promotion claim, each with its own e-mail and solved bot check.
  const book = async () => {
    const altcha = await solvedAltcha(base);
    const email = `memory-${Date.now()}-${n++}@example.com`;
    return api(DEMO_VENUES[0].token, 'reservation/submit', { ...BENCH_GUEST, email, ...day(), time: ['12:30', '13:00', '20:00'][n % 3], altcha })();
  };
  const claim = async () => {
    const altcha = await solvedAltcha(base);
    return api(DEMO_VENUES[0].token, 'promo/claim', { ...BENCH_GUEST, urlName: 'calice-di-benvenuto', email: `memory-${Date.now()}-${n++}@example.com`, altcha })();
  };
  return { pages: pages.map(page), reads, writes: [book, claim], pageCount: pages.length };
}

async function drain(res) {
  await res.arrayBuffer();
  return res;
}

/** CONNECTIONS loops for DURATION_S: a page, two API reads, and every 20th round a write. */
async function runTraffic(mix) {
  const until = Date.now() + DURATION_S * 1000;
  const statuses = new Map();
  let requests = 0;
  const count = (status) => {
    requests += 1;
    const key = status >= 500 ? `${status}` : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let round = 0; Date.now() < until; round++) {
        const batch = [pick(mix.pages), pick(mix.reads), pick(mix.reads), ...((round + c) % 20 === 0 ? [pick(mix.writes)] : [])];
        for (const send of batch) {
          try {
            count(await send());
          } catch {
            count(0);
          }
        }
      }
    }),
  );
  return { requests, statuses };
}

// ---------------------------------------------------------------- one database

async function measure() {
  const db = await benchDatabase('venue_memory_bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-memory-bench-'));
  const port = Number(argValue('port') ?? 0) || (await freePorts(2));
  const runs = [];
  try {
    for (let start = 1; start <= STARTS; start++) {
      const what = start === 1 ? 'first start (fresh data: demo venues seeded)' : 'restart (the same data)';
      console.log(`\n${db.label}, ${what}: npm start on port ${port} (staff ${port + 1})…`);
      const site = await npmStart({ dataDir, databaseUrl: db.databaseUrl, port });
      try {
        const atReady = site.memory.report();
        console.log(`  up in ${site.startSeconds.toFixed(1)} s, ${atReady.final.toFixed(0)} MB; ${DURATION_S} s of traffic, ${CONNECTIONS} connections…`);
        let mix;
        let traffic;
        try {
          mix = await trafficMix(site.base);
          traffic = await runTraffic(mix);
        } catch (error) {
          console.error(`npm start's last lines:\n${site.log.slice(-30).join('\n')}`);
          throw error;
        }
        const after = { ...site.memory.report(site.readyAt), startPeak: site.memory.report().peak };
        runs.push({ what, startSeconds: site.startSeconds, atReady, after, traffic, pageCount: mix.pageCount });
        console.log(`  ${traffic.requests} requests (${[...traffic.statuses].map(([k, v]) => `${k} ${v}`).join(', ')})`);
        console.log(
          `  peak ${after.peak.toFixed(0)} MB from the banner on (${after.startPeak.toFixed(0)} MB while starting), final ${after.final.toFixed(0)} MB (npm's own process: ${after.npm.last.toFixed(0)} MB)`,
        );
        for (const p of after.processes) console.log(`    ${p.name}: peak ${p.peak.toFixed(0)} MB, final ${p.last.toFixed(0)} MB`);
      } finally {
        await site.stop();
      }
    }
  } finally {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { label: db.label, runs };
}

const { label, runs } = await measure();
const mb = (x) => `${x.toFixed(0)} MB`;
const rows = runs.flatMap((r) => {
  return [
    { run: r.what, figure: 'start (until the banner)', value: `${r.startSeconds.toFixed(1)} s` },
    { run: r.what, figure: 'resident once up', value: mb(r.atReady.final) },
    {
      run: r.what,
      figure: `traffic: ${DURATION_S} s, ${CONNECTIONS} connections`,
      value: `${r.traffic.requests} requests (${[...r.traffic.statuses].map(([k, v]) => `${k} ${v}`).join(', ')})`,
    },
    { run: r.what, figure: 'resident, peak while starting (with the initdb child of a first start)', value: mb(r.after.startPeak) },
    { run: r.what, figure: 'resident, peak from the banner on', value: mb(r.after.peak), budget: `≤ ${BUDGET_MB} MB`, ok: r.after.peak <= BUDGET_MB },
    { run: r.what, figure: 'resident, final', value: mb(r.after.final), budget: `≤ ${BUDGET_MB} MB`, ok: r.after.final <= BUDGET_MB },
    ...r.after.processes.map((p) => ({ run: r.what, figure: `of which ${p.name}, peak / final`, value: `${mb(p.peak)} / ${mb(p.last)}` })),
    { run: r.what, figure: "npm's own process (not counted), final", value: mb(r.after.npm.last) },
  ];
});
const { passed } = recordResults('memory', {
  variant: label,
  summary: [
    `\`npm start\` on ${label === 'PGlite' ? 'the embedded PGlite (a fresh DATA_DIR)' : 'PostgreSQL (DATABASE_URL, a fresh database)'}:`,
    `resident memory (VmRSS, sampled every ${SAMPLE_MS} ms from /proc) of every process npm start runs, summed,`,
    `while it starts and during ${DURATION_S} s of mixed traffic (${runs[0]?.pageCount ?? '?'} first-view pages of the three demo venues,`,
    'the hot API reads, a bot check, a booking and a claim now and then).',
  ].join(' '),
  rows,
  notes: [
    "npm's own process (the npm client that runs the start script) is listed, not counted: `node scripts/start.mjs` runs the same site without it.",
    'The knobs and what they trade: docs/operations.md, "Memory".',
  ],
});
if (!passed) process.exitCode = 1;
