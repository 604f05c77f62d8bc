#!/usr/bin/env node
// Taps on a slow phone: how soon the next screen answers a tap, in Debian's Chromium on a phone
// (Pixel 7's screen and touch), the CPU made 4x slower through the DevTools protocol
// (Emulation.setCPUThrottlingRate), the network the loopback's. Each run is a first visit (an
// empty cache):
// - home → the booking's first step: /welcome loads, the visitor reads it for --dwell ms once it
//   has settled (loaded, its start done: the browser idle), then
//   taps the hero's booking link; from the tap (its pointerdown's timestamp) to the first frame
//   painted with the party sizes on screen. Budget ≤ 300 ms (median of --runs);
// - people → month: the tap on a party size to the first frame with the month's days (≤ 300 ms);
// - the longest interaction of a short walk (home → people → day → time): INP as the browser
//   counts it, the longest duration of the Event Timing entries of one interaction (from the tap
//   to the next paint after its handlers), PerformanceObserver 'event' with durationThreshold 16
//   (≤ 100 ms, the worst run).
//   node bench/taps.mjs [--runs=5] [--dwell=3000] [--port=PORT] [--against=FOLDER] [--trace=FOLDER]
// After npm run build; it starts its own server (PGlite, demo data). `--against=FOLDER` serves
// another build too (FOLDER holds its host/dist and remote-*/dist: a checkout, or a copy of those
// folders), through a second server of this checkout, and alternates the runs between the two, so
// a busy moment of the machine hits both: the figures of a change beside those before it.
// `--trace=FOLDER` records a Chromium performance trace and a CPU profile around each of the first
// three taps of each run (open them in DevTools' Performance panel) and prints where their time
// went (bench/trace-summary.mjs); tracing slows the page, so such a run writes no results.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { recordResults, startBenchServer } from './support.mjs';
import { summarizeTap, topFunctions, traced } from './trace-summary.mjs';

// Playwright comes from the e2e package (the one install of it in the workspace).
const { chromium, devices } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option('runs') ?? 5));
const DWELL_MS = Math.max(0, Number(option('dwell') ?? 3000));
const PORT = option('port') ? Number(option('port')) : undefined;
const AGAINST = option('against');
const TRACE_DIR = option('trace');
const CPU_SLOWDOWN = 4;
const BUDGET = { stepMs: 300, interactionMs: 100 };
const root = new URL('..', import.meta.url).pathname;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (x) => `${Math.round(x)} ms`;

/**
 * In the page before its scripts: the Event Timing entries by interaction, and `__afterTap`, which
 * resolves with the time from the next tap (its pointerdown's timestamp) to the first frame
 * painted once `selector` matches (a requestAnimationFrame, then a message: the paint of that
 * frame has happened by then).
 */
function instrument() {
  /* global window, document, MutationObserver, requestAnimationFrame, requestIdleCallback, addEventListener -- these functions run in the page */
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        window.__interactions.set(entry.interactionId, {
          name: entry.name,
          duration: entry.duration,
          // Where it went: waiting for the main thread, the handlers, then rendering and paint.
          parts: [entry.processingStart - entry.startTime, entry.processingEnd - entry.processingStart, entry.startTime + entry.duration - entry.processingEnd].map(
            Math.round,
          ),
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.mark('shown').startTime);
        channel.port2.postMessage(null);
      }),
    );
  window.__afterTap = (selector) => {
    const tapped = new Promise((resolve) =>
      addEventListener(
        'pointerdown',
        (event) => {
          performance.mark('tap', { startTime: event.timeStamp }); // for a trace (--trace)
          resolve(event.timeStamp);
        },
        { capture: true, once: true },
      ),
    );
    const shown = new Promise((resolve) => {
      const check = () => {
        if (!document.querySelector(selector)) return false;
        observer.disconnect();
        resolve(afterPaint());
        return true;
      };
      const observer = new MutationObserver(check);
      if (!check()) observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
    window.__measured = Promise.all([tapped, shown]).then(([tap, painted]) => painted - tap);
  };
}

/**
 * Starts the timer for the next tap, taps, and resolves with the tap → `selector` painted time.
 * `trace`: a name to trace the tap under (--trace): the trace is saved and summarized.
 */
async function timeTap(page, locator, selector, trace) {
  const tap = async () => {
    await page.evaluate((s) => window.__afterTap(s), selector);
    await locator.tap();
    return page.evaluate(() => window.__measured);
  };
  if (!TRACE_DIR || !trace) return tap();
  const { events, profile, result } = await traced(await page.context().newCDPSession(page), tap);
  fs.mkdirSync(TRACE_DIR, { recursive: true });
  const file = path.join(TRACE_DIR, `${trace}.json`);
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
  fs.writeFileSync(path.join(TRACE_DIR, `${trace}.cpuprofile`), JSON.stringify(profile));
  console.log([`${trace} (${file}, and its .cpuprofile):`, ...summarizeTap(events), '  the most script time (self):', ...topFunctions(profile)].join('\n'));
  return result;
}

/** The longest interaction since the last call (its Event Timing entry's name and duration). */
async function longestSince(page, tap) {
  const entries = await page.evaluate(() => {
    const all = [...window.__interactions.values()];
    window.__interactions.clear();
    return all;
  });
  return entries.reduce((a, b) => (b.duration > a.duration ? { tap, ...b } : a), { tap, name: 'none over 16 ms', duration: 0 });
}

/** One first visit's walk on the site at `base`. */
async function walk(browser, base, name) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'it-IT', timezoneId: 'Europe/Rome', baseURL: base });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument);
    await page.goto('/welcome');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    // The visitor reads the page for --dwell ms once it has settled (its start done: the browser idle).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(DWELL_MS);
    await longestSince(page, 'load'); // the first view's own (none: nothing was tapped)

    const booking = page.locator('[data-remote="booking"]');
    const interactions = [];
    const firstStep = await timeTap(
      page,
      page.locator('main a[href="/reserve"]').first(),
      '[data-remote="booking"] [data-page="Reserve"] button[aria-pressed]',
      `${name}-first-step`,
    );
    interactions.push(await longestSince(page, 'home → booking'));
    const toMonth = await timeTap(
      page,
      booking.getByRole('button', { name: /^2 persone$/ }),
      '[data-remote="booking"] button[data-date][data-status="available"], [data-remote="booking"] button[data-date][data-status="experience"]',
      `${name}-month`,
    );
    interactions.push(await longestSince(page, 'people'));
    // Timed to the day's times on screen (the calendar's days have no group around them).
    await timeTap(
      page,
      booking.locator('button[data-date][data-status="available"]').first(),
      '[data-remote="booking"] [role="group"] button[aria-pressed]',
      `${name}-day`,
    );
    interactions.push(await longestSince(page, 'day'));
    await page.waitForTimeout(300);
    await booking.locator('section button[aria-pressed]:not([aria-disabled="true"])').first().tap();
    await page.waitForTimeout(1000); // the last interaction's entry is reported after its paint
    interactions.push(await longestSince(page, 'time'));
    const longest = interactions.reduce((a, b) => (b.duration > a.duration ? b : a));
    return { firstStep, toMonth, longest, interactions };
  } finally {
    await context.close();
  }
}

