/**
 * Bookings of one day that queue for its lock are committed together (booking-batch.ts): one
 * transaction per batch, their reservations inserted in one statement on PostgreSQL, or each
 * booking in its own savepoint (batch-bookings.ts). While the test holds an instance's
 * in-process gate for the day, the bookings sent to it wait in its line in the order sent;
 * released, they run as one batch. A booking refused in the middle of a batch (a reused
 * Idempotency-Key, a party too large for the places left) writes nothing and gets its own
 * answer, the others are written as a booking alone writes them (the reservation, its e-mail in
 * the outbox, its stored answer), and two instances' batches for the last places book exactly
 * the covers. Real contention on PostgreSQL (TEST_DATABASE_URL); on PGlite the same logic.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { emailOutbox, experiences, idempotencyKeys, openingShifts, reservations } from '../../src/db/schema';
import { BATCH_LIMIT } from '../../src/modules/reservations/booking-batch';
import { GUEST, holdDay as holdVenueDay } from '../support/booking';
import { startFakeStripe } from '../support/fake-stripe';
import { solvedBotCheck } from '../support/bot-check';
import { venueId } from '../support/fixtures';
import { callApi } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const COVERS = 6;
const BOOKED = ['confirmed', 'pending', 'held'] as const;

let t: TwoInstances;
let venue: number;

beforeAll(async () => {
  // A lock wait long enough never to end in BUSY here: every answer is booked or refused. More
  // bookings of a day admitted at once than a batch takes (booking-admission.ts), so that a test
  // can fill a batch's line and more.
  t = await createTwoInstances({ rateLimitMax: 100_000, bookingLockTimeoutMs: 120_000, bookingAdmissionPerDay: 2 * BATCH_LIMIT });
  venue = await venueId(t.a.db, 'cantina-aurora');
  // Thursdays' lunch (12:00-14:30) seats COVERS.
  await t.a.db
    .update(openingShifts)
    .set({ capacity: COVERS })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
}, 120_000);
afterAll(() => t?.close());

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Bookings waiting in this instance's lines (the venue_booking_waiting gauge). */
async function waiting(app: FastifyInstance): Promise<number> {
  const metric = await app.metrics.registry.getSingleMetric('venue_booking_waiting')!.get();
  return metric.values[0]?.value ?? 0;
}

/** Batches this instance ran, by how their bookings ran (batch-bookings.ts: venue_booking_batches_total). */
async function batchesRan(app: FastifyInstance): Promise<Record<string, number>> {
  const metric = await app.metrics.registry.getSingleMetric('venue_booking_batches_total')!.get();
  return Object.fromEntries(metric.values.map((v) => [String(v.labels.way), v.value]));
}

/** What batchesRan counted since `before`, ways that did not change left out. */
async function batchesSince(app: FastifyInstance, before: Record<string, number>): Promise<Record<string, number>> {
  const now = await batchesRan(app);
  return Object.fromEntries(Object.entries(now).flatMap(([way, n]) => (n > (before[way] ?? 0) ? [[way, n - (before[way] ?? 0)]] : [])));
}

/** Holds the instance's in-process gate of the day (support/booking.ts): its bookings wait in line. */
const holdDay = (app: FastifyInstance, date: string) => holdVenueDay(app, venue, date);

interface Guest {
  email: string;
  pax: number;
  key: string;
}

async function submit(app: FastifyInstance, date: string, guest: Guest, time = '13:00', altcha?: string): Promise<LightMyRequestResponse> {
  const form = { ...GUEST, date, time, pax: guest.pax, email: guest.email, altcha: altcha ?? (await solvedBotCheck(app)) };
  return callApi(app, '/reservation/submit', { form, headers: { 'idempotency-key': guest.key } });
}

