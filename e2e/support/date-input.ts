/**
 * Typing into a native `<input type="date">` as a keyboard user does: the digits go into the
 * segments in the order the browser's own widget shows them. That order follows the browser's
 * build and OS locale, not Playwright's emulated `locale` (Debian's headless Chromium shows
 * mm/dd/yyyy even for it-IT), so it is read off the browser once with a probe field.
 */
import type { Page } from '@playwright/test';

type Order = 'dmy' | 'mdy' | 'ymd';
const known = new WeakMap<object, Order>();

async function segmentOrder(page: Page): Promise<Order> {
  const context = page.context();
  const cached = known.get(context);
  if (cached) return cached;
  const probe = await context.newPage();
  await probe.setContent('<input id="probe" type="date">');
  await probe.focus('#probe');
  // Day 02, month 01 typed in each order: only the browser's order gives 2003-01-02.
  await probe.keyboard.type('01022003');
  const value = await probe.inputValue('#probe');
  await probe.close();
  const order: Order = value === '2003-01-02' ? 'mdy' : value === '2003-02-01' ? 'dmy' : 'ymd';
  known.set(context, order);
  return order;
}

/** Types an ISO date (YYYY-MM-DD) into the focused date input, segment by segment. */
export async function typeDate(page: Page, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const order = await segmentOrder(page);
  const digits = order === 'mdy' ? m + d + y : order === 'dmy' ? d + m + y : y + m + d;
  await page.keyboard.type(digits);
}
