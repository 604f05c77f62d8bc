#!/usr/bin/env node
// What server rendering costs (a script, not a timed test): every page's HTML under load, warm,
// beside the same page saved as a static file and served by the same server (/__bench/).
// The server is the production build (node server/dist/main.js, after `npm run build`) in its
// own process on a temporary PGlite DATA_DIR (or a fresh database on BENCH_DATABASE_URL),
// NODE_ENV=test (bot check cost 1, so the bench can claim a promotion for the code page), rate
// limits lifted; autocannon loads it from this process over loopback, as a browser asks
// (Accept-Encoding: br, gzip; Accept-Language: it).
//   node bench/html-render.mjs [--duration=10] [--connections=10] [--port=N] [--against-node=PATH] [--against=FOLDER] [/welcome /reserve ...]
// --against-node runs a second server, the same build on another Node.js binary (e.g. the one a
// machine ships), and measures each page on both, one after the other, in the same run.
// --against runs a second server from another checkout's build (its server/, host/ and remotes'
// dist/, e.g. the commit before a change), on this Node.js, measured the same way: a before/after
// comparison on one machine at one time, which a busy machine otherwise makes meaningless.
// Reports per page: requests/s, p50/p95/p99 latency, status, and requests/s against the static
// copy of /welcome. Budget (docs/performance.md): p95 <= 30 ms, no 5xx, no socket error.
// Writes bench/results/html-render.md (one section per database).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimPromotion, frontpageCall, pageLabel, recordResults, nodeVersion, startBenchServer } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = option('duration', 10);
const AGAINST_NODE = args.find((a) => a.startsWith('--against-node='))?.split('=')[1];
const AGAINST = args.find((a) => a.startsWith('--against='))?.split('=')[1];
const CONNECTIONS = option('connections', 10);
// The first server's port (a free one when not given; its staff side takes the next one); a second
// server (--against-node, --against) takes the one after.
const PORT = option('port', 0) || undefined;
const chosen = args.filter((a) => a.startsWith('/'));
const BUDGET_P95_MS = 30;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'it-IT,it;q=0.9', accept: 'text/html' };

// The static copy sits in a folder the server serves under /__bench/ (BENCH_STATIC_DIR).
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-html-bench-static-'));
const servers = [
  { node: process.execPath, root: ROOT },
  ...(AGAINST_NODE ? [{ node: AGAINST_NODE, root: ROOT }] : []),
  ...(AGAINST ? [{ node: process.execPath, root: path.resolve(AGAINST) }] : []),
];
for (const [i, s] of servers.entries()) {
  s.version = nodeVersion(s.node);
  // How its rows are told apart: the Node.js it runs on, or the build it runs.
  s.name = AGAINST ? (s.root === ROOT ? 'this build' : `the build in ${path.basename(s.root)}`) : `Node ${s.version}`;
  s.server = await startBenchServer({ root: s.root, label: 'venue_html_bench', env: { BENCH_STATIC_DIR: staticDir }, node: s.node, port: PORT && PORT + 2 * i });
}
const { server } = servers[0];
const { base } = server;
async function stop() {
  for (const s of servers) await s.server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}

