/**
 * Buying gift cards through the screens like a visitor: texts per language, the buyer's and the
 * recipient's fields, the demo gateway's card form, and the e-mails in the server's outbox (with
 * the QR code decoded from the image the e-mail carries).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { solveBotCheck } from './booking';
import { expect } from './fixtures';
import { E2E_DATA_DIR, staffOriginOf } from './server';

export type Lang = 'en' | 'fr' | 'it' | 'de' | 'es';

const T = {
  en: {
    choose: 'Choose',
    other: 'Other amount',
    continue: 'Continue',
    forOther: 'For another person',
    quantityUp: 'One more',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    number: 'Number',
    dob: 'Date of birth',
    city: 'City',
    postal: 'Postal code',
    country: 'Country',
    province: 'Province / state',
    privacy: /I have read and accept the privacy policy/,
    rFirst: 'Recipient’s first name',
    rLast: 'Recipient’s last name',
    rEmail: 'Recipient’s e-mail',
    rMessage: 'Message for the recipient',
    rDate: 'Delivery date',
    rPhone: 'Recipient’s mobile',
    submit: 'Proceed to payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: /CVC/,
    pay: /^Pay /,
    thanks: 'Thank you for your purchase!',
  },
  fr: {
    choose: 'Choisir',
    other: 'Autre montant',
    continue: 'Continuer',
    forOther: 'Pour une autre personne',
    quantityUp: 'Une de plus',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    number: 'Numéro',
    dob: 'Date de naissance',
    city: 'Ville',
    postal: 'Code postal',
    country: 'Pays',
    province: 'Canton / région',
    privacy: /j'accepte la politique de confidentialité/,
    rFirst: 'Prénom du destinataire',
    rLast: 'Nom du destinataire',
    rEmail: 'E-mail du destinataire',
    rMessage: 'Message pour le destinataire',
    rDate: 'Date d’envoi',
    rPhone: 'Mobile du destinataire',
    submit: 'Procéder au paiement',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvc: /CVC/,
    pay: /^Payer /,
    thanks: 'Merci pour votre achat !',
  },
  it: {
    choose: 'Scegli',
    other: 'Altro importo',
    continue: 'Continua',
    forOther: 'Per un’altra persona',
    quantityUp: 'Una in più',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    number: 'Numero',
    dob: 'Data di nascita',
    city: 'Città',
    postal: 'CAP',
    country: 'Paese',
    province: 'Provincia',
    privacy: /accetto l'informativa sulla privacy/,
    rFirst: 'Nome del destinatario',
    rLast: 'Cognome del destinatario',
    rEmail: 'E-mail del destinatario',
    rMessage: 'Messaggio per il destinatario',
    rDate: 'Data di consegna',
    rPhone: 'Cellulare del destinatario',
    submit: 'Procedi al pagamento',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza',
    cvc: /CVC/,
    pay: /^Paga /,
    thanks: 'Grazie per il tuo acquisto!',
  },
  de: {
    choose: 'Auswählen',
    other: 'Anderer Betrag',
    continue: 'Weiter',
    forOther: 'Für eine andere Person',
    quantityUp: 'Einen mehr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    number: 'Nummer',
    dob: 'Geburtsdatum',
    city: 'Ort',
    postal: 'Postleitzahl',
    country: 'Land',
    province: 'Kanton / Bundesland',
    privacy: /Datenschutzerklärung/,
    rFirst: 'Vorname der beschenkten Person',
    rLast: 'Nachname der beschenkten Person',
    rEmail: 'E-Mail der beschenkten Person',
    rMessage: 'Nachricht an die beschenkte Person',
    rDate: 'Versanddatum',
    rPhone: 'Mobilnummer der beschenkten Person',
    submit: 'Weiter zur Zahlung',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: /CVC/,
    pay: /bezahlen$/,
    thanks: 'Vielen Dank für Ihren Kauf!',
  },
  es: {
    choose: 'Elegir',
    other: 'Otro importe',
    continue: 'Continuar',
    forOther: 'Para otra persona',
    quantityUp: 'Una más',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    number: 'Número',
    dob: 'Fecha de nacimiento',
    city: 'Ciudad',
    postal: 'Código postal',
    country: 'País',
    province: 'Provincia',
    privacy: /acepto la política de privacidad/,
    rFirst: 'Nombre del destinatario',
    rLast: 'Apellidos del destinatario',
    rEmail: 'Correo del destinatario',
    rMessage: 'Mensaje para el destinatario',
    rDate: 'Fecha de envío',
    rPhone: 'Móvil del destinatario',
    submit: 'Continuar al pago',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    cvc: /CVC/,
    pay: /^Pagar /,
    thanks: '¡Gracias por tu compra!',
  },
} as const;

export const gcTexts = (lang: Lang) => T[lang];

/**
 * A demo venue's gift card product id, by its English title (ids follow the order the demo venues
 * and their products are seeded in: a product added to one venue moves the next venue's).
 */
