/**
 * Idempotency-Key on the creating calls: the same key answers the same answer, also when the
 * twins arrive at once on two instances; the same key with another request answers 409
 * IDEMPOTENCY_KEY_REUSED and writes nothing. Real concurrency on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { giftcardOrders, idempotencyKeys, openingShifts, promoClaims, reservations } from '../../src/db/schema';
import { GUEST, book, call } from '../support/booking';
import { startFakeStripe } from '../support/fake-stripe';
import { checkoutForm, productId } from '../support/giftcard';
import { solvedBotCheck } from '../support/bot-check';
import { callApi } from '../support/test-app';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { usingPostgres } from '../support/test-db';
import { venueId } from '../support/fixtures';
import { whileLockIsHeld } from '../support/advisory-locks';
import { lockName } from '../../src/modules/idempotency/idempotency';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
let t: TwoInstances;
beforeAll(async () => {
  t = await createTwoInstances({ rateLimitMax: 100_000, claimRateLimitMax: 100_000 });
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });

function submit(app: TwoInstances['a']['app'], form: Record<string, string | number>, key?: string) {
  return callApi(app, '/reservation/submit', { form: { ...GUEST, ...form }, headers: key ? keyed(key) : {} });
}

async function bookingsOf(email: string) {
  return t.a.db.select().from(reservations).where(eq(reservations.email, email));
}

test(`the same submit sent 6 times at once over two instances with one key books once, every answer the same (${DB})`, async () => {
  const altcha = await solvedBotCheck(t.a.app);
  const form = { date: '2026-06-18', time: '20:00', pax: 2, email: 'twins@example.com', altcha };
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(i % 2 ? t.b.app : t.a.app, form, 'twin-key-0001')));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const hashes = new Set(answers.map((r) => r.json().data.reservation.hash));
  expect(hashes.size).toBe(1);
  expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
  expect(await bookingsOf('twins@example.com')).toHaveLength(1);
});

test(`without a key the same submit twice books twice (the key is what makes it once) (${DB})`, async () => {
  const form = { date: '2026-06-18', time: '20:00', pax: 2, email: 'nokey@example.com' };
  for (let i = 0; i < 2; i += 1) expect((await book(t.a.app, 'submit', form)).statusCode).toBe(200);
  expect(await bookingsOf('nokey@example.com')).toHaveLength(2);
});

test(`a retry with the key answers the stored answer on the other instance, even with a new bot check (${DB})`, async () => {
  const first = await submit(t.a.app, { date: '2026-06-11', time: '20:00', pax: 3, email: 'retry@example.com', altcha: await solvedBotCheck(t.a.app) }, 'retry-key-0001');
  expect(first.statusCode).toBe(200);
  const again = await submit(t.b.app, { date: '2026-06-11', time: '20:00', pax: 3, email: 'retry@example.com', altcha: await solvedBotCheck(t.b.app) }, 'retry-key-0001');
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect(await bookingsOf('retry@example.com')).toHaveLength(1);
});

(usingPostgres ? test : test.skip)(
  'a booking whose key another session is answering waits for that session, then replays its answer: the key is looked up once its lock is held (PostgreSQL)',
  async () => {
    const form = { date: '2026-06-11', time: '20:30', pax: 2, email: 'held-key@example.com' };
    const first = await submit(t.a.app, { ...form, altcha: await solvedBotCheck(t.a.app) }, 'held-key-0001');
    expect(first.statusCode).toBe(200);
    // Its stored answer taken out, then written again by a session that holds the key's lock and
    // has not committed yet: a twin on another instance, in the middle of its transaction.
    const venue = await venueId(t.a.db, 'cantina-aurora');
    const where = and(eq(idempotencyKeys.venueId, venue), eq(idempotencyKeys.key, 'held-key-0001'));
    const [stored] = await t.a.db.delete(idempotencyKeys).where(where).returning();
    const url = (t.a.handle as { url?: string }).url!;
    await whileLockIsHeld(url, lockName({ venueId: venue, key: 'held-key-0001' }), async ({ holder, someoneWaits }) => {
      await holder.query('insert into idempotency_keys (venue_id, key, fingerprint, status_code, body) values ($1, $2, $3, $4, $5)', [
        venue,
        'held-key-0001',
        stored!.fingerprint,
        stored!.statusCode,
        JSON.stringify(stored!.body),
      ]);
      let answered = false;
      const again = submit(t.b.app, { ...form, altcha: await solvedBotCheck(t.b.app) }, 'held-key-0001').finally(() => (answered = true));
      while (!(await someoneWaits())) {
        expect(answered).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('commit');
      const replayed = await again;
      expect(replayed.statusCode).toBe(200);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(first.json());
      expect(await bookingsOf('held-key@example.com')).toHaveLength(1);
    });
  },
);

test(`the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED and writes nothing (${DB})`, async () => {
  const first = await submit(t.a.app, { date: '2026-06-20', time: '20:00', pax: 2, email: 'reuse@example.com', altcha: await solvedBotCheck(t.a.app) }, 'reuse-key-0001');
  expect(first.statusCode).toBe(200);
  const other = await submit(t.b.app, { date: '2026-06-20', time: '20:00', pax: 4, email: 'reuse@example.com', altcha: await solvedBotCheck(t.b.app) }, 'reuse-key-0001');
  expect(other.statusCode).toBe(409);
  expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  const rows = await bookingsOf('reuse@example.com');
  expect(rows.map((r) => r.pax)).toEqual([2]);
});

test(`one key for two different submits at once on one instance (one batch): one booked, the other 409 IDEMPOTENCY_KEY_REUSED and nothing of it written (${DB})`, async () => {
  // Both wait in one line and run in one batch, which claims its keys up front (idempotency.ts
  // claimKeys): the second claim of the key reads the first one's answer.
  // Two guests (no cap per guest in the way), one key.
  const forms = ['20:00', '20:30'].map((time, i) => ({ date: '2026-06-25', time, pax: 2, email: `same-key-batch-${i}@example.com` }));
  const altchas = [await solvedBotCheck(t.a.app), await solvedBotCheck(t.a.app)];
  const answers = await Promise.all(forms.map((form, i) => submit(t.a.app, { ...form, altcha: altchas[i]! }, 'batch-key-0001')));
  const winner = expectOneAnsweredOneReused(answers);
  const booked = [...(await bookingsOf(forms[0]!.email)), ...(await bookingsOf(forms[1]!.email))];
  expect(booked.map((r) => r.email)).toEqual([forms[winner]!.email]);
  // A retry of either is answered as before: the booking replayed, the other refused again.
  expect((await submit(t.a.app, forms[winner]!, 'batch-key-0001')).headers['idempotent-replayed']).toBe('true');
  expect((await submit(t.a.app, forms[1 - winner]!, 'batch-key-0001')).statusCode).toBe(409);
});

test(`a retry with the key once the time is full, or with a bad bot check, still answers the booking it made (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const lunch = and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo'));
  const [shift] = await t.a.db.select({ capacity: openingShifts.capacity }).from(openingShifts).where(lunch);
  try {
    const form = { date: '2026-06-04', time: '13:00', pax: 2, email: 'filled@example.com' };
    const first = await submit(t.a.app, { ...form, altcha: await solvedBotCheck(t.a.app) }, 'filled-key-0001');
    expect(first.json().data.outcome).toBe('confirmed');
    // The lunch is full now: this guest's covers are all it seats.
    await t.a.db.update(openingShifts).set({ capacity: 2 }).where(lunch);
    const refused = await submit(t.b.app, { ...form, email: 'other@example.com', altcha: await solvedBotCheck(t.b.app) }, 'filled-key-0002');
    expect(refused.json().error.code).toBe('SOLD_OUT');
    for (const altcha of [await solvedBotCheck(t.b.app), 'nope']) {
      const again = await submit(t.b.app, { ...form, altcha }, 'filled-key-0001');
      expect({ status: again.statusCode, replayed: again.headers['idempotent-replayed'] }).toEqual({ status: 200, replayed: 'true' });
      expect(again.json()).toEqual(first.json());
    }
    const changed = await submit(t.b.app, { ...form, pax: 3, altcha: 'nope' }, 'filled-key-0001');
    expect(changed.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await bookingsOf('filled@example.com')).toHaveLength(1);
  } finally {
    await t.a.db.update(openingShifts).set({ capacity: shift!.capacity }).where(lunch);
  }
});

/** Thursday lunches with room for `capacity` covers while `run` runs. */
async function withThursdayLunch(capacity: number, run: () => Promise<void>) {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const lunch = and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo'));
  const [shift] = await t.a.db.select({ capacity: openingShifts.capacity }).from(openingShifts).where(lunch);
  await t.a.db.update(openingShifts).set({ capacity }).where(lunch);
  try {
    await run();
  } finally {
    await t.a.db.update(openingShifts).set({ capacity: shift!.capacity }).where(lunch);
  }
}

