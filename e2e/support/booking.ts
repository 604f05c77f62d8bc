/**
 * Booking through the screens like a guest, in Italian (the default) or English: the steps of
 * remote-booking's flow, the calendar, the demo gateway's card form, and the dates the demo
 * data is anchored to (seeded relative to the server's first start, in the venue's time zone).
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export type Lang = 'it' | 'en';
/** German, French and Spanish too, for the walks in every language (phone-fit). */
export type AnyLang = Lang | 'de' | 'fr' | 'es';

const T = {
  it: {
    next: 'Continua',
    nextMonth: 'Mese successivo',
    changeBooking: 'Modifica',
    tableOnly: 'Solo il tavolo',
    anyZone: 'Nessuna preferenza',
    firstName: 'Nome',
    lastName: 'Cognome',
    number: 'Numero',
    email: 'E-mail',
    privacy: /informativa sulla privacy/,
    robot: 'Non sono un robot',
    verified: 'Verificato',
    accept: /Accetto le condizioni di cancellazione/,
    toCard: 'Continua con la carta',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza',
    cvc: /CVC/,
    saveCard: 'Salva la carta',
  },
  en: {
    next: 'Continue',
    nextMonth: 'Next month',
    changeBooking: 'Change',
    tableOnly: 'Just a table',
    anyZone: 'No preference',
    firstName: 'First name',
    lastName: 'Last name',
    number: 'Number',
    email: 'E-mail',
    privacy: /privacy policy/,
    robot: "I'm not a robot",
    verified: 'Verified',
    accept: /I accept the cancellation terms/,
    toCard: 'Continue to the card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: /CVC/,
    saveCard: 'Save card',
  },
  de: {
    next: 'Weiter',
    nextMonth: 'Nächster Monat',
    changeBooking: 'Ändern',
    tableOnly: 'Nur einen Tisch',
    anyZone: 'Keine Präferenz',
    firstName: 'Vorname',
    lastName: 'Nachname',
    number: 'Nummer',
    email: 'E-Mail',
    privacy: /Datenschutzerklärung/,
    robot: 'Ich bin kein Roboter',
    verified: 'Geprüft',
    accept: /Ich akzeptiere die Stornobedingungen/,
    toCard: 'Weiter zur Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: /CVC/,
    saveCard: 'Karte speichern',
  },
  fr: {
    next: 'Continuer',
    nextMonth: 'Mois suivant',
    changeBooking: 'Modifier',
    tableOnly: 'Juste une table',
    anyZone: 'Pas de préférence',
    firstName: 'Prénom',
    lastName: 'Nom',
    number: 'Numéro',
    email: 'E-mail',
    privacy: /politique de confidentialité/,
    robot: 'Je ne suis pas un robot',
    verified: 'Vérifié',
    accept: /J’accepte les conditions d’annulation/,
    toCard: 'Continuer vers la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvc: /CVC/,
    saveCard: 'Enregistrer la carte',
  },
  es: {
    next: 'Continuar',
    nextMonth: 'Mes siguiente',
    changeBooking: 'Modificar',
    tableOnly: 'Solo mesa',
    anyZone: 'Sin preferencia',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    number: 'Número',
    email: 'E-mail',
    privacy: /política de privacidad/,
    robot: 'No soy un robot',
    verified: 'Verificado',
    accept: /Acepto las condiciones de cancelación/,
    toCard: 'Continuar con la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    cvc: /CVC/,
    saveCard: 'Guardar la tarjeta',
  },
} as const;

export const texts = (lang: AnyLang) => T[lang];

export async function setLanguage(page: Page, lang: AnyLang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lang);
}

