/**
 * Webhooks across two instances on one database, both senders at work at once: every event is
 * delivered, and none twice when nothing fails; a week of bookings changed and cancelled on
 * either instance, against a receiver that fails now and then: each event acknowledged exactly
 * once, after as many tries as its failures (WEBHOOK_BOOKINGS sets how many bookings, default
 * 120; docs/webhooks.md gives a run of 1,000); an instance that dies mid-delivery leaves the
 * delivery to the other once its lease runs out (the same event id, delivered again: at least
 * once). The receiver verifies every signature with the `standardwebhooks` library.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL (the instance killed for real there).
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/db/client';
import { reservations, venues, webhookDeliveries } from '../../src/db/schema';
import { demoVenueFiles } from '../../src/demo/seed';
import { applyVenueFile } from '../../src/modules/venue-setup/venue-apply';
import { WebhookDispatcher } from '../../src/modules/webhooks/webhook-dispatcher';
import { KICK_DELAY_MS } from '../../src/modules/webhooks/webhooks-plugin';
import { emitEvent } from '../../src/modules/webhooks/webhook-emit';
import { deliveryQueue } from '../../src/modules/webhooks/webhook-repository';
import { newWebhookSecret } from '../../src/modules/webhooks/webhook-secret';
import { book, call } from '../support/booking';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { NOW } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const SECRET = newWebhookSecret();
const ENV = { AURORA_WEBHOOK_SECRET: SECRET };
const SATURDAY = '2026-06-06';
let t: TwoInstances;
let receiver: WebhookReceiver;
let venue: number;

// Bookings through the API, each with its bot check solved: minutes on a loaded machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  // No timer sends on its own: each test leases and drains by hand, so no instance takes a delivery
  // before the test does (on a busy machine the poll would).
  t = await createTwoInstances({ rateLimitMax: 100_000 }, { webhooks: { env: ENV, dispatcher: { batchSize: 3, pollMs: 3_600_000 } } });
  receiver = await startWebhookReceiver(SECRET);
  const aurora = demoVenueFiles().find((f) => f.venue === 'cantina-aurora')!;
  await applyVenueFile(t.a.db, { ...aurora, webhooks: [{ url: receiver.url, secret: { env: 'AURORA_WEBHOOK_SECRET' } }] }, NOW);
  venue = await venueId(t.a.db, 'cantina-aurora');
  const [row] = await t.a.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.a.db
    .update(venues)
    .set({ bookingSettings: { ...row!.bookingSettings!, guestCaps: { bookingsPerClient: 1000, seatsPerClient: 10_000 } } })
    .where(eq(venues.id, venue));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  // The bookings of the test before kick the senders a moment after they commit
  // (webhooks-plugin.ts): those kicks fire and what they send settles now, so none of them takes
  // this test's delivery before the test does.
  await new Promise((resolve) => setTimeout(resolve, KICK_DELAY_MS + 100));
  await drainBoth({ untilSettled: false });
  receiver.received.length = 0;
  receiver.answer = () => 200;
});

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const deliveriesOf = (eventId: string) => t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));

/** Both instances' senders at once, until nothing due is left (or, `untilSettled`, nothing pending at all). */
async function drainBoth({ untilSettled = true } = {}): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) {
    const sent = await Promise.all([t.a.app.webhooks.drain(), t.b.app.webhooks.drain(), t.a.app.webhooks.drain(), t.b.app.webhooks.drain()]);
    if (!untilSettled && sent.every((n) => n === 0)) return;
    const pending = await t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    if (!pending.length) return;
  }
  throw new Error('deliveries still pending');
}

test(`16 bookings on two instances, 4 cancelled: each of the 20 events delivered once, by either instance (${DB})`, async () => {
  const apps = [t.a.app, t.b.app];
  const hashes: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const app = apps[i % 2]!;
    const res = await book(app, 'submit', { date: SATURDAY, time: '20:00', pax: 1, email: `hook${i}@example.com`, altcha: await solvedBotCheck(app) });
    expect(res.json()).toMatchObject({ data: { outcome: 'confirmed' } });
    hashes.push(res.json().data.reservation.hash);
  }
  for (const [i, hash] of hashes.slice(0, 4).entries()) expect((await call(apps[i % 2]!, '/reservation/cancel', { hash })).statusCode).toBe(200);
  await drainBoth();

  const queued = await t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.venueId, venue));
  expect(queued).toHaveLength(20);
  expect(queued.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  expect(receiver.received.every((r) => r.event !== null)).toBe(true);
  const ids = receiver.received.map((r) => r.id);
  // Nothing failed: no id twice.
  expect(ids).toHaveLength(20);
  expect(new Set(ids)).toEqual(new Set(queued.map((d) => d.eventId)));
  const types = receiver.received.map((r) => r.event!.type);
  expect(types.filter((x) => x === 'booking.created')).toHaveLength(16);
  expect(types.filter((x) => x === 'booking.cancelled')).toHaveLength(4);
});

