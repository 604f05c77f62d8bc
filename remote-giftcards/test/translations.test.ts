import { LANGUAGES, type Language } from '@venue/shared';
import { loadGiftcardTexts } from '../src/i18n/resources';
import type { GiftcardTexts } from '../src/i18n/locales/en';

let giftcardResources: Record<Language, GiftcardTexts>;
beforeAll(async () => {
  // As the browser fetches them: a module per language.
  giftcardResources = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lng) => [lng, (await loadGiftcardTexts(lng)).default as GiftcardTexts]))) as Record<
    Language,
    GiftcardTexts
  >;
});

/** Every key of the English texts, as dotted paths. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

test('five languages with the same keys, none empty', () => {
  const english = keys(giftcardResources.en).sort();
  for (const [lng, bundle] of Object.entries(giftcardResources)) {
    expect([lng, keys(bundle).sort()]).toEqual([lng, english]);
    const flat = keys(bundle).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], bundle));
    expect(flat.every((v) => typeof v === 'string' && v.trim().length > 0)).toBe(true);
  }
});

test('the fixed texts of the gift card screens (English)', () => {
  expect(giftcardResources.en.notAvailable.message).toBe('It is not possible to proceed with the purchase of the selected gift card.');
  expect(giftcardResources.en.createError.message).toBe('An error occurred during gift card creation. Please try again later.');
  expect(giftcardResources.en.checkout.purchaseError).toBe('Error during gift card purchase');
  expect(giftcardResources.en.list.empty).toBe('no gift cards found');
});
