/**
 * An erased guest is gone from every table: the database dumped whole (pg_dump on PostgreSQL)
 * holds none of their names, addresses, phones, notes, address lines, nor their phone's device
 * id and push token, while every amount, balance, state and date is what it was. An erase run
 * twice changes nothing the second time. The venue has a webhook endpoint: the events its systems
 * were sent (and one still waiting) name the guest until the erase.
 */
import { asc, eq } from 'drizzle-orm';
import { giftcardOrders, giftcards, promoClaims, promotions, reservations, webhookDeliveries } from '../../src/db/schema';
import { demoVenueFiles } from '../../src/demo/seed';
import { applyVenueFile } from '../../src/modules/venue-setup/venue-apply';
import { newWebhookSecret } from '../../src/modules/webhooks/webhook-secret';
import { dumpDatabase } from '../support/database-dump';
import { DEVICE, GUEST, OPERATOR, PUSH_TOKEN, RECIPIENT, callOperator, makeGuestData } from '../support/guest-data';
import { NOW, type TestApp, createTestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { walletConfig } from '../support/wallet';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(180_000);

const SECRET = newWebhookSecret();
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({
    config: { operatorToken: OPERATOR, wallet: walletConfig(), publicUrl: 'https://book.example', claimRateLimitMax: 1000 },
    webhooks: { dispatcher: { firstRetrySeconds: 0, retryJitter: 0, pollMs: 3_600_000 } },
  });
  receiver = await startWebhookReceiver(SECRET);
  const aurora = demoVenueFiles().find((f) => f.venue === 'cantina-aurora')!;
  await applyVenueFile(t.db, { ...aurora, webhooks: [{ url: receiver.url, secret: SECRET }] }, NOW);
  await makeGuestData(t.app, t.db, { wallet: true });
  // The events sent (settled deliveries keep their bodies for a week); then one more waits.
  await t.app.webhooks.drain();
  expect(receiver.received.map((r) => r.event?.type)).toContain('booking.created');
  receiver.answer = () => 500;
  await t.db
    .update(webhookDeliveries)
    .set({ status: 'pending' })
    .where(eq(webhookDeliveries.id, (await t.db.select().from(webhookDeliveries).limit(1))[0]!.id));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** What identifies the guest and the person they gave a card to, as stored and as typed. */
const TRACES = [
  'quarzolini',
  'ottavio',
  GUEST.phoneDigits,
  GUEST.phone,
  'brunhilde',
  'zaccagnini',
  RECIPIENT.phoneDigits,
  'bardolino',
  '37011',
  'walnuts',
  DEVICE,
  PUSH_TOKEN,
];
const found = (dump: string) => TRACES.filter((trace) => dump.toLowerCase().includes(trace.toLowerCase()));

/** What the books need: every amount, balance, state and date, in id order. */
async function accounts() {
  return {
    bookings: await t.db
      .select({
        id: reservations.id,
        date: reservations.date,
        pax: reservations.pax,
        status: reservations.status,
        paid: reservations.paymentAmount,
        fee: reservations.guaranteeAmount,
      })
      .from(reservations)
      .orderBy(asc(reservations.id)),
    orders: await t.db
      .select({ id: giftcardOrders.id, total: giftcardOrders.totalAmount, status: giftcardOrders.status, paidAt: giftcardOrders.paidAt, country: giftcardOrders.country })
      .from(giftcardOrders)
      .orderBy(asc(giftcardOrders.id)),
    cards: await t.db
      .select({ id: giftcards.id, code: giftcards.code, balance: giftcards.balance, initial: giftcards.initialAmount, expiresOn: giftcards.expiresOn })
      .from(giftcards)
      .orderBy(asc(giftcards.id)),
    claims: await t.db
      .select({ id: promoClaims.id, code: promoClaims.code, useBy: promoClaims.useBy, redeemedAt: promoClaims.redeemedAt })
      .from(promoClaims)
      .orderBy(asc(promoClaims.id)),
    claimed: await t.db.select({ id: promotions.id, claimed: promotions.claimedCount }).from(promotions).orderBy(asc(promotions.id)),
  };
}

test('after an erase the dump holds no trace of the guest (nor of the recipient they named); the books are unchanged', async () => {
  // The search finds them before: the guest's data is really there (the phone stored as digits only).
  const dump = await dumpDatabase(t.handle, t.db);
  if (usingPostgres) expect(dump).toContain('PostgreSQL database dump');
  expect(found(dump)).toEqual(TRACES.filter((trace) => trace !== GUEST.phone));
  const before = await accounts();

  const erased = await callOperator(t.app, '/guests/erase', { email: 'ottavio.quarzolini@example.com', force: '1' });
  expect(erased.statusCode).toBe(200);
  expect(erased.json().data.erased).toMatchObject({ bookings: 1, giftcardOrders: 1, promoClaims: 1, walletPasses: 1, storedAnswers: 1 });

  expect(found(await dumpDatabase(t.handle, t.db))).toEqual([]);
  expect(await accounts()).toEqual(before);
  // The venue's systems are told nothing more of the guest: the waiting event is given up.
  const sentBefore = receiver.received.length;
  await t.app.webhooks.drain();
  expect(receiver.received.length).toBe(sentBefore);
  expect((await t.db.select().from(webhookDeliveries)).filter((d) => d.status === 'pending')).toEqual([]);

  const again = await callOperator(t.app, '/guests/erase', { email: GUEST.email, force: '1' });
  expect(again.statusCode).toBe(200);
  expect(Object.values(again.json().data.erased as Record<string, number>).every((n) => n === 0)).toBe(true);
  expect(await accounts()).toEqual(before);
});
