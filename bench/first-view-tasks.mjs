#!/usr/bin/env node
// The first view's long tasks on a slow phone: each page opened with an empty cache in Debian's
// Chromium (Pixel 7's screen and touch, CPU 4x slower through Emulation.setCPUThrottlingRate),
// every main-thread task over 50 ms the browser reports (PerformanceObserver `longtask`, buffered
// from the page's start), each named by the scripts that filled its frame (`long-animation-frame`'s
// script attribution: the file and what called it). No trace is recorded: tracing slows the page.
//   node bench/first-view-tasks.mjs [--runs=3] [--settle=3000] [--port=PORT] [--against=FOLDER] [/welcome /reserve ...]
// (--port: the first server's; its staff port is the next, the second server's the two after.)
// After npm run build; it starts its own server (PGlite, demo data). `--against=FOLDER` serves
// another build too (FOLDER holds its host/dist and remote-*/dist), through a second server of
// this checkout, each page opened on one then the other: the figures of a change beside those
// before it, on one machine at one moment. Pages: bench/first-view-pages.mjs, every demo venue's.
// Budget (docs/performance.md): no task over 50 ms. Writes bench/results/first-view-tasks.md.
import { createRequire } from 'node:module';
import { firstViewPages } from './first-view-pages.mjs';
import { pageLabel, recordResults, startBenchServer } from './support.mjs';

// Playwright comes from the e2e package (the one install of it in the workspace).
const { chromium, devices } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option('runs') ?? 3));
const SETTLE_MS = Math.max(0, Number(option('settle') ?? 3000));
const PORT = option('port') ? Number(option('port')) : undefined;
const AGAINST = option('against');
const named = args.filter((a) => a.startsWith('/'));
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 50;
const root = new URL('..', import.meta.url).pathname;

/** In the page before its scripts: its long tasks and long animation frames, from the start. */
function instrument() {
  /* global window -- runs in the page */
  window.__longTasks = [];
  window.__frames = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
    type: 'longtask',
    buffered: true,
  });
  try {
    new PerformanceObserver((list) =>
      window.__frames.push(
        ...list.getEntries().map((e) => ({
          start: e.startTime,
          end: e.startTime + e.duration,
          scripts: e.scripts.map((s) => ({ what: `${s.invokerType} ${s.invoker}`.slice(0, 80), file: s.sourceURL, duration: s.duration })),
        })),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the tasks are still counted, unnamed.
  }
}

const shortFile = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : 'the page');

/** A long task's name: the longest script of the long animation frame around it. */
function nameOf(task, frames) {
  const frame = frames.find((f) => f.start <= task.start + 1 && f.end >= task.start + task.duration - 1);
  const script = frame?.scripts.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: -1 });
  return script && script.duration >= 0 ? `${script.what} (${shortFile(script.file)}, ${Math.round(script.duration)} ms)` : 'no script named';
}

async function firstView(browser, base, pathname) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument);
    await page.goto(base + pathname, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, frames } = await page.evaluate(() => ({ tasks: window.__longTasks, frames: window.__frames }));
    return tasks.map((t) => ({ ...t, name: nameOf(t, frames) }));
  } finally {
    await context.close();
  }
}

const builds = [{ label: AGAINST ? 'this checkout' : 'phone, CPU 4x', env: {} }];
if (AGAINST) builds.push({ label: `against ${AGAINST}`, env: { WEB_ROOT: AGAINST } });
const servers = [];
// With --port, the second server takes the two ports after the first's (its own and its staff port).
for (const [b, build] of builds.entries())
  servers.push(await startBenchServer({ root, label: 'bench_first_view_tasks', port: PORT === undefined ? undefined : PORT + 2 * b, env: build.env }));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const chromiumVersion = browser.version();
const results = []; // { pathname, build, runs: [tasks] }
try {
  // Each server its own pages (bookings and claimed codes are per database).
  const pagesOf = await Promise.all(servers.map((s) => (named.length ? named : firstViewPages(s.base, { venues: 'all' }))));
  for (const [p, pathname] of pagesOf[0].entries()) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, server] of servers.entries()) runs[b].push(await firstView(browser, server.base, pagesOf[b][p]));
    }
    for (const [b, build] of builds.entries()) {
      results.push({ pathname, build: build.label, runs: runs[b] });
      const longest = runs[b].flat().reduce((a, t) => (t.duration > a.duration ? t : a), { duration: 0, name: '' });
      console.log(`${pageLabel(pathname).padEnd(48)} ${build.label.padEnd(28)} longest ${Math.round(longest.duration)} ms ${longest.name}`);
      for (const [i, tasks] of runs[b].entries())
        console.log(`    run ${i + 1}: ${tasks.map((t) => `${Math.round(t.duration)} ms ${t.name}`).join('; ') || 'no task over 50 ms'}`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const rows = results.map(({ pathname, build, runs }) => {
  const longestOf = runs.map((tasks) => Math.max(0, ...tasks.map((t) => t.duration)));
  const blocking = runs.map((tasks) => tasks.reduce((sum, t) => sum + t.duration - BUDGET_MS, 0));
  const worst = runs.flat().reduce((a, t) => (t.duration > a.duration ? t : a), { duration: 0, name: '' });
  const judged = build === builds[0].label;
  const row = {
    page: `\`${pageLabel(pathname)}\``,
    ...(AGAINST ? { build } : {}),
    'longest task, median (runs)': `${Math.round(median(longestOf))} ms (${longestOf.map(Math.round).join(', ')})`,
    'tasks over 50 ms, median': median(runs.map((tasks) => tasks.length)),
    'blocking time, median': `${Math.round(median(blocking))} ms`,
    'the worst task': worst.duration ? `${Math.round(worst.duration)} ms: ${worst.name}` : 'none',
  };
  return judged ? { ...row, budget: `≤ ${BUDGET_MS} ms`, ok: median(longestOf) <= BUDGET_MS } : row;
});
recordResults('first-view-tasks', {
  variant: AGAINST ? 'this checkout and another build, alternating' : 'phone, CPU 4x',
  summary: [
    `Chromium ${chromiumVersion}, Pixel 7 screen and touch, CPU ${CPU_SLOWDOWN}x slower, loopback network; each page ${RUNS} times with an empty cache${AGAINST ? ', on each build in turn' : ''}, watched until ${SETTLE_MS} ms after the network is idle.`,
    'Long tasks as the browser reports them (PerformanceObserver `longtask`), named by the longest script of their long animation frame. The 4x slowdown multiplies whatever else the machine runs: read the figures beside the load average, and compare builds with `--against`.',
  ].join(' '),
  rows,
});
