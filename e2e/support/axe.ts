import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for a page, in the builder's legacy mode: axe runs in the page and its same-origin
 * frames and gathers the results there. The default mode opens a blank page of its own after
 * each scan, injects axe into it again and merges the frames' results in it: about half of each
 * scan's time (a screen's scan took 0.6-1.1 s instead of 1.0-2.0 s on a quiet machine, the
 * accessibility spec's English half 38 s instead of 55 s). Legacy mode leaves out the inside of
 * cross-origin frames (a payment provider's), which axe reports as not tested: not ours to fix.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
