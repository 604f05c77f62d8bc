/**
 * NUL and other control characters in a text field answer 400 with that field's code
 * (INVALID_PAYLOAD, fields.<name> = INVALID), never a 500, on every route. Unlike
 * hostile-input.test.ts, the forms here are valid but for the one field fast-check fills, and
 * the bot check is solved as the browser solves it, so a hostile text goes as far as a real one:
 * past the bot check, into the transaction, the stored answer of an Idempotency-Key and the
 * e-mail. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL), which refuse different things.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { hasForbiddenChars } from '../../src/lib/validate';
import { GUEST } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { giftForm, productId } from '../support/giftcard';
import { STAFF } from '../support/promo-claim';
import { appRoutes, routeAudience } from '../support/routes';
import { rowCounts } from '../support/row-counts';
import { type TestApp, TOKENS, callApi, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { staffSide } from '../support/staff-side';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const RUNS = Number(process.env.HOSTILE_RUNS ?? 20);
jest.setTimeout(180_000);

let t: TestApp;
let tourId: number;
let voucherId: number;
let hash: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 1_000_000, claimRateLimitMax: 1_000_000 } });
  const list = (await callApi(t.app, '/experience/getexperiencelist')).json().data.elenco as Array<{ id: number; hash: string }>;
  tourId = list.find((e) => e.hash === 'aurora-tour-con-pranzo')!.id;
  voucherId = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const booked = await send('/reservation/submit', { ...GUEST, date: '2026-06-11', time: '20:00', pax: '2', altcha: await solvedBotCheck(t.app) });
  hash = booked.json().data.reservation.hash;
});
afterAll(() => t.close());

let client = 0;
/** Each call from its own address: the per-client limits (find my booking: 5 a minute) measure nothing here. */
async function send(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  client += 1;
  const staff = path.startsWith('/staff/');
  const res = await t.app.inject({
    method: 'POST',
    url: staff ? `/backend/api${path}` : `/backend/api/frontpage${path}`,
    remoteAddress: `10.11.${(client >> 8) & 255}.${client & 255}`,
    headers: {
      ...(staff ? staffSide() : {}),
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${staff ? STAFF.aurora : TOKENS.aurora}`,
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
  // A hold keeps its seats (the clock is pinned): given back at once, so the next hold finds seats
  // and its text reaches the insert, not a SOLD_OUT.
  if (path === '/reservation/hold' && res.statusCode === 200) await send('/reservation/release', { hash: res.json().data.hash });
  return res;
}

// Days with a dinner at 20:00 for two (the demo data), taken in turn so a long run does not only meet SOLD_OUT.
const DAYS = ['2026-06-11', '2026-06-13', '2026-06-18', '2026-06-20', '2026-06-25', '2026-06-27'];
let run = 0;
const next = () => (run += 1);

/** A valid form of each POST route that takes one (the bot check solved where asked); `n` varies what must vary. */
async function validForm(path: string, n: number): Promise<Record<string, string>> {
  const altcha = async () => ({ altcha: await solvedBotCheck(t.app) });
  const guest = { ...GUEST, email: `guest${n}@example.com`, notes: 'window seat', visitReason: 'other', visitReasonOther: 'a visit' };
  switch (path) {
    case '/experience/getexperiencelist':
      return { page: '1', perPage: '10' };
    case '/experience/getesperienzemonth':
      return { month: '6', year: '2026', pax: '2' };
    case '/experience/getesperienzeday':
      return { day: '2026-06-11', pax: '2' };
    case '/reservation/quote':
    case '/reservation/suggest':
      return { date: '2026-06-11', time: '20:00', pax: '2' };
    case '/reservation/submit':
      return { ...guest, date: DAYS[n % DAYS.length]!, time: '20:00', pax: '2', ...(await altcha()) };
    case '/reservation/hold':
      return {
        ...guest,
        date: '2026-06-05',
        time: '13:00',
        pax: '2',
        experience: String(tourId),
        cancellationPolicy: '1',
        extraAnswers: JSON.stringify({ allergies: 'none' }),
        ...(await altcha()),
      };
    case '/reservation/request':
      return { ...guest, date: '2026-06-02', time: '13:00', pax: '20', ...(await altcha()) };
    case '/reservation/release':
    case '/reservation/complete':
    case '/reservation/get':
    case '/reservation/cancel':
    case '/reservation/fee':
    case '/reservation/reconfirm':
    case '/reservation/offer/accept':
    case '/reservation/offer/decline':
    case '/reservation/giftcard/remove':
      return { hash };
    case '/reservation/giftcard':
      return { hash, code: 'AAAA-BBBB-CCCC-DDDD' };
    case '/reservation/edit':
      return { hash, date: '2026-06-11', time: '20:00', pax: '2' };
    case '/reservation/module':
      return { module: 'degustazioni' };
    case '/reservation/find':
      return { email: `find${n}@example.com`, language: 'it' };
    case '/promo/getpromo':
      return { urlName: 'calice-di-benvenuto' };
    case '/promo/getclaim':
      return { urlName: 'calice-di-benvenuto', id: 'AAAAAAAAAAAAAAAAAAAAAA' };
    case '/promo/claim':
      return {
        urlName: 'calice-di-benvenuto',
        firstName: 'Anna',
        lastName: 'Bianchi',
        email: `claim${n}@example.com`,
        phonePrefix: '+39',
        phone: '347 123 4567',
        privacy: '1',
        language: 'it',
        ...(await altcha()),
      };
    case '/promo/resend':
      return { urlName: 'calice-di-benvenuto', email: `claim${n}@example.com`, language: 'it' };
    case '/giftcard/getgiftcard':
      return { id: String(voucherId) };
    case '/giftcard/getpayment':
    case '/giftcard/getorder':
      return { fingerprint: 'AAAAAAAAAAAAAAAAAAAAAA' };
    case '/giftcard/getbalance':
      return { code: 'AAAA-BBBB-CCCC-DDDD' };
    case '/giftcard/checkout':
      return {
        ...Object.fromEntries(
          Object.entries(giftForm({ productId: voucherId, requestId: `hostile-text-${n}`, deliverOn: '2026-06-10' })).map(([k, v]) => [k, String(v)]),
        ),
        ...(await altcha()),
      };
    case '/payments/demo/confirm':
      return { clientSecret: 'pi_demo_missing_secret_x', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    case '/payments/demo/authenticate':
      return { clientSecret: 'pi_demo_missing_secret_x', result: 'approve' };
    case '/staff/promo/lookup':
    case '/staff/promo/redeem':
    case '/staff/giftcard/lookup':
    case '/staff/giftcard/resend':
      return { code: 'AAAA-BBBB-CCCC-DDDD' };
    case '/staff/giftcard/redeem':
      return { code: 'AAAA-BBBB-CCCC-DDDD', amount: '100', requestId: `hostile-redeem-${n}`, note: 'table 4' };
    case '/staff/giftcard/void':
      return { code: 'AAAA-BBBB-CCCC-DDDD', reason: 'lost' };
    case '/staff/reservations/list':
      return { date: '2026-06-11' };
    case '/staff/reservations/accept':
    case '/staff/reservations/reject':
    case '/staff/reservations/confirm-waiting':
    case '/staff/reservations/noshow':
    case '/staff/reservations/noshow/preview':
    case '/staff/reservations/arrived':
    case '/staff/reservations/get':
    case '/staff/reservations/offer':
    case '/staff/reservations/cancel':
      return { id: '999999999' };
    case '/staff/reservations/move':
      return { id: '999999999', time: '13:00', pax: '2' };
    case '/staff/reservations/guest-note':
      return { id: '999999999', note: 'likes the terrace' };
    case '/staff/reservations/walk-in':
      return { pax: '2', name: 'Luca' };
    case '/staff/code/lookup':
      return { data: 'AAAA-BBBB-CCCC-DDDD' };
    case '/staff/code/redeem':
      return { data: 'AAAA-BBBB-CCCC-DDDD', amount: '100', requestId: `hostile-redeem-${n}`, note: 'table 4' };
    case '/staff/audit/list':
      return { limit: '10', before: '999999999' };
    // No venue has this token: a sign-in that passed would write a session.
    case '/staff/session':
      return { token: 'st_no_venue_has_this_token_000000' };
    default:
      throw new Error(`no valid form for ${path}: add one here`);
  }
}

/** POST routes without a payload (a hostile field there is an unknown field, ignored). */
const NO_PAYLOAD = ['/location/getlocation', '/services/getallservices', '/botcheck/challenge', '/promo/getpromolist', '/giftcard/getgiftcardlist', '/payments/config'];

/** The app's POST routes, as the helpers above name them. */
function postPaths(): string[] {
  return appRoutes(t.app)
    .filter((r) => r.method === 'POST' && routeAudience(r.url) !== 'public')
    .map((r) => r.url.replace('/backend/api/frontpage', '').replace('/backend/api', ''));
}

const CONTROL = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 9 && c !== 10 && c !== 13),
    fc.constant(0x7f),
  )
  .map((c) => String.fromCharCode(c));
/** Text holding a control character somewhere inside (never trimmed away). */
const withControl = fc.tuple(fc.string({ maxLength: 6 }), CONTROL, fc.string({ maxLength: 6 })).map(([a, c, b]) => `x${a}${c}${b}x`);
/** Anything a hostile client may send: control characters, lone surrogates, any code point, long text. */
const anyText = fc.oneof(
  withControl,
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'a\uDC00b', '\uFFFF', '\u202Ewin', 'Zoë 👨‍👩‍👧', '<b>x</b>', "' OR 1=1 --", ' ', ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** What the server reads of a form value: UTF-8 on the wire, so a lone surrogate arrives as U+FFFD. */
const onTheWire = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

function expectClean(res: LightMyRequestResponse, where: string): void {
  if (res.statusCode >= 500) throw new Error(`5xx: ${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: false, error: { code: expect.stringMatching(/^[A-Z][A-Z0-9_]+$/) } });
}

function expectFieldRefused(res: LightMyRequestResponse, code: string, field: string, where: string): void {
  const error = res.statusCode === 400 ? res.json().error : null;
  if (error?.code !== code || error?.fields?.[field] !== 'INVALID') {
    throw new Error(`expected 400 ${code} naming ${field}: ${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}

test('every POST route with a payload has a valid form here', async () => {
  const paths = postPaths();
  expect(paths.length).toBeGreaterThan(30);
  for (const path of paths) if (!NO_PAYLOAD.includes(path)) await expect(validForm(path, 0)).resolves.toBeDefined();
});

test(`a control character in any field of any route: 400 naming the field, nothing written (${DB})`, async () => {
  const before = await rowCounts(t.db);
  for (const path of postPaths().filter((p) => !NO_PAYLOAD.includes(p))) {
    const fields = Object.keys(await validForm(path, 0));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), withControl, async (field, bad) => {
        const form = { ...(await validForm(path, next())), [field]: bad };
        expectFieldRefused(await send(path, form), 'INVALID_PAYLOAD', field, `${path} ${field}=${JSON.stringify(bad)}`);
      }),
      { numRuns: Math.max(fields.length, 3) },
    );
  }
  expect(await rowCounts(t.db)).toEqual(before);
});

/** The creating calls, with the text fields a visitor (or staff) types. */
const TEXT_FIELDS: Record<string, string[]> = {
  '/reservation/submit': ['firstName', 'lastName', 'email', 'phonePrefix', 'phone', 'notes', 'visitReasonOther'],
  '/reservation/hold': ['firstName', 'lastName', 'email', 'phone', 'notes', 'visitReasonOther'],
  '/reservation/request': ['firstName', 'lastName', 'email', 'phone', 'notes'],
  '/promo/claim': ['firstName', 'lastName', 'email', 'phone'],
  '/giftcard/checkout': [
    'firstName',
    'lastName',
    'email',
    'phonePrefix',
    'phone',
    'dateOfBirth',
    'city',
    'country',
    'province',
    'postalCode',
    'recipientFirstName',
    'recipientLastName',
    'recipientEmail',
    'recipientPhone',
    'message',
  ],
  '/reservation/find': ['email'],
  '/promo/resend': ['email'],
};

describe.each(Object.entries(TEXT_FIELDS))('%s, valid but for one field, bot check solved', (path, fields) => {
  test('the form as it is goes through (so a hostile field is all that can stop it)', async () => {
    const res = await send(path, await validForm(path, 0));
    expect({ path, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ path, status: 200, body: '' });
  });

  test(`any text: refused naming the field when it holds a control character, else answered; never a 5xx (${DB})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), anyText, fc.boolean(), async (field, value, keyed) => {
        const n = next();
        const form = { ...(await validForm(path, n)), [field]: value };
        // With an Idempotency-Key the answer, and so the text, is stored as JSON too.
        const res = await send(path, form, keyed ? { 'idempotency-key': `hostile-text-key-${n}` } : {});
        const where = `${path} ${field}=${JSON.stringify(value)}`;
        expectClean(res, where);
        if (hasForbiddenChars(onTheWire(value).trim())) expectFieldRefused(res, 'INVALID_PAYLOAD', field, where);
      }),
      { numRuns: RUNS + fields.length },
    );
  });
});

