/**
 * Two instances run the retention pass at the same moment (two servers after a deploy): each
 * row past the period is anonymised by one of them, once, and none is left.
 */
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { emailOutbox, giftcardOrders, promoClaims, reservations } from '../../src/db/schema';
import { book } from '../support/booking';
import { venueId } from '../support/fixtures';
import { OPERATOR, setRetention } from '../support/guest-data';
import { movableClock } from '../support/movable-clock';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

jest.setTimeout(180_000);

const clock = movableClock();
let two: TwoInstances;
beforeAll(async () => {
  two = await createTwoInstances({ operatorToken: OPERATOR }, { clock: clock.now });
});
afterAll(() => two.close());

test('two retention passes at once anonymise every due row once between them', async () => {
  for (const [i, time] of ['12:00', '12:30', '13:00', '13:30'].entries()) {
    const res = await book(two.a.app, 'submit', { date: '2026-06-02', time, pax: 2, email: `old-guest-${i}@example.com` });
    expect(res.statusCode).toBe(200);
  }
  clock.set('2026-07-13T08:00:00Z');
  await setRetention(two.a.app, 'cantina-aurora', 30);

  const [a, b] = await Promise.all([two.a.app.guestRetention.runDue(), two.b.app.guestRetention.runDue()]);
  const { db } = two.a;
  const [bookings] = await db.select({ n: count() }).from(reservations).where(isNotNull(reservations.anonymizedAt));
  const [claims] = await db.select({ n: count() }).from(promoClaims).where(isNotNull(promoClaims.anonymizedAt));
  const [orders] = await db.select({ n: count() }).from(giftcardOrders).where(isNotNull(giftcardOrders.anonymizedAt));
  const [emails] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, ''));
  expect(bookings!.n).toBeGreaterThanOrEqual(4);
  // Every row changed was changed by one pass: the two counts add up to the rows anonymised.
  expect(a + b).toBe(bookings!.n + claims!.n + orders!.n + emails!.n);
  const aurora = await venueId(db, 'cantina-aurora');
  const [left] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.venueId, aurora), lt(reservations.date, '2026-06-13'), isNull(reservations.anonymizedAt)));
  expect(left!.n).toBe(0);
});
