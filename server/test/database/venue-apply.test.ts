/**
 * A venue set up from its file through the operator API, as `npm run venue -- apply` does it:
 * created, applied again without change, changed, exported and applied back, archived rather
 * than deleted, and refused when it would break what guests hold. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../src/config';
import { parse, stringify } from 'yaml';
import { experiences, promoClaims, promotions, reservations, venues, zones } from '../../src/db/schema';
import { addReservation, experienceId, venueId } from '../support/fixtures';
import { callStaff, claim } from '../support/promo-claim';
import { type TestApp, callApi, createTestApp } from '../support/test-app';
import { staffSide } from '../support/staff-side';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
const example = readFileSync(path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR } });
});
afterAll(() => t.close());

function operator(app: FastifyInstance, route: string, form: Record<string, string>, token = OPERATOR) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/operator${route}`,
    headers: staffSide({ authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: new URLSearchParams(form).toString(),
  });
}

/** Applies a file, and waits until the commit has reached this instance's caches (PostgreSQL announces it). */
async function apply(file: string) {
  const res = await operator(t.app, '/venues/apply', { file, name: 'osteria.yaml' });
  await t.app.changeFeed.settle();
  return res;
}
const exportFile = async (venue: string) => (await operator(t.app, '/venues/export', { venue })).json().data.file as string;

let token: string;
test('a new venue is created from its file; its front-page token is given once', async () => {
  const res = await apply(example);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ venue: 'osteria-del-porto', created: true, changes: ['venue: created'] });
  token = res.json().data.frontpageToken;
  expect(token).toMatch(/^fp_[A-Za-z0-9_-]{40,}$/);

  const location = (await callApi(t.app, '/location/getlocation', { token })).json().data;
  expect(location.locationname).toBe('Osteria del Porto');
  expect(location.valuta).toBe('EUR');
  const list = (await callApi(t.app, '/experience/getexperiencelist', { token })).json().data.elenco as Array<{ titolo: Record<string, string>; prezzo: number }>;
  expect(list.map((e) => [e.titolo.en, e.titolo.it, e.prezzo])).toEqual([
    ["Fisherman's menu", 'Menù del pescatore', 5500],
    ['Pesto class', 'Corso di pesto', 7000],
  ]);
  // The languages the venue does not write fall back to its first one.
  expect(list[0]!.titolo.de).toBe('Menù del pescatore');
});

test('applying the same file again changes nothing, and says so', async () => {
  const [before] = await t.db.select({ updatedAt: venues.updatedAt }).from(venues).where(eq(venues.slug, 'osteria-del-porto'));
  const res = await apply(example);
  expect(res.json().data).toEqual({ venue: 'osteria-del-porto', created: false, changes: [], archived: [] });
  const [after] = await t.db.select({ updatedAt: venues.updatedAt }).from(venues).where(eq(venues.slug, 'osteria-del-porto'));
  expect(after!.updatedAt).toEqual(before!.updatedAt);
});

test('export, then apply, changes nothing (the example and every demo venue)', async () => {
  for (const slug of ['osteria-del-porto', 'cantina-aurora', 'chalet-du-lac', 'le-lagon']) {
    const file = await exportFile(slug);
    expect(file).toContain(`venue: ${slug}`);
    const res = await apply(file);
    expect({ slug, ...res.json().data }).toEqual({ slug, venue: slug, created: false, changes: [], archived: [] });
  }
});

test('a price changed in the file shows in the experience list', async () => {
  const res = await apply(example.replace('    price: 55\n', '    price: 58.5\n'));
  expect(res.json().data.changes).toEqual(['experience menu-del-pescatore: changed price']);
  const list = (await callApi(t.app, '/experience/getexperiencelist', { token })).json().data.elenco as Array<{ prezzo: number }>;
  expect(list[0]!.prezzo).toBe(5850);
});