test(`refusals answered at once read their keys together, and each still gets its own answer: replayed, sold out or reused (${DB})`, async () => {
  await withThursdayLunch(4, async () => {
    const form = (email: string) => ({ date: '2026-06-25', time: '13:00', pax: 2, email });
    const booked: LightMyRequestResponse[] = [];
    for (const n of [1, 2]) booked.push(await submit(t.a.app, { ...form(`kept${n}@example.com`), altcha: await solvedBotCheck(t.a.app) }, `kept-key-000${n}`));
    expect(booked.map((r) => r.json().data.outcome)).toEqual(['confirmed', 'confirmed']);
    // The lunch is full. Retries of both bookings, new guests and a reused key, all at once on both instances.
    const calls = [
      ...[1, 2, 1, 2].map((n) => ({ want: `replay ${n}`, form: form(`kept${n}@example.com`), key: `kept-key-000${n}` })),
      ...Array.from({ length: 6 }, (_, i) => ({ want: 'SOLD_OUT', form: form(`late${i}@example.com`), key: `late-key-000${i}` })),
      { want: 'IDEMPOTENCY_KEY_REUSED', form: { ...form('kept1@example.com'), pax: 1 }, key: 'kept-key-0001' },
    ];
    const answers = await Promise.all(calls.map(async (c, i) => submit(i % 2 ? t.b.app : t.a.app, { ...c.form, altcha: await solvedBotCheck(t.a.app) }, c.key)));
    const got = answers.map((r) =>
      r.statusCode === 200 ? `replay ${r.json().data.reservation.hash === booked[0]!.json().data.reservation.hash ? 1 : 2}` : r.json().error.code,
    );
    expect(got).toEqual(calls.map((c) => c.want));
    expect(answers.filter((r) => r.statusCode === 200).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    const rows = await t.a.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.date, '2026-06-25'), eq(reservations.time, '13:00')));
    expect(rows.map((r) => r.email).sort()).toEqual(['kept1@example.com', 'kept2@example.com']);
  });
});

