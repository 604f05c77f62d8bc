/**
 * Keyboard only, on a desktop-sized screen: the whole booking, the gift card checkout with the
 * demo gateway's card form, and the promo claim, driven with Tab, Shift+Tab, Enter, Space and the
 * arrow keys (text typed with the keyboard) — never a click. At every stop the focused element
 * must show a focus indicator (it matches :focus-visible and draws an outline or a box-shadow).
 * Along the way: each error message is tied to its field (aria-invalid, aria-describedby), the
 * modal keeps focus inside, closes on Escape and gives focus back, and the calendar's days say
 * their date and status to a screen reader, in Italian and in English.
 */
import { devices, type Locator, type Page } from '@playwright/test';
import { addDays, isoWeekday, setLanguage, venueToday } from '../support/booking';
import { typeDate } from '../support/date-input';
import { expect, openVenue, test } from '../support/fixtures';

const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
test.use({ ...desktop, viewport: { width: 1280, height: 900 } });

const ROME = 'Europe/Rome';

interface FocusInfo {
  what: string;
  focusVisible: boolean;
  indicator: boolean;
}

/** The focused element (inside shadow roots too) and whether it shows a focus indicator. */
async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return { what: 'body', focusVisible: false, indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
    const what = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> ${name}`;
    // A date input's calendar button (a tab stop inside the input) leaves the input :focus-within only.
    return { what, focusVisible: el.matches(':focus-visible, input:focus-within'), indicator: outline || shadow };
  });
}

async function expectFocusIndicator(page: Page): Promise<FocusInfo> {
  const info = await focused(page);
  expect(info.what, 'something has the focus').not.toBe('body');
  expect
    .soft({ focus: info.what, visible: info.focusVisible && info.indicator }, 'the focused element shows a focus indicator')
    .toEqual({ focus: info.what, visible: true });
  return info;
}

/** True when `target` (or, for a web component, something in its shadow root) has the focus. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let a: Element | null = document.activeElement;
    while (a) {
      if (a === el) return true;
      a = a.shadowRoot?.activeElement ?? null;
    }
    return false;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the indicator at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push((await expectFocusIndicator(page)).what);
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${target}; went through:\n${path.join('\n')}`);
}

