/**
 * The background senders let a rush's bookings go first (lib/foreground.ts): a pass that a kick
 * starts waits while any booking call is being answered (checked, or in its day's line), and goes once the last is answered, or
 * once its bound has passed; a pass asked for directly (`drain`) never waits.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Foreground } from '../src/lib/foreground';
import { DueWorkLoop } from '../src/lib/due-work-loop';
import { dayLockKey } from '../src/modules/reservations/booking-lock';
import { book } from './support/booking';
import { venueId } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` has settled after the event loop's pending turns. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await tick(20);
  return settled;
}

/** Bookings waiting in this instance's lines (the venue_booking_waiting gauge). */
async function inLine(app: FastifyInstance): Promise<number> {
  const metric = await app.metrics.registry.getSingleMetric('venue_booking_waiting')!.get();
  return metric.values[0]?.value ?? 0;
}

describe('Foreground', () => {
  test('with nothing in it, a background pass goes at once', async () => {
    expect(await settledYet(new Foreground(60_000).settled())).toBe(true);
  });

  test('a pass waits for the last call in it to be answered', async () => {
    const foreground = new Foreground(60_000);
    foreground.enter();
    foreground.enter();
    const pass = foreground.settled();
    foreground.leave();
    expect(await settledYet(pass)).toBe(false);
    foreground.leave();
    expect(await settledYet(pass)).toBe(true);
    expect(foreground.busy).toBe(false);
  });

  test('a pass waits no longer than the bound, however long the rush', async () => {
    const foreground = new Foreground(50);
    foreground.enter();
    const pass = foreground.settled();
    expect(await settledYet(pass)).toBe(false);
    await tick(60);
    expect(await settledYet(pass)).toBe(true);
    expect(foreground.busy).toBe(true);
  });

  test('a kicked pass of a sender waits; one asked for directly does not', async () => {
    const foreground = new Foreground(60_000);
    let passes = 0;
    const loop = new DueWorkLoop({
      work: async () => ((passes += 1), 0),
      msUntilNextDue: async () => null,
      pollMs: 60_000,
      onError: (err) => {
        throw err;
      },
      yieldTo: () => foreground.settled(),
    });
    foreground.enter();
    loop.start(); // a kick
    await tick(20);
    expect(passes).toBe(0);
    foreground.leave();
    await tick(20);
    expect(passes).toBe(1);

    // Asked for while a kicked pass waits: that pass goes at once (and, kicked meanwhile, once more).
    foreground.enter();
    loop.kick();
    await tick(20);
    expect(passes).toBe(1);
    await loop.runNow();
    expect(passes).toBe(3);
    expect(foreground.busy).toBe(true);
    foreground.leave();
    await loop.stop();
  });
});

describe('on a server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("an e-mail queued while a booking waits in its day's line goes out once the booking is answered, with the booking's own", async () => {
    const date = '2026-06-11'; // a Thursday with a lunch
    // Hold the instance's gate of the day, as a batch of it running would: the booking waits in line.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    void t.app.writeGate.run(
      [dayLockKey(await venueId(t.db, 'cantina-aurora'), date)],
      Date.now() + 60_000,
      () => new Error('never'),
      () => held,
    );

    const booking = book(t.app, 'submit', { date, time: '13:00', pax: 2, email: 'in-line@example.com' });
    while (!t.app.foreground.busy) await tick(5);
    await t.app.email.queue(t.db, { to: 'other@example.com', subject: 'Another message', html: '<p>hi</p>', text: 'hi' }, { kind: 'test', venueId: null });
    t.app.email.kick();
    await tick(300);
    expect(t.mailer.sent).toEqual([]);

    release();
    expect((await booking).statusCode).toBe(200);
    while (t.mailer.sent.length < 2) await tick(10);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual(['in-line@example.com', 'other@example.com']);
    expect(t.app.foreground.busy).toBe(false);
  });

  test('a booking is in the foreground from its call on, while it is still checked and not yet in line', async () => {
    // A transaction left open holding the shifts' table: the booking's check, which reads them,
    // waits for it (on PGlite the open transaction alone holds the one connection).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table opening_shifts in access exclusive mode`);
      await held;
    });
    const booking = book(t.app, 'submit', { date: '2026-06-18', time: '13:00', pax: 2, email: 'being-checked@example.com' });
    try {
      await tick(100);
      expect(await inLine(t.app)).toBe(0);
      expect(t.app.foreground.busy).toBe(true);
    } finally {
      release();
      await holding;
    }
    expect((await booking).statusCode).toBe(200);
    expect(t.app.foreground.busy).toBe(false);
  });
});
