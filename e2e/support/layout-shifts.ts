import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts from its first script on, those the browser counts against the
 * page: not within 500 ms of an input (`window.__shifts`).
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts counted since the page's first script (or since `resetLayoutShifts`). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

/** Counts from now on. */
export const resetLayoutShifts = (page: Page) => page.evaluate(() => ((window as unknown as { __shifts: number }).__shifts = 0));
