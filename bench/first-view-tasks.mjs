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
// Budget (docs/performance.md): no more than 50 ms of the page's scripts in one task; each page's HTML
// without its scripts is opened beside it (the browser's own first render, which no script shortens).
// Writes bench/results/first-view-tasks.md.
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
  window.__scripts = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
    type: 'longtask',
    buffered: true,
  });
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        for (const s of frame.scripts)
          window.__scripts.push({
            what: `${s.invokerType} ${s.invoker}`.slice(0, 80),
            file: s.sourceURL,
            start: s.startTime,
            duration: s.duration,
            // A style or layout the script forced (reading a size): the browser's render, run early.
            forced: s.forcedStyleAndLayoutDuration ?? 0,
          });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the tasks are still counted, none attributed.
  }
}

const shortFile = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : 'the page');

/**
 * A long task, split: the page's scripts' time in it (every script that began in the task, less
 * the style and layout it forced) and the rest, the browser's own work (parsing, style, layout,
 * paint). Named by its longest script.
 */
function attribute(task, scripts) {
  const end = task.start + task.duration;
  const inTask = scripts.filter((s) => s.start >= task.start - 1 && s.start < end);
  // A frame's scripts may nest (a microtask inside a script's run): their union, within the task.
  const spans = inTask.map((s) => [s.start, Math.min(end, s.start + s.duration)]).sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = -Infinity;
  for (const [from, to] of spans) {
    if (to > reached) covered += to - Math.max(from, reached);
    reached = Math.max(reached, to);
  }
  const own = Math.max(0, covered - inTask.reduce((sum, s) => sum + s.forced, 0));
  const longest = inTask.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: -1 });
  const name =
    longest.duration >= 0
      ? `${longest.what} (${shortFile(longest.file)}, ${Math.round(longest.duration)} ms${longest.forced >= 1 ? `, ${Math.round(longest.forced)} ms of it forced style and layout` : ''})`
      : 'no script';
  return { ...task, scripts: own, name };
}

/**
 * Opens one first view on a slow phone; resolves with its long tasks, each attributed, and the
 * HTML the page was sent. With `staticHtml`, that HTML is what the browser gets for the address.
 */
async function firstView(browser, url, { staticHtml } = {}) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    if (staticHtml) await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: staticHtml }));
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument);
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(staticHtml ? 500 : SETTLE_MS);
    const { tasks, scripts } = await page.evaluate(() => ({ tasks: window.__longTasks, scripts: window.__scripts }));
    return { tasks: tasks.map((t) => attribute(t, scripts)), html: await response.text() };
  } finally {
    await context.close();
  }
}

/**
 * A page's HTML without its scripts (the JSON-LD data kept): what the browser renders before any
 * script of the page runs. The server sends no preload (the after-paint loader adds them). Its
 * long tasks are the browser's own, which no script of the page can shorten; opened beside the
 * page, they say how much of the page's long tasks is that.
 */
const withoutScripts = (html) => html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '');

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
const results = []; // { pathname, build, runs: [tasks], bare: [tasks] }
try {
  // Each server its own pages (bookings and claimed codes are per database).
  const pagesOf = await Promise.all(servers.map((s) => (named.length ? named : firstViewPages(s.base, { venues: 'all' }))));
  for (const [p, pathname] of pagesOf[0].entries()) {
    const runs = builds.map(() => []);
    const bare = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, server] of servers.entries()) {
        const url = server.base + pagesOf[b][p];
        // The same address right after, with the HTML that load was sent, its scripts taken out.
        const { tasks, html } = await firstView(browser, url);
        runs[b].push(tasks);
        bare[b].push((await firstView(browser, url, { staticHtml: withoutScripts(html) })).tasks);
      }
    }
    for (const [b, build] of builds.entries()) {
      results.push({ pathname, build: build.label, runs: runs[b], bare: bare[b] });
      const longest = runs[b].flat().reduce((a, t) => (t.scripts > a.scripts ? t : a), { scripts: 0, name: '' });
      console.log(`${pageLabel(pathname).padEnd(48)} ${build.label.padEnd(28)} its scripts' longest ${Math.round(longest.scripts)} ms ${longest.name}`);
      for (const [i, tasks] of runs[b].entries()) {
        const page = tasks.map((t) => `${Math.round(t.duration)} ms (scripts ${Math.round(t.scripts)} ms) ${t.name}`).join('; ') || 'no task over 50 ms';
        console.log(`    run ${i + 1}: ${page}; without scripts: ${bare[b][i].map((t) => `${Math.round(t.duration)} ms`).join(', ') || 'no task over 50 ms'}`);
      }
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
const longestIn = (runs, of) => runs.map((tasks) => Math.max(0, ...tasks.map(of)));
const figure = (values) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
const rows = results.map(({ pathname, build, runs, bare }) => {
  const scriptsOf = longestIn(runs, (t) => t.scripts);
  const worst = runs.flat().reduce((a, t) => (t.scripts > a.scripts ? t : a), { scripts: 0, name: '' });
  const judged = build === builds[0].label;
  const row = {
    page: `\`${pageLabel(pathname)}\``,
    ...(AGAINST ? { build } : {}),
    "its scripts' longest share of a task, median (runs)": figure(scriptsOf),
    'longest task, median (runs)': figure(longestIn(runs, (t) => t.duration)),
    'the same HTML without scripts: longest task, median (runs)': figure(longestIn(bare, (t) => t.duration)),
    'tasks over 50 ms, median': median(runs.map((tasks) => tasks.length)),
    "the scripts' worst task": worst.scripts ? `${Math.round(worst.duration)} ms, ${Math.round(worst.scripts)} ms of it scripts: ${worst.name}` : 'none',
  };
  return judged ? { ...row, budget: `scripts ≤ ${BUDGET_MS} ms a task`, ok: median(scriptsOf) <= BUDGET_MS } : row;
});
recordResults('first-view-tasks', {
  variant: AGAINST ? 'this checkout and another build, alternating' : 'phone, CPU 4x',
  summary: [
    `Chromium ${chromiumVersion}, Pixel 7 screen and touch, CPU ${CPU_SLOWDOWN}x slower, loopback network; each page ${RUNS} times with an empty cache${AGAINST ? ', on each build in turn' : ''}, watched until ${SETTLE_MS} ms after the network is idle, and after each, the same HTML without its scripts.`,
    "Long tasks as the browser reports them (PerformanceObserver `longtask`), each split by its long animation frame's script attribution: the page's scripts' share (every script begun in the task, less the style and layout it forced) and the browser's own work (parsing, style, layout, paint). The budget holds the page's scripts to 50 ms a task; the browser's first render of the same HTML without any script is measured beside it, since no script of the page can shorten it. The 4x slowdown multiplies whatever else the machine runs: read the figures beside the load average, and compare builds with `--against`.",
  ].join(' '),
  rows,
});
