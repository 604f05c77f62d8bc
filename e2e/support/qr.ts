import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';

/** Screenshots a QR code on the page and decodes it, as a scanner at the counter would. */
export async function readQr(locator: Locator): Promise<string | null> {
  const png = PNG.sync.read(await locator.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
