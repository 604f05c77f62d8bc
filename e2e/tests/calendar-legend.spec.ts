/** The booking calendar tells a past day from a closed one by more than its words. */
import { test, expect, openVenue } from '../support/fixtures';

test('"passato" and "chiuso" look different, in the legend and in the calendar', async ({ page }) => {
  await openVenue(page, 'aurora', '/reserve');
  await page.getByRole('button', { name: '2 persone', exact: true }).click();
  const legend = page.getByRole('list', { name: /legenda/i });
  const look = (status: string) =>
    legend.locator(`[data-status="${status}"]`).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.backgroundColor} ${s.backgroundImage} ${s.borderStyle} ${s.borderColor}`;
    });
  expect(await look('past')).not.toBe(await look('closed'));
  // In the grid too: Cantina Aurora is closed on Mondays; some day of the month has passed or is closed.
  const day = (status: string) => page.getByRole('grid').locator(`button[data-status="${status}"]`).first();
  await expect(day('closed')).toBeVisible();
  const style = (status: string) =>
    day(status).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.backgroundImage} ${s.borderStyle}`;
    });
  expect(await style('closed')).toContain('repeating-linear-gradient');
});
