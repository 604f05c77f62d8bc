/** A token only ever sees its own venue. */
import { eq } from 'drizzle-orm';
import { bookingModules, experiences, giftcardOrders, giftcards, promoClaims, reservations, staffActions } from '../src/db/schema';
import { formatGiftcardCode } from '../src/modules/giftcards/giftcard-code';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { GUEST, book, call } from './support/booking';
import { solvedBotCheck } from './support/bot-check';
import { addReservation, firstZoneId, venueId } from './support/fixtures';
import { cardsOf, checkoutForm, checkoutOk, getPayment, payDemo, productId as giftcardProductId } from './support/giftcard';
import { STAFF, callStaff, claim } from './support/promo-claim';
import { type AppRoute, FRONTPAGE, STAFF as STAFF_PREFIX, appRoutes, routeAudience } from './support/routes';
import { rowCounts } from './support/row-counts';
import { doorCall, sessionCall, signIn, signInCall } from './support/staff-session';
import { staffSide } from './support/staff-side';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every route is refused in turn: a walk, not a flood of bad tokens.
  t = await createTestApp({ config: { authFailureRateLimitMax: 10_000 } });
});
afterAll(() => t.close());

const ids = async (token: string) => {
  const { data } = (await callApi(t.app, '/experience/getexperiencelist', { token })).json();
  return data.elenco.map((e: { id: number; idTabellaStrutture: number }) => e);
};

test('each token lists only its venue’s experiences', async () => {
  const aurora = await ids(TOKENS.aurora);
  const chalet = await ids(TOKENS.chalet);
  const auroraId = await venueId(t.db, 'cantina-aurora');
  const chaletId = await venueId(t.db, 'chalet-du-lac');
  expect(aurora.every((e: { idTabellaStrutture: number }) => e.idTabellaStrutture === auroraId)).toBe(true);
  expect(chalet.every((e: { idTabellaStrutture: number }) => e.idTabellaStrutture === chaletId)).toBe(true);
  const overlap = aurora.filter((a: { id: number }) => chalet.some((c: { id: number }) => c.id === a.id));
  expect(overlap).toEqual([]);
});

test('calendars follow each venue’s own week', async () => {
  const month = async (token: string) => (await callApi(t.app, '/experience/getesperienzemonth', { token, form: { month: 6, year: 2026, pax: 2 } })).json().data.days;
  const aurora = await month(TOKENS.aurora);
  const chalet = await month(TOKENS.chalet);
  const lagon = await month(TOKENS.lagon);
  // 8 June is a Monday, 9 a Tuesday, 10 a Wednesday
  expect(aurora.find((d: { date: string }) => d.date === '2026-06-08').status).toBe('closed');
  expect(chalet.find((d: { date: string }) => d.date === '2026-06-08').status).toBe('available');
  expect(chalet.find((d: { date: string }) => d.date === '2026-06-09').status).toBe('closed');
  expect(lagon.find((d: { date: string }) => d.date === '2026-06-10').status).toBe('closed');
});

test('bookings at one venue never use another venue’s seats', async () => {
  const chalet = await venueId(t.db, 'chalet-du-lac');
  const zone = await firstZoneId(t.db, chalet);
  // Fill Chalet du Lac's lunch on Thursday 4 June.
  await addReservation(t.db, { venueId: chalet, zoneId: zone, date: '2026-06-04', time: '12:00', pax: 60 });
  const day = async (token: string) => (await callApi(t.app, '/experience/getesperienzeday', { token, form: { day: '2026-06-04', pax: 2 } })).json().data;
  const chaletDay = await day(TOKENS.chalet);
  expect(chaletDay.slots.filter((s: { time: string; available: boolean }) => s.time < '15:00' && s.available)).toEqual([]);
  const auroraDay = await day(TOKENS.aurora);
  expect(auroraDay.slots.find((s: { time: string }) => s.time === '12:00').available).toBe(true);
});

