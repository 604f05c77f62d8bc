#!/usr/bin/env node
// Head-of-line blocking (a script, not a timed test): mixed pages under load (autocannon, the
// connections shared out among the pages, all at once) while one remote's
// deployment is slow. The booking remote is served through a proxy that answers its manifests
// (the browser's and the server build's) after 500 ms, as a slow deployment would; the pages
// that do not need that remote (home, gift cards, a promotion, a made-up address) must keep
// their p95 within the HTML budget, since renders run side by side (host/src/server.tsx).
//
// With `--against=<folder>` the same load runs, in the same run, against another checkout's
// build too (e.g. `git worktree add ../before <commit> && (cd ../before && npm ci-like install &&
// npm run build)`), side by side with this one's; with `--against-node=<node binary>` this build
// runs again on another Node.js (e.g. /usr/bin/node, the one a machine ships), side by side.
//   node bench/slow-remote.mjs [--duration=10] [--connections=10] [--delay=500] [--against=../before] [--against-node=/usr/bin/node]
// Budget (docs/performance.md): p95 <= 30 ms for every page that does not need the slow remote.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort, recordResults, nodeVersion, startBenchServer } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION_S = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 10));
const DELAY_MS = Number(option('delay', 500));
const AGAINST = option('against', undefined);
const AGAINST_NODE = option('against-node', undefined);
const BUDGET_P95_MS = 30;
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'it-IT,it;q=0.9', accept: 'text/html' };
/** Pages, and whether they need the slow remote. */
const PAGES = [
  ['/welcome', false],
  ['/frontpage/giftcards', false],
  ['/promo/calice-di-benvenuto', false],
  ['/no-such-page', false],
  ['/reserve', true],
];

/** A deployment of the booking remote that answers its manifests late (the rest on time). */
async function slowDeployment(target) {
  const port = await freePort();
  const server = http.createServer(async (req, res) => {
    if (req.url.endsWith('mf-manifest.json')) await new Promise((r) => setTimeout(r, DELAY_MS));
    const upstream = await fetch(`${target}${req.url}`);
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One checkout's production build, on a fresh database, its booking remote behind the slow proxy. */
async function startSite(root, label, node) {
  const port = await freePort();
  const proxy = await slowDeployment(`http://127.0.0.1:${port}`);
  const server = await startBenchServer({
    root,
    label: `venue_slow_remote_${label}`,
    // The port the proxy forwards to, known before the server starts.
    port,
    node,
    env: { LOG_LEVEL: 'error', REMOTE_BOOKING_URL: `${proxy.url}/remotes/booking/mf-manifest.json` },
  });
  return {
    base: server.base,
    async stop() {
      await server.stop();
      await proxy.close();
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * CONNECTIONS connections shared out among the pages (autocannon, one instance per page, all at
 * once), for DURATION_S: each page's own latency while the others, the slow one included, load.
 */
async function load(base) {
  const perPage = Math.max(1, Math.round(CONNECTIONS / PAGES.length));
  const one = (page) =>
    new Promise((resolve, reject) => {
      const latencies = [];
      const statuses = new Set();
      const instance = autocannon({ url: base + page, connections: perPage, duration: DURATION_S, headers: HEADERS, timeout: 30 }, (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({ latencies, statuses, errors: result.errors + result.timeouts });
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms);
        statuses.add(status);
      });
    });
  const results = await Promise.all(PAGES.map(([page]) => one(page)));
  return PAGES.map(([page, needsSlowRemote], i) => {
    const { latencies, statuses, errors } = results[i];
    return {
      page,
      needsSlowRemote,
      requests: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1),
      statuses: [...statuses].join(' '),
      errors,
    };
  });
}

const builds = [
  [AGAINST_NODE ? `this checkout on Node ${process.version}` : 'this checkout', ROOT, process.execPath],
  ...(AGAINST ? [[`against ${AGAINST}`, path.resolve(AGAINST), process.execPath]] : []),
  ...(AGAINST_NODE ? [[`this checkout on Node ${nodeVersion(AGAINST_NODE)}`, ROOT, AGAINST_NODE]] : []),
];
const rows = [];
for (const [label, root, node] of builds) {
  const site = await startSite(root, rows.length === 0 ? 'this' : 'against', node);
  try {
    // Warm: every page rendered once, the remotes' server builds loaded.
    for (const [page] of PAGES) await (await fetch(site.base + page, { headers: HEADERS })).arrayBuffer();
    for (const result of await load(site.base)) {
      const judged = !result.needsSlowRemote && root === ROOT;
      rows.push({
        build: label,
        page: result.page,
        'needs the slow remote': result.needsSlowRemote ? 'yes' : 'no',
        requests: result.requests,
        'p50 ms': result.p50.toFixed(1),
        'p95 ms': result.p95.toFixed(1),
        'max ms': result.max.toFixed(0),
        status: result.statuses,
        errors: result.errors,
        ...(judged ? { budget: `p95 <= ${BUDGET_P95_MS} ms`, ok: result.p95 <= BUDGET_P95_MS } : {}),
      });
    }
  } finally {
    await site.stop();
  }
}

console.table(rows);
recordResults('slow-remote', {
  // Each comparison keeps a section of its own in the results.
  ...(AGAINST_NODE ? { variant: `on two Node.js versions: ${[process.version, nodeVersion(AGAINST_NODE)].sort().join(' and ')}` } : {}),
  summary: `${CONNECTIONS} connections for ${DURATION_S} s on mixed pages; the booking remote's manifests answer after ${DELAY_MS} ms.`,
  rows,
});
process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
