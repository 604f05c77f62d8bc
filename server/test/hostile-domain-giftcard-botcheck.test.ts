/**
 * The gift card checkout carries the bot check, like the booking and the promo claim: a new
 * order needs a valid, unused ALTCHA solution (403 BOT_CHECK_FAILED otherwise, nothing
 * written); the same form sent again finds its order and spends nothing.
 */
import { eq } from 'drizzle-orm';
import { giftcardOrders } from '../src/db/schema';
import { solvedBotCheck } from './support/bot-check';
import { checkoutForm, productId } from './support/giftcard';
import { rowCounts } from './support/row-counts';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
let voucher: number;
beforeAll(async () => {
  t = await createTestApp();
  voucher = await productId(t.db, 'cantina-aurora', 'Buono regalo');
});
afterAll(() => t.close());

const checkout = (form: Record<string, string | number>) => callApi(t.app, '/giftcard/checkout', { form });

test('a checkout without a solution, with a forged one or with one already spent is refused, and writes nothing', async () => {
  const before = await rowCounts(t.db);
  const missing = await checkout(checkoutForm({ productId: voucher, email: 'bot@example.com' }));
  expect(missing.statusCode).toBe(403);
  expect(missing.json().error.code).toBe('BOT_CHECK_FAILED');

  const solved = JSON.parse(Buffer.from(await solvedBotCheck(t.app), 'base64').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } })).toString('base64');
  expect((await checkout(checkoutForm({ productId: voucher, email: 'bot@example.com', altcha: forged }))).json().error.code).toBe('BOT_CHECK_FAILED');
  expect((await checkout(checkoutForm({ productId: voucher, email: 'bot@example.com', altcha: 'bm90IGEgc29sdXRpb24=' }))).json().error.code).toBe('BOT_CHECK_FAILED');
  expect(await rowCounts(t.db)).toEqual(before);

  // Spent by a first order: a second order (another form) cannot use it again.
  const altcha = await solvedBotCheck(t.app);
  expect((await checkout(checkoutForm({ productId: voucher, email: 'buyer@example.com', altcha }))).statusCode).toBe(200);
  const reused = await checkout(checkoutForm({ productId: voucher, email: 'bot@example.com', altcha }));
  expect(reused.statusCode).toBe(403);
  expect(reused.json().error.code).toBe('BOT_CHECK_FAILED');
  expect(await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.email, 'bot@example.com'))).toHaveLength(0);
});

test('the same form sent twice (a double click) answers its one order, spending one solution', async () => {
  const form = checkoutForm({ productId: voucher, email: 'twice@example.com', altcha: await solvedBotCheck(t.app) });
  const first = await checkout(form);
  const again = await checkout(form);
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  expect(again.json().data.fingerprint).toBe(first.json().data.fingerprint);
  expect(await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.email, 'twice@example.com'))).toHaveLength(1);
});
