/**
 * Every screen of every flow fits a phone: at 320 px and at 390 px in all five languages
 * (support/phone-fit.ts measures each screen at both widths, and in each language switched in
 * place), with a long name and e-mail address typed in.
 * Booking: each step (experience and area included), the privacy and marketing texts, the
 * leave prompt, the summary, the card guarantee and prepaid payment steps, the suggestions
 * when full, every end page (confirmed, pending, waiting, rejected), the payment link page,
 * the edit page, its cancel sheet, a change, the edit error, the cancelled booking, /r/{module},
 * the large-party request and find my booking. Gift cards: list, not available, detail,
 * checkout, payment, payment error, creation and creation error, confirmation, balance.
 * Promotions: the page, the claim form and its policy texts, the code, the duplicate and error
 * pages, terminated, expired and inactive promotions; the home and not-found pages.
 * One test per flow walks all its screens once: the set-ups are shared, not repeated.
 */
import type { Page } from '@playwright/test';
import { addDays, chooseDay, choosePax, chooseTime, hashOnEndPage, isoWeekday, openChangeForm, texts, venueToday, weekdayFrom } from '../support/booking';
import { expect, openVenue, test } from '../support/fixtures';
import { area, emailsTo, gcTexts, payWithDemoCard, submitCheckout, waitForEmails } from '../support/giftcards';
import { waitForEmail } from '../support/outbox';
import { LONG_GUEST, expectFits, expectFitsInEveryLanguage } from '../support/phone-fit';

type L = 'it' | 'en' | 'fr' | 'es' | 'de';

// The widths walked: the narrowest phone (each screen is measured at 390 px too, support/phone-fit.ts),
// and with PHONE_FIT_SHOTS set the desktop, for the screenshots.
const CASES: ReadonlyArray<{ width: number; time: string }> = [{ width: 320, time: '12:00' }, ...(process.env.PHONE_FIT_SHOTS ? [{ width: 1280, time: '13:30' }] : [])];

// The language each flow is walked in (its buttons are found by their texts): every screen is
// measured in all five, switched in place.
const WALKED_IN = { table: 'de', paid: 'fr', link: 'es', giftcards: 'en', promo: 'it' } as const satisfies Record<string, L>;

// Texts of the buttons the walk presses (remote-booking/src/i18n/resources.ts, shared locales).
const W = {
  it: {
    cancel: 'Cancella la prenotazione',
    yes: 'Sì, cancella',
    keep: 'Mantieni',
    save: 'Salva le modifiche',
    stay: 'Resta sulla pagina',
    confirm: 'Conferma la prenotazione',
    confirmWaiting: 'Entra in lista d’attesa',
    toPayment: 'Continua con il pagamento',
    payAccept: /Accetto il pagamento online/,
  },
  en: {
    cancel: 'Cancel the reservation',
    yes: 'Yes, cancel',
    keep: 'Keep it',
    save: 'Save the changes',
    stay: 'Stay on this page',
    confirm: 'Confirm the reservation',
    confirmWaiting: 'Join the waiting list',
    toPayment: 'Continue to payment',
    payAccept: /I accept the online payment/,
  },
  fr: {
    cancel: 'Annuler la réservation',
    yes: 'Oui, annuler',
    keep: 'La garder',
    save: 'Enregistrer',
    stay: 'Rester sur la page',
    confirm: 'Confirmer la réservation',
    confirmWaiting: 'S’inscrire sur la liste d’attente',
    toPayment: 'Continuer vers le paiement',
    payAccept: /J’accepte le paiement en ligne/,
  },
  es: {
    cancel: 'Cancelar la reserva',
    yes: 'Sí, cancelar',
    keep: 'Mantenerla',
    save: 'Guardar los cambios',
    stay: 'Permanecer en la página',
    confirm: 'Confirmar la reserva',
    confirmWaiting: 'Apuntarme a la lista de espera',
    toPayment: 'Continuar al pago',
    payAccept: /Acepto el pago en línea/,
  },
  de: {
    cancel: 'Reservierung stornieren',
    yes: 'Ja, stornieren',
    keep: 'Behalten',
    save: 'Änderungen speichern',
    stay: 'Auf der Seite bleiben',
    confirm: 'Reservierung bestätigen',
    confirmWaiting: 'Auf die Warteliste',
    toPayment: 'Weiter zur Zahlung',
    payAccept: /Ich akzeptiere die Online-Zahlung/,
  },
} as const;