test(`a rush with twins for the last covers: two booked, each twin answered as its first, every other guest sold out (${DB})`, async () => {
  await withThursdayLunch(4, async () => {
    const guests = Array.from({ length: 8 }, (_, i) => ({ email: `twin-rush${i}@example.com`, key: `twin-rush-key-${i}` }));
    // Each guest sends twice with one key, once to each instance.
    const sent = guests.flatMap((g) => [g, g]);
    const answers = await Promise.all(
      sent.map(async (g, i) =>
        submit(i % 2 ? t.b.app : t.a.app, { date: '2026-07-02', time: '13:00', pax: 2, email: g.email, altcha: await solvedBotCheck(t.a.app) }, g.key),
      ),
    );
    const outcome = (r: LightMyRequestResponse) => (r.statusCode === 200 ? `booked ${r.json().data.reservation.hash}` : r.json().error.code);
    for (let i = 0; i < sent.length; i += 2) expect(outcome(answers[i]!)).toBe(outcome(answers[i + 1]!));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(Array(12).fill('SOLD_OUT'));
    const rows = await t.a.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.date, '2026-07-02'), eq(reservations.time, '13:00')));
    expect(rows).toHaveLength(2);
  });
});

test(`an error answer stores nothing: the key may be sent again once the cause is gone (${DB})`, async () => {
  const altcha = await solvedBotCheck(t.a.app);
  const bad = await submit(t.a.app, { date: '2026-06-13', time: '20:00', pax: 2, email: 'late@example.com', altcha: 'nope' }, 'error-key-0001');
  expect(bad.statusCode).toBe(403);
  const good = await submit(t.a.app, { date: '2026-06-13', time: '20:00', pax: 2, email: 'late@example.com', altcha }, 'error-key-0001');
  expect(good.statusCode).toBe(200);
  expect(good.headers['idempotent-replayed']).toBeUndefined();
});

test(`a malformed key answers 400 INVALID_IDEMPOTENCY_KEY (${DB})`, async () => {
  const res = await submit(t.a.app, { date: '2026-06-13', time: '20:00', pax: 2, email: 'k@example.com' }, 'short');
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');
});