/** Sends each guest's booking once the previous one waits in the instance's line: the batch runs them in this order. */
async function queueInOrder(app: FastifyInstance, date: string, guests: Guest[]): Promise<Array<Promise<LightMyRequestResponse>>> {
  const answers: Array<Promise<LightMyRequestResponse>> = [];
  for (const guest of guests) {
    const before = await waiting(app);
    answers.push(submit(app, date, guest));
    await until(async () => (await waiting(app)) > before);
  }
  return answers;
}

const bookingsOn = (date: string) =>
  t.a.db
    .select({ email: reservations.email, pax: reservations.pax, createdAt: reservations.createdAt })
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.date, date), inArray(reservations.status, [...BOOKED])));

test(`a batch of one day's bookings: refusals in its middle write nothing and get their own answers, the others are booked in one transaction (${DB})`, async () => {
  const date = '2026-06-11'; // a Thursday
  const release = holdDay(t.a.app, date);
  const one = { email: 'batch-one@example.com', pax: 2, key: 'batch-one-key-1' };
  const two = { email: 'batch-two@example.com', pax: 2, key: 'batch-shared-key' };
  // The key of `two` with another booking: refused, whatever the seats.
  const reused = { email: 'batch-three@example.com', pax: 2, key: 'batch-shared-key' };
  const tooLarge = { email: 'batch-four@example.com', pax: 3, key: 'batch-four-key-1' };
  const five = { email: 'batch-five@example.com', pax: 2, key: 'batch-five-key-1' };
  const late = { email: 'batch-six@example.com', pax: 1, key: 'batch-six-key-1' };
  // `two` sent again with its key (a retry while the first is queued): the same answer.
  const pending = await queueInOrder(t.a.app, date, [one, two, reused, two, tooLarge, five, late]);
  expect(await waiting(t.a.app)).toBe(7);
  release();
  const [aOne, aTwo, aReused, aTwoAgain, aTooLarge, aFive, aLate] = await Promise.all(pending);

  for (const booked of [aOne, aTwo, aFive]) {
    expect(booked!.statusCode).toBe(200);
    expect(booked!.json().data.outcome).toBe('confirmed');
  }
  expect(aReused!.statusCode).toBe(409);
  expect(aReused!.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(aTwoAgain!.statusCode).toBe(200);
  expect(aTwoAgain!.headers['idempotent-replayed']).toBe('true');
  expect(aTwoAgain!.json()).toEqual(aTwo!.json());
  // 4 of 6 covers taken when the party of 3 came: sold out for it, not for the party of 2 after it.
  expect(aTooLarge!.statusCode).toBe(409);
  expect(aTooLarge!.json().error.code).toBe('SOLD_OUT');
  expect(aLate!.statusCode).toBe(409);
  expect(aLate!.json().error.code).toBe('SOLD_OUT');

  const rows = await bookingsOn(date);
  expect(rows.map((r) => r.email).sort()).toEqual([one.email, two.email, five.email].sort());
  expect(rows.reduce((sum, r) => sum + r.pax, 0)).toBe(COVERS);
  // One transaction wrote them all (now() is the transaction's start): the refusals between them rolled back only their own writes.
  expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
  // Each booking's e-mail is in the outbox once, and nothing of a refused one.
  const mails = await t.a.db
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.to,
        [one, two, reused, tooLarge, five, late].map((g) => g.email),
      ),
    );
  expect(mails.map((m) => m.to).sort()).toEqual([one.email, two.email, five.email].sort());
  // The shared key keeps the answer of the booking it made.
  const [stored] = await t.a.db
    .select({ body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.venueId, venue), eq(idempotencyKeys.key, two.key)));
  expect(stored!.body).toEqual(aTwo!.json());

  // Retries after the commit answer the same, on either instance.
  for (const [guest, first] of [
    [one, aOne],
    [two, aTwo],
    [five, aFive],
  ] as const) {
    const again = await submit(t.b.app, date, guest);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first!.json());
  }
}, 120_000);