/** Today's date at the venue (YYYY-MM-DD). */
export function venueToday(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday 1 = Monday. */
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The first date at least `minDays` from today that falls on `weekday` (as the demo seed computes it). */
export function weekdayFrom(timezone: string, minDays: number, weekday: number): string {
  const today = venueToday(timezone);
  for (let n = minDays; ; n++) if (isoWeekday(addDays(today, n)) === weekday) return addDays(today, n);
}

export async function choosePax(page: Page, pax: number): Promise<void> {
  await page
    .locator('[data-remote="booking"]')
    .getByRole('button', { name: new RegExp(`^${pax} (persona|persone|person|people|Person|Personen|personne|personnes|personas)$`) })
    .click();
}

/** Goes forward month by month (waiting for each month's days) until the day is on screen, then picks it. */
export async function chooseDay(page: Page, date: string, lang: AnyLang = 'it'): Promise<void> {
  const target = date.slice(0, 7);
  const anyDay = page.locator('button[data-date]').first();
  await expect(anyDay).toBeVisible();
  for (let i = 0; i < 12; i++) {
    const shown = ((await anyDay.getAttribute('data-date')) ?? '').slice(0, 7);
    if (shown >= target) break;
    await page.getByRole('button', { name: texts(lang).nextMonth }).click();
    await expect(page.locator('button[data-date]').first()).not.toHaveAttribute('data-date', new RegExp(`^${shown}`));
  }
  await page.locator(`button[data-date="${date}"]`).click();
}

/** On the edit page: opens the change form (its code and the calendar come then). */
export async function openChangeForm(page: Page, lang: AnyLang = 'it'): Promise<void> {
  await page
    .locator('[data-remote="booking"]')
    .getByRole('button', { name: texts(lang).changeBooking, exact: true })
    .click();
  await expect(page.locator('button[data-date]').first()).toBeVisible();
}

export async function chooseTime(page: Page, time: string): Promise<void> {
  await page
    .locator('[data-remote="booking"] section')
    .getByRole('button', { name: new RegExp(`^${time}`) })
    .click();
}

/** Experience and zone steps, when they come: a plain table with no zone preference. */
export async function plainTableSteps(page: Page, lang: AnyLang = 'it'): Promise<void> {
  const t = texts(lang);
  for (let i = 0; i < 2; i++) {
    const details = page.getByRole('textbox', { name: t.firstName, exact: true });
    if (await details.isVisible()) return;
    const tableOnly = page.getByRole('button', { name: new RegExp(t.tableOnly) });
    const anyZone = page.getByRole('button', { name: t.anyZone });
    await expect(tableOnly.or(anyZone).or(details).first()).toBeVisible();
    // A choice draws the next step as a transition: the step stays on screen a moment after the
    // tap, and must not be taken for the next one.
    for (const choice of [tableOnly, anyZone]) {
      if (!(await choice.isVisible())) continue;
      await choice.click();
      await expect(choice).toBeHidden();
      break;
    }
  }
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export async function fillDetails(page: Page, guest: Guest, lang: AnyLang = 'it'): Promise<void> {
  const t = texts(lang);
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill(guest.firstName);
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill(guest.lastName);
  await page.getByRole('textbox', { name: t.number }).fill(guest.phone ?? '347 123 4567');
  await page.getByRole('textbox', { name: t.email }).fill(guest.email);
  await page.getByRole('checkbox', { name: t.privacy }).check();
  await page.getByRole('button', { name: t.next }).click();
}

export async function solveBotCheck(page: Page, lang: AnyLang = 'it'): Promise<void> {
  const t = texts(lang);
  await page.locator('altcha-widget').getByText(t.robot).click();
  // exact: German's "Wird geprüft…" (verifying) holds "geprüft" (verified).
  await expect(page.locator('altcha-widget').getByText(t.verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** The demo gateway's TEST MODE form (the e2e server has no Stripe keys). */
export async function saveDemoCard(page: Page, lang: AnyLang = 'it', number = '4242 4242 4242 4242'): Promise<void> {
  const t = texts(lang);
  await page.getByLabel(t.cardNumber).fill(number);
  await page.getByLabel(t.expiry).fill('12/34');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByRole('button', { name: t.saveCard }).click();
}

/** The demo gateway's TEST MODE payment form, in English, inside `scope`: paid with the test card by its "Pay €…" button. */
export async function payDemoCard(scope: Locator, amount: string): Promise<void> {
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Expiry date').fill('12/34');
  await scope.getByLabel(/CVC/).fill('123');
  await scope.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** The end page's "Change or cancel" button, in every language. */
const CHANGE_OR_CANCEL = /^(Modifica o cancella|Change or cancel|Modifier ou annuler|Modificar o cancelar|Ändern oder stornieren)$/;

/**
 * The hash of the reservation the end page shows. The page holds it nowhere a script could read
 * (docs/security.md): its "Change or cancel" opens the booking's own page, whose address has it.
 * That load is answered 204 here, so the browser stays on the end page, as it was.
 */
export async function hashOnEndPage(page: Page): Promise<string> {
  let opened = '';
  const editPage = /\/reserve\/[A-Za-z0-9_-]+\/edit$/;
  const stay = (route: Route) => {
    opened = route.request().url();
    return route.fulfill({ status: 204 });
  };
  await page.route(editPage, stay);
  try {
    await page.locator('[data-page="ReserveMessage"]').getByRole('button', { name: CHANGE_OR_CANCEL }).click();
    await expect.poll(() => opened).not.toBe('');
  } finally {
    await page.unroute(editPage, stay);
  }
  return /\/reserve\/([A-Za-z0-9_-]+)\/edit/.exec(opened)![1]!;
}

/** A plain table from /reserve to the end page; returns the reservation's hash. */
export async function bookPlainTable(page: Page, o: { date: string; time: string; pax: number; guest: Guest; lang?: AnyLang; venue?: string }): Promise<string> {
  const lang = o.lang ?? 'it';
  await page.goto(`/reserve${o.venue ? `?venue=${o.venue}` : ''}`);
  await choosePax(page, o.pax);
  await chooseDay(page, o.date, lang);
  await chooseTime(page, o.time);
  await plainTableSteps(page, lang);
  await fillDetails(page, o.guest, lang);
  await solveBotCheck(page, lang);
  await page
    .locator('[data-remote="booking"]')
    .getByRole('button', { name: /Conferma la prenotazione|Invia la richiesta|Confirm the reservation|Send the request|Reservierung bestätigen|Anfrage senden/ })
    .click();
  await expect(page).toHaveURL(/\/reserve\/(confirmed|pending)/);
  return hashOnEndPage(page);
}