/** Types into the field that has the focus (it must be `field`). */
async function typeInto(page: Page, field: Locator, text: string, options: { back?: boolean } = {}): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** The first day ≥ two days ahead that falls on `weekday` (ISO, 1 = Monday). */
function nextWeekday(weekday: number): string {
  let d = addDays(venueToday(ROME), 2);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Ticks the bot check with the keyboard (the widget's own checkbox) and waits for the proof of work. */
async function botCheckByKeyboard(page: Page, scope: Locator, verified: string): Promise<void> {
  const box = scope.locator('altcha-widget').locator('input[type="checkbox"]');
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(scope.locator('altcha-widget').getByText(verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}

test('booking with the keyboard: people, calendar day (arrow keys), time, details with tied errors, privacy, bot check, confirm, end message', async ({
  page,
  pageErrors,
}) => {
  const date = nextWeekday(3);
  await page.goto('/reserve');
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Prenota un tavolo');

  await tabTo(page, area.getByRole('button', { name: '2 persone', exact: true }));
  await page.keyboard.press('Enter');

  // The days are one tab stop; the arrow keys walk to the day (into the next month if need be).
  const grid = area.getByRole('grid');
  await expect(grid.locator('button[data-date]').first()).toBeVisible();
  await tabTo(page, grid.locator('button[tabindex="0"]'));
  let at = (await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)) ?? '';
  expect(at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  while (at !== date) {
    const gap = daysBetween(at, date);
    const key = gap >= 7 ? 'ArrowDown' : gap > 0 ? 'ArrowRight' : gap <= -7 ? 'ArrowUp' : 'ArrowLeft';
    const expected = addDays(at, { ArrowDown: 7, ArrowRight: 1, ArrowUp: -7, ArrowLeft: -1 }[key]);
    await page.keyboard.press(key);
    await expect(grid.locator(`button[data-date="${expected}"]`)).toBeFocused();
    await expectFocusIndicator(page);
    at = expected;
  }
  await expect(grid.locator(`button[data-date="${date}"]`)).toHaveAccessibleName(/: disponibile$/);
  await page.keyboard.press('Enter');

  await expect(area.getByRole('heading', { name: 'Scegli l’orario' })).toBeVisible();
  await tabTo(page, area.locator('section').getByRole('button', { name: /^12:30/ }));
  await page.keyboard.press('Enter');

  // Experience and zone steps, when they come: a plain table, no zone preference.
  const firstName = area.getByRole('textbox', { name: 'Nome', exact: true });
  for (let i = 0; i < 2; i++) {
    const tableOnly = area.getByRole('button', { name: /Solo il tavolo/ });
    const anyZone = area.getByRole('button', { name: 'Nessuna preferenza' });
    await expect(tableOnly.or(anyZone).or(firstName).first()).toBeVisible();
    if (await firstName.isVisible()) break;
    const choice = (await tableOnly.isVisible()) ? tableOnly : anyZone;
    await tabTo(page, choice);
    await page.keyboard.press('Enter');
    await expect(choice).toBeHidden(); // the step stays a moment (the next one is a transition)
  }

  // Sent empty: every error is tied to its field, and focus goes to the first one.
  await tabTo(page, area.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();
  await expectFocusIndicator(page);
  const lastName = area.getByRole('textbox', { name: 'Cognome' });
  const phone = area.getByRole('textbox', { name: 'Numero' });
  const email = area.getByRole('textbox', { name: 'E-mail' });
  const privacy = area.getByRole('checkbox', { name: /informativa sulla privacy/ });
  await expectFieldError(firstName, 'Compila tutti i campi obbligatori.');
  await expectFieldError(lastName, 'Compila tutti i campi obbligatori.');
  await expectFieldError(phone, /./);
  await expectFieldError(email, /./);
  await expectFieldError(privacy, /./);

  await page.keyboard.type('Giulia');
  await typeInto(page, lastName, 'Tastiera');
  await typeInto(page, phone, '347 123 4567');
  await typeInto(page, email, 'giulia.tastiera@example.com');
  await tabTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await tabTo(page, area.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');

  await expect(area.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  await expect(area.getByText('Giulia Tastiera')).toBeVisible();
  await botCheckByKeyboard(page, area, 'Verificato');
  await tabTo(page, area.getByRole('button', { name: 'Conferma la prenotazione' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('La tua prenotazione è confermata');
  await tabTo(page, area.getByRole('button', { name: 'Modifica o cancella' }));
  expect(pageErrors).toEqual([]);
});

for (const lng of ['it', 'en'] as const) {
  test(`the calendar's days say their date and status to a screen reader (${lng})`, async ({ page }) => {
    const words =
      lng === 'it'
        ? { people: '2 persone', statuses: 'passato|chiuso|esperienza|disponibile|completo', available: 'disponibile', past: 'passato' }
        : { people: '2 people', statuses: 'past|closed|experience|available|fully booked', available: 'available', past: 'past' };
    await setLanguage(page, lng);
    await page.goto('/reserve');
    const area = page.locator('[data-remote="booking"]');
    await tabTo(page, area.getByRole('button', { name: words.people, exact: true }));
    await page.keyboard.press('Enter');
    const grid = area.getByRole('grid');
    await expect(grid.locator('button[data-date]').first()).toBeVisible();

    const full = (date: string) =>
      new Intl.DateTimeFormat(lng === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Every day of the month: its full date, then its status.
    const days = grid.locator('button[data-date]');
    for (const button of await days.all()) {
      const date = (await button.getAttribute('data-date'))!;
      await expect(button).toHaveAccessibleName(new RegExp(`^${escape(full(date))}: (${words.statuses})( \\(.+\\))?$`));
    }
    // Found by role and name, as a screen reader user hears it.
    const wednesday = nextWeekday(3);
    if (wednesday.slice(0, 7) === venueToday(ROME).slice(0, 7)) {
      await expect(area.getByRole('button', { name: `${full(wednesday)}: ${words.available}`, exact: true })).toHaveAttribute('data-date', wednesday);
    }
    const yesterday = addDays(venueToday(ROME), -1);
    if (yesterday.slice(0, 7) === venueToday(ROME).slice(0, 7)) {
      await expect(area.getByRole('button', { name: `${full(yesterday)}: ${words.past}`, exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    // Page Down moves to the same day of the next month, Home to the start of its week.
    await tabTo(page, grid.locator('button[tabindex="0"]'));
    const from = (await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date))!;
    await page.keyboard.press('PageDown');
    const [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    const focusedDate = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.date ?? '');
    await expect.poll(focusedDate).toMatch(new RegExp(`^${nextMonth}-`));
    await expectFocusIndicator(page);
    await page.keyboard.press('Home');
    await expect.poll(async () => isoWeekday(await focusedDate())).toBe(1);
    await page.keyboard.press('PageUp');
    await expect.poll(focusedDate).toMatch(new RegExp(`^${from.slice(0, 7)}-`));
  });
}

test('gift card with the keyboard: choose a card, value, tied errors, buyer data, recipient, consents, pay on the demo card form', async ({ page, pageErrors }) => {
  await setLanguage(page, 'en');
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  const area = page.locator('[data-remote="giftcards"]');
  const card = area.getByTestId('giftcard-product').filter({ has: page.getByRole('heading', { name: 'Gift voucher', exact: true }) });
  await tabTo(page, card.getByRole('link', { name: /^Choose/ }));
  await page.keyboard.press('Enter');
  await expect(area.locator('[data-page="GiftcardDetail"]')).toBeVisible();

  // The values are one radio group: Tab into it, arrows to move.
  const firstValue = area.getByRole('radio').first();
  await tabTo(page, area.getByRole('radio', { checked: true }).or(firstValue).first());
  await page.keyboard.press('ArrowRight');
  await expectFocusIndicator(page);
  await expect(area.getByRole('radio', { name: '€100.00' })).toBeChecked();
  await tabTo(page, area.getByRole('button', { name: 'One more' }));
  await page.keyboard.press('Enter');
  await expect(area.getByTestId('detail-total')).toHaveText('€200.00');
  await tabTo(page, area.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(area.locator('[data-page="Checkout"]')).toBeVisible();

  // For another person: the arrow keys move the radio choice.
  await tabTo(page, area.getByRole('radio', { name: 'For me' }));
  await page.keyboard.press('ArrowDown');
  await expect(area.getByRole('radio', { name: 'For another person' })).toBeChecked();
  await expectFocusIndicator(page);

  // Sent empty: each message is tied to its field.
  await tabTo(page, area.getByRole('button', { name: 'Proceed to payment' }));
  await page.keyboard.press('Enter');
  const rFirst = area.getByRole('textbox', { name: 'Recipient’s first name', exact: true });
  const rLast = area.getByRole('textbox', { name: 'Recipient’s last name', exact: true });
  const rEmail = area.getByRole('textbox', { name: 'Recipient’s e-mail', exact: true });
  const buyer = area.locator('section', { has: page.locator('#buyer-title') });
  const field = (name: string) => buyer.getByRole('textbox', { name, exact: true });
  const privacy = area.getByRole('checkbox', { name: /I have read and accept the privacy policy/ });
  await expect(rFirst).toBeFocused();
  await expectFocusIndicator(page);
  await expectFieldError(rFirst, 'Please fill in all required fields.');
  await expectFieldError(rLast, 'Please fill in all required fields.');
  await expectFieldError(rEmail, /./);
  const dob = field('Date of birth');
  for (const name of ['First name', 'Last name', 'E-mail', 'Number', 'City', 'Postal code']) await expectFieldError(field(name), /./);
  await expectFieldError(dob, /./);
  await expectFieldError(privacy, 'Accept the privacy policy to proceed with the purchase');

  // Focus is on the first field with an error: type, then on through the form with Tab.
  await page.keyboard.type('Marta');
  await typeInto(page, rLast, 'Tasti');
  await typeInto(page, rEmail, 'marta.tasti@example.com');
  await typeInto(page, area.getByRole('textbox', { name: 'Message for the recipient', exact: true }), 'Buon appetito!');
  await typeInto(page, field('First name'), 'Giulia');
  await typeInto(page, field('Last name'), 'Bianchi');
  await typeInto(page, field('Number'), '347 123 4567');
  await typeInto(page, field('E-mail'), 'keyboard-buyer@example.com');
  // A date input: the digits fill day, month and year in the order the browser shows them.
  await tabTo(page, dob);
  await typeDate(page, '1985-03-14');
  await expect(dob).toHaveValue('1985-03-14');
  await typeInto(page, field('City'), 'Alba');
  await typeInto(page, field('Postal code'), '12051');
  await tabTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await expect(privacy).not.toHaveAttribute('aria-invalid', 'true');
  // The bot check, as a keyboard user does it (its widget came with the first field).
  await botCheckByKeyboard(page, area, 'Verified');
  await tabTo(page, area.getByRole('button', { name: 'Proceed to payment' }));
  await page.keyboard.press('Enter');

  // The demo gateway's TEST MODE card form.
  const form = area.locator('[data-gateway="demo"]');
  await expect(form).toBeVisible();
  const number = form.getByLabel('Card number');
  await tabTo(page, number);
  await page.keyboard.type('4242');
  await tabTo(page, form.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expectFieldError(number, /./);
  // Tab selects the field's text: what is typed replaces it.
  await typeInto(page, number, '4242 4242 4242 4242', { back: true });
  await typeInto(page, form.getByLabel('Expiry date'), '12/34');
  await typeInto(page, form.getByLabel(/CVC/), '123');
  await tabTo(page, form.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  await expect(area.locator('[data-page="PurchaseConfirmation"]')).toBeVisible({ timeout: 20_000 });
  await expect(area.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('promo claim with the keyboard: the modal traps focus, closes on Escape and gives focus back; tied errors; consent, bot check, submit', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/promo/calice-di-benvenuto');
  const open = page.getByRole('button', { name: 'Scarica la promo' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scarica la promo' });
  await expect(dialog).toBeVisible();
  const firstName = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(firstName).toBeFocused();
  await expectFocusIndicator(page);

  // Escape closes and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusIndicator(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(firstName).toBeFocused();

  // Focus stays inside: Shift+Tab from the first field and a full round of Tab never leave it.
  const submit = dialog.getByRole('button', { name: 'Richiedi il codice' });
  await tabTo(page, submit, { back: true });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    await expectFocusIndicator(page);
    expect(
      await dialog.evaluate((d) => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return !!a && (d.contains(a) || d.contains((a.getRootNode() as ShadowRoot).host ?? null));
      }),
      'focus stays in the dialog',
    ).toBe(true);
  }

  // Sent empty: the messages are tied to their fields.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const lastName = dialog.getByRole('textbox', { name: 'Cognome' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  const privacy = dialog.getByRole('checkbox', { name: /informativa sulla privacy/ });
  await expect(firstName).toBeFocused();
  await expectFocusIndicator(page);
  await expectFieldError(firstName, 'Compila tutti i campi obbligatori.');
  await expectFieldError(lastName, 'Compila tutti i campi obbligatori.');
  await expectFieldError(email, /./);
  await expectFieldError(privacy, /./);
  const botBox = dialog.locator('altcha-widget').locator('input[type="checkbox"]');
  await expectFieldError(botBox, /./);

  await page.keyboard.type('Paolo');
  await typeInto(page, lastName, 'Tasti');
  await typeInto(page, email, `paolo.tasti.${Date.now()}@example.com`);
  await tabTo(page, privacy);
  await page.keyboard.press('Space');
  await expect(privacy).toBeChecked();
  await botCheckByKeyboard(page, dialog, 'Verificato');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
  expect(pageErrors).toEqual([]);
});