test('an experience with bookings that leaves the file is archived: gone for guests, kept for staff', async () => {
  const osteria = await venueId(t.db, 'osteria-del-porto');
  const pesto = await experienceId(t.db, (await t.db.select().from(experiences).where(eq(experiences.key, 'cooking-class')))[0]!.hash);
  await addReservation(t.db, { venueId: osteria, date: '2026-06-13', time: '10:00', pax: 2, experienceId: pesto });
  const withoutPesto = example.replace(/ {2}- id: cooking-class[\s\S]*?weekdays: \[sat\]\n/, '');
  const res = await apply(withoutPesto);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.archived).toEqual(['experience cooking-class']);

  const list = (await callApi(t.app, '/experience/getexperiencelist', { token })).json().data.elenco as Array<{ titolo: Record<string, string> }>;
  expect(list.map((e) => e.titolo.en)).toEqual(["Fisherman's menu"]);
  const [kept] = await t.db.select().from(reservations).where(eq(reservations.experienceId, pesto));
  expect(kept?.status).toBe('confirmed');
  const staffToken = (await operator(t.app, '/tokens/create', { venue: 'osteria-del-porto', kind: 'staff', label: 'desk' })).json().data.token as string;
  const staffList = await callStaff(t.app, '/reservations/list', { date: '2026-06-13' }, staffToken);
  expect((staffList.json().data.reservations as Array<{ experience: string }>).map((r) => r.experience)).toEqual(['Corso di pesto']);
  // Export leaves the archived experience out; putting it back in the file brings it back.
  expect(await exportFile('osteria-del-porto')).not.toContain('cooking-class');
  const back = await apply(example);
  expect(back.json().data.changes).toContain('experience cooking-class: added');
  const relisted = (await callApi(t.app, '/experience/getexperiencelist', { token })).json().data.elenco as unknown[];
  expect(relisted).toHaveLength(2);
});

test('a change that would break what guests hold is refused, listing each, and writes nothing', async () => {
  const osteria = await venueId(t.db, 'osteria-del-porto');
  const [dehors] = await t.db.select().from(zones).where(eq(zones.key, 'dehors'));
  await addReservation(t.db, { venueId: osteria, date: '2026-06-05', time: '20:00', pax: 30, zoneId: dehors!.id });
  await t.db.update(promotions).set({ claimedCount: 7 }).where(eq(promotions.venueId, osteria));

  const breaking = example
    .replace(/ {2}- id: dehors\n.*\n.*\n/, '')
    .replace('zones: [sala, dehors]', 'zones: [sala]')
    .replace('    capacity: 45\n', '    capacity: 20\n')
    .replace('quantity: 100', 'quantity: 5');
  const res = await apply(breaking);
  expect(res.statusCode).toBe(409);
  expect(res.json().error.code).toBe('VENUE_APPLY_REFUSED');
  expect(res.json().error.details.reasons).toEqual([
    'zone dehors: 1 future booking(s) use it (2026-06-05); keep it in the file until they are past or moved',
    'shift Cena on 2026-06-05: 30 guests are booked, the file gives it a capacity of 20',
    'promotion aperitivo: 7 codes are already claimed, the file gives it a quantity of 5',
  ]);
  // Each at the file's field, located in its text.
  expect(res.json().error.details.problems.map((p: { path: string; line: number }) => [p.path, p.line > 0])).toEqual([
    ['zones', true],
    ['shifts[1].capacity', true],
    ['promotions[0].quantity', true],
  ]);
  expect((await apply(example)).json().data.changes).toEqual([]);
});

test('the operator API needs OPERATOR_TOKEN, and is off without one', async () => {
  expect((await operator(t.app, '/venues/export', { venue: 'le-lagon' }, 'wrong')).statusCode).toBe(401);
  const off = await createTestApp({ seed: false });
  try {
    const res = await operator(off.app, '/venues/export', { venue: 'le-lagon' });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'OPERATOR_API_OFF']);
  } finally {
    await off.close();
  }
});

test('an invalid file is refused with its located problems', async () => {
  const res = await apply(example.replace('currency: EUR', 'currency: USD'));
  expect(res.statusCode).toBe(422);
  expect(res.json().error.details.problems[0]).toMatchObject({ file: 'osteria.yaml', line: 6, path: 'currency' });
});

test('a promotion with claims that leaves the file is archived: no page for guests, its codes still redeemable', async () => {
  const claimed = await claim(t.app, { email: 'giada@example.com' });
  expect(claimed.statusCode).toBe(200);
  const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'giada@example.com'));

  const aurora = await exportFile('cantina-aurora');
  const withoutCalice = stringify({ ...parse(aurora), promotions: (parse(aurora).promotions as Array<{ id: string }>).filter((p) => p.id !== 'calice-di-benvenuto') });
  const res = await apply(withoutCalice);
  expect(res.json().data.archived).toEqual(['promotion calice-di-benvenuto']);

  const page = await callApi(t.app, '/promo/getpromo', { form: { urlName: 'calice-di-benvenuto' } });
  expect(page.statusCode).toBe(404);
  const redeemed = await callStaff(t.app, '/promo/redeem', { code: row!.code });
  expect(redeemed.statusCode).toBe(200);
});
