/**
 * What the door page's tests need made before staff scan it, made through the venue API as a
 * guest's browser makes it (the bot check solved in Node, as the server's tests solve it): a
 * claimed promo code, a paid gift card, a booking, a card-guaranteed booking (for a no-show).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import { STAFF_SITE, repoRoot } from './server';

export const VENUES = {
  aurora: { slug: 'cantina-aurora', name: 'Cantina Aurora', token: 'fp_demo_cantina_aurora', staff: 'st_demo_cantina_aurora', timezone: 'Europe/Rome' },
  lagon: { slug: 'le-lagon', name: 'Le Lagon', token: 'fp_demo_le_lagon', staff: 'st_demo_le_lagon', timezone: 'Indian/Mauritius' },
} as const;
export type VenueKey = keyof typeof VENUES;
/** A demo venue by its key, or a venue a test made (its front-page token from venues/apply). */
export type VenueRef = VenueKey | { token: string };
const tokenOf = (venue: VenueRef) => (typeof venue === 'string' ? VENUES[venue].token : venue.token);

// The server's own ALTCHA library (its tests solve the challenge with it).
const serverRequire = createRequire(path.join(repoRoot, 'server', 'package.json'));
const altcha = serverRequire('altcha-lib') as { solveChallenge(o: { challenge: unknown; deriveKey: unknown }): Promise<unknown> };
const { deriveKey } = serverRequire('altcha-lib/algorithms/sha') as { deriveKey: unknown };

type Form = Record<string, string | number>;

