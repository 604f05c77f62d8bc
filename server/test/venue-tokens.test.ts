/**
 * A venue's tokens through the operator API: created and shown once (a staff token is kept as a
 * hash only), several live at once so one is rotated without downtime, revoked, and the pages
 * carry the newest live front-page token.
 */
import { eq } from 'drizzle-orm';
import { staffTokens } from '../src/db/schema';
import { hashStaffToken } from '../src/modules/staff/staff-token';
import { TOKENS, type TestApp, callApi, createTestApp } from './support/test-app';
import { staffSide } from './support/staff-side';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR } });
});
afterAll(() => t.close());

async function operator(route: string, form: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/backend/api/operator${route}`,
    headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

const staffCall = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/staff/reservations/list',
    headers: staffSide({ authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: 'date=2026-06-05',
  });

/** The token the venue's pages carry, once every commit before has reached this instance's cache. */
async function pageToken(): Promise<string> {
  await t.app.changeFeed.settle();
  return (await t.app.inject({ method: 'GET', url: '/frontpage-config.json?venue=chalet-du-lac' })).json().token as string;
}

test('a staff token is printed once and stored as its hash only; it works at once and until revoked', async () => {
  const { status, body } = await operator('/tokens/create', { venue: 'chalet-du-lac', kind: 'staff', label: 'front desk' });
  expect(status).toBe(200);
  const token = body.data.token as string;
  expect(token).toMatch(/^st_/);
  const stored = await t.db.select().from(staffTokens).where(eq(staffTokens.label, 'front desk'));
  expect(stored.map((s) => s.tokenHash)).toEqual([hashStaffToken(token)]);
  expect(JSON.stringify(stored)).not.toContain(token);

  expect((await staffCall(token)).statusCode).toBe(200);
  const list = (await operator('/tokens/list', { venue: 'chalet-du-lac' })).body.data.tokens as Array<{ kind: string; label: string; token?: string }>;
  expect(list.filter((x) => x.kind === 'staff').map((x) => [x.label, x.token])).toEqual([
    ['demo', undefined],
    ['front desk', undefined],
  ]);

  expect((await operator('/tokens/revoke', { venue: 'chalet-du-lac', kind: 'staff', label: 'front desk' })).body.data).toEqual({ revoked: 1 });
  expect((await staffCall(token)).statusCode).toBe(401);
});

test('a front-page token is rotated without downtime: old and new both work until the old is revoked', async () => {
  expect(await pageToken()).toBe(TOKENS.chalet);
  const created = (await operator('/tokens/create', { venue: 'chalet-du-lac', kind: 'frontpage', label: '2026' })).body.data.token as string;
  // Pages now carry the new token; a page loaded before still calls with the old one.
  expect(await pageToken()).toBe(created);
  expect((await callApi(t.app, '/location/getlocation', { token: created })).json().data.locationname).toBe('Chalet du Lac');
  expect((await callApi(t.app, '/location/getlocation', { token: TOKENS.chalet })).statusCode).toBe(200);

  expect((await operator('/tokens/revoke', { venue: 'chalet-du-lac', kind: 'frontpage', label: 'demo' })).status).toBe(404);
  expect((await operator('/tokens/revoke', { venue: 'chalet-du-lac', kind: 'frontpage', label: 'initial' })).body.data).toEqual({ revoked: 1 });
  await t.app.changeFeed.settle(); // every instance drops it as soon as the commit reaches it
  expect((await callApi(t.app, '/location/getlocation', { token: TOKENS.chalet })).statusCode).toBe(401);
  expect(await pageToken()).toBe(created);
});

test('the last live front-page token cannot be revoked: the pages would have none', async () => {
  const { status, body } = await operator('/tokens/revoke', { venue: 'le-lagon', kind: 'frontpage', label: 'initial' });
  expect([status, body.error.code]).toEqual([409, 'LAST_FRONTPAGE_TOKEN']);
  expect((await callApi(t.app, '/location/getlocation', { token: TOKENS.lagon })).statusCode).toBe(200);
});

test('tokens of an unknown venue: a clear 404', async () => {
  const { status, body } = await operator('/tokens/create', { venue: 'nowhere', kind: 'staff', label: 'x' });
  expect([status, body.error.code]).toEqual([404, 'VENUE_NOT_FOUND']);
});
