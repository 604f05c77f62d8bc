#!/usr/bin/env node
// JavaScript a first visit downloads before a page is usable, gzipped, split by app and by
// file; and beside it the page's texts, JSON data (webpack/texts.cjs), which the budget does not
// count but a visitor still downloads. Runs against a live site (npm start), in Debian's
// Chromium, with an empty cache. With Save-Data on, so that what the page fetches ahead for the
// next one, in its idle time once it is usable (host/src/features/prefetch/), is not counted as
// its own: the taps bench (bench/taps.mjs) measures what that buys.
//   node bench/js-bytes.mjs [http://localhost:8080] [/welcome /reserve ...] [--files]
// --files prints each page's scripts too, largest first (gzip -9 KB), to find where the bytes are.
// Budget (docs/performance.md): at most 160 KB gzipped per page. Writes bench/results/js-bytes.md.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { firstViewPages } from './first-view-pages.mjs';
import { pageLabel, recordResults } from './support.mjs';

// Playwright comes from the e2e package (the one install of it in the workspace).
const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test');

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080';
const pages = args.filter((a) => a.startsWith('/'));
const BY_FILE = args.includes('--files');
const BUDGET_KB = 160;

function appOf(pathname) {
  const m = /^\/remotes\/([^/]+)\//.exec(pathname);
  return m ? m[1] : 'host';
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-background-networking'] });
const rows = [];
for (const pathname of pages.length ? pages : await firstViewPages(base, { venues: 'all' })) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const scripts = [];
  const texts = [];
  page.on('response', async (response) => {
    const isTexts = /\/i18n-[^/]+\.json$/.test(new URL(response.url()).pathname);
    if (response.request().resourceType() !== 'script' && !isTexts) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    (isTexts ? texts : scripts).push({ url: new URL(response.url()), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  await context.close();
  const byApp = {};
  for (const s of scripts) byApp[appOf(s.url.pathname)] = (byApp[appOf(s.url.pathname)] ?? 0) + s.gzip;
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  rows.push({
    pathname,
    total,
    byApp,
    files: scripts.length,
    texts: texts.reduce((sum, t) => sum + t.gzip, 0),
    outside: scripts.filter((s) => !['localhost', '127.0.0.1'].includes(s.url.hostname)).length,
  });
  if (BY_FILE) {
    console.log(pathname);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url.pathname}`);
  }
}
await browser.close();

const kb = (n) => (n / 1024).toFixed(1);
console.log(`JavaScript downloaded on a first visit (gzip -9), budget ${BUDGET_KB} KB`);
console.log('page'.padEnd(46) + 'total KB'.padStart(10) + '  files  texts KB  by app (KB)');
for (const r of rows) {
  const apps = Object.entries(r.byApp)
    .map(([app, n]) => `${app} ${kb(n)}`)
    .join(', ');
  console.log(
    r.pathname.padEnd(46) +
      kb(r.total).padStart(10) +
      String(r.files).padStart(7) +
      kb(r.texts).padStart(10) +
      '  ' +
      apps +
      (r.total / 1024 > BUDGET_KB ? '  OVER BUDGET' : ''),
  );
}

recordResults('js-bytes', {
  variant: pages.length ? 'pages named on the command line' : 'first views of every demo venue',
  summary: `JavaScript a first visit downloads per page (gzip -9), empty cache, 1280x720, Chromium with Save-Data on (nothing fetched ahead for the next page), against ${base}. The texts (JSON) are listed beside it and not counted in the budget.`,
  rows: rows.map((r) => ({
    page: `\`${pageLabel(r.pathname)}\``,
    'JS KB': kb(r.total),
    files: r.files,
    'texts KB': kb(r.texts),
    'by app (KB)': Object.entries(r.byApp)
      .map(([app, n]) => `${app} ${kb(n)}`)
      .join(', '),
    budget: `≤ ${BUDGET_KB} KB`,
    ok: r.total / 1024 <= BUDGET_KB,
  })),
  timed: false,
  notes: rows.some((r) => r.outside) ? ['Some pages fetched scripts from another host (a venue script): counted in the total.'] : [],
});