/** A front-page call, as the pages make it; throws with the answer when it is refused. */
export async function frontpageCall<T = Record<string, unknown>>(site: string, venue: VenueRef, call: string, form: Form = {}): Promise<T> {
  const res = await fetch(`${site}/backend/api/frontpage/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf(venue)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]))).toString(),
  });
  const body = (await res.json()) as { status: boolean; data?: T; error?: { code: string } };
  if (!res.ok || !body.status) throw new Error(`${call}: ${res.status} ${JSON.stringify(body.error)}`);
  return body.data as T;
}

/** The answer to a bot check's challenge, as the widget sends it (made in Node). */
async function solveChallenge(challenge: unknown): Promise<string> {
  const solution = await altcha.solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved bot check for a front-page call of `venue`. */
export async function botCheck(site: string, venue: VenueRef): Promise<string> {
  return solveChallenge(await frontpageCall(site, venue, 'botcheck/challenge'));
}

const GUEST = { phonePrefix: '+39', phone: '347 123 4567', privacy: '1', language: 'en' };

/** A promo code claimed by `email` (a new address each time: one claim per person). */
export async function claimPromoCode(site: string, email: string, urlName = 'calice-di-benvenuto'): Promise<string> {
  const claim = await frontpageCall<{ id: string }>(site, 'aurora', 'promo/claim', {
    ...GUEST,
    urlName,
    firstName: 'Giulia',
    lastName: 'Door',
    email,
    altcha: await botCheck(site, 'aurora'),
  });
  return (await frontpageCall<{ codice: string }>(site, 'aurora', 'promo/getclaim', { urlName, id: claim.id })).codice;
}

/** A gift card of `venue` bought and paid (demo gateway): its code and value. */
export async function buyGiftcard(
  site: string,
  venue: VenueRef,
  email: string,
  amount?: number,
  /** How the card is paid: the demo gateway's test card, or (a Stripe site) its fake Stripe. */
  pay?: (clientSecret: string) => Promise<void>,
): Promise<{ code: string; value: number }> {
  const products = await frontpageCall<Array<{ id: number; valori: number[]; disponibile: number; importoLibero: number }>>(site, venue, 'giftcard/getgiftcardlist');
  // A chosen amount: a card whose buyer types the value.
  const product = products.find((p) => p.disponibile && (amount ? p.importoLibero : p.valori.length))!;
  const value = amount ?? product.valori.at(-1)!;
  const order = await frontpageCall<{ fingerprint: string }>(site, venue, 'giftcard/checkout', {
    ...GUEST,
    productId: product.id,
    amount: value,
    quantity: 1,
    requestId: `door${Date.now()}${Math.round(Math.random() * 1e6)}`,
    firstName: 'Marco',
    lastName: 'Door',
    email,
    dateOfBirth: '14/03/1985',
    city: 'Alba',
    country: 'Italia',
    postalCode: '12051',
    altcha: await botCheck(site, venue),
  });
  const payment = await frontpageCall<{ clientSecret: string }>(site, venue, 'giftcard/getpayment', { fingerprint: order.fingerprint });
  if (pay) await pay(payment.clientSecret);
  else await frontpageCall(site, venue, 'payments/demo/confirm', { clientSecret: payment.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  let code = '';
  await expect
    .poll(async () => {
      const issued = await frontpageCall<{ status: string; cards: Array<{ code?: string }> }>(site, venue, 'giftcard/getorder', { fingerprint: order.fingerprint });
      code = issued.cards[0]?.code ?? '';
      return issued.status === 'issued' && !!code;
    })
    .toBe(true);
  return { code, value };
}

/** Today's date at the venue, and the weekday (1 Monday … 7 Sunday) of a date. */
export const venueToday = (timezone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The plain-table lunch days of the demo venues that confirm at once (venues/*.yaml). */
const LUNCH_DAYS: Array<[VenueKey, number[]]> = [
  ['aurora', [2, 3, 4, 5, 6]],
  ['lagon', [1, 2, 4, 5, 6, 7]],
];

/**
 * A confirmed table booked for tomorrow at a venue open then (one of the two is, whatever the
 * day): the staff list shows today and tomorrow.
 */
export async function bookTomorrow(site: string, lastName: string): Promise<{ venue: VenueKey; name: string }> {
  const refusals: string[] = [];
  for (const [venue, days] of LUNCH_DAYS) {
    const date = addDays(venueToday(VENUES[venue].timezone), 1);
    if (!days.includes(weekday(date))) continue;
    try {
      const booked = await frontpageCall<{ outcome: string }>(site, venue, 'reservation/submit', {
        ...GUEST,
        date,
        time: '12:30',
        pax: 3,
        firstName: 'Paola',
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        notes: 'Window table, please',
        altcha: await botCheck(site, venue),
      });
      if (booked.outcome === 'confirmed') return { venue, name: `Paola ${lastName}` };
      refusals.push(`${venue}: ${booked.outcome}`);
    } catch (error) {
      refusals.push(`${venue}: ${(error as Error).message}`);
    }
  }
  throw new Error(`no venue took a booking for tomorrow (${refusals.join('; ')})`);
}

/** The `n`-th Thursday from two days ahead at the venue: Cantina Aurora's cellar tour (13:00) asks a card. */
function thursday(n: number): string {
  let d = addDays(venueToday(VENUES.aurora.timezone), 2);
  while (weekday(d) !== 4) d = addDays(d, 1);
  return addDays(d, 7 * n);
}

/**
 * The tour booked with a saved card (€20 per guest if they do not come); its date. `saveCard`
 * saves the card of the hold's SetupIntent, as the guest's card form does.
 */
export async function bookGuaranteedTour(site: string, lastName: string, saveCard: (clientSecret: string) => Promise<void>): Promise<{ date: string; name: string }> {
  const list = await frontpageCall<{ elenco: Array<{ id: number; hash: string }> }>(site, 'aurora', 'experience/getexperiencelist');
  const tour = list.elenco.find((e) => e.hash === 'aurora-tour-con-pranzo')!;
  const date = thursday(0);
  const hold = await frontpageCall<{ hash: string; clientSecret: string }>(site, 'aurora', 'reservation/hold', {
    ...GUEST,
    date,
    time: '13:00',
    pax: 2,
    experience: tour.id,
    firstName: 'Nora',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    cancellationPolicy: '1',
    altcha: await botCheck(site, 'aurora'),
  });
  await saveCard(hold.clientSecret);
  const done = await frontpageCall<{ outcome: string }>(site, 'aurora', 'reservation/complete', { hash: hold.hash });
  expect(done.outcome).toBe('confirmed');
  return { date, name: `Nora ${lastName}` };
}

/** Milliseconds from now to `time` on `date` in the venue's time zone. */
export function untilVenueTime(date: string, time: string, timezone: string, now = Date.now()): number {
  // The zone's offset at that wall-clock time: format the UTC guess back in the zone and correct.
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const shown = Date.parse(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`);
  return guess - (shown - guess) - now;
}

/**
 * The door page in English: the stored choice, and the cookie the server renders by. The door page
 * starts from the server's render (the visitor API it would start from in the browser is not on
 * the staff origin), so both must say the same. The cookie goes to every port of localhost.
 */
export async function doorInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'en'));
  await page.context().addCookies([{ name: 'frontpageLanguage', value: 'en', url: STAFF_SITE }]);
}

/** Signs in on the door page (English) with a staff token; a path is the worker's staff origin's. */
export async function signInAtDoor(page: Page, token: string, pathname = '/staff'): Promise<void> {
  await page.goto(pathname.startsWith('/') ? `${STAFF_SITE}${pathname}` : pathname);
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}