const builds = [{ label: AGAINST ? 'this checkout' : 'phone, CPU 4x', root }];
if (AGAINST) builds.push({ label: `against ${AGAINST}`, root, env: { WEB_ROOT: AGAINST } });
const servers = [];
for (const build of builds) servers.push(await startBenchServer({ root, label: 'bench_taps', port: servers.length === 0 ? PORT : undefined, env: build.env }));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const chromiumVersion = browser.version();
const runs = builds.map(() => []);
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [b, build] of builds.entries()) {
      const run = await walk(browser, servers[b].base, `${b === 0 ? 'this' : 'against'}-run-${i + 1}`);
      runs[b].push(run);
      // Each tap's longest interaction, and its input delay / handlers / render and paint.
      const each = run.interactions.map((x) => `${x.tap} ${ms(x.duration)}${x.parts ? ` (${x.parts.join('/')})` : ''}`).join(', ');
      console.log(`${build.label}, run ${i + 1}: home → first step ${ms(run.firstStep)}, people → month ${ms(run.toMonth)}; interactions: ${each}`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

const spread = (xs) =>
  [...xs]
    .sort((a, b) => a - b)
    .map((x) => Math.round(x))
    .join(', ');
const rows = [];
for (const [b, build] of builds.entries()) {
  const mine = runs[b];
  const firstStep = median(mine.map((r) => r.firstStep));
  const toMonth = median(mine.map((r) => r.toMonth));
  const worst = mine.map((r) => r.longest).reduce((a, c) => (c.duration > a.duration ? c : a));
  const judged = b === 0; // the other build is reported beside it, not judged
  const prefix = AGAINST ? `${build.label}: ` : '';
  const budgeted = (row, budget, ok) => (judged ? { ...row, budget, ok } : row);
  rows.push(
    budgeted(
      { figure: `${prefix}home → booking first step (median)`, value: ms(firstStep), runs: spread(mine.map((r) => r.firstStep)) },
      `≤ ${BUDGET.stepMs} ms`,
      firstStep <= BUDGET.stepMs,
    ),
    budgeted(
      { figure: `${prefix}people → month (median)`, value: ms(toMonth), runs: spread(mine.map((r) => r.toMonth)) },
      `≤ ${BUDGET.stepMs} ms`,
      toMonth <= BUDGET.stepMs,
    ),
    budgeted(
      {
        figure: `${prefix}longest interaction of the walk (worst run: the tap on ${worst.tap}, ${worst.name})`,
        value: ms(worst.duration),
        runs: spread(mine.map((r) => r.longest.duration)),
      },
      `≤ ${BUDGET.interactionMs} ms`,
      worst.duration <= BUDGET.interactionMs,
    ),
  );
}
if (TRACE_DIR) {
  // A traced run is slower than a guest's: its figures are printed, not recorded.
  console.log(rows.map((r) => `${r.figure}: ${r.value} (${r.runs})`).join('\n'));
  process.exit(0);
}
recordResults('taps', {
  variant: AGAINST ? 'this checkout and another build, alternating' : 'phone, CPU 4x',
  summary: [
    `Chromium ${chromiumVersion}, Pixel 7 screen and touch, CPU ${CPU_SLOWDOWN}x slower (Emulation.setCPUThrottlingRate), loopback network; ${RUNS} first visits (empty cache)${AGAINST ? ' of each build, alternating' : ''}, the home page read for ${DWELL_MS} ms before the tap.`,
    'From the tap (its pointerdown) to the first frame painted with the next screen; the interaction is the longest Event Timing duration of one interaction (tap to next paint) over the walk home → people → day → time.',
  ].join(' '),
  rows,
});