/**
 * Every route that takes an id, a hash or a code, read from the app itself: another venue's
 * front-page token, or its staff token, neither reads nor changes Cantina Aurora's bookings,
 * gift card orders and cards, promo claims and codes. A route added tomorrow fails the first
 * test below until it is given a form here.
 */
describe('another venue’s tokens on every route', () => {
  let victim: {
    hash: string;
    reservationId: number;
    date: string;
    zoneId: number;
    experienceId: number;
    fingerprint: string;
    clientSecret: string;
    productId: number;
    cardCode: string;
    cardPublicId: string;
    claimId: string;
    promoCode: string;
    urlName: string;
    module: string;
  };
  let routes: AppRoute[];

  beforeAll(async () => {
    routes = appRoutes(t.app);
    const aurora = await venueId(t.db, 'cantina-aurora');
    // A booking, a paid gift card order (a card issued) and a claimed promo code at Aurora.
    const booked = await book(t.app, 'submit', { date: '2026-06-02', time: '12:30', pax: 2, email: 'victim@example.com', notes: 'window seat' });
    expect(booked.statusCode).toBe(200);
    const hash = booked.json().data.reservation.hash as string;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
    const productId = await giftcardProductId(t.db, 'cantina-aurora', 'Degustazione per due');
    const fingerprint = await checkoutOk(t.app, checkoutForm({ productId, amount: 7000 }));
    const { clientSecret } = (await getPayment(t.app, fingerprint)).json().data;
    expect((await payDemo(t.app, fingerprint)).statusCode).toBe(200);
    const [card] = await cardsOf(t.db, fingerprint);
    expect((await claim(t.app, { email: 'victim@example.com' })).statusCode).toBe(200);
    const [claimRow] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'victim@example.com'));
    const [module] = await t.db.select().from(bookingModules).where(eq(bookingModules.venueId, aurora));
    const [experience] = await t.db.select().from(experiences).where(eq(experiences.venueId, aurora));
    victim = {
      hash,
      reservationId: row!.id,
      date: row!.date,
      zoneId: await firstZoneId(t.db, aurora),
      experienceId: experience!.id,
      fingerprint,
      clientSecret,
      productId,
      cardCode: formatGiftcardCode(card!.code),
      cardPublicId: card!.publicId,
      claimId: claimRow!.publicId,
      promoCode: formatPromoCode(claimRow!.code),
      urlName: 'calice-di-benvenuto',
      module: module!.slug,
    };
  });

  /** What a call from elsewhere sends, per route (the last two path segments). */
  const frontpageForms = (): Record<string, Record<string, string | number> | 'no-id' | 'capability'> => ({
    'location/getlocation': 'no-id',
    'services/getallservices': 'no-id',
    'experience/getexperiencelist': 'no-id',
    'botcheck/challenge': 'no-id',
    'payments/config': 'no-id',
    'promo/getpromolist': 'no-id',
    'giftcard/getgiftcardlist': 'no-id',
    // The client secret is the credential, as with Stripe.js (demo gateway only, never in production).
    'demo/confirm': 'capability',
    'demo/authenticate': 'capability',
    'experience/getesperienzemonth': { month: 6, year: 2026, pax: 2, experience: victim.experienceId },
    'experience/getesperienzeday': { day: '2026-06-04', pax: 2, experience: victim.experienceId },
    'reservation/quote': { date: '2026-06-04', time: '12:30', pax: 2, zone: victim.zoneId, experience: victim.experienceId },
    'reservation/hold': { ...GUEST, date: '2026-06-04', time: '12:30', pax: 2, zone: victim.zoneId, experience: victim.experienceId },
    'reservation/submit': { ...GUEST, date: '2026-06-04', time: '12:30', pax: 2, zone: victim.zoneId, experience: victim.experienceId },
    'reservation/release': { hash: victim.hash },
    'reservation/complete': { hash: victim.hash },
    'reservation/get': { hash: victim.hash },
    'reservation/cancel': { hash: victim.hash },
    'reservation/fee': { hash: victim.hash },
    'reservation/reconfirm': { hash: victim.hash },
    'reservation/giftcard': { hash: victim.hash, code: 'AAAA-BBBB-CCCC-DDDD' },
    'giftcard/remove': { hash: victim.hash },
    'offer/accept': { hash: victim.hash },
    'offer/decline': { hash: victim.hash },
    'reservation/edit': { hash: victim.hash, date: '2026-06-04', time: '12:30', pax: 3 },
    'reservation/module': { module: victim.module },
    'reservation/suggest': { date: '2026-06-04', time: '12:30', pax: 2, zone: victim.zoneId, experience: victim.experienceId },
    // A large party's request and find my booking carry no id: they act on the caller's venue only.
    'reservation/request': 'no-id',
    'reservation/find': 'no-id',
    'promo/resend': { urlName: victim.urlName, email: 'eve@example.com' },
    'promo/getpromo': { urlName: victim.urlName },
    'promo/getclaim': { urlName: victim.urlName, id: victim.claimId },
    'promo/claim': { urlName: victim.urlName, firstName: 'Eve', lastName: 'Other', email: 'eve@example.com', privacy: '1' },
    'giftcard/getgiftcard': { id: victim.productId },
    'giftcard/getpayment': { fingerprint: victim.fingerprint },
    'giftcard/getorder': { fingerprint: victim.fingerprint },
    'giftcard/getbalance': { code: victim.cardCode },
    'giftcard/checkout': checkoutForm({ productId: victim.productId, amount: 7000 }),
  });

  const staffForms = (): Record<string, Record<string, string>> => ({
    'promo/lookup': { code: victim.promoCode },
    'promo/redeem': { code: victim.promoCode },
    'reservations/list': { date: victim.date },
    'reservations/accept': { id: String(victim.reservationId) },
    'reservations/reject': { id: String(victim.reservationId) },
    'reservations/confirm-waiting': { id: String(victim.reservationId) },
    'reservations/noshow': { id: String(victim.reservationId) },
    'reservations/get': { id: String(victim.reservationId) },
    'reservations/offer': { id: String(victim.reservationId) },
    'reservations/move': { id: String(victim.reservationId), time: '13:00', pax: '2' },
    'reservations/cancel': { id: String(victim.reservationId) },
    'reservations/guest-note': { id: String(victim.reservationId), note: 'isolation test' },
    // Names no reservation: it adds to the caller's own venue (refused here, so nothing is written).
    'reservations/walk-in': { pax: '0' },
    'giftcard/lookup': { code: victim.cardCode },
    'giftcard/redeem': { code: victim.cardCode, amount: '100' },
    'giftcard/void': { code: victim.cardCode, reason: 'isolation test' },
    'giftcard/resend': { code: victim.cardCode, email: 'eve@example.com' },
    'reservations/arrived': { id: String(victim.reservationId) },
    'noshow/preview': { id: String(victim.reservationId) },
    'code/lookup': { data: victim.promoCode },
    'code/redeem': { data: victim.cardCode, amount: '100' },
    'audit/list': {},
  });

  /** The door page's session calls (GET, POST, DELETE): each checks its credential itself, below. */
  const SESSION_URL = '/backend/api/staff/session';
  const staffRoutes = () => routes.filter((r) => routeAudience(r.url) === 'staff' && r.url !== SESSION_URL);

  const key = (url: string) => url.split('/').slice(-2).join('/');
  const secrets = () => [victim.hash, victim.fingerprint, victim.cardPublicId, victim.claimId, victim.promoCode, victim.cardCode, 'victim@example.com', 'window seat'];
  /** Aurora's rows that a call from elsewhere could touch, as they are now. */
  const victimState = async () => ({
    counts: await rowCounts(t.db),
    reservation: await t.db.select().from(reservations).where(eq(reservations.hash, victim.hash)),
    order: await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.fingerprint, victim.fingerprint)),
    card: await t.db.select().from(giftcards).where(eq(giftcards.publicId, victim.cardPublicId)),
    claim: await t.db.select().from(promoClaims).where(eq(promoClaims.publicId, victim.claimId)),
    // The audit log is left out of the row counts (it records refused calls too): Aurora's part of it.
    auroraLog: await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.venueId, await venueId(t.db, 'cantina-aurora'))),
  });
  const expectNoLeak = (res: { body: string }, where: string) => {
    for (const secret of secrets()) expect({ where, leaks: res.body.includes(secret) ? secret : null }).toEqual({ where, leaks: null });
  };

  test('every route is classified here', () => {
    const forms = frontpageForms();
    const staff = staffForms();
    const unclassified = routes
      .filter((r) => r.method === 'POST' && r.url !== SESSION_URL)
      .filter((r) => (routeAudience(r.url) === 'frontpage' ? !(key(r.url) in forms) : routeAudience(r.url) === 'staff' ? !(key(r.url) in staff) : false))
      .map((r) => r.url);
    expect(unclassified).toEqual([]);
    expect(staffRoutes().length).toBe(Object.keys(staff).length);
    expect(staffRoutes().every((r) => r.method === 'POST')).toBe(true);
    expect(
      routes
        .filter((r) => r.url === SESSION_URL)
        .map((r) => r.method)
        .sort(),
    ).toEqual(['DELETE', 'GET', 'POST']);
  });

  test('the front-page token of another venue reads and changes nothing of Aurora', async () => {
    const before = await victimState();
    const forms = frontpageForms();
    for (const route of routes.filter((r) => r.method === 'POST' && routeAudience(r.url) === 'frontpage')) {
      const form = forms[key(route.url)];
      if (form === undefined || form === 'capability') continue;
      for (const token of [TOKENS.chalet, TOKENS.lagon]) {
        const extra = key(route.url) === 'promo/claim' || key(route.url).startsWith('reservation/') ? { altcha: await solvedBotCheck(t.app, token) } : {};
        const res = await call(t.app, route.url.slice(FRONTPAGE.length - 1), form === 'no-id' ? {} : { ...form, ...extra }, token);
        const where = `${route.url} with ${token}`;
        expect({ where, status: res.statusCode < 500 }).toEqual({ where, status: true });
        expectNoLeak(res, where);
        if (key(route.url) === 'reservation/release') {
          // Releasing answers the same whether or not a hold exists (it says nothing either way).
          expect({ where, status: res.statusCode, data: res.json().data }).toEqual({ where, status: 200, data: { released: false } });
        } else if (form !== 'no-id' && !['experience/getesperienzemonth', 'experience/getesperienzeday'].includes(key(route.url))) {
          // Nothing of Aurora's is found from elsewhere: a 4xx with a code.
          expect({ where, status: res.statusCode >= 400 && res.statusCode < 500, code: typeof res.json().error?.code }).toEqual({ where, status: true, code: 'string' });
        }
      }
    }
    expect(await victimState()).toEqual(before);
  });

  test('Aurora’s experience is not offered through another venue’s calendar', async () => {
    for (const path of ['/experience/getesperienzemonth', '/experience/getesperienzeday']) {
      const form = frontpageForms()[key(path)] as Record<string, string | number>;
      const res = await call(t.app, path, form, TOKENS.chalet);
      const offered = res.statusCode === 200 ? JSON.stringify(res.json().data).match(new RegExp(`"experiences":\\[[^\\]]*\\b${victim.experienceId}\\b`)) : null;
      expect({ path, offered }).toEqual({ path, offered: null });
    }
  });

  test('staff routes refuse front-page tokens (any venue’s) and no token', async () => {
    const forms = staffForms();
    for (const token of [TOKENS.aurora, TOKENS.chalet]) {
      const res = await signInCall(t.app, token);
      expect({ token, status: res.statusCode, code: res.json().error?.code, cookie: res.headers['set-cookie'] }).toEqual({
        token,
        status: 401,
        code: 'AUTH_INVALID',
        cookie: undefined,
      });
    }
    // A bearer token is not a session: nobody is signed in.
    const bearer = await t.app.inject({ method: 'GET', url: SESSION_URL, headers: staffSide({ authorization: `Bearer ${STAFF.aurora}` }) });
    expect([bearer.statusCode, bearer.json().data]).toEqual([200, null]);
    for (const route of staffRoutes()) {
      const form = forms[key(route.url)]!;
      for (const token of [TOKENS.aurora, TOKENS.chalet, null, 'st_demo_nowhere', `${STAFF.aurora}x`]) {
        const res = await callStaff(t.app, route.url.slice(STAFF_PREFIX.length - 1), form, token);
        expect({ route: route.url, token, status: res.statusCode, code: res.json().error?.code }).toEqual({
          route: route.url,
          token,
          status: 401,
          code: token ? 'AUTH_INVALID' : 'AUTH_MISSING',
        });
      }
    }
  });

  test('front-page routes refuse staff tokens', async () => {
    for (const route of routes.filter((r) => r.method === 'POST' && routeAudience(r.url) === 'frontpage')) {
      const res = await call(t.app, route.url.slice(FRONTPAGE.length - 1), {}, STAFF.aurora);
      expect({ route: route.url, status: res.statusCode, code: res.json().error?.code }).toEqual({ route: route.url, status: 401, code: 'AUTH_INVALID' });
    }
  });

  test('another venue’s staff token or session finds, changes and lists nothing of Aurora; Aurora’s own finds it', async () => {
    const forms = staffForms();
    // Signed in before the snapshot: a session is the other venue's own row.
    const sessions = { chalet: await signIn(t.app, STAFF.chalet), lagon: await signIn(t.app, STAFF.lagon) };
    const credentials = [
      { name: 'Chalet’s token', call: (path: string, form: Record<string, string>) => callStaff(t.app, path, form, STAFF.chalet) },
      { name: 'Le Lagon’s token', call: (path: string, form: Record<string, string>) => callStaff(t.app, path, form, STAFF.lagon) },
      { name: 'Chalet’s session', call: (path: string, form: Record<string, string>) => doorCall(t.app, path, form, sessions.chalet) },
      { name: 'Le Lagon’s session', call: (path: string, form: Record<string, string>) => doorCall(t.app, path, form, sessions.lagon) },
    ];
    const before = await victimState();
    for (const route of staffRoutes()) {
      const path = route.url.slice(STAFF_PREFIX.length - 1);
      for (const credential of credentials) {
        const res = await credential.call(path, forms[key(route.url)]!);
        const where = `${route.url} with ${credential.name}`;
        expectNoLeak(res, where);
        if (key(route.url) === 'reservations/list')
          expect({ where, status: res.statusCode, list: res.json().data.reservations }).toEqual({ where, status: 200, list: [] });
        else if (key(route.url) === 'audit/list') expect({ where, status: res.statusCode }).toEqual({ where, status: 200 });
        else if (key(route.url) === 'reservations/walk-in') expect({ where, status: res.statusCode }).toEqual({ where, status: 400 });
        // The door's code calls say the code is another venue's, and nothing more.
        else if (key(route.url).startsWith('code/'))
          expect({ where, status: res.statusCode, error: res.json().error }).toEqual({
            where,
            status: 403,
            error: { code: 'CODE_OF_ANOTHER_VENUE', message: expect.any(String) },
          });
        else expect({ where, status: res.statusCode }).toEqual({ where, status: 404 });
      }
    }
    expect(await victimState()).toEqual(before);
    expect((await sessionCall(t.app, 'GET', sessions.chalet)).json().data.venue.slug).toBe('chalet-du-lac');
    // The control: the same forms do reach Aurora's data with Aurora's staff token.
    for (const path of ['/promo/lookup', '/giftcard/lookup', '/reservations/list', '/code/lookup']) {
      const res = await callStaff(t.app, path, forms[key(path)]!, STAFF.aurora);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    }
  });
});
