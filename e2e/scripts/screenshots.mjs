#!/usr/bin/env node
// Screenshots of pages on a phone and a desktop viewport, for a person to look at.
//   node e2e/scripts/screenshots.mjs http://localhost:8080 /welcome /reserve --lang=en --out=/tmp/shots
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080';
const paths = args.filter((a) => a.startsWith('/'));
const lang = args.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'it';
const out = args.find((a) => a.startsWith('--out='))?.slice(6) ?? '/tmp/shots';
mkdirSync(out, { recursive: true });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic', '--disable-background-networking'] });
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === 'phone', hasTouch: name === 'phone' });
  await context.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lang);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console: ${m.text()}`));
  for (const p of paths.length ? paths : ['/welcome']) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    const file = path.join(out, `${name}-${lang}${p.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
