/**
 * Booking an experience with a card guarantee when the site runs on Stripe: the Payment Element
 * (Stripe.js stubbed at its URL, stripe-js-stub.ts) saves the card through a SetupIntent on the
 * fake Stripe that the server also talks to (the real `stripe` SDK at STRIPE_API_BASE, signed
 * webhooks back). The terms before acceptance, in the summary, on the end page and in the
 * e-mail, in Italian and English; a declined card and a retry; Stripe.js blocked and retried;
 * the no-show fee whose off-session charge the bank wants authenticated: the guest's e-mail
 * link, the authentication on the page, the fee paid once.
 */
import type { Page } from '@playwright/test';
import {
  type Guest,
  type Lang,
  addDays,
  chooseDay,
  choosePax,
  chooseTime,
  fillDetails,
  hashOnEndPage,
  isoWeekday,
  setLanguage,
  solveBotCheck,
  venueToday,
} from '../support/booking';
import { expect, test } from '../support/fixtures';
import { emailIn, plainSpaces } from '../support/outbox';
import { type StripeStub, installStripeJsStub } from '../support/stripe-js-stub';
import { SERVER_START_MS } from '../support/server';
import { type StripeSite, startStripeSite } from '../support/stripe-server';

const ROME = 'Europe/Rome';
const FRONTPAGE_TOKEN = 'fp_demo_cantina_aurora';
const STAFF_TOKEN = 'st_demo_cantina_aurora';

let site: StripeSite;
let tourId: number;
test.beforeAll(async () => {
  // The Stripe site's start-up (SERVER_START_MS at most) and a minute for the rest.
  test.setTimeout(SERVER_START_MS + 60_000);
  site = await startStripeSite();
  const list = await fetch(`${site.url}/backend/api/frontpage/experience/getexperiencelist`, { method: 'POST', headers: { Authorization: `Bearer ${FRONTPAGE_TOKEN}` } });
  tourId = ((await list.json()).data.elenco as Array<{ id: number; hash: string }>).find((e) => e.hash === 'aurora-tour-con-pranzo')!.id;
});
test.afterAll(async () => {
  await site?.stop();
});

// The guest's phone is in New York: the deadline must still read in the venue's (Rome) time.
test.use({ timezoneId: 'America/New_York' });

/** The `n`-th Thursday from two days ahead: the cellar tour runs at 13:00; each test its own day. */
function thursday(n: number): string {
  let d = addDays(venueToday(ROME), 2);
  while (isoWeekday(d) !== 4) d = addDays(d, 1);
  return addDays(d, 7 * n);
}

/** Tuesday two days before, 13:00: 48 h of free cancellation, as the venue's wall clock. */
const deadlineDate = (date: string) => addDays(date, -2);