try {
  // A gift card's detail and a claimed promotion's code page need an id from the demo data.
  const card = (await frontpageCall(base, 'giftcard/getgiftcardlist')).find((p) => p.disponibile === 1);
  const codeId = await claimPromotion(base, 'bench@example.com');

  const pages = chosen.length
    ? chosen
    : [
        '/welcome',
        '/reserve',
        '/frontpage/giftcards',
        `/frontpage/giftcard/${card.id}`,
        '/promo/calice-di-benvenuto',
        `/promo/calice-di-benvenuto/${codeId}`,
        '/no-such-page',
      ];

  // The static copy: /welcome's HTML as served, saved as a file the same server sends.
  fs.writeFileSync(path.join(staticDir, 'welcome.html'), await (await fetch(`${base}/welcome`, { headers: { 'accept-language': 'it' } })).text());

  const load = (origin, url, duration) =>
    new Promise((resolve, reject) => {
      const latencies = [];
      const statuses = new Map();
      const instance = autocannon({ url: `${origin}${url}`, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS, timeout: 30 }, (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
        resolve({ rps: latencies.length / result.duration, p50: at(0.5), p95: at(0.95), p99: at(0.99), statuses, errors: result.errors + result.timeouts });
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    });

  // The claimed promotion's code page exists on the first server only: claim one on each other.
  for (const s of servers.slice(1)) s.codeId = await claimPromotion(s.server.base, 'bench@example.com');
  const urlOn = (s, url) => (s.codeId === undefined ? url : url.replace(`/${codeId}`, `/${s.codeId}`));

  const rows = [];
  for (const url of ['/__bench/welcome.html', ...pages]) {
    for (const s of servers) {
      await load(s.server.base, urlOn(s, url), 2); // warm: the remotes' server code loaded, the read cache filled
      rows.push({ url, on: s.name, ...(await load(s.server.base, urlOn(s, url), DURATION)) });
    }
  }
  const staticOf = (r) => rows.find((x) => x.on === r.on);
  const isStatic = (r) => r === staticOf(r);
  const onNode = (r) => (servers.length > 1 ? ` on ${r.on}` : '');
  const vsStatic = (r) => (isStatic(r) ? '1' : `${((r.rps / staticOf(r).rps) * 100).toFixed(1)} %`);
  const statusText = (r) => [...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ') + (r.errors ? ` errors ${r.errors}` : '');
  console.log(`\nHTML under load: ${CONNECTIONS} connections, ${DURATION} s per page after 2 s of warm-up, ${server.databaseLabel}, Accept-Encoding br/gzip\n`);
  const table = [['page', 'req/s', 'vs static', 'p50 ms', 'p95 ms', 'p99 ms', 'status', 'p95 budget']];
  for (const r of rows) {
    table.push([
      (isStatic(r) ? `${r.url} (static copy of /welcome)` : r.url) + onNode(r),
      r.rps.toFixed(0),
      vsStatic(r),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      statusText(r),
      isStatic(r) ? '' : r.p95 <= BUDGET_P95_MS ? 'ok' : 'OVER',
    ]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((r) => String(r[c]).length)));
  for (const [k, r] of table.entries()) {
    console.log(
      r
        .map((v, c) => (c === 0 || c >= 6 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c])))
        .join('  ')
        .trimEnd(),
    );
    if (k === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const broken = (r) => r.errors > 0 || [...r.statuses.keys()].some((s) => s >= 500);
  const nodes = servers.map((x) => x.name).join(' and ');
  recordResults('html-render', {
    variant: servers.length > 1 ? `${server.databaseLabel}, ${nodes}` : server.databaseLabel,
    summary: `Each page's HTML under load: ${CONNECTIONS} connections, ${DURATION} s per page after 2 s of warm-up, asked as a browser asks (Accept: text/html, Accept-Encoding: br, gzip, Accept-Language: it), beside a static copy of /welcome served by the same server; production build on ${server.databaseLabel}${servers.length > 1 ? `, ${AGAINST ? '' : 'the same build on '}${nodes}, each page measured on one then the other` : ''}.`,
    rows: rows.map((r) => ({
      page: (isStatic(r) ? '`/welcome` as a static file (reference)' : `\`${pageLabel(r.url)}\``) + onNode(r),
      'req/s': r.rps.toFixed(0),
      'vs static': vsStatic(r),
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      status: statusText(r),
      ...(isStatic(r) ? {} : { budget: `p95 ≤ ${BUDGET_P95_MS} ms, no 5xx or socket error`, ok: r.p95 <= BUDGET_P95_MS && !broken(r) }),
    })),
  });
  if (rows.some(broken)) {
    console.log('FAILED: 5xx or socket errors');
    process.exitCode = 1;
  }
} finally {
  await stop();
}