test(`a batch measures seats and each guest's bookings with the batch's own bookings counted: the caps per guest and the covers hold inside one batch (${DB})`, async () => {
  // The batch reads the day once and adds the bookings it made (db/shared-reads.ts): a guest's
  // third booking of the day and a party larger than the places left are refused in the batch
  // that booked the others.
  const date = '2026-07-02'; // a Thursday
  const batchesBefore = await batchesRan(t.a.app);
  const release = holdDay(t.a.app, date);
  const guest = (name: string, pax: number, time: string) => ({ guest: { email: `ledger-${name}@example.com`, pax, key: `ledger-key-${name}-${time}` }, time });
  const order = [
    guest('mario', 2, '13:00'),
    guest('mario', 2, '20:00'),
    guest('mario', 2, '20:30'), // his third live booking of the day
    guest('anna', 2, '13:00'), // 4 of 6 lunch covers
    guest('luca', 3, '13:30'), // 3 > the 2 covers left
    guest('sara', 2, '12:30'), // the last 2
  ];
  const pending: Array<Promise<LightMyRequestResponse>> = [];
  for (const { guest: g, time } of order) {
    const before = await waiting(t.a.app);
    pending.push(submit(t.a.app, date, g, time));
    await until(async () => (await waiting(t.a.app)) > before);
  }
  release();
  const answers = await Promise.all(pending);
  expect(answers.map((a) => (a.statusCode === 200 ? a.json().data.outcome : a.json().error.code))).toEqual([
    'confirmed',
    'confirmed',
    'BOOKING_LIMIT_EMAIL',
    'confirmed',
    'SOLD_OUT',
    'confirmed',
  ]);
  const rows = await bookingsOn(date);
  expect(rows.map((r) => r.email).sort()).toEqual(['ledger-anna@example.com', 'ledger-mario@example.com', 'ledger-mario@example.com', 'ledger-sara@example.com']);
  // One transaction: the batch's bookings were all made in it. On PostgreSQL its reservations
  // were inserted together, in one statement: the refusals in its middle wrote nothing to undo.
  expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
  expect(await batchesSince(t.a.app, batchesBefore)).toEqual(usingPostgres ? { together: 1 } : { one_by_one: 1 });
}, 120_000);

test(`a retry in the same batch as its first, once the first took the last covers: the first's answer replayed, not "sold out" (${DB})`, async () => {
  // The first's stored answer is written with the batch's others before the commit
  // (db/batch-rows.ts); the retry, refused by the seats in its turn, finds it meanwhile.
  const date = '2026-07-09'; // a Thursday
  const release = holdDay(t.a.app, date);
  const whole = { email: 'batch-whole@example.com', pax: COVERS, key: 'batch-whole-key' };
  const altcha = await solvedBotCheck(t.a.app);
  const pending: Array<Promise<LightMyRequestResponse>> = [];
  for (let i = 0; i < 2; i++) {
    const before = await waiting(t.a.app);
    pending.push(submit(t.a.app, date, whole, '13:00', altcha));
    await until(async () => (await waiting(t.a.app)) > before);
  }
  release();
  const [first, retry] = await Promise.all(pending);
  expect(first!.json().data.outcome).toBe('confirmed');
  expect(retry!.statusCode).toBe(200);
  expect(retry!.headers['idempotent-replayed']).toBe('true');
  expect(retry!.json()).toEqual(first!.json());
  expect((await bookingsOn(date)).map((r) => r.email)).toEqual([whole.email]);
}, 120_000);