const L = {
  it: {
    title: 'Tour della cantina e menù abbinato',
    termsTitle: 'Garanzia con carta e cancellazione',
    perGuest: (unit: string, total: string) => `${unit} a persona (${total} in totale)`,
    free: 'Cancellazione gratuita fino a',
    freeVenue: '(ora di Cantina Aurora)',
    how: (total: string) => `Dopo quel momento, o se non ti presenti, Cantina Aurora addebita ${total} sulla carta che salvi ora`,
    policyRequired: 'Accetta le condizioni di cancellazione per procedere con la prenotazione.',
    accept: /Accetto le condizioni di cancellazione/,
    toCard: 'Continua con la carta',
    held: /I posti sono riservati per te fino alle/,
    saveCard: 'Salva la carta',
    saved: 'Carta salvata.',
    summary: 'Riepilogo',
    confirm: 'Conferma la prenotazione',
    confirmed: 'La tua prenotazione è confermata',
    mailSubject: /^Prenotazione confermata – Cantina Aurora$/,
    mailTerms: 'Garanzia con carta',
    mailPerGuest: (unit: string, total: string) => `${unit} a persona (${total} in totale)`,
    mailFree: 'Cancellazione gratuita fino al',
    mailHow: (total: string) => `Cantina Aurora addebita ${total} sulla carta salvata, senza bisogno della tua presenza.`,
    locale: 'it-IT',
  },
  en: {
    title: 'Cellar tour and paired menu',
    termsTitle: 'Card guarantee and cancellation',
    perGuest: (unit: string, total: string) => `${unit} per person (${total} in total)`,
    free: 'Free cancellation until',
    freeVenue: '(Cantina Aurora time)',
    how: (total: string) => `After that, or if you do not show up, Cantina Aurora charges ${total} to the card you save now`,
    policyRequired: 'Accept the cancellation policy to proceed with the booking.',
    accept: /I accept the cancellation terms/,
    toCard: 'Continue to the card',
    held: /Your seats are held for you until/,
    saveCard: 'Save card',
    saved: 'Card saved.',
    summary: 'Summary',
    confirm: 'Confirm the reservation',
    confirmed: 'Your reservation is confirmed',
    mailSubject: /^Reservation confirmed – Cantina Aurora$/,
    mailTerms: 'Card guarantee',
    mailPerGuest: (unit: string, total: string) => `${unit} per guest (${total} in total)`,
    mailFree: 'Free cancellation until',
    mailHow: (total: string) => `Cantina Aurora charges ${total} to the saved card, without you being present.`,
    locale: 'en-GB',
  },
} as const;

