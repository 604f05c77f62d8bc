#!/usr/bin/env node
// What server rendering costs (a script, not a timed test): every page's HTML under load, warm,
// beside the same page saved as a static file and served by the same server (/__bench/).
// The server is the production build (node server/dist/main.js, after `npm run build`) in its
// own process on a temporary PGlite DATA_DIR (or a fresh database on BENCH_DATABASE_URL),
// NODE_ENV=test (bot check cost 1, so the bench can claim a promotion for the code page), rate
// limits lifted; autocannon loads it from this process over loopback, as a browser asks
// (Accept-Encoding: br, gzip; Accept-Language: it).
//   node bench/html-render.mjs [--duration=10] [--connections=10] [/welcome /reserve ...]
// Reports per page: requests/s, p50/p95/p99 latency, status, and requests/s against the static
// copy of /welcome. Budget (docs/performance.md): p95 <= 30 ms, no 5xx, no socket error.
// Writes bench/results/html-render.md (one section per database).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimPromotion, frontpageCall, pageLabel, recordResults, startBenchServer } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 10);
const chosen = args.filter((a) => a.startsWith('/'));
const BUDGET_P95_MS = 30;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'it-IT,it;q=0.9', accept: 'text/html' };

// The static copy sits in a folder the server serves under /__bench/ (BENCH_STATIC_DIR).
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-html-bench-static-'));
const server = await startBenchServer({ root: ROOT, label: 'venue_html_bench', env: { BENCH_STATIC_DIR: staticDir } });
const { base } = server;
async function stop() {
  await server.stop();
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

  const load = (url, duration) =>
    new Promise((resolve, reject) => {
      const latencies = [];
      const statuses = new Map();
      const instance = autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS, timeout: 30 }, (err, result) => {
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

  const rows = [];
  for (const url of ['/__bench/welcome.html', ...pages]) {
    await load(url, 2); // warm: the remotes' server code loaded, the read cache filled
    rows.push({ url, ...(await load(url, DURATION)) });
  }
  const staticRow = rows[0];
  console.log(`\nHTML under load: ${CONNECTIONS} connections, ${DURATION} s per page after 2 s of warm-up, ${server.databaseLabel}, Accept-Encoding br/gzip\n`);
  const table = [['page', 'req/s', 'vs static', 'p50 ms', 'p95 ms', 'p99 ms', 'status', 'p95 budget']];
  for (const r of rows) {
    table.push([
      r === staticRow ? `${r.url} (static copy of /welcome)` : r.url,
      r.rps.toFixed(0),
      r === staticRow ? '1' : `${((r.rps / staticRow.rps) * 100).toFixed(1)} %`,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      [...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ') + (r.errors ? ` errors ${r.errors}` : ''),
      r === staticRow ? '' : r.p95 <= BUDGET_P95_MS ? 'ok' : 'OVER',
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
  recordResults('html-render', {
    variant: server.databaseLabel,
    summary: `Each page's HTML under load: ${CONNECTIONS} connections, ${DURATION} s per page after 2 s of warm-up, asked as a browser asks (Accept: text/html, Accept-Encoding: br, gzip, Accept-Language: it), beside a static copy of /welcome served by the same server; production build on ${server.databaseLabel}.`,
    rows: rows.map((r) => ({
      page: r === staticRow ? '`/welcome` as a static file (reference)' : `\`${pageLabel(r.url)}\``,
      'req/s': r.rps.toFixed(0),
      'vs static': r === staticRow ? '1' : `${((r.rps / staticRow.rps) * 100).toFixed(1)} %`,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      status: [...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ') + (r.errors ? ` errors ${r.errors}` : ''),
      ...(r === staticRow ? {} : { budget: `p95 ≤ ${BUDGET_P95_MS} ms, no 5xx or socket error`, ok: r.p95 <= BUDGET_P95_MS && !broken(r) }),
    })),
  });
  if (rows.some(broken)) {
    console.log('FAILED: 5xx or socket errors');
    process.exitCode = 1;
  }
} finally {
  await stop();
}
