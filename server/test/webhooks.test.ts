/**
 * Webhooks end to end on the demo data: endpoints from the venue file, one event per state change
 * (bookings, offers, gift cards, promotions), each delivered signed to a real HTTP receiver that
 * verifies it with the official `standardwebhooks` library; retries keep the event's id; a change
 * rolled back sends nothing. The clock is pinned to Monday 1 June 2026, 10:00 in Rome.
 */
import { and, eq } from 'drizzle-orm';
import { openingShifts, promoClaims, reservations, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { demoVenueFiles } from '../src/demo/seed';
import { formatGiftcardCode } from '../src/modules/giftcards/giftcard-code';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { applyVenueFile } from '../src/modules/venue-setup/venue-apply';
import { writeVenueFile } from '../src/modules/venue-setup/venue-file-write';
import { findVenueRow, readPlan } from '../src/modules/venue-setup/venue-plan-read';
import { newWebhookSecret } from '../src/modules/webhooks/webhook-secret';
import { book, call, saveDemoCard } from './support/booking';
import { makeCard } from './support/giftcard-booking';
import { cardsOf, checkoutForm, checkoutOk, payDemo, productId } from './support/giftcard';
import { movableClock } from './support/movable-clock';
import { STAFF, callStaff, claim } from './support/promo-claim';
import { NOW, type TestApp, createTestApp } from './support/test-app';
import { type WebhookReceiver, startWebhookReceiver } from './support/webhook-receiver';
import { METRICS_TOKEN, scrape, value } from './support/metrics';

jest.setTimeout(60_000);

const SECRET = newWebhookSecret();
const CANCELS_SECRET = newWebhookSecret();
const clock = movableClock(NOW);
let t: TestApp;
let all: WebhookReceiver;
let cancels: WebhookReceiver;
let venueId: number;

/** Aurora's demo Friday dinner is sold out (seeded): a booking there waits. */
const FULL_FRIDAY = '2026-06-12';
const TUESDAY = '2026-06-02';
const THURSDAY = '2026-06-04';

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    config: { metricsToken: METRICS_TOKEN },
    // Retries at once, so a test sees them without waiting; no timer of its own in the way.
    webhooks: { env: { AURORA_WEBHOOK_SECRET: SECRET }, dispatcher: { firstRetrySeconds: 0, retryJitter: 0, pollMs: 3_600_000 } },
  });
  all = await startWebhookReceiver(SECRET);
  cancels = await startWebhookReceiver(CANCELS_SECRET);
  const aurora = demoVenueFiles().find((f) => f.venue === 'cantina-aurora')!;
  const applied = await applyVenueFile(
    t.db,
    {
      ...aurora,
      webhooks: [
        { url: all.url, secret: { env: 'AURORA_WEBHOOK_SECRET' } },
        { url: cancels.url, events: ['booking.cancelled'], secret: CANCELS_SECRET },
      ],
    },
    NOW,
  );
  expect(applied.changes).toEqual([`webhook ${all.url}: added`, `webhook ${cancels.url}: added`]);
  venueId = (await findVenueRow(t.db, 'cantina-aurora'))!.id;
});
afterAll(async () => {
  await t.close();
  await all.close();
  await cancels.close();
});
beforeEach(() => {
  clock.reset();
  all.received.length = 0;
  cancels.received.length = 0;
  all.answer = () => 200;
});

/** Sends what is queued; answers the events each receiver verified, in order. */
async function delivered() {
  await t.app.webhooks.drain();
  return { all: all.received.map((r) => r.event!), cancels: cancels.received.map((r) => r.event!) };
}

const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

test('the venue file holds the endpoints; its export names the variable, never the secret', async () => {
  const rows = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.venueId, venueId));
  expect(rows.map((r) => [r.url, r.events, r.secret])).toEqual([
    [all.url, null, 'env:AURORA_WEBHOOK_SECRET'],
    [cancels.url, ['booking.cancelled'], CANCELS_SECRET],
  ]);
  const exported = writeVenueFile(await readPlan(t.db, (await findVenueRow(t.db, 'cantina-aurora'))!));
  expect(exported).toContain('env: AURORA_WEBHOOK_SECRET');
  expect(exported).not.toContain(SECRET);
});

