/**
 * A venue that is not a demo, set up from its file (docs/examples/osteria-del-porto.yaml) on a
 * running site: its name, gift cards and promotion in its two languages, and a price changed in
 * the file on the page. (Archiving, refusals and every instance seeing a change are proven through
 * HTTP in server/test/venue-apply*.test.ts.)
 */
import { expect, test } from '../support/fixtures';
import { applyVenueFile, exampleVenue } from '../support/venue-files';

const slugFor = (name: string) => `osteria-${name}-${Date.now().toString(36)}`;

test('a venue applied from its file shows its name, gift cards and promotion in Italian and English', async ({ page, request }) => {
  const slug = slugFor('pages');
  await applyVenueFile(request, exampleVenue(slug));

  await page.goto(`/welcome?venue=${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Osteria del Porto');
  await expect(page.getByText('Pesce del golfo e focaccia di Recco')).toBeVisible();
  await page.goto('/frontpage/giftcards');
  await expect(page.locator('[data-remote="giftcards"]')).toContainText('Cena per due');
  await page.goto('/promo/aperitivo');
  await expect(page.locator('[data-remote="promo"]')).toContainText('Aperitivo in dehors');

  await page.getByRole('combobox').first().selectOption('en');
  await expect(page.locator('[data-remote="promo"]')).toContainText('Aperitivo on the terrace');
  await page.goto('/frontpage/giftcards');
  await expect(page.locator('[data-remote="giftcards"]')).toContainText('Dinner for two');
  await expect(page.locator('[data-remote="giftcards"]')).toContainText('€110.00');
});

test('a price changed in the file and applied shows on the page', async ({ page, request }) => {
  const slug = slugFor('price');
  const file = exampleVenue(slug);
  await applyVenueFile(request, file);
  await page.goto(`/frontpage/giftcards?venue=${slug}`);
  await expect(page.locator('[data-remote="giftcards"]')).toContainText('110,00');

  const applied = await applyVenueFile(request, file.replace('values: [110]', 'values: [125]'));
  expect(applied.changes).toEqual(['gift card dinner-for-two: changed values']);
  await page.reload();
  await expect(page.locator('[data-remote="giftcards"]')).toContainText('125,00');
  await expect(page.locator('[data-remote="giftcards"]')).not.toContainText('110,00');
});