const WEEK_BOOKINGS = Number(process.env.WEBHOOK_BOOKINGS ?? 120);
/** The demo venue's lunches (Tuesday to Saturday) and dinners (Thursday to Saturday) of the week. */
const OPEN_TIMES = [
  ...['02', '03', '04', '05', '06'].flatMap((day) => ['12:00', '12:30', '13:00'].map((time) => ({ date: `2026-06-${day}`, time }))),
  ...['04', '05', '06'].flatMap((day) => ['19:00', '19:30', '20:00'].map((time) => ({ date: `2026-06-${day}`, time }))),
];

test(`${WEEK_BOOKINGS} bookings over a week on two instances, changed and cancelled on either, the receiver failing one call in 7: every event acknowledged once, none lost (${DB})`, async () => {
  // The bookings as the booking calls leave them, each with its booking.created queued in its
  // transaction as the booking service queues it (the bot check of each through the API would
  // take minutes), over the seven days from Tuesday, evenings at the venue (more guests than
  // the venue seats: nothing here checks the room).
  // The receiver fails every 7th call it gets, from the first (a change's transaction kicks its sender).
  const failed = new Set<number>();
  receiver.answer = (n) => (n % 7 === 0 ? (failed.add(n), 503) : 200);
  const apps = [t.a.app, t.b.app];
  const venueRef = { id: venue, slug: 'cantina-aurora' };
  const hashes = Array.from({ length: WEEK_BOOKINGS }, (_, i) => `hooks-week-${String(i).padStart(6, '0')}-abcdefghijkl`);
  const moved = hashes.filter((_, i) => i % 5 === 2);
  const cancelled = hashes.filter((_, i) => i % 4 === 1);
  const insert = (i: number) =>
    apps[i % 2]!.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reservations)
        .values({
          venueId: venue,
          ...(i % 5 === 2 ? OPEN_TIMES[Math.floor(i / 5) % OPEN_TIMES.length]! : { date: `2026-06-0${2 + (i % 7)}`, time: `${19 + (i % 3)}:${i % 2 ? '30' : '00'}` }),
          pax: 2,
          status: 'confirmed',
          firstName: 'Guest',
          lastName: `N${i}`,
          email: `hooks-week${i}@example.com`,
          phonePrefix: '+39',
          phone: `347${String(2_000_000 + i).padStart(7, '0')}`,
          language: 'it',
          hash: hashes[i]!,
          privacyAcceptedAt: NOW,
        })
        .returning();
      await apps[i % 2]!.webhooks.booking(tx, venueRef, row!, 'booking.created');
    });
  // Those the guests change come first, each at an open time of the week, and are changed (down
  // to one guest, through the API on either instance) while the week still has room; then the rest.
  for (let i = 2; i < WEEK_BOOKINGS; i += 5) {
    await insert(i);
    const [row] = await t.a.db.select().from(reservations).where(eq(reservations.hash, hashes[i]!));
    const res = await call(apps[(i + 1) % 2]!, '/reservation/edit', { hash: hashes[i]!, date: row!.date, time: row!.time.slice(0, 5), pax: 1 });
    expect(res.json()).toMatchObject({ data: { changed: true } });
  }
  for (let i = 0; i < WEEK_BOOKINGS; i += 1) if (i % 5 !== 2) await insert(i);
  // One in 4 cancelled, on either instance.
  for (const [i, hash] of cancelled.entries()) expect((await call(apps[i % 2]!, '/reservation/cancel', { hash })).statusCode).toBe(200);

  // A failed delivery's retry is made due at once.
  for (let round = 0; round < 40; round += 1) {
    await drainBoth({ untilSettled: false });
    const waiting = await t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    if (!waiting.length) break;
    await t.a.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(
        inArray(
          webhookDeliveries.id,
          waiting.map((d) => d.id),
        ),
      );
  }

  const ids = await t.a.db.select({ id: reservations.id, hash: reservations.hash }).from(reservations).where(inArray(reservations.hash, hashes));
  const idOf = new Map(ids.map((r) => [r.hash, r.id]));
  const queued = (await t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.venueId, venue))).filter((d) => {
    const id = (JSON.parse(d.body) as { data: { booking?: { id: number } } }).data.booking?.id;
    return id !== undefined && [...idOf.values()].includes(id);
  });
  // One event per state change: created, moved (changed), cancelled.
  expect(queued).toHaveLength(WEEK_BOOKINGS + moved.length + cancelled.length);
  expect(queued.filter((d) => d.status !== 'sent')).toEqual([]);
  const acknowledged = receiver.received.filter((_, n) => !failed.has(n + 1));
  expect(failed.size).toBeGreaterThan(0);
  // Every event acknowledged exactly once, each try of it signed and the same.
  expect(receiver.received.every((r) => r.event !== null)).toBe(true);
  expect(acknowledged.map((r) => r.id).sort()).toEqual(queued.map((d) => d.eventId).sort());
  expect(queued.reduce((sum, d) => sum + d.attempts, 0)).toBe(receiver.received.length);
  const byEvent = new Map<string, string>();
  for (const r of receiver.received) {
    const body = JSON.stringify(r.event);
    expect(byEvent.get(r.id) ?? body).toBe(body);
    byEvent.set(r.id, body);
  }
  const typesOf = (hash: string) =>
    acknowledged
      .filter((r) => r.event!.data.booking.id === idOf.get(hash))
      .map((r) => r.event!.type)
      .sort();
  expect(typesOf(moved.find((h) => cancelled.includes(h))!)).toEqual(['booking.cancelled', 'booking.changed', 'booking.created']);
  expect(typesOf(hashes[0]!)).toEqual(['booking.created']);
});