test(`one bot-check solution sent with four bookings at once, two in each instance's batch: spent once, the other three refused, nothing of them written, and it stays spent for any call (${DB})`, async () => {
  // A batch claims its bookings' nonces under their locks and writes the used ones before its
  // commit (bot-check/used-challenges.ts): a twin in the same batch and a batch of the other
  // instance meet that claim, and a call outside any batch meets the row written.
  const date = '2026-07-16'; // a Thursday
  const altcha = await solvedBotCheck(t.a.app);
  const apps = [t.a.app, t.b.app];
  const releases = apps.map((app) => holdDay(app, date));
  const guests = Array.from({ length: 4 }, (_, i) => ({ email: `one-solution-${i}@example.com`, pax: 1, key: `one-solution-key-${i}` }));
  const pending: Array<Promise<LightMyRequestResponse>> = [];
  for (const [i, guest] of guests.entries()) {
    const app = apps[i % 2]!;
    const before = await waiting(app);
    pending.push(submit(app, date, guest, '13:00', altcha));
    await until(async () => (await waiting(app)) > before);
  }
  for (const release of releases) release();
  const answers = await Promise.all(pending);

  const outcomes = answers.map((a) => (a.statusCode === 200 ? a.json().data.outcome : a.json().error.code));
  expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
  expect(outcomes.filter((o) => o !== 'confirmed')).toEqual(['BOT_CHECK_FAILED', 'BOT_CHECK_FAILED', 'BOT_CHECK_FAILED']);
  const booked = guests.filter((_, i) => answers[i]!.statusCode === 200).map((g) => g.email);
  expect((await bookingsOn(date)).map((r) => r.email)).toEqual(booked);
  // It stays spent, on either instance.
  for (const app of apps) await expect(app.botCheck.verify(altcha)).rejects.toMatchObject({ statusCode: 403, code: 'BOT_CHECK_FAILED' });
}, 120_000);

test(`guests still in the line when a batch fills the time are refused as it commits; one for another shift of the day stays and is booked by the next batch (${DB})`, async () => {
  const date = '2026-07-23'; // a Thursday
  const release = holdDay(t.a.app, date);
  const whole = { email: 'behind-whole@example.com', pax: COVERS, key: 'behind-whole-key' };
  // The batch takes BATCH_LIMIT bookings: these fill it, and the lunch.
  const inBatch = Array.from({ length: BATCH_LIMIT - 1 }, (_, i) => ({ email: `behind-in-${i}@example.com`, pax: 1, key: `behind-in-key-${i}` }));
  const behind = [0, 1].map((i) => ({ email: `behind-out-${i}@example.com`, pax: 1, key: `behind-out-key-${i}` }));
  const dinner = { email: 'behind-dinner@example.com', pax: 2, key: 'behind-dinner-key' };
  const pending = await queueInOrder(t.a.app, date, [whole, ...inBatch, ...behind]);
  const before = await waiting(t.a.app);
  const dinnerAnswer = submit(t.a.app, date, dinner, '20:00');
  await until(async () => (await waiting(t.a.app)) > before);
  release();
  const answers = await Promise.all(pending);

  expect(answers[0]!.json().data.outcome).toBe('confirmed');
  const codes = answers.slice(1).map((a) => `${a.statusCode} ${a.json().error?.code}`);
  expect(new Set(codes)).toEqual(new Set(['409 SOLD_OUT']));
  expect((await dinnerAnswer).json().data.outcome).toBe('confirmed');
  expect((await bookingsOn(date)).map((r) => r.email).sort()).toEqual([dinner.email, whole.email].sort());
}, 120_000);