test(`edit and cancel with a key: replayed, and 409 for another request (${DB})`, async () => {
  const booked = await book(t.a.app, 'submit', { date: '2026-06-25', time: '20:00', pax: 2, email: 'change@example.com' });
  const hash = booked.json().data.reservation.hash as string;
  const edit = (app: TwoInstances['a']['app'], pax: number) =>
    callApi(app, '/reservation/edit', { form: { hash, date: '2026-06-25', time: '20:00', pax }, headers: keyed('edit-key-0001') });
  const [e1, e2] = await Promise.all([edit(t.a.app, 4), edit(t.b.app, 4)]);
  expect([e1.statusCode, e2.statusCode]).toEqual([200, 200]);
  expect(e1.json()).toEqual(e2.json());
  expect(e1.json().data.changed).toBe(true);
  const reused = await edit(t.b.app, 5);
  expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect((await bookingsOf('change@example.com'))[0]!.pax).toBe(4);

  const cancel = () => callApi(t.b.app, '/reservation/cancel', { form: { hash }, headers: keyed('cancel-key-0001') });
  const c1 = await cancel();
  const c2 = await cancel();
  expect(c1.statusCode).toBe(200);
  expect(c2.headers['idempotent-replayed']).toBe('true');
  expect(c2.json()).toEqual(c1.json());
});

test(`a promo claim sent twice at once with one key claims once (${DB})`, async () => {
  const list = (await call(t.a.app, '/promo/getpromolist', {})).json().data as Array<{ urlName: string }>;
  const urlName = list[0]!.urlName;
  const altcha = await solvedBotCheck(t.a.app);
  const form = { urlName, firstName: 'Anna', lastName: 'Bianchi', email: 'promo-twin@example.com', privacy: '1', language: 'it', altcha };
  const [c1, c2] = await Promise.all([t.a.app, t.b.app].map((app) => callApi(app, '/promo/claim', { form, headers: keyed('claim-key-0001') })));
  expect([c1!.statusCode, c2!.statusCode]).toEqual([200, 200]);
  const rows = await t.a.db.select().from(promoClaims).where(eq(promoClaims.email, 'promo-twin@example.com'));
  expect(rows).toHaveLength(1);
  const stored = await t.a.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, 'claim-key-0001')));
  expect(stored).toHaveLength(1);
});

async function tourId(): Promise<number> {
  const list = (await call(t.a.app, '/experience/getexperiencelist', {})).json().data.elenco as Array<{ id: number; hash: string }>;
  return list.find((e) => e.hash === 'aurora-tour-con-pranzo')!.id;
}

test(`a card-guarantee hold sent twice at once over two instances with one key holds once, the same card step; complete with a key is replayed (${DB})`, async () => {
  // Both instances talk to one (fake) Stripe, as in production: the provider is shared too.
  const stripe = await startFakeStripe();
  const pair = await createTwoInstances({ rateLimitMax: 100_000, payments: stripe.paymentsConfig() });
  try {
    const form = { ...GUEST, date: '2026-06-05', time: '13:00', pax: 2, experience: await tourId(), cancellationPolicy: '1', email: 'hold-twin@example.com' };
    const hold = async (app: TwoInstances['a']['app']) =>
      callApi(app, '/reservation/hold', { form: { ...form, altcha: await solvedBotCheck(app) }, headers: keyed('hold-key-0001') });
    const [h1, h2] = await Promise.all([hold(pair.a.app), hold(pair.b.app)]);
    expect([h1.statusCode, h2.statusCode]).toEqual([200, 200]);
    expect(h2.json().data.hash).toBe(h1.json().data.hash);
    expect(h2.json().data.clientSecret).toBe(h1.json().data.clientSecret);
    expect(h2.json().data.mode).toBe('setup');
    const held = await pair.a.db.select().from(reservations).where(eq(reservations.email, 'hold-twin@example.com'));
    expect(held).toHaveLength(1);
    // A retry later, on the other instance, still answers the same card step.
    const later = await hold(pair.a.app);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().data.clientSecret).toBe(h1.json().data.clientSecret);

    const { hash, clientSecret } = h1.json().data as { hash: string; clientSecret: string };
    stripe.confirmSetupIntent(clientSecret.split('_secret_')[0]!);
    const complete = (app: TwoInstances['a']['app'], h: string) => callApi(app, '/reservation/complete', { form: { hash: h }, headers: keyed('complete-key-0001') });
    const c1 = await complete(pair.b.app, hash);
    expect(c1.json().data.outcome).toBe('confirmed');
    const c2 = await complete(pair.a.app, hash);
    expect(c2.headers['idempotent-replayed']).toBe('true');
    expect(c2.json()).toEqual(c1.json());
    expect((await complete(pair.a.app, hash.slice(0, -1) + (hash.endsWith('a') ? 'b' : 'a'))).json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  } finally {
    await pair.close();
    await stripe.close();
  }
});