test(`a delivery leased by an instance that died before settling it: the other sends it once the lease runs out (${DB})`, async () => {
  const event = await queueOne();
  // What a dead instance leaves behind: the delivery taken for 1 s, counted as a try, never settled.
  const [taken] = await deliveryQueue(t.a.db).lease(1, 1);
  expect(taken!.eventId).toBe(event);
  expect(await t.b.app.webhooks.drain()).toBe(0);
  await untilDelivered(event);
  expect(receiver.received.map((r) => r.id)).toEqual([event]);
  expect(await deliveriesOf(event)).toMatchObject([{ status: 'sent', attempts: 2 }]);
});

(usingPostgres ? test : test.skip)(
  'an instance killed mid-delivery (its database gone, the receiver not yet answered): the other delivers the same event (PostgreSQL)',
  async () => {
    const event = await queueOne();
    // A third instance of its own, with its own pool on the shared database.
    const doomedHandle = await openDatabase({ databaseUrl: (t.a.handle as { url?: string }).url! });
    const doomed = new WebhookDispatcher(
      { db: doomedHandle.db, log: silentLog, env: ENV, publicOnly: false },
      { leaseSeconds: 1, timeoutMs: 120_000, pollMs: 3_600_000 },
    );
    receiver.answer = () => 'hang';
    const working = doomed.drain().catch(() => 0);
    await receiver.waitFor(1);
    // Killed: it can no longer renew its lease nor settle the delivery.
    await doomedHandle.close();
    receiver.answer = () => 200;
    await untilDelivered(event);
    expect(receiver.received.map((r) => r.id)).toEqual([event, event]);
    expect(receiver.received[1]!.event).toEqual(receiver.received[0]!.event);
    expect(await deliveriesOf(event)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    receiver.releaseHung(200);
    await working;
    await doomed.stop();
  },
);

/** One event queued for the receiver, as a change's transaction queues it; its id. */
async function queueOne(): Promise<string> {
  await t.a.db.transaction((tx) => emitEvent(tx, venue, 'booking.changed', NOW, () => ({ venue: 'cantina-aurora', booking: { id: 0 } })));
  const [row] = await t.a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
  return row!.eventId;
}

/** Instance b's sender, again until the delivery is sent (its lease ends on the database's clock). */
async function untilDelivered(event: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await t.b.app.webhooks.drain();
    if ((await deliveriesOf(event))[0]?.status === 'sent') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('not delivered');
}