const eur = (lang: Lang, minor: number) => new Intl.NumberFormat(L[lang].locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);
/** A venue wall-clock date in the visitor's language, as the page formats it ('full' date). */
const fullDate = (lang: Lang, date: string) => new Intl.DateTimeFormat(L[lang].locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const plain = plainSpaces;

const area = (page: Page) => page.locator('[data-remote="booking"]');
const cardInput = (page: Page) => area(page).getByLabel('Card number (Stripe test stub)');

/** The outbox entry of the e-mail to `to` whose subject matches, on the Stripe site. */
const emailTo = (to: string, subject: RegExp) => emailIn(site.dataDir, to, subject);

async function staff(verb: 'list' | 'noshow', form: Record<string, string>) {
  const res = await fetch(`${site.staffUrl}/backend/api/staff/reservations/${verb}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: boolean; data: Record<string, unknown> & { reservations?: Array<Record<string, unknown>> }; error?: { code: string } },
  };
}

/** The tour from /reserve?experience= to the terms: people, day, 13:00, the guest's details. */
async function toTerms(page: Page, o: { lang: Lang; date: string; pax: number; guest: Guest }): Promise<void> {
  await setLanguage(page, o.lang);
  await page.goto(`${site.url}/reserve?experience=${tourId}&venue=cantina-aurora`);
  await expect(area(page).getByRole('heading', { level: 1 })).toHaveText(L[o.lang].title);
  await choosePax(page, o.pax);
  await chooseDay(page, o.date, o.lang);
  await chooseTime(page, '13:00');
  await fillDetails(page, o.guest, o.lang);
  await expect(area(page).getByRole('heading', { name: L[o.lang].termsTitle })).toBeVisible();
}

/** Accepts the terms, passes the bot check, holds the seats: the card step. */
async function acceptAndHold(page: Page, lang: Lang): Promise<void> {
  await area(page).getByRole('checkbox', { name: L[lang].accept }).check();
  await solveBotCheck(page, lang);
  await area(page).getByRole('button', { name: L[lang].toCard }).click();
  await expect(area(page).getByText(L[lang].held)).toBeVisible();
}

/** Types a card into the Payment Element (stub) and saves it; on to the summary, confirmed. */
async function saveCardAndConfirm(page: Page, lang: Lang, card = '4242 4242 4242 4242'): Promise<string> {
  await cardInput(page).fill(card);
  await area(page).getByRole('button', { name: L[lang].saveCard }).click();
  await expect(area(page).getByRole('heading', { name: L[lang].summary })).toBeVisible({ timeout: 20_000 });
  await area(page).getByRole('button', { name: L[lang].confirm }).click();
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area(page).getByRole('heading', { level: 1 })).toHaveText(L[lang].confirmed);
  return hashOnEndPage(page);
}

/** The SetupIntents the server made for the reservation with this guest's e-mail (through its customer). */
function setupIntentsOf(email: string) {
  const customers = [...site.fake.customers.values()].filter((c) => c.email === email).map((c) => c.id);
  return [...site.fake.setupIntents.values()].filter((si) => customers.includes(si.customer));
}

for (const [lang, pax, n] of [
  ['it', 2, 0],
  ['en', 3, 1],
] as const) {
  test(`a card guarantee in ${lang === 'it' ? 'Italian' : 'English'}: the terms before accepting, the card saved through a SetupIntent, confirmed, the terms on the end page and in the e-mail`, async ({
    page,
    pageErrors,
  }) => {
    const t = L[lang];
    const date = thursday(n);
    const email = `guarantee-${lang}@example.com`;
    const stub = await installStripeJsStub(page, { stripeApi: site.fake.url });
    await toTerms(page, { lang, date, pax, guest: { firstName: 'Marta', lastName: 'Lanza', email } });

    // The terms, before anything is accepted, held or loaded: per guest, the deadline in the
    // venue's time (the phone is in New York), how the fee is charged.
    const unit = eur(lang, 2000);
    const total = eur(lang, 2000 * pax);
    const terms = area(page).getByTestId('guarantee-terms');
    await expect(terms).toContainText(plain(t.perGuest(unit, total)), { useInnerText: true });
    const termsText = plain(await terms.innerText());
    expect(termsText).toContain(`${t.free} ${fullDate(lang, deadlineDate(date))}`);
    expect(termsText).toMatch(new RegExp(`13[:.]00 \\${t.freeVenue.slice(0, -1)}\\)`));
    expect(termsText).toContain(plain(t.how(total)));
    expect(stub.loads).toBe(0);
    await expect(cardInput(page)).toHaveCount(0);

    // Not accepted: refused on the spot, nothing held.
    await solveBotCheck(page, lang);
    await area(page).getByRole('button', { name: t.toCard }).click();
    await expect(area(page).getByText(t.policyRequired)).toBeVisible();
    expect(setupIntentsOf(email)).toHaveLength(0);
    await area(page).getByRole('checkbox', { name: t.accept }).check();
    await area(page).getByRole('button', { name: t.toCard }).click();
    await expect(area(page).getByText(t.held)).toBeVisible();

    // The Payment Element (Stripe.js stub), on the SetupIntent the server made (off-session use).
    await expect(area(page).locator('[data-gateway="stripe"]')).toBeVisible();
    await expect(cardInput(page)).toBeVisible();
    expect(stub.loads).toBe(1);
    const hash = await saveCardAndConfirm(page, lang);
    const [setup] = setupIntentsOf(email);
    expect(setup).toMatchObject({ status: 'succeeded', usage: 'off_session', metadata: { kind: 'reservation-guarantee', venue: 'cantina-aurora' } });
    expect(stub.apiCalls.map((c) => c.path)).toContain(`/v1/setup_intents/${String(setup!.id)}/confirm`);
    expect(site.fake.eventsOf(String(setup!.id), 'setup_intent.succeeded')).toHaveLength(1);
    // Nothing charged at booking.
    expect([...site.fake.paymentIntents.values()].filter((pi) => pi.customer === setup!.customer)).toHaveLength(0);

    // The end page repeats the terms.
    const endTerms = plain(await area(page).getByTestId('guarantee-terms').innerText());
    expect(endTerms).toContain(plain(t.perGuest(unit, total)));
    expect(endTerms).toContain(`${t.free} ${fullDate(lang, deadlineDate(date))}`);
    expect(endTerms).toContain(plain(t.how(total)));

    // So does the e-mail, in the guest's language, with the edit link.
    const mail = await emailTo(email, t.mailSubject);
    expect(mail.text).toContain(t.mailTerms);
    expect(mail.text).toContain(plain(t.mailPerGuest(unit, total)));
    expect(mail.text).toContain(`${t.mailFree} ${fullDate(lang, deadlineDate(date))}`);
    expect(mail.text).toMatch(/13[:.]00/);
    expect(mail.text).toContain(plain(t.mailHow(total)));
    expect(mail.html).toContain(`/reserve/${hash}/edit`);
    expect(pageErrors).toEqual([]);
  });
}

test('a card declined at the SetupIntent: the bank’s reason in Italian, then another card saves and the booking is confirmed', async ({ page }) => {
  const email = 'guarantee-declined@example.com';
  await installStripeJsStub(page, { stripeApi: site.fake.url });
  await toTerms(page, { lang: 'it', date: thursday(2), pax: 2, guest: { firstName: 'Paolo', lastName: 'Rinaldi', email } });
  await acceptAndHold(page, 'it');

  await cardInput(page).fill('4000 0000 0000 9995');
  await area(page).getByRole('button', { name: 'Salva la carta' }).click();
  await expect(area(page).getByRole('alert').filter({ hasText: 'La carta è stata rifiutata. Fondi insufficienti sulla carta.' })).toBeVisible();
  const [setup] = setupIntentsOf(email);
  expect(site.fake.eventsOf(String(setup!.id), 'setup_intent.setup_failed')).toHaveLength(1);
  // Still on the card step, the seats still held: another card.
  await expect(area(page).getByRole('heading', { name: 'Riepilogo' })).toHaveCount(0);
  await saveCardAndConfirm(page, 'it', '5555 5555 5555 4444');
  expect(site.fake.setupIntents.get(String(setup!.id))).toMatchObject({ status: 'succeeded' });
  await emailTo(email, L.it.mailSubject);
});

test('Stripe.js blocked: "reload or try again later", and the retry loads it and the booking completes', async ({ page }) => {
  const stub: StripeStub = await installStripeJsStub(page, { stripeApi: site.fake.url, failLoads: Infinity });
  await toTerms(page, { lang: 'en', date: thursday(3), pax: 2, guest: { firstName: 'Nora', lastName: 'Blake', email: 'guarantee-blocked@example.com' } });
  await acceptAndHold(page, 'en');
  const blocked = area(page).getByRole('alert').filter({ hasText: 'The payment service could not be started. Reload the page or try again later.' });
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  expect(stub.loads).toBeGreaterThan(0);
  stub.failNextLoads(0);
  await blocked.getByRole('button', { name: 'Try again' }).click();
  await expect(cardInput(page)).toBeVisible();
  await saveCardAndConfirm(page, 'en');
});

test('no-show fee the bank wants authenticated: staff mark the no-show, the guest authenticates from the e-mail link, the fee is paid once', async ({ page }) => {
  // The steps, and a restart of the Stripe site (SERVER_START_MS at most) on the evening's clock.
  test.setTimeout(150_000 + SERVER_START_MS);
  const email = 'guarantee-noshow@example.com';
  const date = thursday(0);
  // 4000 0027 6000 3184: the bank asks every time (the stub passes the check at saving too).
  const stub = await installStripeJsStub(page, { stripeApi: site.fake.url });
  await toTerms(page, { lang: 'en', date, pax: 2, guest: { firstName: 'Sam', lastName: 'Reed', email } });
  await acceptAndHold(page, 'en');
  const hash = await saveCardAndConfirm(page, 'en', '4000 0027 6000 3184');
  const [setup] = setupIntentsOf(email);
  expect(stub.apiCalls.map((c) => c.path)).toContain(`/v1/setup_intents/${String(setup!.id)}/stub_authenticate`);

  // Too early for a no-show.
  const listed = await staff('list', { date });
  const row = listed.body.data.reservations!.find((r) => r.email === email)!;
  expect(row).toMatchObject({ status: 'confirmed', guarantee: { type: 2, amount: 4000, cardSaved: true }, fee: 'none' });
  const early = await staff('noshow', { id: String(row.id) });
  expect(early.body.error?.code).toBe('NOT_STARTED');

  // The evening of the tour (the server's clock; same data, same fake Stripe).
  const evening = new Date(`${date}T20:00:00Z`).getTime(); // 21:00 or 22:00 in Rome, the tour long over
  await site.restart({ clockOffsetMs: evening - Date.now() });

  const noShow = await staff('noshow', { id: String(row.id) });
  expect(noShow.body.data).toMatchObject({ status: 'no_show', fee: 'requires_action', charge: 'requires_action' });
  const fees = () =>
    [...site.fake.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).kind === 'reservation-fee' && (pi.metadata as Record<string, string>).reservation === String(row.id),
    );
  expect(fees()).toHaveLength(1);
  const [fee] = fees();
  // What Stripe answers an off-session charge the bank wants authenticated.
  expect(fee).toMatchObject({
    amount: 4000,
    currency: 'eur',
    status: 'requires_payment_method',
    customer: setup!.customer,
    payment_method: setup!.payment_method,
    last_payment_error: { code: 'authentication_required' },
  });

  // The e-mail with the link; the guest opens it on the phone.
  const mail = await emailTo(email, /^Confirm the payment – Cantina Aurora$/);
  const link = /href="(https?:\/\/[^"]+\/reserve\/[^"/]+\/authenticate[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
  expect(link).toBeTruthy();
  expect(link).toContain(`/reserve/${hash}/authenticate`);
  expect(mail.text).toContain(plain(`confirm the charge of ${eur('en', 4000)}`));
  await page.goto(link!);
  const auth = page.locator('[data-page="ReserveAuthenticate"]');
  await expect(auth.getByRole('heading', { level: 1 })).toHaveText('Confirm the payment');
  await expect(auth).toContainText(plain(`Your bank asks you to confirm the charge of ${eur('en', 4000)}`), { useInnerText: true });
  // The saved card: no card to type, one button; the bank's check passes through Stripe.js.
  await expect(cardInput(page)).toHaveCount(0);
  await auth.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(auth.getByRole('status').filter({ hasText: 'Payment of €40.00 confirmed. Thank you.' })).toBeVisible({ timeout: 20_000 });
  const paths = stub.apiCalls.map((c) => c.path);
  expect(paths).toContain(`/v1/payment_intents/${String(fee!.id)}/confirm`);
  expect(paths).toContain(`/v1/payment_intents/${String(fee!.id)}/stub_authenticate`);
  expect(site.fake.paymentIntents.get(String(fee!.id))).toMatchObject({ status: 'succeeded', amount_received: 4000 });
  await expect.poll(() => site.fake.eventsOf(String(fee!.id), 'payment_intent.succeeded').length).toBe(1);
  // Stripe delivers an event at least once: the same event again is acknowledged and changes nothing.
  const [succeeded] = site.fake.eventsOf(String(fee!.id), 'payment_intent.succeeded');
  expect((await site.fake.deliver(succeeded!)).status).toBe(200);

  // Staff see it paid; another no-show call charges nothing more.
  await expect.poll(async () => (await staff('list', { date })).body.data.reservations!.find((r) => r.email === email)?.fee).toBe('paid');
  const again = await staff('noshow', { id: String(row.id) });
  expect(again.body.data).toMatchObject({ status: 'no_show', fee: 'paid', charge: 'already_paid' });
  expect(fees()).toHaveLength(1);
  expect(site.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && !r.replayed)).toHaveLength(1);

  // The link again, later: nothing left to confirm, the payment stands.
  await page.reload();
  await expect(auth.getByRole('status').filter({ hasText: 'Payment of €40.00 confirmed. Thank you.' })).toBeVisible();
});