test(`a batch that fails at its commit tells no guest "sold out" from its own bookings: the ones it refused after its first booking get its error, and book once the fault is gone (${DB})`, async () => {
  const date = '2026-07-30'; // a Thursday
  const whole = { email: 'batch-poison@example.com', pax: COVERS, key: 'batch-poison-key' };
  const others = [0, 1, 2].map((i) => ({ email: `after-poison-${i}@example.com`, pax: 1, key: `after-poison-key-${i}` }));
  // A fault of the database's own at the batch's end: the stored answer of the first booking is refused.
  await t.a.db.execute(
    sql.raw(
      `create function test_refuse_poison() returns trigger language plpgsql as $$ begin if new.key = '${whole.key}' then raise exception 'test: refused'; end if; return new; end $$`,
    ),
  );
  await t.a.db.execute(sql.raw('create trigger test_refuse_poison before insert on idempotency_keys for each row execute function test_refuse_poison()'));
  try {
    const release = holdDay(t.a.app, date);
    const pending = await queueInOrder(t.a.app, date, [whole, ...others]);
    release();
    const answers = await Promise.all(pending);
    // The first took every cover, then the batch failed: nobody holds a booking, nobody was told the lunch is full.
    for (const answer of answers) expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(await bookingsOn(date)).toEqual([]);
  } finally {
    await t.a.db.execute(sql.raw('drop trigger test_refuse_poison on idempotency_keys'));
    await t.a.db.execute(sql.raw('drop function test_refuse_poison()'));
  }
  for (const guest of others) expect((await submit(t.a.app, date, guest)).json().data.outcome).toBe('confirmed');
}, 120_000);

