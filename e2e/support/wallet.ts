/**
 * The "add to wallet" buttons of the guest pages (docs/wallet.md), checked as a guest and a
 * phone meet them: the two links in the page's language, tall enough to tap, Apple's pass
 * downloaded by a tap and opened, Google's link answering with the redirect to Google's save page.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { passJson, type PassJson } from './pkpass';

const T = {
  it: { apple: 'Aggiungi a Apple Wallet', google: 'Aggiungi a Google Wallet' },
  en: { apple: 'Add to Apple Wallet', google: 'Add to Google Wallet' },
} as const;
export type WalletLang = keyof typeof T;

/** The buttons in `scope`, in the order they are shown (and read). */
export async function walletOrder(scope: Locator): Promise<string[]> {
  return scope.locator('a[data-wallet]').evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.wallet ?? ''));
}

/** Checks the pair of buttons in `scope` (one pass's) and returns the pass.json a tap on Apple's downloads. */
export async function checkWalletButtons(page: Page, request: APIRequestContext, scope: Locator, lang: WalletLang): Promise<PassJson> {
  const apple = scope.getByRole('link', { name: T[lang].apple, exact: true });
  const google = scope.getByRole('link', { name: T[lang].google, exact: true });
  await expect(apple).toBeVisible();
  await expect(google).toBeVisible();
  const appleBox = (await apple.boundingBox())!;
  const googleBox = (await google.boundingBox())!;
  // A thumb's target, and one under the other on a phone.
  for (const box of [appleBox, googleBox]) expect(box.height).toBeGreaterThanOrEqual(44);
  expect(Math.abs(appleBox.y - googleBox.y)).toBeGreaterThanOrEqual(44);
  const appleHref = (await apple.getAttribute('href'))!;
  const googleHref = (await google.getAttribute('href'))!;
  expect(appleHref).toMatch(new RegExp(`^http://[^/]+/backend/api/wallet/apple/(giftcard|promo|booking)/[\\w-]+\\.pkpass\\?lang=${lang}$`));
  expect(googleHref).toMatch(new RegExp(`^http://[^/]+/backend/api/wallet/google/(giftcard|promo|booking)/[\\w-]+\\?lang=${lang}$`));
  await expect(apple).not.toHaveAttribute('target');
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener');

  // The file Safari would offer to add.
  const answer = await request.get(appleHref);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  // A tap in a browser without Wallet downloads it.
  const downloading = page.waitForEvent('download');
  await apple.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
  const pass = passJson(readFileSync((await download.path())!));
  expect(pass.passTypeIdentifier).toBe('pass.example.convivio.test');

  // Google's link: the server's redirect to the save page, with the signed JWT (not followed: no network here).
  const redirect = await request.get(googleHref, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return pass;
}
