/**
 * Every screen of every flow fits a phone (320 and 390 px wide) in Italian and German (the
 * longest texts), with a long name and e-mail address typed in: the booking steps, the
 * breadcrumb, the summary, the end page, the edit page and its cancel sheet; the gift card
 * list, detail, checkout, payment and confirmation; the promotion, its claim form, the code
 * page; the home page and the not-found page.
 */
import { addDays, chooseDay, choosePax, hashOnEndPage, isoWeekday, plainTableSteps, solveBotCheck, texts, venueToday } from '../support/booking';
import { expect, openVenue, test } from '../support/fixtures';
import { area, gcTexts, payWithDemoCard } from '../support/giftcards';
import { waitForEmail } from '../support/outbox';
import { LONG_GUEST, expectFits } from '../support/phone-fit';

const CASES: ReadonlyArray<{ width: number; lang: 'it' | 'de'; time: string }> = [
  { width: 320, lang: 'it', time: '12:00' },
  { width: 320, lang: 'de', time: '12:30' },
  { width: 390, lang: 'de', time: '13:00' },
  // With PHONE_FIT_SHOTS set, the desktop too, for the screenshots.
  ...(process.env.PHONE_FIT_SHOTS
    ? [
        { width: 1280, lang: 'it', time: '13:30' },
        { width: 1280, lang: 'de', time: '13:30' },
      ] as const
    : []),
];

const EDIT = {
  it: { cancel: 'Cancella la prenotazione', yes: 'Sì, cancella', keep: 'Mantieni' },
  de: { cancel: 'Reservierung stornieren', yes: 'Ja, stornieren', keep: 'Behalten' },
} as const;

function wednesdayAfter(days: number): string {
  let d = addDays(venueToday('Europe/Rome'), days);
  while (isoWeekday(d) !== 3) d = addDays(d, 1);
  return d;
}

