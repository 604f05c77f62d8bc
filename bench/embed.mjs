#!/usr/bin/env node
// The booking embedded on a venue's website (docs/embedding.md), measured on a test page of a
// venue's site (e2e/support/venue-website.cjs: another origin, a strict CSP, its own CSS):
// - the loader's bytes: embed.js gzipped (-9), and everything the page fetched from the booking
//   site before the visitor interacts, with the widget two screens below (only the loader should
//   come) — budget 10 KB;
// - with the widget in view: the JavaScript the page fetched from the booking site before any
//   interaction (the loader; the server's first step is HTML and CSS) — budget 10 KB — and, after
//   the first tap, everything the widget fetched (reported);
// - layout shift (CLS, the PerformanceObserver's sum) while the first step draws, and through the
//   first tap and the widget's taking over, on a phone and a desktop — budget 0;
// - Lighthouse (performance, mobile preset, simulated slow 4G, 4x CPU) of the venue's page with
//   and without the embed, side by side, medians of --runs (default 3): LCP with ≤ 1.1× without.
//   The page has the loader `npm run venue -- embed` prints (embed.js after the first paint); the
//   same page with the plain `<script async>` tag is measured beside it (reported).
//   node bench/embed.mjs [--runs=3] [--port=N]   (after npm run build; starts its own server, on N
//   (the staff origin on N+1, the venue's website on N+2) or free ports)
// Writes bench/results/embed.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { freePort, recordResults, startBenchServer } from './support.mjs';

const require = createRequire(import.meta.url);
const { serveVenueWebsite } = require('../e2e/support/venue-website.cjs');
const requireFromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
const chromeLauncher = requireFromLighthouse('chrome-launcher');
const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option('runs') ?? 3));
const PORT = option('port') ? Number(option('port')) : undefined;
const VENUE = 'cantina-aurora';
const BUDGET = { loaderKb: 10, cls: 0, lcpRatio: 1.1 };
const root = new URL('..', import.meta.url).pathname;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const server = await startBenchServer({ root, label: 'bench_embed', ...(PORT ? { port: PORT, env: { STAFF_PORT: String(PORT + 1) } } : {}) });
// The venue's website on another origin: localhost and a port of its own (the site is 127.0.0.1).
const venuePort = PORT ? PORT + 2 : await freePort();
const site = server.base;
const venueSite = await serveVenueWebsite(venuePort, { site, venue: VENUE, host: 'localhost' });
const venueUrl = (query) => `http://localhost:${venuePort}/?${query}`;

