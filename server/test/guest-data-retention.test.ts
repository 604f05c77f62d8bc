/**
 * A venue's retention period (venue file privacy.retentionDays): the daily pass anonymises a
 * booking whose day is longer ago than the period, as an erasure does, and leaves a newer one
 * and the venues that set no period; a second pass finds nothing left to do. Claims go once
 * their use-by day is that long past, gift card orders once their cards are spent or expired.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { promoClaims, reservations } from '../src/db/schema';
import { book } from './support/booking';
import { venueId } from './support/fixtures';
import { cardsOf, checkoutForm, checkoutOk, orderRow, payDemo, productId } from './support/giftcard';
import { OPERATOR, callOperator, setRetention } from './support/guest-data';
import { movableClock } from './support/movable-clock';
import { claim } from './support/promo-claim';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';

jest.setTimeout(120_000);

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { operatorToken: OPERATOR } });
});
afterAll(() => t.close());

async function booked(date: string, email: string, token: string = TOKENS.aurora) {
  const res = await book(t.app, 'submit', { date, time: '12:30', pax: 2, email, firstName: 'Ermenegilda', lastName: 'Vecchiarelli' }, token);
  if (res.statusCode !== 200) throw new Error(`book: ${res.body}`);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, res.json().data.reservation.hash));
  return row!;
}
const reread = async (id: number) => (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

test('a booking older than the period is anonymised, a newer one and a venue without a period are left; a second pass finds nothing', async () => {
  const old = await booked('2026-06-02', 'ermenegilda@example.com');
  const chaletOld = await booked('2026-06-03', 'ermenegilda@example.com', TOKENS.chalet);
  clock.set('2026-07-13T08:00:00Z'); // 41 days on: Tuesday 2 June is past a 30-day period (cut-off 13 June)
  const recent = await booked('2026-07-14', 'ermenegilda@example.com');
  await setRetention(t.app, 'cantina-aurora', 30);
  expect((await callOperator(t.app, '/venues/export', { venue: 'cantina-aurora' })).json().data.file).toMatch(/\nprivacy:\n {2}retentionDays: 30\n/);

  expect(await t.app.guestRetention.runDue()).toBeGreaterThanOrEqual(1);
  expect(await reread(old.id)).toMatchObject({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    status: old.status,
    pax: 2,
    date: '2026-06-02',
    paymentAmount: old.paymentAmount,
  });
  expect((await reread(old.id)).anonymizedAt).toEqual(new Date('2026-07-13T08:00:00Z'));
  expect(await reread(recent.id)).toMatchObject({ lastName: 'Vecchiarelli', email: 'ermenegilda@example.com', anonymizedAt: null });
  // Every Aurora booking before the cut-off went; Chalet du Lac sets no period and keeps its own.
  const aurora = await venueId(t.db, 'cantina-aurora');
  expect(
    await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.venueId, aurora), lt(reservations.date, '2026-06-13'), isNull(reservations.anonymizedAt))),
  ).toEqual([]);
  expect(await reread(chaletOld.id)).toMatchObject({ email: 'ermenegilda@example.com', anonymizedAt: null });

  // Run again: nothing is anonymised twice.
  expect(await t.app.guestRetention.runDue()).toBe(0);
});

test('a claim past its use-by day and an order whose card expired that long ago are anonymised; an order whose card still holds value is kept', async () => {
  clock.reset();
  const claimed = await claim(t.app, { email: 'claimer@example.com', firstName: 'Ermenegilda', lastName: 'Vecchiarelli' });
  expect(claimed.statusCode).toBe(200);
  const product = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const spent = await checkoutOk(t.app, checkoutForm({ productId: product, amount: 5000, email: 'old-buyer@example.com', lastName: 'Vecchiarelli' }));
  await payDemo(t.app, spent); // its card expires on 2027-06-01
  clock.set('2028-12-01T08:00:00Z');
  const live = await checkoutOk(t.app, checkoutForm({ productId: product, amount: 7000, email: 'new-buyer@example.com', lastName: 'Vecchiarelli' }));
  await payDemo(t.app, live); // its card holds 70.00 until 2029-12-01

  clock.set('2029-01-01T08:00:00Z'); // the 30-day period of the test above: cut-off 2 December 2028
  await t.app.guestRetention.runDue();
  const [claimRow] = await t.db.select().from(promoClaims).where(eq(promoClaims.publicId, claimed.json().data.id));
  expect(claimRow).toMatchObject({ email: '', lastName: '', useBy: '2026-07-01' });
  expect(claimRow!.anonymizedAt).not.toBeNull();
  expect(await orderRow(t.db, spent)).toMatchObject({ email: '', lastName: '', birthDate: null, postalCode: '', totalAmount: 5000, status: 'issued' });
  expect(await cardsOf(t.db, spent)).toEqual([expect.objectContaining({ balance: 5000, expiresOn: '2027-06-01' })]);
  expect(await orderRow(t.db, live)).toMatchObject({ email: 'new-buyer@example.com', lastName: 'Vecchiarelli', anonymizedAt: null });
});
