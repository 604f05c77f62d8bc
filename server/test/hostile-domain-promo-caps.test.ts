/**
 * One visitor cannot drain a promotion: one claim per normalised e-mail address (case, +tag,
 * Gmail dots), and at most PROMO_CLAIMS_PER_CLIENT claims of a promotion per client
 * (modules/promotions/promo-client-claims.ts). A refused claim takes no code and spends no
 * bot check.
 */
import { eq } from 'drizzle-orm';
import { promoClaims, promotions } from '../src/db/schema';
import { PROMO_CLAIMS_PER_CLIENT } from '../src/modules/promotions/promo-client-claims';
import { solvedBotCheck } from './support/bot-check';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitMax: 100_000, claimRateLimitMax: 100_000 } });
});
afterAll(() => t.close());

const URL_NAME = 'calice-di-benvenuto';

async function claimFrom(remoteAddress: string, email: string, altcha?: string) {
  const form = { urlName: URL_NAME, firstName: 'Eve', lastName: 'Rossi', email, privacy: '1', language: 'en', altcha: altcha ?? (await solvedBotCheck(t.app)) };
  return callApi(t.app, '/promo/claim', { form, remoteAddress });
}

async function claimedCount(): Promise<number> {
  const [row] = await t.db.select({ n: promotions.claimedCount }).from(promotions).where(eq(promotions.urlName, URL_NAME));
  return row!.n;
}

test('one claim per person: case, +tag, dots and googlemail.com are the same Gmail box', async () => {
  expect((await claimFrom('198.51.100.1', 'luisa.verdi@gmail.com')).statusCode).toBe(200);
  for (const alias of ['Luisa.Verdi+promo@GoogleMail.com', 'l.u.i.s.a.verdi@gmail.com', 'LUISAVERDI@gmail.com']) {
    const again = await claimFrom('198.51.100.2', alias);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PROMO_DUPLICATE');
  }
});

test(`one client claims a promotion at most ${PROMO_CLAIMS_PER_CLIENT} times, whatever the addresses; the refusal takes no code`, async () => {
  const bot = '203.0.113.50';
  for (let i = 0; i < PROMO_CLAIMS_PER_CLIENT; i++) expect((await claimFrom(bot, `made-up-${i}@example.com`)).statusCode).toBe(200);
  const before = await claimedCount();
  const altcha = await solvedBotCheck(t.app);
  const over = await claimFrom(bot, 'made-up-x@example.com', altcha);
  expect(over.statusCode).toBe(409);
  expect(over.json().error).toMatchObject({ code: 'PROMO_CLIENT_LIMIT', details: { limit: PROMO_CLAIMS_PER_CLIENT } });
  expect(await claimedCount()).toBe(before);
  expect(await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'made-up-x@example.com'))).toHaveLength(0);
  // The same IPv6 /64 is the same client.
  expect((await claimFrom('2001:db8:9:9::1', 'six-a@example.com')).statusCode).toBe(200);
  for (let i = 1; i < PROMO_CLAIMS_PER_CLIENT; i++) expect((await claimFrom(`2001:db8:9:9::${i + 1}`, `six-${i}@example.com`)).statusCode).toBe(200);
  expect((await claimFrom('2001:db8:9:9:abcd::1', 'six-z@example.com')).json().error.code).toBe('PROMO_CLIENT_LIMIT');
  // Another visitor claims with the bot check the refused call did not spend.
  expect((await claimFrom('203.0.113.51', 'made-up-x@example.com', altcha)).statusCode).toBe(200);
});
