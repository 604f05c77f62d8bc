/**
 * Several servers behind a load balancer share their rate limits: a visitor whose calls the
 * balancer spreads over two instances is stopped at the limit, not at twice the limit. Runs on
 * the shared stores this machine has: PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../src/config';
import { PostgresCounterStore } from '../../src/modules/rate-limits/postgres-counter-store';
import { callApi } from '../support/test-app';
import { createTestDb, usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { staffSide } from '../support/staff-side';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, Partial<AppConfig>]> = [
  ...(usingPostgres ? [['PostgreSQL', { rateLimitStore: 'database' }] as [string, Partial<AppConfig>]] : []),
  ...(redisUrl ? [['Redis', { rateLimitStore: 'redis', redisUrl }] as [string, Partial<AppConfig>]] : []),
];

// Redis keeps its counters between runs and the tests' clock is pinned, and CI runs the PGlite
// and the PostgreSQL suites at once against the same Redis: each test is a visitor no other run
// can be (a random /64 in IPv6's documentation range, not one of 254 IPv4 ones), as the one
// trusted balancer (TRUST_PROXY=true: one hop) writes it.
const visitor = () => {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) ?? [];
  return { 'x-forwarded-for': `2001:db8:${groups.join(':')}` };
};

for (const [name, storeConfig] of stores)
  describe(`limits shared in ${name}`, () => {
    let two: TwoInstances;
    beforeAll(async () => {
      two = await createTwoInstances({ ...storeConfig, rateLimitMax: 6, authFailureRateLimitMax: 3, trustProxy: true });
    });
    afterAll(() => two.close());

    test('12 calls at once, spread over two servers, for a limit of 6: 6 answered, 6 told to wait', async () => {
      const headers = visitor();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => callApi(i % 2 ? two.a.app : two.b.app, '/location/getlocation', { headers })));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(6);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(6);
      for (const r of refused) expect(r.json().error.code).toBe('RATE_LIMITED');
    });

    test('one call after another, alternating servers: the seventh is refused on either', async () => {
      const headers = visitor();
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await callApi(i % 2 ? two.a.app : two.b.app, '/location/getlocation', { headers })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    });

    test('wrong tokens count across servers too: the fourth guess is stopped', async () => {
      const headers = visitor();
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await callApi(i % 2 ? two.a.app : two.b.app, '/location/getlocation', { token: `fp_guess_${i}`, headers })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    });

    test('wrong staff tokens count across servers too: the fourth guess is stopped', async () => {
      const headers = visitor();
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 ? two.a.app : two.b.app;
        const res = await app.inject({
          method: 'POST',
          url: '/backend/api/staff/promo/lookup',
          headers: staffSide({ ...headers, 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer st_guess_${i}` }),
          payload: 'code=AAAA-BBBB',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  });

test(`the database store adds up each key's hits in one statement, and prunes ended windows (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const handle = await createTestDb();
  try {
    const store = new PostgresCounterStore(handle.db);
    expect(
      await store.add([
        { key: 'a', hits: 1, ttlMs: 60_000 },
        { key: 'b', hits: 3, ttlMs: 60_000 },
      ]),
    ).toEqual(
      new Map([
        ['a', 1],
        ['b', 3],
      ]),
    );
    expect(await store.add([{ key: 'a', hits: 2, ttlMs: 60_000 }])).toEqual(new Map([['a', 3]]));
    await handle.db.execute(sql`update rate_limit_counters set expires_at = now() - interval '1 second' where key = 'b'`);
    expect(await store.prune()).toBe(1);
    expect(await store.add([{ key: 'b', hits: 1, ttlMs: 60_000 }])).toEqual(new Map([['b', 1]]));
  } finally {
    await handle.close();
  }
});
