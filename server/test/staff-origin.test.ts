/**
 * The staff origin (src/web/staff-side.ts): the staff and operator APIs exist there only, so no
 * guest page's script (a venue's header or footer, a third party's) can call them with the staff
 * session or reach them at all; and the staff origin serves no guest page nor visitor API.
 */
import { count, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { reservations, staffActions } from '../src/db/schema';
import { isStaffApiPath } from '../src/web/staff-side';
import { STAFF } from './support/promo-claim';
import { METRICS_TOKEN } from './support/metrics';
import { rowCounts } from './support/row-counts';
import { appRoutes } from './support/routes';
import { STAFF_HOST, STAFF_ORIGIN, staffSide } from './support/staff-side';
import { doorCall, signIn } from './support/staff-session';
import { type TestApp, createTestApp } from './support/test-app';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
const FORM = 'application/x-www-form-urlencoded';
/** Hosts where guests' pages are: the light-my-request default, PUBLIC_URL's, a venue's own (VENUE_HOSTS). */
const GUEST_HOSTS = ['localhost', 'localhost:8080', 'aurora.example'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR, metricsToken: METRICS_TOKEN, venueHosts: { 'aurora.example': 'cantina-aurora' } } });
});
afterAll(() => t.close());

const auditRows = async () => Number((await t.db.select({ n: count() }).from(staffActions))[0]?.n ?? 0);

test('on every guest host, every staff and operator route answers 404 NOT_FOUND, even with a valid session, staff token or operator token; nothing is done', async () => {
  const cookie = await signIn(t.app, STAFF.aurora);
  const routes = appRoutes(t.app).filter((r) => isStaffApiPath(r.url));
  // Anchors: if reading the route tree broke, the loop below would test nothing.
  expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining([
      'POST /backend/api/staff/reservations/list',
      'POST /backend/api/staff/reservations/noshow',
      'GET /backend/api/staff/session',
      'POST /backend/api/operator/venues/apply',
      'POST /backend/api/operator/tokens/create',
    ]),
  );
  const before = { rows: await rowCounts(t.db), audit: await auditRows() };
  for (const host of GUEST_HOSTS) {
    const credentials = {
      session: { cookie, origin: `http://${host}` },
      'session with the staff origin': { cookie, origin: STAFF_ORIGIN },
      'staff token': { authorization: `Bearer ${STAFF.aurora}` },
      'operator token': { authorization: `Bearer ${OPERATOR}` },
    };
    for (const route of routes) {
      for (const [name, headers] of Object.entries(credentials)) {
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST' | 'DELETE',
          url: `${route.url}?venue=cantina-aurora`,
          headers: { host, ...headers, ...(route.method === 'POST' ? { 'content-type': FORM } : {}) },
          ...(route.method === 'POST' ? { payload: 'id=1&date=2026-06-01&code=AAAA-BBBB&venue=cantina-aurora' } : {}),
        });
        const where = `${route.method} ${route.url} on ${host} with ${name}`;
        expect({ where, status: res.statusCode, body: res.json() }).toEqual({
          where,
          status: 404,
          body: { status: false, error: { code: 'NOT_FOUND', message: expect.any(String) } },
        });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  }
  expect({ rows: await rowCounts(t.db), audit: await auditRows() }).toEqual(before);
  // The same session on the staff origin is answered: the refusals above are the origin's.
  expect((await doorCall(t.app, '/reservations/list', { date: '2026-06-01' }, cookie)).statusCode).toBe(200);
});

test('a guest-origin no-show attempt with the staff session marks nothing', async () => {
  const cookie = await signIn(t.app, STAFF.chalet);
  const [booking] = await t.db.select({ id: reservations.id, status: reservations.status }).from(reservations).limit(1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/staff/reservations/noshow?venue=chalet-du-lac',
    headers: { host: 'localhost:8080', origin: 'http://localhost:8080', cookie, 'content-type': FORM },
    payload: `id=${booking!.id}`,
  });
  expect(res.statusCode).toBe(404);
  const [after] = await t.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booking!.id));
  expect(after!.status).toBe(booking!.status);
});

test('the staff side serves no guest page, visitor API, calendar or wallet route: 404 NOT_FOUND; its root leads to the door page', async () => {
  // robots.txt is answered on both sides: on this one it disallows everything (seo-pages.test.ts).
  const guestRoutes = appRoutes(t.app).filter(
    (r) => !isStaffApiPath(r.url) && !r.url.includes('*') && !['/healthz', '/metrics', '/frontpage-config.json', '/robots.txt'].includes(r.url),
  );
  expect(guestRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/backend/api/frontpage/location/getlocation', '/backend/calendar/:file']));
  for (const route of guestRoutes) {
    const res = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url.replace(/:[A-Za-z]+/g, 'x'),
      headers: staffSide({ authorization: 'Bearer fp_demo_cantina_aurora', ...(route.method === 'POST' ? { 'content-type': FORM } : {}) }),
      ...(route.method === 'POST' ? { payload: '' } : {}),
    });
    expect({ route: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().error?.code }).toEqual({
      route: `${route.method} ${route.url}`,
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  for (const page of ['/welcome', '/reserve', '/promo/calice-di-benvenuto', '/index.html']) {
    const res = await t.app.inject({ method: 'GET', url: page, headers: staffSide({ accept: 'text/html' }) });
    expect({ page, status: res.statusCode }).toEqual({ page, status: 404 });
  }
  const root = await t.app.inject({ method: 'GET', url: '/?venue=le-lagon', headers: staffSide({ accept: 'text/html' }) });
  expect([root.statusCode, root.headers.location]).toEqual([302, '/staff?venue=le-lagon']);
  expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: STAFF_HOST } })).statusCode).toBe(200);
});

describe('STAFF_PORT and STAFF_URL', () => {
  test('default to the port after PORT on localhost', () => {
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ staffPort: 9001, staffUrl: 'http://localhost:9001' });
    expect(loadConfig({ PORT: '9000', STAFF_PORT: '9500' })).toMatchObject({ staffPort: 9500, staffUrl: 'http://localhost:9500' });
  });

  test('a production start needs an https STAFF_URL on a host no guest page is on', () => {
    const ready = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://book.example',
      MAIL_TRANSPORT: 'outbox',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      VENUE_HOSTS: 'aurora.example=cantina-aurora',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };
    expect(refusal(ready)).toMatch(/STAFF_URL: a production start needs it/);
    expect(refusal({ ...ready, STAFF_URL: 'http://staff.book.example' })).toMatch(/STAFF_URL: must be https/);
    expect(refusal({ ...ready, STAFF_URL: 'https://book.example:8443' })).toMatch(/STAFF_URL: its host book.example must differ/);
    expect(refusal({ ...ready, STAFF_URL: 'https://aurora.example' })).toMatch(/STAFF_URL: its host aurora.example must differ/);
    expect(loadConfig({ ...ready, STAFF_URL: 'https://staff.book.example/' }).staffUrl).toBe('https://staff.book.example');
  });
});