test('a booking created, changed, arrived; another a no-show: one signed event each, with its data and no secret', async () => {
  const first = (await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, email: 'hook@example.com' })).json().data.reservation;
  await call(t.app, '/reservation/edit', { hash: first.hash, date: TUESDAY, time: '13:00', pax: 3 });
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, first.hash));
  expect((await callStaff(t.app, '/reservations/arrived', { id: String(row!.id) })).statusCode).toBe(200);
  // Marking again changes nothing: no second event.
  await callStaff(t.app, '/reservations/arrived', { id: String(row!.id) });
  const other = (await book(t.app, 'submit', { date: TUESDAY, time: '12:00', pax: 2, email: 'away@example.com' })).json().data.reservation;
  const [away] = await t.db.select().from(reservations).where(eq(reservations.hash, other.hash));
  // Tuesday 13:00 in Rome: the party never came.
  clock.set('2026-06-02T11:00:00Z');
  expect((await callStaff(t.app, '/reservations/noshow', { id: String(away!.id) })).statusCode).toBe(200);

  const got = await delivered();
  expect(all.received.every((r) => r.event !== null)).toBe(true);
  expect(types(got.all)).toEqual(['booking.created', 'booking.changed', 'booking.arrived', 'booking.created', 'booking.no_show']);
  expect(new Set(got.all.map((e) => e.id)).size).toBe(5);
  expect(all.received.map((r) => r.id)).toEqual(got.all.map((e) => e.id));
  expect(got.all[1]!.data).toMatchObject({
    venue: 'cantina-aurora',
    booking: { id: row!.id, status: 'confirmed', date: TUESDAY, time: '13:00', guests: 3, guest: { firstName: 'Mario', email: 'hook@example.com' } },
  });
  expect(got.all[0]!.timestamp).toBe(NOW.toISOString());
  const text = JSON.stringify(got.all);
  expect(text).not.toContain(first.hash);
  expect(text).not.toMatch(/"hash"|paymentMethod|paymentIntent/);
  // The filtered endpoint wants cancellations only.
  expect(got.cancels).toEqual([]);
});

test('a cancellation offers the seats; the offer accepted: booking.cancelled, offer.made, offer.accepted, and the filtered endpoint gets the cancellation', async () => {
  await book(t.app, 'submit', { date: FULL_FRIDAY, time: '20:30', pax: 2, waitingList: '1', email: 'waits@example.com' });
  const [davide] = await t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), eq(reservations.lastName, 'Greco')));
  await call(t.app, '/reservation/cancel', { hash: davide!.hash });
  const [waiting] = await t.db.select().from(reservations).where(eq(reservations.email, 'waits@example.com'));
  expect((await call(t.app, '/reservation/offer/accept', { hash: waiting!.hash })).json().data.status).toBe('confirmed');

  const got = await delivered();
  expect(types(got.all)).toEqual(['booking.created', 'booking.cancelled', 'offer.made', 'offer.accepted']);
  expect(got.all[0]!.data.booking.status).toBe('waiting');
  expect(got.all[2]!.data.booking).toMatchObject({ id: waiting!.id, status: 'offered', offerExpiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString() });
  expect(got.cancels).toEqual([got.all[1]]);
  expect(cancels.received[0]!.id).toBe(got.all[1]!.id);
});

test('an offer that runs out: offer.expired for its guest, offer.made for the next', async () => {
  // Thursday lunch cut to four seats and booked full, two parties waiting.
  await t.db
    .update(openingShifts)
    .set({ capacity: 4 })
    .where(and(eq(openingShifts.venueId, venueId), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const hashes: string[] = [];
  for (const email of ['l1@example.com', 'l2@example.com', 'wa@example.com', 'wb@example.com']) {
    hashes.push((await book(t.app, 'submit', { date: THURSDAY, time: '12:00', pax: 2, email, waitingList: '1' })).json().data.reservation.hash);
  }
  await call(t.app, '/reservation/cancel', { hash: hashes[0]! });
  clock.set(new Date(NOW.getTime() + 30 * 60_000));
  await t.app.bookingDeadlines.runDue();

  const got = await delivered();
  expect(types(got.all)).toEqual([
    'booking.created',
    'booking.created',
    'booking.created',
    'booking.created',
    'booking.cancelled',
    'offer.made',
    'offer.expired',
    'offer.made',
  ]);
  expect(got.all.slice(2, 4).map((e) => e.data.booking.status)).toEqual(['waiting', 'waiting']);
  expect(got.all[6]!.data.booking).toMatchObject({ guest: { email: 'wa@example.com' }, status: 'cancelled', closedReason: 'offer_expired' });
  expect(got.all[7]!.data.booking).toMatchObject({ guest: { email: 'wb@example.com' }, status: 'offered' });
  expect(types(got.cancels)).toEqual(['booking.cancelled']);
});

test('gift cards issued and redeemed, a promotion claimed and redeemed: one event each, without the codes', async () => {
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: await productId(t.db, 'cantina-aurora', 'Buono regalo'), amount: 5000, quantity: 2 }));
  await payDemo(t.app, fingerprint);
  const cards = await cardsOf(t.db, fingerprint);
  expect((await callStaff(t.app, '/giftcard/redeem', { code: formatGiftcardCode(cards[0]!.code), amount: '2000', note: 'table 4' })).statusCode).toBe(200);
  await claim(t.app, { email: 'promo-hook@example.com' });
  const [claimed] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'promo-hook@example.com'));
  expect((await callStaff(t.app, '/promo/redeem', { code: formatPromoCode(claimed!.code) }, STAFF.aurora)).statusCode).toBe(200);

  const got = await delivered();
  expect(types(got.all)).toEqual(['giftcard.issued', 'giftcard.issued', 'giftcard.redeemed', 'promotion.claimed', 'promotion.redeemed']);
  expect(got.all[2]!.data).toMatchObject({
    giftcard: { id: cards[0]!.id, amount: 5000, balance: 3000, currency: 'EUR' },
    redemption: { amount: 2000, balanceAfter: 3000, channel: 'venue', bookingId: null },
  });
  expect(got.all[4]!.data).toMatchObject({ promotion: 'calice-di-benvenuto', claim: { id: claimed!.id, guest: { email: 'promo-hook@example.com' } } });
  expect(got.all[4]!.data.claim.redeemedAt).not.toBeNull();
  const text = JSON.stringify(got.all);
  for (const secret of [cards[0]!.code, cards[1]!.code, cards[0]!.publicId, claimed!.code, claimed!.publicId]) expect(text).not.toContain(secret);
});