const ROME = 'Europe/Rome';

function weekdayAfter(days: number, weekday: number): string {
  let d = addDays(venueToday(ROME), days);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

/** The visitor's stored language, on every page the test opens. */
const speak = (page: Page, lang: L) => page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lang);

const booking = (page: Page) => page.locator('[data-remote="booking"]');

/** The guest's details, typed by the fields' purpose (the same in every language); not sent. */
async function typeLongGuest(page: Page, email: string, phone = '347 123 4567'): Promise<void> {
  const form = booking(page);
  await form.locator('input[autocomplete="given-name"]').fill(LONG_GUEST.firstName);
  await form.locator('input[autocomplete="family-name"]').fill(LONG_GUEST.lastName);
  await form.locator('input[autocomplete="tel-national"]').fill(phone);
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="checkbox"][required]').first().check();
}

const submitDetails = (page: Page) => booking(page).locator('form button[type="submit"]').click();

/** Ticks the ALTCHA widget (the label, as a person does) and waits for its proof of work. */
async function botCheck(page: Page): Promise<void> {
  await page.locator('altcha-widget label').first().click();
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

/** The experience and area steps when they come (a plain table, no preference), each checked. */
async function optionalSteps(page: Page, lang: L, screen: string): Promise<string[]> {
  const t = texts(lang);
  const seen: string[] = [];
  const details = booking(page).locator('input[autocomplete="given-name"]');
  const tableOnly = page.getByRole('button', { name: new RegExp(t.tableOnly) });
  const anyZone = page.getByRole('button', { name: t.anyZone });
  for (let i = 0; i < 2; i++) {
    await expect(tableOnly.or(anyZone).or(details).first()).toBeVisible();
    if (await details.isVisible()) break;
    if (await tableOnly.isVisible()) {
      await expectFitsInEveryLanguage(page, `${screen}: experience step`);
      seen.push('experience');
      await tableOnly.click();
      await expect(tableOnly).toBeHidden(); // the step stays a moment (the next one is a transition)
    } else {
      await expectFitsInEveryLanguage(page, `${screen}: area step`);
      seen.push('area');
      await anyZone.click();
      await expect(anyZone).toBeHidden();
    }
  }
  return seen;
}

/** The privacy and marketing texts the consent boxes open, each checked, then closed. */
async function policyModals(page: Page, scope: ReturnType<Page['locator']>, screen: string): Promise<void> {
  const reads = scope.locator('button.sh-consent-read');
  await expect(reads).toHaveCount(2);
  const dialogs = page.getByRole('dialog');
  const before = await dialogs.count();
  for (const [i, kind] of ['privacy', 'marketing'].entries()) {
    await reads.nth(i).click();
    await expect(dialogs).toHaveCount(before + 1);
    // The policy opens above whatever dialog holds the form: the last one is the policy.
    const policy = page.getByRole('dialog').last();
    await expect(policy.locator('h2')).toBeVisible();
    await expectFitsInEveryLanguage(page, `${screen}: ${kind} policy`);
    await policy.locator('button[aria-label]').first().click();
    await expect(dialogs).toHaveCount(before);
  }
}

for (const c of CASES) {
  // A guest of their own per width: one address may hold only so many bookings of a day (the
  // venue's booking.limits), and every width books the same days on its worker's site.
  const guestEmail = `${c.width}.${LONG_GUEST.email}`;
  test.describe(`${c.width} px`, () => {
    // The flows share nothing: each worker (a site of its own) takes whichever comes next.
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport: { width: c.width, height: 700 } });

    test('booking: every step, policies, leave prompt, summary, end page, payment link, edit, change, edit error, cancel, cancelled', async ({ page }) => {
      const lang = WALKED_IN.table;
      const w = W[lang];
      await speak(page, lang);
      test.setTimeout(180_000);
      await openVenue(page, 'aurora', '/welcome');
      await expectFitsInEveryLanguage(page, 'home');
      await page.goto('/reserve');
      await expect(booking(page).locator('#step-title')).toBeVisible({ timeout: 30_000 });
      await expectFitsInEveryLanguage(page, 'people step');
      await choosePax(page, 2);
      await expect(page.locator('button[data-date]').first()).toBeVisible();
      await expectFitsInEveryLanguage(page, 'date step');
      await chooseDay(page, weekdayAfter(c.width === 320 ? 9 : 16, 3), lang);
      const time = booking(page)
        .locator('section')
        .getByRole('button', { name: new RegExp(`^${c.time}`) });
      await expect(time).toBeVisible();
      await expectFitsInEveryLanguage(page, 'time step');
      await time.click();
      // Cantina Aurora's lunch offers its cellar tour and two rooms: both steps come.
      expect(await optionalSteps(page, lang, 'table')).toEqual(['experience', 'area']);

      await typeLongGuest(page, guestEmail);
      await expectFitsInEveryLanguage(page, 'details step, typed');
      await policyModals(page, booking(page), 'details step');
      // Leaving the flow with a name typed asks first; staying keeps the step.
      await page.locator('header nav a[href="/welcome"]').click();
      const leave = page.getByRole('dialog');
      await expect(leave.getByRole('button', { name: w.stay })).toBeVisible();
      await expectFitsInEveryLanguage(page, 'leave prompt');
      await leave.getByRole('button', { name: w.stay }).click();
      await expect(page).toHaveURL(/\/reserve$/);
      await submitDetails(page);

      await expect(booking(page).getByText(LONG_GUEST.email)).toBeVisible();
      await expectFitsInEveryLanguage(page, 'summary');
      await botCheck(page);
      // The bot check is built anew in another language: this screen is measured in one.
      await expectFits(page, 'summary, bot check done');
      await booking(page).getByRole('button', { name: w.confirm }).click();
      await expect(page).toHaveURL(/\/reserve\/(confirmed|pending)/);
      await expectFitsInEveryLanguage(page, 'end page');
      const hash = await hashOnEndPage(page);

      // The link of an e-mail asking to confirm a payment (nothing to confirm for this one).
      await page.goto(`/reserve/${hash}/authenticate`);
      await expect(booking(page).locator('[data-page="ReserveAuthenticate"] h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'payment link page');

      await page.goto(`/reserve/${hash}/edit`);
      await expect(booking(page).getByText(LONG_GUEST.email)).toBeVisible();
      await expectFitsInEveryLanguage(page, 'edit page');
      await openChangeForm(page, lang);
      await expectFitsInEveryLanguage(page, 'edit page, change form open');
      await booking(page).getByRole('button', { name: w.cancel }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await expectFitsInEveryLanguage(page, 'cancel sheet');
      // The confirming button stands clear of the screen's edge (thumbs, rounded corners).
      const yes = await sheet.getByRole('button', { name: w.yes }).boundingBox();
      expect(yes!.x).toBeGreaterThanOrEqual(8);
      expect(yes!.x + yes!.width).toBeLessThanOrEqual(c.width - 8);
      await sheet.getByRole('button', { name: w.keep }).click();

      await chooseTime(page, '14:00');
      await booking(page).getByRole('button', { name: w.save }).click();
      await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit/confirm$`));
      await expect(booking(page).locator('h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'edit confirmed');

      await page.goto(`/reserve/${hash}/edit/error`);
      await expect(booking(page).locator('[data-page="ReserveEditError"] h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'edit error');

      await page.goto(`/reserve/${hash}/edit`);
      await expect(booking(page).getByText(LONG_GUEST.email)).toBeVisible();
      await booking(page).getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.yes }).click();
      await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit/confirm$`));
      await expect(booking(page).locator('h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'cancellation confirmed');
      await page.goto(`/reserve/${hash}/edit`);
      await expect(booking(page).locator('a[href^="/reserve"]').first()).toBeVisible();
      await expect(booking(page).getByRole('button', { name: w.save })).toHaveCount(0);
      await expectFitsInEveryLanguage(page, 'cancelled booking');
    });

    test('booking: card guarantee, prepaid payment, waiting list, suggestions when full, not confirmed', async ({ page, request }) => {
      const lang = WALKED_IN.paid;
      const w = W[lang];
      await speak(page, lang);
      test.setTimeout(180_000);
      const t = texts(lang);
      const list = await request.post('/backend/api/frontpage/experience/getexperiencelist', { headers: { Authorization: 'Bearer fp_demo_cantina_aurora' } });
      const experiences = (await list.json()).data.elenco as Array<{ id: number; hash: string }>;
      const idOf = (hash: string) => experiences.find((e) => e.hash === hash)!.id;

      // The cellar tour holds a card: its terms, then the card form (seats held meanwhile).
      await openVenue(page, 'aurora', `/reserve?experience=${idOf('aurora-tour-con-pranzo')}`);
      await choosePax(page, 3);
      await chooseDay(page, weekdayAfter(2, 4), lang);
      await chooseTime(page, '13:00');
      await optionalSteps(page, lang, 'card guarantee');
      await typeLongGuest(page, guestEmail);
      await submitDetails(page);
      await expect(booking(page).getByTestId('guarantee-terms')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'card guarantee step');
      await booking(page).getByRole('checkbox', { name: t.accept }).check();
      await botCheck(page);
      await booking(page).getByRole('button', { name: t.toCard }).click();
      await expect(page.getByLabel(t.cardNumber)).toBeVisible();
      await expectFitsInEveryLanguage(page, 'card guarantee step, card form');

      // The harvest is paid online: its questions, the summary with the terms, the payment.
      await page.goto(`/reserve?experience=${idOf('aurora-vendemmia')}`);
      await choosePax(page, 2);
      await chooseDay(page, weekdayFrom(ROME, 15, 6), lang);
      await chooseTime(page, '09:00');
      await typeLongGuest(page, guestEmail);
      await booking(page).getByTestId('extra-questions').locator('select').first().selectOption({ index: 1 });
      await expectFitsInEveryLanguage(page, 'details step with questions');
      await submitDetails(page);
      await expect(booking(page).getByTestId('payment-terms')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'summary, prepaid');
      await booking(page).getByRole('checkbox', { name: w.payAccept }).check();
      await botCheck(page);
      await booking(page).getByRole('button', { name: w.toPayment }).click();
      await expect(booking(page).getByTestId('payment-step').getByLabel(t.cardNumber)).toBeVisible();
      await expectFitsInEveryLanguage(page, 'payment step');

      // The sold-out Friday dinner: the waiting list, its summary and end page.
      await page.goto('/reserve');
      await choosePax(page, 2);
      await chooseDay(page, weekdayFrom(ROME, 7, 5), lang);
      await chooseTime(page, '20:00');
      await optionalSteps(page, lang, 'waiting list');
      await typeLongGuest(page, guestEmail);
      await submitDetails(page);
      await expect(booking(page).getByRole('button', { name: w.confirmWaiting })).toBeVisible();
      await expectFitsInEveryLanguage(page, 'summary, waiting list');
      await botCheck(page);
      await booking(page).getByRole('button', { name: w.confirmWaiting }).click();
      await expect(page).toHaveURL(/\/reserve\/waiting$/);
      await expect(booking(page).getByText(LONG_GUEST.email).first()).toBeVisible();
      await expectFitsInEveryLanguage(page, 'waiting list end page');

      // Le Lagon's sold-out Saturday dinner (no waiting list): the nearest free times. The
      // booking is then refused (the last table went meanwhile): "not confirmed".
      await openVenue(page, 'lagon', '/reserve');
      await choosePax(page, 2);
      await chooseDay(page, weekdayFrom('Indian/Mauritius', 7, 6), lang);
      await chooseTime(page, '20:00');
      const box = booking(page).getByTestId('suggested-times');
      await expect(box.locator('button[data-suggestion]').first()).toBeVisible();
      await expectFitsInEveryLanguage(page, 'suggestions box');
      await box.locator('button[data-suggestion]').first().click();
      await optionalSteps(page, lang, 'suggested time');
      await typeLongGuest(page, guestEmail, '5251 2345');
      await submitDetails(page);
      await expect(booking(page).getByText(LONG_GUEST.email)).toBeVisible();
      await botCheck(page);
      await page.route('**/reservation/submit', (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: false, error: { code: 'SOLD_OUT' } }) }),
      );
      await booking(page).getByRole('button', { name: w.confirm }).click();
      await expect(page).toHaveURL(/\/reserve\/rejected$/);
      await expect(booking(page).locator('[data-outcome="rejected"] h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'not confirmed end page');
    });

    test('booking by link: /r/{module}, the large-party request and its end page, find my booking', async ({ page }) => {
      const lang = WALKED_IN.link;
      await speak(page, lang);
      test.setTimeout(120_000);
      await openVenue(page, 'aurora', '/r/degustazioni');
      await expect(booking(page).locator('[data-page="ReserveModule"] #step-title')).toBeVisible({ timeout: 30_000 });
      await expectFitsInEveryLanguage(page, 'booking module');
      await choosePax(page, 2);
      await expect(page.locator('button[data-date]').first()).toBeVisible();
      await expectFitsInEveryLanguage(page, 'booking module, date step');

      await page.goto('/reserve/request');
      const request = booking(page).locator('[data-page="ReserveRequest"]');
      await expect(request.locator('h1')).toBeVisible();
      await request.locator('input[type="number"]').fill('20');
      await request.locator('input[type="date"]').fill(weekdayAfter(3, 2));
      await request.locator('input[type="time"]').fill('13:00');
      await typeLongGuest(page, guestEmail);
      await expectFitsInEveryLanguage(page, 'large-party request, typed');
      await botCheck(page);
      await submitDetails(page);
      await expect(page).toHaveURL(/\/reserve\/pending$/);
      await expectFitsInEveryLanguage(page, 'request received');

      // An address of its own: the server answers an address three times an hour.
      const findEmail = `find.${lang}${c.width}.${LONG_GUEST.email}`;
      await page.goto('/reserve/find');
      const find = booking(page).locator('[data-page="ReserveFind"]');
      await find.locator('input[type="email"]').fill(findEmail);
      await expectFitsInEveryLanguage(page, 'find my booking, typed');
      await find.locator('button[type="submit"]').click();
      await expect(find.getByTestId('find-sent')).toContainText(findEmail);
      await expectFitsInEveryLanguage(page, 'find my booking, sent');
    });

    test('gift cards: list, not available, detail, checkout for someone else, payment, its error pages, confirmation, balance', async ({ page }) => {
      const lang = WALKED_IN.giftcards;
      await speak(page, lang);
      test.setTimeout(150_000);
      const t = gcTexts(lang);
      const friend = `friend.${lang}${c.width}.${LONG_GUEST.email}`;
      await openVenue(page, 'aurora', '/frontpage/giftcards');
      await expect(area(page).getByTestId('giftcard-product').first()).toBeVisible({ timeout: 30_000 });
      await expectFitsInEveryLanguage(page, 'gift card list');
      // The card no longer sold (the harvest's) leads to "not available".
      await area(page).getByTestId('giftcard-product').locator('a.sh-button--secondary').first().click();
      await expect(area(page).locator('[data-page="GiftcardNotAvailable"]')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'gift card not available');

      await page.goto('/frontpage/giftcards');
      const product = area(page).getByTestId('giftcard-product').first();
      await product.getByRole('link', { name: new RegExp(`^${t.choose}`) }).click();
      await expect(area(page).locator('[data-page="GiftcardDetail"]')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'gift card detail');
      await area(page).getByRole('button', { name: t.continue }).click();

      await expect(area(page).locator('[data-page="Checkout"]')).toBeVisible();
      await area(page).getByRole('radio', { name: t.forOther }).check();
      const field = (name: string) => area(page).getByRole('textbox', { name, exact: true });
      await field(t.rFirst).fill(LONG_GUEST.firstName);
      await field(t.rLast).fill(LONG_GUEST.lastName);
      await field(t.rEmail).fill(friend);
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
      await expectFitsInEveryLanguage(page, 'checkout, typed');
      await policyModals(page, area(page).locator('[data-page="Checkout"]'), 'checkout');
      await submitCheckout(page, lang);

      await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
      await expect(area(page).locator('[data-gateway="demo"]')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'payment');
      const paymentPath = new URL(page.url()).pathname;
      const fingerprint = paymentPath.split('/').pop()!;
      // The order not paid yet: its error page, the creation page (waiting) and its error page.
      await page.goto(`/frontpage/giftcard/stripe/error/${fingerprint}`);
      await expect(area(page).locator('[data-page="PaymentError"] a.sh-button').first()).toBeVisible();
      await expectFitsInEveryLanguage(page, 'payment error');
      await page.goto(`/frontpage/giftcard/create/${fingerprint}`);
      await expect(area(page).locator('[data-page="GiftcardCreate"]')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'gift card creation');
      await page.goto(`/frontpage/giftcard/create/error/${fingerprint}`);
      await expect(area(page).locator('[data-page="GiftcardCreateError"]')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'gift card creation error');

      await page.goto(paymentPath);
      await payWithDemoCard(page, lang);
      await expect(area(page).locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });
      await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible();
      await expectFitsInEveryLanguage(page, 'purchase confirmation');

      // The friend's card (sent today) checked on the list page.
      const [mail] = await waitForEmails(friend, /./);
      expect(emailsTo(friend)).toHaveLength(1);
      await page.goto('/frontpage/giftcards');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await area(page).locator('input[name="giftcardCode"]').fill(mail!.code!);
      await area(page).locator('form:has(input[name="giftcardCode"]) button[type="submit"]').click();
      await expect(area(page).getByTestId('balance-result')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'balance result');
    });

    test('promotion, claim form and its policies, code page, duplicate, error, ended promotions; not-found page', async ({ page }) => {
      const lang = WALKED_IN.promo;
      await speak(page, lang);
      test.setTimeout(120_000);
      const email = `mt.${lang}${c.width}.${Date.now()}@hohenzollern-sigmaringen.beispiel-unternehmen.example.com`;
      const claim = async () => {
        await promo.locator('button.sh-button').first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.locator('input[autocomplete="given-name"]').fill(LONG_GUEST.firstName);
        await dialog.locator('input[autocomplete="family-name"]').fill(LONG_GUEST.lastName);
        await dialog.locator('input[type="email"]').fill(email);
        await dialog.getByRole('checkbox').first().check();
        return dialog;
      };
      const send = async (dialog: ReturnType<Page['getByRole']>) => {
        await botCheck(page);
        await dialog.locator('button[type="submit"]').click();
      };
      await openVenue(page, 'aurora', '/promo/calice-di-benvenuto');
      const promo = page.locator('[data-page="Promo"]');
      await expect(promo.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectFitsInEveryLanguage(page, 'promotion');
      const dialog = await claim();
      await expectFitsInEveryLanguage(page, 'claim form, typed');
      await policyModals(page, dialog, 'claim form');
      await send(dialog);
      await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
      await expect(page.getByText(email)).toBeVisible();
      await expectFitsInEveryLanguage(page, 'claim sent');

      const mail = await waitForEmail(email);
      await page.goto(mail.codePath);
      await expect(page.locator('[data-page="PromoCode"]').getByTestId('promo-code')).toHaveText(mail.code);
      await expectFitsInEveryLanguage(page, 'promo code page');

      // The same address again: the duplicate page, with its offer to send the code again.
      await page.goto('/promo/calice-di-benvenuto');
      await send(await claim());
      await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/duplicate$/);
      await expect(page.locator('[data-page="PromoDuplicate"] input[type="email"]')).toHaveValue(email);
      await expectFitsInEveryLanguage(page, 'promo duplicate');
      await page.goto('/promo/calice-di-benvenuto/error');
      await expect(page.locator('[data-page="PromoError"] h1')).toBeVisible();
      await expectFitsInEveryLanguage(page, 'promo error');
      for (const [path, screen] of [
        ['/promo/visita-in-anteprima', 'promotion terminated'],
        ['/frontpage/promo/brindisi-di-vendemmia', 'promotion expired'],
        ['/promo/anteprima-barolo', 'promotion not active'],
      ] as const) {
        await page.goto(path);
        await expect(
          promo
            .getByRole('heading', { level: 2 })
            .or(promo.getByRole('heading', { level: 1 }))
            .first(),
        ).toBeVisible();
        await expect(promo.getByTestId('countdown')).toHaveCount(0);
        await expectFitsInEveryLanguage(page, screen);
      }

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsInEveryLanguage(page, 'not-found page');
    });
  });
}