const rows = [];
const notes = [];
try {
  // 1. The loader's own bytes, as a visitor's browser downloads them.
  const loader = Buffer.from(await (await fetch(`${site}/embed.js`)).arrayBuffer());
  const loaderGz = gzipSync(loader, { level: 9 }).length;
  rows.push({ figure: 'embed.js, gzipped', value: kb(loaderGz), budget: `≤ ${BUDGET.loaderKb} KB`, ok: loaderGz <= BUDGET.loaderKb * 1024 });

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic'] });
  /** What the page fetched from the booking site (scripts, HTML, stylesheets, JSON), gzipped (-9), by path. */
  const watchSite = (page) => {
    const files = new Map();
    page.on('response', async (response) => {
      if (!response.url().startsWith(site)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const script = response.request().resourceType() === 'script';
      files.set(new URL(response.url()).pathname, { bytes: gzipSync(body, { level: 9 }).length, script });
    });
    return files;
  };
  const sum = (files, only = () => true) => [...files.values()].filter(only).reduce((a, file) => a + file.bytes, 0);
  const scripts = (file) => file.script;

  // 2. Before the visitor interacts: the widget two screens down, nothing touched.
  {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files = watchSite(page);
    await page.goto(venueUrl('lang=it&below'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const bytes = sum(files);
    rows.push({
      figure: 'fetched from the booking site before any interaction (widget below the fold)',
      value: `${kb(bytes)} (${[...files.keys()].join(', ')})`,
      budget: `≤ ${BUDGET.loaderKb} KB`,
      ok: bytes <= BUDGET.loaderKb * 1024,
    });
    await page.close();
  }

  // 3. The widget in view: the server's first step before any interaction (its JavaScript, the
  // layout shift while it draws), then the first tap (the widget's code comes and takes over).
  for (const [label, viewport] of [
    ['phone 390x844', { width: 390, height: 844 }],
    ['desktop 1280x800', { width: 1280, height: 800 }],
  ]) {
    const page = await browser.newPage({ viewport });
    const files = watchSite(page);
    await page.addInitScript(() => {
      /* global window -- this function runs in the page */
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(venueUrl('lang=it'), { waitUntil: 'networkidle' });
    await page.locator('venue-booking [data-embed-step] h1').waitFor();
    await page.waitForTimeout(1000);
    const before = await page.evaluate(() => window.__cls);
    const js = sum(files, scripts);
    const phone = label.startsWith('phone');
    if (phone) {
      rows.push({
        figure: 'JavaScript fetched from the booking site before any interaction, widget in view',
        value: `${kb(js)} (${[...files]
          .filter(([, file]) => file.script)
          .map(([path]) => path)
          .join(', ')})`,
        budget: `≤ ${BUDGET.loaderKb} KB`,
        ok: js <= BUDGET.loaderKb * 1024,
      });
      rows.push({
        figure: 'everything fetched from the booking site before any interaction (the step’s HTML and CSS too)',
        value: `${kb(sum(files))} (${[...files.keys()].join(', ')})`,
      });
    }
    rows.push({ figure: `CLS while the first step draws, ${label}`, value: before.toFixed(4), budget: '= 0', ok: before === BUDGET.cls });
    await page.locator('venue-booking [data-embed-step]').getByRole('button', { name: '2 persone', exact: true }).click();
    await page.locator('venue-booking button[data-date]').first().waitFor();
    await page.waitForTimeout(1000);
    const after = await page.evaluate(() => window.__cls);
    rows.push({ figure: `CLS through the first tap and the widget’s taking over, ${label}`, value: after.toFixed(4), budget: '= 0', ok: after === BUDGET.cls });
    if (phone)
      rows.push({ figure: 'after the first tap: everything fetched from the booking site, gzipped', value: `${kb(sum(files))} (JavaScript ${kb(sum(files, scripts))})` });
    await page.close();
  }
  await browser.close();

  // 4. Lighthouse of the venue's page, with and without the embed, alternating runs.
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    logLevel: 'silent',
  });
  try {
    const runs = { with: [], without: [], plain: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const [key, query] of [
        ['with', 'lang=it'],
        ['without', 'lang=it&none'],
        // The plain `<script async>` tag instead of the loader after the first paint (docs/embedding.md).
        ['plain', 'lang=it&plain'],
      ]) {
        const { lhr } = await lighthouse(venueUrl(query), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (lhr.runtimeError) throw new Error(`${query}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        runs[key].push({
          score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
      }
    }
    const m = (key, metric) => median(runs[key].map((r) => r[metric]));
    const ratio = m('with', 'lcp') / m('without', 'lcp');
    rows.push({
      figure: 'Lighthouse LCP of the venue page, with the embed ÷ without',
      value: `${ratio.toFixed(2)}× (${Math.round(m('with', 'lcp'))} ms ÷ ${Math.round(m('without', 'lcp'))} ms)`,
      budget: `≤ ${BUDGET.lcpRatio}×`,
      ok: ratio <= BUDGET.lcpRatio,
    });
    rows.push({
      figure: 'the same with the plain `<script src=…/embed.js async>` tag instead of the loader',
      value: `${(m('plain', 'lcp') / m('without', 'lcp')).toFixed(2)}× (${Math.round(m('plain', 'lcp'))} ms ÷ ${Math.round(m('without', 'lcp'))} ms)`,
    });
    for (const [metric, format] of [
      ['score', (v) => String(v)],
      ['fcp', (v) => `${Math.round(v)} ms`],
      ['lcp', (v) => `${Math.round(v)} ms`],
      ['tbt', (v) => `${Math.round(v)} ms`],
      ['cls', (v) => v.toFixed(3)],
    ]) {
      rows.push({
        figure: `Lighthouse ${metric.toUpperCase()}, venue page with the embed | without`,
        value: `${format(m('with', metric))} | ${format(m('without', metric))}`,
      });
    }
    notes.push(`Lighthouse ${RUNS} run(s) per page, alternating, medians; mobile preset, simulated slow 4G and 4x CPU slowdown.`);
  } finally {
    await chrome.kill();
  }
} finally {
  await new Promise((resolve) => venueSite.close(resolve));
  await server.stop();
}

notes.push(
  'The venue page: e2e/support/venue-website.cjs (another origin, strict CSP, aggressive CSS, the element keeping 42rem of room). Within a screen of the viewport the element draws the server’s first step (/embed/first-step: HTML and its stylesheets); the widget’s code comes on the first interaction with it.',
);
const { passed } = recordResults('embed', {
  summary:
    'The booking embedded on a venue’s website (docs/embedding.md): what the embed costs the venue’s page before anyone interacts (the loader and the server’s first step), whether anything shifts, through the first tap too, and Lighthouse of the page with and without it.',
  rows,
  notes,
});
fs.writeSync(1, rows.map((r) => `${r.figure}: ${r.value}${r.budget ? ` (${r.budget}: ${r.ok ? 'pass' : 'FAIL'})` : ''}`).join('\n') + '\n');
process.exitCode = passed ? 0 : 1;
