import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT, SERVER_START_MS, startWorkerServer } from './server';

export const DEMO = {
  aurora: { slug: 'cantina-aurora', name: 'Cantina Aurora' },
  chalet: { slug: 'chalet-du-lac', name: 'Chalet du Lac' },
  lagon: { slug: 'le-lagon', name: 'Le Lagon' },
} as const;
export const PLATFORM = 'Convivio';

/** The machine has no network beyond loopback: any other host is refused at once, as offline. */
async function keepLocal(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)[^/]+\//, (route) => route.abort('internetdisconnected'));
}

/** Projects whose tests bring their own servers (the dev-servers smoke test). */
const NO_SITE_PROJECTS = new Set(['dev']);

export const test = base.extend<{ pageErrors: Error[] }, { site: string }>({
  // The worker's own site, started once per worker before its first test (auto: every test
  // gets it, even one that only calls the API), stopped when the worker ends.
  site: [
    async ({}, use, workerInfo) => {
      if (NO_SITE_PROJECTS.has(workerInfo.project.name)) return use('');
      const server = await startWorkerServer();
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: SERVER_START_MS + 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site || `http://localhost:${E2E_PORT}`),
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await keepLocal(page);
    if (javaScriptEnabled) waitForHydrationOnGoto(page);
    await use(page);
  },
});

export { expect };

/**
 * A server-rendered page is shown before its script has loaded (server/src/web/after-paint-
 * loader.ts); a link clicked before then is followed by a full page load, as it should be. A
 * test that means the page's own navigation waits, after `goto`, until the host has taken the
 * page over (`<html data-hydrated>`). `waitUntil: 'commit'` opts out (a test of the page before).
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'commit') return response;
    const serverRendered = await page.locator('#__BOOT_DATA__').count();
    if (serverRendered) await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    return response;
  };
}

/** Opens a path for one venue (the first visit picks it; the site remembers it). */
export async function openVenue(page: Page, venue: keyof typeof DEMO, pathname = '/welcome'): Promise<void> {
  const url = `${pathname}${pathname.includes('?') ? '&' : '?'}venue=${DEMO[venue].slug}`;
  await page.goto(url);
}

/**
 * Makes the next page load render in the browser (client start-up: runtime config, location,
 * services, experiences), as a page the server could not render does: the visitor's stored
 * language (Italian) differs from the one the server renders in (the cookie says English), so
 * the host does not hydrate the server's markup (host/src/app/start-from-boot-data.ts).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  // The worker's own site (its port, not the project's baseURL: each worker has a server).
  await page.context().addCookies([{ name: 'frontpageLanguage', value: 'en', url: `http://localhost:${E2E_PORT}` }]);
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'it'));
}
