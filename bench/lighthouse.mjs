#!/usr/bin/env node
// Lighthouse performance of the front page (a script, not a timed test), against a live site
// (npm start), in Debian's Chromium, mobile preset with Lighthouse's default throttling
// (simulated slow 4G, 4x CPU slowdown). Each page runs N times; the table shows medians.
//   node bench/lighthouse.mjs [http://localhost:8080] [/welcome /reserve ...]
// Options:
//   --runs=3              runs per page (median reported; the machine is noisy)
//   --static-dir=DIR      (or env BENCH_STATIC_DIR) where to write the static copies; the
//                         server must be started with the same BENCH_STATIC_DIR, which it
//                         serves under /__bench/. Without it the static comparison is skipped.
//   --diagnose            per page, why: LCP element and phases, render-blocking requests,
//                         critical chain, unused JavaScript, bytes (from the median run)
//   --save=DIR            keep every run's Lighthouse JSON report in DIR
//   --venues=all          the pages of every demo venue, not only the demo venue's
//                         (bench/first-view-pages.mjs)
// Budgets (docs/performance.md): score >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, and "how
// close to the limit": our LCP at most 1.2x the LCP of a static HTML page with the same visible
// content, served by the same server (scripts removed, same stylesheets and images).
// Writes bench/results/lighthouse.md (one section for the demo venue's pages, one for every venue's).
// Default pages: /welcome, /reserve, the gift card list and the first card's detail, the demo
// promotion and a code page of it (the bench claims one code through the API, bot check solved),
// and a booking's edit link (booked through the API).
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { browserSettled, browserVersion } from './browser-settled.mjs';
import { firstViewPages } from './first-view-pages.mjs';
import { pageLabel, recordResults } from './support.mjs';

const lighthousePackage = createRequire(import.meta.url).resolve('lighthouse/package.json');
const requireFromLighthouse = createRequire(lighthousePackage);
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(lighthousePackage, 'utf8')).version;
const chromeLauncher = requireFromLighthouse('chrome-launcher');
// Playwright comes from the e2e package (the one install of it in the workspace).
const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = (args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080').replace(/\/+$/, '');
const chosen = args.filter((a) => a.startsWith('/'));
const PAGES = chosen.length ? chosen : await firstViewPages(base, { venues: option('venues') === 'all' ? 'all' : 'demo' });
const RUNS = Math.max(1, Number(option('runs') ?? 3));
const STATIC_DIR = option('static-dir') ?? process.env.BENCH_STATIC_DIR;
const SAVE_DIR = option('save');
const DIAGNOSE = args.includes('--diagnose');

const BUDGET = { score: 95, lcp: 2000, tbt: 150, cls: 0.02, ratio: 1.2 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const slug = (pathname) => pathname.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

const warnings = [];
const CHROME_PATH = process.env.BENCH_CHROME ?? '/usr/bin/chromium';
const BROWSER = browserVersion(CHROME_PATH);
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
process.on('exit', () => chrome.kill());
// Measure the page, not the browser's own start-up (bench/browser-settled.mjs).
const settledMs = await browserSettled(chrome.pid);

/** One Lighthouse run: the metrics and the report (for --diagnose and --save). */
async function audit(url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // A failed request (a remote rebuilt mid-run, a 404) makes the figures meaningless: say so.
  const failed = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => !(r.statusCode >= 200 && r.statusCode < 400) && !r.url.endsWith('/favicon.ico'));
  if (failed.length)
    warnings.push(
      `${url}: ${failed.length} failed request(s): ${failed
        .slice(0, 3)
        .map((r) => `${r.statusCode} ${r.url.replace(base, '')}`)
        .join(', ')}`,
    );
  return {
    lhr,
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    // Lighthouse's measure of this machine's speed (higher is faster): TBT follows it closely.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * The page's visible content as a static HTML file: the rendered DOM at Lighthouse's mobile
 * viewport, scripts and the preloads of scripts and texts (JSON) removed, styles kept (linked stylesheets stay links to
 * the same server; rules inserted through the CSSOM are written out), a <base> so relative
 * addresses resolve as on the page. Playwright drives the Chromium that Lighthouse uses.
 */
async function captureStatic(browser, pathname) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(base + pathname, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    if (await page.locator('.remote-area [role=alert]').count()) warnings.push(`${pathname}: the captured page shows an error (a remote failed to load?)`);
    await page.evaluate((pageUrl) => {
      /* global document -- this function runs in the page */
      for (const style of document.querySelectorAll('style')) {
        if (style.textContent.trim() || !style.sheet) continue;
        style.textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n');
      }
      for (const sheet of document.adoptedStyleSheets ?? []) {
        const style = document.createElement('style');
        style.textContent = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        document.head.append(style);
      }
      document
        .querySelectorAll('script, link[rel=modulepreload], link[rel=preload][as=script], link[rel=preload][as=fetch], link[rel=prefetch]')
        .forEach((el) => el.remove());
      const baseEl = document.createElement('base');
      baseEl.href = pageUrl;
      document.head.prepend(baseEl);
    }, base + pathname);
    return `<!doctype html>\n<!-- static copy of ${pathname} for bench/lighthouse.mjs -->\n` + (await page.content()).replace(/^<!DOCTYPE html>/i, '');
  } finally {
    await context.close();
  }
}

/** Lighthouse sometimes fails on a busy machine (NO_NAVSTART, NO_FCP...): try again twice. */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) {
        warnings.push(`${url}: run dropped after 3 attempts (${error.message.split('\n')[0]})`);
        return undefined;
      }
      process.stderr.write(`  retrying: ${error.message.split('\n')[0]}\n`);
    }
  }
}