test(`an extra question's answer (JSON, so lone surrogates arrive as they are): refused naming the question, never a 5xx (${DB})`, async () => {
  await fc.assert(
    fc.asyncProperty(anyText, fc.boolean(), async (value, keyed) => {
      const n = next();
      const form = { ...(await validForm('/reservation/hold', n)), extraAnswers: JSON.stringify({ allergies: value }) };
      const res = await send('/reservation/hold', form, keyed ? { 'idempotency-key': `hostile-extra-key-${n}` } : {});
      const where = `hold allergies=${JSON.stringify(value)}`;
      expectClean(res, where);
      if (!hasForbiddenChars(value.trim())) return;
      // DEL is not escaped by JSON: the form field itself holds it, and is named instead.
      if (value.includes('\u007f')) expectFieldRefused(res, 'INVALID_PAYLOAD', 'extraAnswers', where);
      else expectFieldRefused(res, 'INVALID_EXTRA_ANSWERS', 'extra.allergies', where);
    }),
    { numRuns: RUNS * 2 },
  );
  for (const value of ['x\u0000y', 'x\uD800y', '\uDC00']) {
    const res = await send('/reservation/hold', { ...(await validForm('/reservation/hold', next())), extraAnswers: JSON.stringify({ allergies: value }) });
    expectFieldRefused(res, 'INVALID_EXTRA_ANSWERS', 'extra.allergies', JSON.stringify(value));
  }
});
