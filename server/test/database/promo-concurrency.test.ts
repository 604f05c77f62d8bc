/**
 * A burst of claims never hands out more codes than the quantity, and one person gets one code,
 * however the requests interleave. Meaningful on real PostgreSQL (TEST_DATABASE_URL): PGlite runs
 * one transaction at a time, so there the same test only proves the logic.
 */
import { eq } from 'drizzle-orm';
import { promoClaims, promotions } from '../../src/db/schema';
import { venueId } from '../support/fixtures';
import { claim } from '../support/promo-claim';
import { solvedBotCheck } from '../support/bot-check';
import { type TestApp, NOW, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { claimRateLimitMax: 10_000 } });
});
afterAll(() => t.close());

async function newPromotion(urlName: string, quantity: number): Promise<number> {
  const venue = await venueId(t.db, 'cantina-aurora');
  const [row] = await t.db
    .insert(promotions)
    .values({ venueId: venue, urlName, title: { it: urlName }, quantity, startsAt: new Date(NOW.getTime() - 1000), endsAt: new Date(NOW.getTime() + 86_400_000) })
    .returning();
  return row!.id;
}

test(`quantity Q, 5×Q parallel claims: exactly Q succeed (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const Q = 6;
  const id = await newPromotion('burst', Q);
  // Solve every bot check first, so the claims themselves hit the server together.
  const payloads = await Promise.all(Array.from({ length: 5 * Q }, () => solvedBotCheck(t.app)));
  const results = await Promise.all(payloads.map((altcha, i) => claim(t.app, { urlName: 'burst', email: `burst${i}@example.com`, altcha })));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(Q);
  expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual(Array(4 * Q).fill('PROMO_TERMINATED'));
  const [promo] = await t.db.select().from(promotions).where(eq(promotions.id, id));
  expect(promo!.claimedCount).toBe(Q);
  expect(await t.db.select().from(promoClaims).where(eq(promoClaims.promotionId, id))).toHaveLength(Q);
});

test('one person, many parallel claims (aliases included): one code', async () => {
  const id = await newPromotion('one-each', 50);
  const emails = ['Sam.Doe@gmail.com', 'samdoe@gmail.com', 'sam.doe+a@googlemail.com', 'SAMDOE+b@gmail.com', 's.a.m.d.o.e@gmail.com'];
  const payloads = await Promise.all(emails.flatMap(() => [solvedBotCheck(t.app), solvedBotCheck(t.app)]));
  const results = await Promise.all(payloads.map((altcha, i) => claim(t.app, { urlName: 'one-each', email: emails[i % emails.length]!, altcha })));
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual(Array(9).fill('PROMO_DUPLICATE'));
  const [promo] = await t.db.select().from(promotions).where(eq(promotions.id, id));
  expect(promo!.claimedCount).toBe(1);
});

test('the claim route is rate limited per client: 429 with Retry-After', async () => {
  const limited = await createTestApp({ config: { claimRateLimitMax: 2 } });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await claim(limited.app, { email: `rl${i}@example.com` }));
    expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(statuses[2]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(statuses[2]!.json().error.code).toBe('RATE_LIMITED');
    // other calls are not held back by it
    expect((await solvedBotCheck(limited.app)).length).toBeGreaterThan(10);
  } finally {
    await limited.close();
  }
});