for (const c of CASES) {
  test.describe(`${c.width} px, ${c.lang}`, () => {
    test.use({ viewport: { width: c.width, height: 700 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), c.lang);
    });

    test('booking: every step, the summary, the end page, the edit page and its cancel sheet', async ({ page }) => {
      test.setTimeout(120_000);
      const t = texts(c.lang);
      const booking = page.locator('[data-remote="booking"]');
      await openVenue(page, 'aurora', '/welcome');
      await expectFits(page, 'home');
      await page.goto('/reserve');
      await expect(booking.locator('#step-title')).toBeVisible({ timeout: 30_000 });
      await expectFits(page, 'people step');
      await choosePax(page, 2);
      await expect(page.locator('button[data-date]').first()).toBeVisible();
      await expectFits(page, 'date step');
      await chooseDay(page, wednesdayAfter(9), c.lang);
      const time = booking.locator('section').getByRole('button', { name: new RegExp(`^${c.time}`) });
      await expect(time).toBeVisible();
      await expectFits(page, 'time step');
      await time.click();
      await plainTableSteps(page, c.lang);

      const firstName = page.getByRole('textbox', { name: t.firstName, exact: true });
      await firstName.fill(LONG_GUEST.firstName);
      await page.getByRole('textbox', { name: t.lastName }).fill(LONG_GUEST.lastName);
      await page.getByRole('textbox', { name: t.number }).fill('347 123 4567');
      await page.getByRole('textbox', { name: t.email }).fill(LONG_GUEST.email);
      await page.getByRole('checkbox', { name: t.privacy }).check();
      await expectFits(page, 'details step, typed');
      await page.getByRole('button', { name: t.next }).click();

      await expect(booking.getByText(LONG_GUEST.email)).toBeVisible();
      await expectFits(page, 'summary');
      await solveBotCheck(page, c.lang);
      const confirm = booking.getByRole('button', { name: /Conferma la prenotazione|Reservierung bestätigen/ });
      await expectFits(page, 'summary, bot check done');
      await confirm.click();
      await expect(page).toHaveURL(/\/reserve\/(confirmed|pending)/);
      await expectFits(page, 'end page');

      const hash = await hashOnEndPage(page);
      await page.goto(`/reserve/${hash}/edit`);
      await expect(booking.getByText(LONG_GUEST.email)).toBeVisible();
      await expect(page.locator('button[data-date]').first()).toBeVisible();
      await expectFits(page, 'edit page');
      await booking.getByRole('button', { name: EDIT[c.lang].cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectFits(page, 'cancel sheet');
      // The confirming button stands clear of the screen's edge (thumbs, rounded corners).
      const yes = await dialog.getByRole('button', { name: EDIT[c.lang].yes }).boundingBox();
      expect(yes!.x).toBeGreaterThanOrEqual(8);
      expect(yes!.x + yes!.width).toBeLessThanOrEqual(c.width - 8);
      await dialog.getByRole('button', { name: EDIT[c.lang].keep }).click();
    });

    test('gift cards: list, detail, checkout for someone else, payment, confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      const t = gcTexts(c.lang);
      await openVenue(page, 'aurora', '/frontpage/giftcards');
      await expect(area(page).getByTestId('giftcard-product').first()).toBeVisible({ timeout: 30_000 });
      await expectFits(page, 'gift card list');
      const product = area(page).getByTestId('giftcard-product').first();
      await product.getByRole('link', { name: new RegExp(`^${t.choose}`) }).click();
      await expect(area(page).locator('[data-page="GiftcardDetail"]')).toBeVisible();
      await expectFits(page, 'gift card detail');
      await area(page).getByRole('button', { name: t.continue }).click();

      await expect(area(page).locator('[data-page="Checkout"]')).toBeVisible();
      await area(page).getByRole('radio', { name: t.forOther }).check();
      const field = (name: string) => area(page).getByRole('textbox', { name, exact: true });
      await field(t.rFirst).fill(LONG_GUEST.firstName);
      await field(t.rLast).fill(LONG_GUEST.lastName);
      await field(t.rEmail).fill(`friend.${LONG_GUEST.email}`);
      await field(t.rMessage).fill('Alles Gute zum Geburtstag! '.repeat(6));
      const buyer = area(page).locator('section', { has: page.locator('#buyer-title') });
      const buyerField = (name: string) => buyer.getByRole('textbox', { name, exact: true });
      await buyerField(t.firstName).fill(LONG_GUEST.firstName);
      await buyerField(t.lastName).fill(LONG_GUEST.lastName);
      await buyerField(t.number).fill('347 123 4567');
      await buyerField(t.email).fill(LONG_GUEST.email);
      // A date input: its value is YYYY-MM-DD whatever the browser shows.
      await buyerField(t.dob).fill('1985-03-14');
      await buyerField(t.city).fill('Castiglione delle Stiviere');
      await buyerField(t.postal).fill('46043');
      await area(page).getByRole('checkbox', { name: t.privacy }).check();
      await expectFits(page, 'checkout, typed');
      await area(page).getByRole('button', { name: t.submit }).click();

      await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
      await expect(area(page).locator('[data-gateway="demo"]')).toBeVisible();
      await expectFits(page, 'payment');
      await payWithDemoCard(page, c.lang);
      await expect(area(page).locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });
      await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible();
      await expectFits(page, 'purchase confirmation');
    });

    test('promotion, claim form, code page; not-found page', async ({ page }) => {
      test.setTimeout(90_000);
      const email = `mt.${c.lang}${c.width}.${Date.now()}@hohenzollern-sigmaringen.beispiel-unternehmen.example.com`;
      await openVenue(page, 'aurora', '/promo/calice-di-benvenuto');
      const promo = page.locator('[data-page="Promo"]');
      await expect(promo.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectFits(page, 'promotion');
      await promo.locator('button.sh-button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[autocomplete="given-name"]').fill(LONG_GUEST.firstName);
      await dialog.locator('input[autocomplete="family-name"]').fill(LONG_GUEST.lastName);
      await dialog.locator('input[type="email"]').fill(email);
      await dialog.getByRole('checkbox').first().check();
      await expectFits(page, 'claim form, typed');
      await page.locator('altcha-widget label').first().click();
      await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 20_000 });
      await dialog.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
      await expect(page.getByText(email)).toBeVisible();
      await expectFits(page, 'claim sent');

      const mail = await waitForEmail(email);
      await page.goto(mail.codePath);
      await expect(page.locator('[data-page="PromoCode"]').getByTestId('promo-code')).toHaveText(mail.code);
      await expectFits(page, 'promo code page');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, 'not-found page');
    });
  });
}