async function harvestId(): Promise<number> {
  const list = (await call(t.a.app, '/experience/getexperiencelist', {})).json().data.elenco as Array<{ id: number; hash: string }>;
  return list.find((e) => e.hash === 'aurora-vendemmia')!.id;
}

/** The same key sent at once for two different calls, one per instance: exactly one is answered. */
function expectOneAnsweredOneReused(answers: LightMyRequestResponse[]): number {
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  return answers.findIndex((r) => r.statusCode === 200);
}

test(`complete (the card saved) with one key for two holds at once over two instances: one completed, the other refused and still held (${DB})`, async () => {
  const stripe = await startFakeStripe();
  const pair = await createTwoInstances({ rateLimitMax: 100_000, payments: stripe.paymentsConfig() });
  try {
    const tour = await tourId();
    const holdWithCard = async (email: string, date: string) => {
      const form = { ...GUEST, date, time: '13:00', pax: 2, experience: tour, cancellationPolicy: '1', email, altcha: await solvedBotCheck(pair.a.app) };
      const { hash, clientSecret } = (await callApi(pair.a.app, '/reservation/hold', { form })).json().data as { hash: string; clientSecret: string };
      stripe.confirmSetupIntent(clientSecret.split('_secret_')[0]!);
      return hash;
    };
    const hashes = [await holdWithCard('complete-a@example.com', '2026-06-05'), await holdWithCard('complete-b@example.com', '2026-06-12')];
    const complete = (app: TwoInstances['a']['app'], hash: string, key: string) => callApi(app, '/reservation/complete', { form: { hash }, headers: keyed(key) });
    const winner = expectOneAnsweredOneReused(
      await Promise.all([complete(pair.a.app, hashes[0]!, 'complete-key-0002'), complete(pair.b.app, hashes[1]!, 'complete-key-0002')]),
    );
    const statusOf = async (hash: string) => (await pair.a.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!.status;
    expect(await statusOf(hashes[winner]!)).toBe('confirmed');
    expect(await statusOf(hashes[1 - winner]!)).toBe('held');
    // The refused one completes with its own key.
    expect((await complete(pair.b.app, hashes[1 - winner]!, 'complete-key-0003')).json().data.outcome).toBe('confirmed');
  } finally {
    await pair.close();
    await stripe.close();
  }
});

test(`complete (paid online) with one key for two paid holds at once: one booked, the other refused and still held; a keyed cancel replays its refund (${DB})`, async () => {
  const stripe = await startFakeStripe();
  const pair = await createTwoInstances({ rateLimitMax: 100_000, payments: stripe.paymentsConfig() });
  try {
    const harvest = await harvestId();
    const holdAndPay = async (email: string, date: string) => {
      const form = {
        ...GUEST,
        date,
        time: '09:00',
        pax: 2,
        experience: harvest,
        cancellationPolicy: '1',
        extraAnswers: JSON.stringify({ breakfast: 'classic' }),
        email,
        altcha: await solvedBotCheck(pair.a.app),
      };
      const { hash, clientSecret } = (await callApi(pair.a.app, '/reservation/hold', { form })).json().data as { hash: string; clientSecret: string };
      // Paid in the browser; the webhook is not delivered (complete asks the provider).
      stripe.confirmPaymentIntent(clientSecret.split('_secret_')[0]!);
      return hash;
    };
    const hashes = [await holdAndPay('paid-a@example.com', '2026-06-20'), await holdAndPay('paid-b@example.com', '2026-06-21')];
    const send = (app: TwoInstances['a']['app'], path: string, hash: string, key: string) => callApi(app, path, { form: { hash }, headers: keyed(key) });
    const answers = await Promise.all([
      send(pair.a.app, '/reservation/complete', hashes[0]!, 'paid-key-0001'),
      send(pair.b.app, '/reservation/complete', hashes[1]!, 'paid-key-0001'),
    ]);
    const winner = expectOneAnsweredOneReused(answers);
    const rowOf = async (hash: string) => (await pair.a.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;
    expect(await rowOf(hashes[winner]!)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await rowOf(hashes[1 - winner]!)).toMatchObject({ status: 'held', paymentStatus: 'awaiting' });
    expect((await send(pair.a.app, '/reservation/complete', hashes[winner]!, 'paid-key-0001')).json()).toEqual(answers[winner]!.json());

    // Cancelled with a key before the refund deadline: the answer says refunded, and so does its replay.
    const cancelled = await send(pair.b.app, '/reservation/cancel', hashes[winner]!, 'paid-cancel-0001');
    expect(cancelled.json().data.payment).toMatchObject({ status: 'refunded' });
    const again = await send(pair.a.app, '/reservation/cancel', hashes[winner]!, 'paid-cancel-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(cancelled.json());
  } finally {
    await pair.close();
    await stripe.close();
  }
});

test(`cancel with one key for two bookings at once over two instances: one cancelled, the other refused and untouched (${DB})`, async () => {
  const hashes: string[] = [];
  for (const [email, date] of [
    ['cancel-a@example.com', '2026-06-18'],
    ['cancel-b@example.com', '2026-06-25'],
  ] as const) {
    hashes.push((await book(t.a.app, 'submit', { date, time: '20:00', pax: 2, email })).json().data.reservation.hash);
  }
  const cancel = (app: TwoInstances['a']['app'], hash: string) => callApi(app, '/reservation/cancel', { form: { hash }, headers: keyed('cancel-key-0002') });
  const winner = expectOneAnsweredOneReused(await Promise.all([cancel(t.a.app, hashes[0]!), cancel(t.b.app, hashes[1]!)]));
  const statusOf = async (hash: string) => (await t.a.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!.status;
  expect(await statusOf(hashes[winner]!)).toBe('cancelled');
  expect(await statusOf(hashes[1 - winner]!)).toBe('confirmed');
});

test(`a refused hold stores neither a key nor a hold (${DB})`, async () => {
  const form = { ...GUEST, date: '2026-06-05', time: '13:00', pax: 30, experience: await tourId(), cancellationPolicy: '1', email: 'hold-full@example.com' };
  const refused = await callApi(t.a.app, '/reservation/hold', { form: { ...form, altcha: await solvedBotCheck(t.a.app) }, headers: keyed('hold-key-0002') });
  expect(refused.statusCode).toBe(409);
  expect(await bookingsOf('hold-full@example.com')).toHaveLength(0);
  const stored = await t.a.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'hold-key-0002'));
  expect(stored).toHaveLength(0);
});

test(`a large-party request sent twice at once with one key is one pending booking (${DB})`, async () => {
  const form = { ...GUEST, date: '2026-06-02', time: '13:00', pax: 20, email: 'big-twin@example.com' };
  const send = async (app: TwoInstances['a']['app']) =>
    callApi(app, '/reservation/request', { form: { ...form, altcha: await solvedBotCheck(app) }, headers: keyed('request-key-0001') });
  const [r1, r2] = await Promise.all([send(t.a.app), send(t.b.app)]);
  expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
  expect(r2.json()).toEqual(r1.json());
  expect(await bookingsOf('big-twin@example.com')).toHaveLength(1);
});

test(`a gift card checkout with one key: once over two instances at once, 409 with another body, no order number spent (${DB})`, async () => {
  const product = await productId(t.a.db, 'cantina-aurora', 'Buono regalo');
  const form = checkoutForm({ productId: product, email: 'order-twin@example.com', altcha: await solvedBotCheck(t.a.app) });
  const send = (app: TwoInstances['a']['app'], body = form) => callApi(app, '/giftcard/checkout', { form: body, headers: keyed('checkout-key-0001') });
  const [o1, o2] = await Promise.all([send(t.a.app), send(t.b.app)]);
  expect([o1.statusCode, o2.statusCode]).toEqual([200, 200]);
  expect(o2.json()).toEqual(o1.json());
  // Another form (a new requestId, another amount) with the same key: refused, nothing written.
  const other = await send(t.b.app, checkoutForm({ productId: product, email: 'order-twin@example.com', amount: 7000 }));
  expect(other.statusCode).toBe(409);
  expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  const orders = await t.a.db.select().from(giftcardOrders).where(eq(giftcardOrders.email, 'order-twin@example.com'));
  expect(orders).toHaveLength(1);
  // The next order takes the next number: neither the twin nor the refused one drew one.
  const next = await callApi(t.a.app, '/giftcard/checkout', { form: checkoutForm({ productId: product, altcha: await solvedBotCheck(t.a.app) }) });
  expect(Number(next.json().data.orderNumber.replace(/\D/g, ''))).toBe(Number(o1.json().data.orderNumber.replace(/\D/g, '')) + 1);
});