/** Writes the static copies and checks that the server serves them under /__bench/. */
async function prepareStatic() {
  if (!STATIC_DIR) return { skipped: 'no --static-dir / BENCH_STATIC_DIR given' };
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const urls = {};
  try {
    for (const pathname of PAGES) {
      const file = `${slug(pathname)}.html`;
      const html = await captureStatic(browser, pathname);
      fs.writeFileSync(path.join(STATIC_DIR, file), html);
      const url = `${base}/__bench/${file}`;
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      const served = res.ok ? await res.text() : '';
      if (!served.includes(`static copy of ${pathname} for bench/lighthouse.mjs`)) {
        return { skipped: `the server does not serve ${STATIC_DIR} at /__bench/ (start it with BENCH_STATIC_DIR=${path.resolve(STATIC_DIR)})` };
      }
      urls[pathname] = url;
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return { urls };
}

function save(lhr, name) {
  if (!SAVE_DIR) return;
  fs.mkdirSync(SAVE_DIR, { recursive: true });
  fs.writeFileSync(path.join(SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
}

// TBT is the page's main-thread work times four: whatever else runs on the machine (a test run,
// a build) is multiplied with it. Said before and after, so a noisy table is seen for what it is.
const loadBefore = os.loadavg()[0];
if (loadBefore > 1) process.stderr.write(`warning: load average ${loadBefore.toFixed(2)}: other work is running; TBT will be inflated\n`);
const staticSetup = await prepareStatic();
const runs = Object.fromEntries(PAGES.map((p) => [p, { page: [], static: [] }]));
for (let run = 1; run <= RUNS; run++) {
  for (const pathname of PAGES) {
    // The page and its static copy alternate, so a busy moment of the machine hits both.
    process.stderr.write(`run ${run}/${RUNS} ${pathname}\n`);
    const r = await auditWithRetry(base + pathname);
    if (r) {
      save(r.lhr, `${slug(pathname)}.${run}`);
      runs[pathname].page.push(r);
    }
    if (staticSetup.urls) {
      const s = await auditWithRetry(staticSetup.urls[pathname]);
      if (s) {
        save(s.lhr, `${slug(pathname)}.static.${run}`);
        runs[pathname].static.push(s);
      }
    }
  }
}
chrome.kill();

const ms = (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
const col = (text, width) => String(text).padStart(width);
console.log(
  `Lighthouse ${LIGHTHOUSE_VERSION} performance, mobile preset, default (simulated) throttling — median of ${RUNS} run(s), ${base}; ${BROWSER}, settled ${(settledMs / 1000).toFixed(1)} s after launch`.replace(
    '  ',
    ' ',
  ),
);
const indexes = Object.values(runs)
  .flatMap((r) => r.page.map((x) => x.benchmarkIndex))
  .filter(Number.isFinite);
console.log(
  `Machine: load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after; TBT means something only when the machine was quiet before the run`,
);
if (indexes.length)
  console.log(
    `Machine: Lighthouse benchmarkIndex median ${Math.round(median(indexes))} (spread ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; higher is faster, and TBT moves with it)`,
  );
console.log(`Budgets: score >= ${BUDGET.score}, LCP <= ${BUDGET.lcp / 1000} s, TBT <= ${BUDGET.tbt} ms, CLS <= ${BUDGET.cls}, LCP / static LCP <= ${BUDGET.ratio}`);
console.log(
  'page'.padEnd(46) + col('score', 6) + col('LCP', 9) + col('TBT', 9) + col('CLS', 7) + col('FCP', 9) + col('static LCP', 12) + col('ratio', 7) + '  over budget',
);
const misses = [];
const recorded = [];
for (const pathname of PAGES) {
  const { page, static: st } = runs[pathname];
  if (!page.length) {
    console.log(pathname.padEnd(46) + '  no successful run');
    misses.push(pathname);
    continue;
  }
  const m = Object.fromEntries(['score', 'lcp', 'tbt', 'cls', 'fcp'].map((k) => [k, median(page.map((r) => r[k]))]));
  m.score = Math.round(m.score);
  const staticLcp = st.length ? median(st.map((r) => r.lcp)) : NaN;
  const ratio = m.lcp / staticLcp;
  const over = [];
  if (!(m.score >= BUDGET.score)) over.push('score');
  if (!(m.lcp <= BUDGET.lcp)) over.push('LCP');
  if (!(m.tbt <= BUDGET.tbt)) over.push('TBT');
  if (!(m.cls <= BUDGET.cls)) over.push('CLS');
  if (st.length && !(ratio <= BUDGET.ratio)) over.push('ratio');
  if (over.length) misses.push(pathname);
  recorded.push({
    page: `\`${pageLabel(pathname)}\``,
    score: m.score,
    LCP: ms(m.lcp),
    TBT: ms(m.tbt),
    CLS: m.cls.toFixed(3),
    FCP: ms(m.fcp),
    'static LCP': st.length ? ms(staticLcp) : '-',
    ratio: st.length ? ratio.toFixed(2) : '-',
    runs: page.length,
    budget: `score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcp / 1000} s, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}${st.length ? `, ratio ≤ ${BUDGET.ratio}` : ''}`,
    ok: over.length === 0,
  });
  console.log(
    pathname.padEnd(46) +
      col(m.score, 6) +
      col(ms(m.lcp), 9) +
      col(ms(m.tbt), 9) +
      col(m.cls.toFixed(3), 7) +
      col(ms(m.fcp), 9) +
      col(st.length ? ms(staticLcp) : '-', 12) +
      col(st.length ? ratio.toFixed(2) : '-', 7) +
      '  ' +
      (over.length ? `MISS ${over.join(', ')}` : 'ok'),
  );
  if (page.length < RUNS || (staticSetup.urls && st.length < RUNS)) console.log(' '.repeat(4) + `only ${page.length} of ${RUNS} runs (static copy: ${st.length})`);
  if (page.length > 1) {
    const range = (k, f) => `${f(Math.min(...page.map((r) => r[k])))}–${f(Math.max(...page.map((r) => r[k])))}`;
    console.log(' '.repeat(4) + `spread over ${page.length} runs: score ${range('score', String)}, LCP ${range('lcp', ms)}, TBT ${range('tbt', ms)}`);
  }
}
for (const w of warnings) console.log(`WARNING ${w}`);
if (staticSetup.skipped) console.log(`Static comparison skipped: ${staticSetup.skipped}.`);
console.log(misses.length ? `Over budget: ${misses.join(' ')}` : 'All pages within budget.');

recordResults('lighthouse', {
  variant: chosen.length ? 'pages named on the command line' : option('venues') === 'all' ? "every demo venue's first views" : "the demo venue's first views",
  summary: `Lighthouse ${LIGHTHOUSE_VERSION} (performance only, mobile preset, simulated slow 4G and 4x CPU slowdown) in ${BROWSER} (Debian's, settled ${(settledMs / 1000).toFixed(1)} s after launch) against ${base}; medians of ${RUNS} run(s). Load average ${loadBefore.toFixed(2)} before the run${indexes.length ? `; Lighthouse benchmarkIndex median ${Math.round(median(indexes))} (higher is faster; TBT moves with it)` : ''}.`,
  rows: [
    ...recorded,
    ...PAGES.filter((p) => !runs[p].page.length).map((p) => ({ page: `\`${pageLabel(p)}\``, score: 'no successful run', budget: 'a successful run', ok: false })),
  ],
  notes: [
    ...(loadBefore > 1 ? [`The machine was busy when the run started (load average ${loadBefore.toFixed(2)}): TBT is inflated.`] : []),
    ...(staticSetup.skipped ? [`Static comparison skipped: ${staticSetup.skipped}.`] : []),
    ...warnings,
  ],
});

if (DIAGNOSE) {
  for (const pathname of PAGES) {
    // The run whose LCP is the median one stands for the page.
    const list = runs[pathname].page;
    if (!list.length) continue;
    const lhr = [...list].sort((a, b) => a.lcp - b.lcp)[Math.floor((list.length - 1) / 2)].lhr;
    console.log(`\n${pathname} — why (run with the median LCP)`);
    for (const line of diagnose(lhr)) console.log('  ' + line);
  }
}

/** The facts behind the score, from one Lighthouse report. */
function diagnose(lhr) {
  const a = lhr.audits;
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const short = (url) => url.replace(base, '');
  const out = [];
  const lcpEl = a['largest-contentful-paint-element']?.details?.items ?? [];
  const el = lcpEl[0]?.items?.[0]?.node;
  if (el) out.push(`LCP element: ${el.selector ?? ''} ${JSON.stringify((el.snippet ?? '').slice(0, 90))}`);
  const phases = lcpEl[1]?.items ?? [];
  if (phases.length) out.push('LCP phases: ' + phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', '));
  const blocking = a['render-blocking-resources']?.details?.items ?? [];
  out.push(`render-blocking: ${blocking.length ? blocking.map((i) => `${short(i.url)} (${ms(i.wastedMs)})`).join(', ') : 'none'}`);
  const chains = a['critical-request-chains']?.details;
  if (chains?.longestChain)
    out.push(`longest critical chain: ${chains.longestChain.length} requests, ${ms(chains.longestChain.duration)}, ${kb(chains.longestChain.transferSize)}`);
  const unused = a['unused-javascript']?.details?.items ?? [];
  const unusedTotal = unused.reduce((s, i) => s + i.wastedBytes, 0);
  out.push(
    `unused JavaScript: ${kb(unusedTotal)}` +
      (unused.length
        ? ` (largest: ${unused
            .slice(0, 3)
            .map((i) => `${short(i.url)} ${kb(i.wastedBytes)}`)
            .join(', ')})`
        : ''),
  );
  const requests = a['network-requests']?.details?.items ?? [];
  const byType = {};
  for (const r of requests) byType[r.resourceType] = (byType[r.resourceType] ?? 0) + (r.transferSize ?? 0);
  out.push(
    `transferred: ${kb(a['total-byte-weight']?.numericValue ?? 0)} in ${requests.length} requests (` +
      Object.entries(byType)
        .map(([t, n]) => `${t} ${kb(n)}`)
        .join(', ') +
      ')',
  );
  const compress = a['uses-text-compression']?.details?.overallSavingsBytes;
  if (compress) out.push(`text compression would save ${kb(compress)}`);
  const mainThread = a['mainthread-work-breakdown']?.numericValue;
  if (mainThread) out.push(`main-thread work: ${ms(mainThread)}; bootup JS ${ms(a['bootup-time']?.numericValue ?? 0)}`);
  const shifts = a['layout-shifts']?.details?.items ?? [];
  if (shifts.length)
    out.push(
      'layout shifts: ' +
        shifts
          .slice(0, 3)
          .map((s) => `${s.node?.selector ?? '?'} ${s.score.toFixed(3)}`)
          .join(', '),
    );
  return out;
}
