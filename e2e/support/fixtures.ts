import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  page: async ({ page }, use) => {
    await keepLocal(page);
    await use(page);
  },
});

export { expect };

/** Opens a path for one venue (the first visit picks it; the site remembers it). */
export async function openVenue(page: Page, venue: keyof typeof DEMO, pathname = '/welcome'): Promise<void> {
  const url = `${pathname}${pathname.includes('?') ? '&' : '?'}venue=${DEMO[venue].slug}`;
  await page.goto(url);
}
