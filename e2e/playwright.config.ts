import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, serverCommand } from './support/server';

// Debian's Chromium (never `playwright install`: it downloads a browser). The site is the
// production build served by the same server `npm start` runs, with fresh demo data.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'] }, testIgnore: /redeploy/ },
    // Rebuilds remote-booking while the site runs: after everything else has used the build.
    { name: 'redeploy', use: { ...devices['Pixel 7'] }, testMatch: /redeploy/, dependencies: ['phone'] },
  ],
  webServer: {
    command: serverCommand(),
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