export async function productIdOf(page: Page, venueToken: string, titleEn: string): Promise<number> {
  const res = await page.request.post('/backend/api/frontpage/giftcard/getgiftcardlist', { headers: { Authorization: `Bearer ${venueToken}` } });
  const products = (await res.json()).data as Array<{ id: number; titolo: { en: string } }>;
  const found = products.find((p) => p.titolo.en === titleEn);
  if (!found) throw new Error(`no gift card "${titleEn}" (${products.map((p) => p.titolo.en).join(', ')})`);
  return found.id;
}

export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('frontpageLanguage', l), lang);
}

export const area = (page: Page) => page.locator('[data-remote="giftcards"]');

/** From the list: opens the product whose card shows `title`. */
export async function openProduct(page: Page, title: string, lang: Lang): Promise<void> {
  const card = area(page)
    .getByTestId('giftcard-product')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('link', { name: new RegExp(`^${T[lang].choose}`) }).click();
  await expect(area(page).locator('[data-page="GiftcardDetail"]')).toBeVisible();
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  city: string;
  postal: string;
}

export const BUYER: Buyer = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.com',
  phone: '347 123 4567',
  dob: '1985-03-14',
  city: 'Alba',
  postal: '12051',
};

/** Fills the buyer's data (the phone prefix is the venue's country, first in the list). */
export async function fillBuyer(page: Page, lang: Lang, buyer: Partial<Buyer> = {}): Promise<void> {
  const b = { ...BUYER, ...buyer };
  const t = T[lang];
  const section = area(page).locator('section', { has: page.locator('#buyer-title') });
  const field = (name: string) => section.getByRole('textbox', { name, exact: true });
  await field(t.firstName).fill(b.firstName);
  await field(t.lastName).fill(b.lastName);
  await field(t.number).fill(b.phone);
  await field(t.email).fill(b.email);
  // The date of birth is a date input (its value is YYYY-MM-DD whatever the browser shows).
  await field(t.dob).fill(b.dob);
  await field(t.city).fill(b.city);
  await field(t.postal).fill(b.postal);
}

export async function acceptPrivacy(page: Page, lang: Lang): Promise<void> {
  await area(page).getByRole('checkbox', { name: T[lang].privacy }).check();
}

/** Sends the checkout form as a visitor does: the bot check solved first, then "Proceed to payment". */
export async function submitCheckout(page: Page, lang: Lang): Promise<void> {
  await solveBotCheck(page, lang);
  await area(page).getByRole('button', { name: T[lang].submit }).click();
}

/** The demo gateway's TEST MODE card form. */
export async function payWithDemoCard(page: Page, lang: Lang, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  const t = T[lang];
  const form = area(page).locator('[data-gateway="demo"]');
  await expect(form).toBeVisible();
  await form.getByLabel(t.cardNumber).fill(cardNumber);
  await form.getByLabel(t.expiry).fill('12/34');
  await form.getByLabel(t.cvc).fill('123');
  await form.getByRole('button', { name: t.pay }).click();
}

export interface GiftcardEmail {
  to: string;
  subject: string;
  html: string;
  /** The code written in the e-mail. */
  code: string | null;
  /** What the QR image in the e-mail decodes to. */
  qr: string | null;
  printPath: string | null;
}

interface IndexEntry {
  file: string;
  to: string;
  subject: string;
}

function outboxEntries(): IndexEntry[] {
  const index = path.join(E2E_DATA_DIR, 'outbox', 'index.json');
  return existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as IndexEntry[]) : [];
}

/** The e-mails sent to `to` whose subject matches, as written to the outbox so far. */
export function emailsTo(to: string, subject: RegExp = /./): GiftcardEmail[] {
  return outboxEntries()
    .filter((e) => e.to === to && subject.test(e.subject))
    .map((e) => {
      const html = readFileSync(path.join(E2E_DATA_DIR, 'outbox', `${e.file}.html`), 'utf8');
      const png = /src="data:image\/png;base64,([^"]+)"/.exec(html)?.[1];
      let qr: string | null = null;
      if (png) {
        const image = PNG.sync.read(Buffer.from(png, 'base64'));
        qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
      }
      return {
        to: e.to,
        subject: e.subject,
        html,
        code: /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(html)?.[1] ?? null,
        qr,
        printPath: /href="https?:\/\/[^/"]+(\/backend\/giftcard\/[^"]+\/print)"/.exec(html)?.[1] ?? null,
      };
    });
}

export async function waitForEmails(to: string, subject: RegExp, count = 1): Promise<GiftcardEmail[]> {
  await expect.poll(() => emailsTo(to, subject).length, { timeout: 15_000, message: `${count} e-mail(s) to ${to} matching ${subject}` }).toBeGreaterThanOrEqual(count);
  return emailsTo(to, subject);
}

/** Venue date helpers (the demo data and delivery days are in the venue's time zone). */
export function venueToday(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A staff call, as the till does (docs/api.md). */
export async function staffCall(baseURL: string, path: string, form: Record<string, string>, token = 'st_demo_chalet_du_lac') {
  const res = await fetch(`${staffOriginOf(baseURL)}/backend/api/staff${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; error?: { code: string } } };
}
