/**
 * The door's camera on a phone: Chromium's fake camera plays a video of the QR code a guest
 * shows (support/fake-camera.cjs), the scan screen decodes it (with the ZXing ponyfill: Chromium
 * on Linux has no native BarcodeDetector) and the staff redeem what it found. Typed codes, the
 * second phone and the no-show are staff-door.spec.ts's.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM } from '../support/chromium';
import { writeQrVideo } from '../support/fake-camera.cjs';
import { expect, test } from '../support/fixtures';
import { VENUES, buyGiftcard, claimPromoCode, signInAtDoor, doorInEnglish } from '../support/staff-door';

// One video per worker: Chromium opens the file each time a page starts the camera, so a test
// writes the code it shows just before the scan screen opens.
const VIDEO = path.join(tmpdir(), `venue-e2e-camera-${process.pid}.y4m`);
writeQrVideo(VIDEO, 'no code in view yet');

test.use({
  permissions: ['camera'],
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    args: [...CHROMIUM_LAUNCH.args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

test.beforeEach(async ({ page }) => {
  await doorInEnglish(page);
});

/** Shows `text` to the camera, then opens the scan screen, which starts it. */
async function scan(page: Page, text: string): Promise<void> {
  writeQrVideo(VIDEO, text);
  await page.getByRole('link', { name: 'Scan' }).click();
}

/** The marks the scanner and the answer screens put (the bench reads the same). */
const scanMarks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => m.name)
      .filter((n) => n.startsWith('staff-scan:')),
  );

test('a promotion QR code held to the camera: found, redeemed once, in the log', async ({ page, site }) => {
  const code = await claimPromoCode(site, `door-camera-${Date.now()}@example.com`);
  await signInAtDoor(page, VENUES.aurora.staff);
  await scan(page, code);

  await expect(page).toHaveURL(/\/staff\/promo$/);
  await expect(page.getByText(code)).toBeVisible();
  expect(await scanMarks(page)).toEqual(['staff-scan:decoded', 'staff-scan:answer']);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Code redeemed: hand over what the promotion offers.')).toBeVisible();

  // The same code in view again: the camera reads it, the answer says it is used, and by whom.
  await scan(page, code);
  await expect(page).toHaveURL(/\/staff\/promo$/);
  await expect(page.getByText(/^Already used on .+ by /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Redemption' }).first()).toBeVisible();
});

test('a gift card’s QR code opens the card at the door; another venue’s card tells nothing', async ({ page, site }) => {
  const card = await buyGiftcard(site, 'aurora', `door-camera-card-${Date.now()}@example.com`);
  const foreign = await buyGiftcard(site, 'lagon', `door-camera-foreign-${Date.now()}@example.com`);
  await signInAtDoor(page, VENUES.aurora.staff);

  await scan(page, card.code);
  await expect(page).toHaveURL(/\/staff\/giftcard$/);
  await expect(page.getByText(card.code)).toBeVisible();

  await scan(page, foreign.code);
  await expect(page.getByRole('alert')).toHaveText('This code belongs to another venue.');
  await expect(page).toHaveURL(/\/staff$/);
});