test(`a batch of holds for an experience with a stock counts the holds it made: the stock is never passed inside one batch (${DB})`, async () => {
  const stripe = await startFakeStripe();
  const pair = await createTwoInstances({ rateLimitMax: 100_000, bookingLockTimeoutMs: 120_000, payments: stripe.paymentsConfig() });
  try {
    const date = '2026-06-20'; // a Saturday: the harvest morning, paid in advance (held first)
    const [harvest] = await pair.a.db.select().from(experiences).where(eq(experiences.hash, 'aurora-vendemmia'));
    // 4 guests left of its stock, whatever the demo booked on it.
    const [{ booked }] = (await pair.a.db
      .select({ booked: sql<number>`coalesce(sum(${reservations.pax}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.experienceId, harvest!.id), inArray(reservations.status, ['pending', 'confirmed', 'no_show', 'held', 'offered'])))) as [
      { booked: number },
    ];
    await pair.a.db
      .update(experiences)
      .set({ stock: booked + 4, soldoutEnabled: true })
      .where(eq(experiences.id, harvest!.id));
    const release = holdDay(pair.a.app, date);
    const hold = async (email: string) => {
      const form = {
        ...GUEST,
        date,
        time: '09:00',
        pax: 2,
        experience: harvest!.id,
        cancellationPolicy: '1',
        extraAnswers: JSON.stringify({ breakfast: 'classic' }),
        email,
        altcha: await solvedBotCheck(pair.a.app),
      };
      return callApi(pair.a.app, '/reservation/hold', { form });
    };
    const pending: Array<Promise<LightMyRequestResponse>> = [];
    for (const email of ['stock-a@example.com', 'stock-b@example.com', 'stock-c@example.com']) {
      const before = await waiting(pair.a.app);
      pending.push(hold(email));
      await until(async () => (await waiting(pair.a.app)) > before);
    }
    release();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 409]);
    expect(answers[2]!.json().error.code).toBe('SOLD_OUT');
    const held = await pair.a.db
      .select({ email: reservations.email })
      .from(reservations)
      .where(and(eq(reservations.experienceId, harvest!.id), eq(reservations.status, 'held')));
    expect(held.map((r) => r.email).sort()).toEqual(['stock-a@example.com', 'stock-b@example.com']);
  } finally {
    await pair.close();
    await stripe.close();
  }
}, 120_000);

test(`the last places booked from two instances' batches at once: exactly the covers, every answer definite, retries answer the same (${DB})`, async () => {
  const date = '2026-06-18'; // a Thursday
  const perInstance = 12;
  const apps = [t.a.app, t.b.app];
  const releases = apps.map((app) => holdDay(app, date));
  const guests = Array.from({ length: perInstance * 2 }, (_, i) => ({ email: `last-${i}@example.com`, pax: 1, key: `last-places-key-${i}` }));
  const pending = guests.map((guest, i) => submit(apps[i % 2]!, date, guest));
  await until(async () => (await waiting(t.a.app)) === perInstance && (await waiting(t.b.app)) === perInstance);
  // Both lines run at once; on PostgreSQL their batches meet at the day's lock.
  for (const release of releases) release();
  const answers = await Promise.all(pending);

  const booked = guests.filter((_, i) => answers[i]!.statusCode === 200);
  expect(booked).toHaveLength(COVERS);
  for (const [i, answer] of answers.entries()) {
    if (answer.statusCode === 200) {
      expect(answer.json().data.outcome).toBe('confirmed');
    } else {
      expect({ guest: i, status: answer.statusCode, code: answer.json().error.code }).toEqual({ guest: i, status: 409, code: 'SOLD_OUT' });
    }
  }
  const rows = await bookingsOn(date);
  expect(rows.map((r) => r.email).sort()).toEqual(booked.map((g) => g.email).sort());
  expect(rows.reduce((sum, r) => sum + r.pax, 0)).toBe(COVERS);

  // Each key answers again what it answered, through the other instance.
  for (const [i, guest] of guests.entries()) {
    const again = await submit(apps[(i + 1) % 2]!, date, guest);
    expect({ guest: i, status: again.statusCode, body: again.json() }).toEqual({ guest: i, status: answers[i]!.statusCode, body: answers[i]!.json() });
  }
  expect(await bookingsOn(date)).toHaveLength(COVERS);
}, 120_000);

test(`a booking the database refuses in the middle of a batch rolls back only its own writes; the others are booked (${DB})`, async () => {
  const date = '2026-06-25'; // a Thursday
  const broken = { email: 'batch-broken@example.com', pax: 1, key: 'batch-broken-key' };
  const altcha = await solvedBotCheck(t.a.app);
  // A fault of the database's own for one guest's row, after the booking spent its bot check.
  await t.a.db.execute(sql.raw(`alter table reservations add constraint test_refuses_broken check (email <> '${broken.email}')`));
  try {
    const batchesBefore = await batchesRan(t.a.app);
    const release = holdDay(t.a.app, date);
    const first = { email: 'batch-before@example.com', pax: 1, key: 'batch-before-key' };
    const last = { email: 'batch-after@example.com', pax: 1, key: 'batch-after-key' };
    const before = await waiting(t.a.app);
    const pending = [submit(t.a.app, date, first)];
    await until(async () => (await waiting(t.a.app)) === before + 1);
    pending.push(submit(t.a.app, date, broken, '13:00', altcha));
    await until(async () => (await waiting(t.a.app)) === before + 2);
    pending.push(submit(t.a.app, date, last));
    await until(async () => (await waiting(t.a.app)) === before + 3);
    release();
    const [aFirst, aBroken, aLast] = await Promise.all(pending);

    expect(aBroken!.statusCode).toBe(500);
    for (const booked of [aFirst, aLast]) expect(booked!.json().data.outcome).toBe('confirmed');
    const rows = await bookingsOn(date);
    expect(rows.map((r) => r.email).sort()).toEqual([first.email, last.email].sort());
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
    expect(await t.a.db.select().from(emailOutbox).where(eq(emailOutbox.to, broken.email))).toEqual([]);
    // On PostgreSQL the batch first inserted its reservations together; the row refused failed
    // that statement, and the batch ran again, each booking in its own savepoint.
    expect(await batchesSince(t.a.app, batchesBefore)).toEqual(usingPostgres ? { again: 1 } : { one_by_one: 1 });
  } finally {
    await t.a.db.execute(sql.raw('alter table reservations drop constraint test_refuses_broken'));
  }
  // Its bot check was not spent and its key holds no answer: the same call books now.
  const again = await submit(t.a.app, date, broken, '13:00', altcha);
  expect(again.statusCode).toBe(200);
  expect(again.json().data.outcome).toBe('confirmed');
}, 120_000);
