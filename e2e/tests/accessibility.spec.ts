import { axeFor } from '../support/axe';
import { ROUTE_SAMPLES } from '../support/route-samples';
import { test, expect } from '../support/fixtures';

// Every screen, in Italian and English: no serious or critical axe-core violation. The screens
// are visited in a few pages (its cache warm after the first) rather than one page each: the
// same checks at a fraction of the cost; each screen's violations are reported under its path.
const SCREENS = ['/welcome', '/nothing-here', ...ROUTE_SAMPLES];
const GROUPS = 4;
const group = (i: number) => SCREENS.filter((_, n) => n % GROUPS === i);

for (const lng of ['it', 'en'] as const) {
  for (let i = 0; i < GROUPS; i++) {
    test(`${group(i).join(', ')} (${lng}): no serious accessibility violation`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lng);
      for (const path of group(i)) {
        await page.goto(path);
        await expect(page.locator('main h1').first(), path).toBeVisible();
        const { violations } = await axeFor(page).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect
          .soft(
            serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            `${path} (${lng})`,
          )
          .toEqual([]);
      }
    });
  }
}
