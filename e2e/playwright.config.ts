import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

// Debian's Chromium (support/chromium.ts). Each worker runs the
// production build on a server and data directory of its own (support/fixtures.ts, `site`), so
// workers run side by side; E2E_WORKERS sets how many (default 2: a two-core machine).
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers,
  // A failed test runs once more, recording its trace (below): one that then passes is reported
  // as flaky and named in `npm test`'s summary (scripts/test.mjs), so a rare race is seen and
  // fixed, not hidden; one that fails twice fails the run, its trace kept in test-results/.
  retries: 1,
  // Generous waits, never assertions about speed: two workers share two cores, and a busy
  // machine must make a test slower, not red.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // `list` for people and CI logs; the JSON report lets `npm test` print its closing count line.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Only the retry of a failed test records a trace: recording every test (its DOM snapshots
    // at each step) costs a quarter of the suite's time on two cores.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: /dev-smoke/ },
    // `npm run dev` (API with reload, four webpack dev servers) on ports of its own; it needs no build.
    { name: 'dev', use: { ...devices['Desktop Chrome'] }, testMatch: /dev-smoke/ },
  ],
});
