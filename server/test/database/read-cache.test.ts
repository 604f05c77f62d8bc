/**
 * The hot reads answer from each instance's memory and are never stale: a change committed by
 * any writer (the other instance, a plain SQL session) shows in the next answer of every
 * instance; ETag/304 and compression; a venue added by SQL is reachable by its token at once;
 * on PostgreSQL, with the change feed's connection killed the answers stay true (read from
 * the database) and the feed comes back by itself.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { closures, venues } from '../../src/db/schema';
import { eq, sql } from 'drizzle-orm';
import { venueId } from '../support/fixtures';
import { TOKENS, callApi } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = '2026-06-11'; // a Thursday the demo venue is open
const MONTH = { year: 2026, month: 6, pax: 2 };

let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ rateLimitMax: 100_000 });
});
afterAll(() => t.close());

async function dayStatus(app: TwoInstances['a']['app'], day = DAY): Promise<string> {
  const res = await callApi(app, '/experience/getesperienzemonth', { form: MONTH });
  expect(res.statusCode).toBe(200);
  return (res.json().data.days as Array<{ date: string; status: string }>).find((d) => d.date === day)!.status;
}

/** Asks until the answer is `expected`, for at most `ms`; returns how long it took. */
async function waitForAnswer(read: () => Promise<string>, expected: string, ms = 1000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const got = await read();
    if (got === expected) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`still '${got}' after ${ms} ms, expected '${expected}'`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test(`a closure written by another instance shows on this one within 1 s (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const before = await dayStatus(t.b.app);
  expect(before).not.toBe('closed');
  expect(await dayStatus(t.b.app)).toBe(before); // answered again (from memory)

  // Instance A's database session writes; B never sees the write itself, only the notification.
  await t.a.db.insert(closures).values({ venueId: venue, date: DAY, reason: 'private event' });
  await waitForAnswer(() => dayStatus(t.b.app), 'closed');
  await waitForAnswer(() => dayStatus(t.a.app), 'closed');

  await t.a.db.delete(closures).where(eq(closures.venueId, venue));
  await waitForAnswer(() => dayStatus(t.b.app), before);
  // Both, before the next test reads A: the session's write reaches A by notification too.
  await waitForAnswer(() => dayStatus(t.a.app), before);
});

(usingPostgres ? test : test.skip)('a change made by a plain SQL session (no app at all) reaches both instances', async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  expect(await dayStatus(t.a.app)).not.toBe('closed');
  expect(await dayStatus(t.b.app)).not.toBe('closed');
  const sql = new Client({ connectionString: t.a.handle.kind === 'postgres' ? (t.a.handle as { url?: string }).url : undefined });
  await sql.connect();
  try {
    await sql.query('insert into closures (venue_id, date, reason) values ($1, $2, $3)', [venue, DAY, 'by hand']);
    await waitForAnswer(() => dayStatus(t.a.app), 'closed');
    await waitForAnswer(() => dayStatus(t.b.app), 'closed');
    await sql.query('delete from closures where venue_id = $1', [venue]);
  } finally {
    await sql.end();
  }
});

test('a venue renamed shows in the location of both instances', async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const name = async (app: TwoInstances['a']['app']) => (await callApi(app, '/location/getlocation')).json().data.locationname as string;
  const original = await name(t.b.app);
  await t.a.db.update(venues).set({ name: 'Cantina Aurora Nuova' }).where(eq(venues.id, venue));
  await waitForAnswer(() => name(t.b.app), 'Cantina Aurora Nuova');
  await t.a.db.update(venues).set({ name: original }).where(eq(venues.id, venue));
  await waitForAnswer(() => name(t.b.app), original);
});

test('a request that read the venue before a rename, answered after it, does not keep the old name', async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const name = async () => (await callApi(t.b.app, '/location/getlocation')).json().data.locationname as string;
  const original = await name();
  // The request resolved its token (the old row)...
  const oldRow = (await t.b.app.venueDirectory.findByToken(TOKENS.aurora))!;
  // ...the rename commits elsewhere and its notification reaches this instance...
  await t.a.db.update(venues).set({ name: 'Cantina Rinominata' }).where(eq(venues.id, venue));
  await t.b.app.changeFeed.settle();
  // ...then the request computes its answer from the row it holds: answered, but not kept.
  const late = await t.b.app.readCache.read(oldRow, 'location', async () => ({ status: true, data: { locationname: oldRow.name } }));
  expect(JSON.parse(late.body).data.locationname).toBe(original);
  expect(await name()).toBe('Cantina Rinominata');
  await t.a.db.update(venues).set({ name: original }).where(eq(venues.id, venue));
  await waitForAnswer(name, original);
});

test('the same answer has the same ETag; sending it back answers 304 without a body', async () => {
  const first = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  // The same query in another field order, with a field the call does not know: the same answer.
  const again = await callApi(t.b.app, '/experience/getesperienzemonth', { form: { pax: 2, month: 6, year: 2026, utm: 'x' } });
  expect(again.headers.etag).toBe(etag);
  const revalidated = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH, headers: { 'if-none-match': etag } });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
  const stale = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH, headers: { 'if-none-match': '"old"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual(first.json());
  // Another question, another answer.
  const other = await callApi(t.a.app, '/experience/getesperienzemonth', { form: { ...MONTH, pax: 6 } });
  expect(other.headers.etag).not.toBe(etag);
});

test('answers are compressed for clients that accept it (brotli first, then gzip), the same JSON', async () => {
  const plain = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH });
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  const gz = await callApi(t.a.app, '/experience/getesperienzemonth', { form: MONTH, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
});

test('a venue added by SQL answers to its token at once; an unknown token is still refused', async () => {
  const token = `fp_test_${Date.now()}`;
  expect((await callApi(t.b.app, '/location/getlocation', { token })).statusCode).toBe(401);
  const [source] = await t.a.db.select().from(venues).where(eq(venues.slug, 'cantina-aurora'));
  const { id: _id, ...copy } = source!;
  await t.a.db.insert(venues).values({ ...copy, slug: `copy-${Date.now()}`, name: 'Osteria Nuova', frontpageToken: token });
  const name = async () => {
    const res = await callApi(t.b.app, '/location/getlocation', { token });
    return res.statusCode === 200 ? (res.json().data.locationname as string) : String(res.statusCode);
  };
  await waitForAnswer(name, 'Osteria Nuova');
  expect((await callApi(t.b.app, '/location/getlocation', { token: 'fp_nobody' })).json().error.code).toBe('AUTH_INVALID');
});

(usingPostgres ? test : test.skip)('with the change feed cut, answers stay true (from the database) and the feed comes back', async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const before = await dayStatus(t.b.app);
  expect(before).not.toBe('closed');
  const url = (t.a.handle as { url?: string }).url!;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // Both instances' LISTEN connections go: the database restarted under them, say.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await admin.query('insert into closures (venue_id, date, reason) values ($1, $2, $3)', [venue, DAY, 'while deaf']);
    // No notification could reach anyone, yet no instance answers from its old memory.
    await waitForAnswer(() => dayStatus(t.b.app), 'closed', 500);
    await waitForAnswer(() => dayStatus(t.a.app), 'closed', 500);
    // The feed reconnects by itself and the cache works again: a later change still shows.
    await waitForAnswer(async () => String(t.b.app.readCache.isListening), 'true', 5000);
    expect(await dayStatus(t.b.app)).toBe('closed'); // kept again...
    await admin.query('delete from closures where venue_id = $1', [venue]);
    await waitForAnswer(() => dayStatus(t.b.app), before); // ...and dropped on the next change
  } finally {
    await admin.end();
  }
});

test(`the promotions list: a claim on one instance shows in the other's list within 1 s; the venue's calendar stays in memory (${DB})`, async () => {
  const remaining = async (app: TwoInstances['a']['app']) => {
    const res = await callApi(app, '/promo/getpromolist', { form: {} });
    expect(res.statusCode).toBe(200);
    return String((res.json().data as Array<{ urlName: string; rimanenti: number }>).find((p) => p.urlName === 'calice-di-benvenuto')?.rimanenti);
  };
  const before = Number(await remaining(t.b.app));
  await dayStatus(t.b.app); // the calendar, now in B's memory
  const calendarGeneration = t.b.app.readCache.generation(await venueId(t.b.db, 'cantina-aurora'));

  // A claim counts the promotion's row down (as promo/claim does), written by A's session.
  await t.a.db.execute(sql`update promotions set claimed_count = claimed_count + 1 where url_name = 'calice-di-benvenuto'`);
  await waitForAnswer(() => remaining(t.b.app), String(before - 1));
  // Only the answers that read promotions were dropped: the calendar's generation is the same.
  expect(t.b.app.readCache.generation(await venueId(t.b.db, 'cantina-aurora'))).toBe(calendarGeneration);
});