test('a gift card paying part of a booking online: redeemed with the booking, returned when the booking is cancelled in time', async () => {
  const card = await makeCard(t.db, { balance: 5000 });
  const { data: list } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  const harvest = list.elenco.find((e: { hash: string }) => e.hash === 'aurora-vendemmia').id;
  const held = await book(t.app, 'hold', {
    date: '2026-06-20',
    time: '09:00',
    pax: 2,
    experience: harvest,
    cancellationPolicy: '1',
    extraAnswers: JSON.stringify({ breakfast: 'vegetarian', allergies: '' }),
    email: 'card-hook@example.com',
  });
  expect(held.statusCode).toBe(200);
  const { hash, clientSecret } = held.json().data as { hash: string; clientSecret: string };
  expect((await call(t.app, '/reservation/giftcard', { hash, code: card.code })).statusCode).toBe(200);
  await saveDemoCard(t.app, clientSecret);
  expect((await call(t.app, '/reservation/complete', { hash })).json().data.outcome).toBe('confirmed');
  expect((await call(t.app, '/reservation/cancel', { hash })).json().data.status).toBe('cancelled');

  const got = await delivered();
  const [booking] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
  const cardEvents = got.all.filter((e) => e.type.startsWith('giftcard.'));
  expect(types(cardEvents)).toEqual(['giftcard.redeemed', 'giftcard.returned']);
  expect(cardEvents[0]!.data).toMatchObject({
    giftcard: { id: card.id, balance: 0, status: 'redeemed' },
    redemption: { amount: 5000, balanceAfter: 0, channel: 'online', bookingId: booking!.id },
  });
  expect(cardEvents[1]!.data).toMatchObject({
    giftcard: { id: card.id, balance: 5000, status: 'active' },
    redemption: { amount: 5000, balanceAfter: 5000, channel: 'online', bookingId: booking!.id },
  });
  // The booking's own events name the same id.
  expect(got.all.find((e) => e.type === 'booking.created')!.data.booking.id).toBe(booking!.id);
  expect(JSON.stringify(got.all)).not.toContain(card.code);
});

test('a receiver answering 500 twice then 200 gets the same event, with the same id and body, three times', async () => {
  const tries = async (outcome: string) => value(await scrape(t.app), 'venue_deliveries_total', { channel: 'webhook', outcome });
  const [failedBefore, sentBefore] = [await tries('failed'), await tries('sent')];
  all.answer = (n) => (n <= 2 ? 500 : 200);
  expect((await book(t.app, 'submit', { date: TUESDAY, time: '14:00', pax: 2, email: 'retry@example.com' })).statusCode).toBe(200);
  // Queued with the booking: the operator's metrics see it waiting.
  expect(value(await scrape(t.app), 'venue_outbox_jobs', { queue: 'webhook', kind: 'booking.created' })).toBeGreaterThanOrEqual(1);
  await t.app.webhooks.drain();
  // Each try counted: two failures, then the send (the filtered endpoint got nothing to try).
  expect((await tries('failed')) - failedBefore).toBe(2);
  expect((await tries('sent')) - sentBefore).toBe(1);
  expect(all.received).toHaveLength(3);
  expect(new Set(all.received.map((r) => r.id)).size).toBe(1);
  expect(all.received.map((r) => r.event)).toEqual([all.received[0]!.event, all.received[0]!.event, all.received[0]!.event]);
  const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, all.received[0]!.id));
  expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
});

test('a change rolled back, or refused, queues no event', async () => {
  const before = (await t.db.select().from(webhookDeliveries)).length;
  const [row] = await t.db.select().from(reservations).where(eq(reservations.venueId, venueId)).limit(1);
  await expect(
    t.db.transaction(async (tx) => {
      await t.app.webhooks.booking(tx, { id: venueId, slug: 'cantina-aurora' }, row!, 'booking.changed');
      throw new Error('the change failed after its event was queued');
    }),
  ).rejects.toThrow('the change failed');
  // No dinner on Tuesdays: refused.
  const refused = await book(t.app, 'submit', { date: TUESDAY, time: '20:00', pax: 2, email: 'refused@example.com' });
  expect(refused.json().status).toBe(false);
  expect((await t.db.select().from(webhookDeliveries)).length).toBe(before);
  expect((await delivered()).all).toEqual([]);
});
