import AxeBuilder from '@axe-core/playwright';
import { ROUTE_SAMPLES } from '../support/route-samples';
import { test, expect } from '../support/fixtures';

// Every screen, in Italian and English: no serious or critical axe-core violation.
for (const lng of ['it', 'en'] as const) {
  for (const path of ['/welcome', '/nothing-here', ...ROUTE_SAMPLES]) {
    test(`${path} (${lng}) has no serious accessibility violation`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lng);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
