/**
 * A week of bookings on two instances with texts on, both running the reminders and the texts'
 * sender at every step, against one stand-in for Twilio that fails now and then (503): every
 * live booking whose guest agreed gets exactly one reminder text; none for a booking cancelled,
 * none without consent, none to a number that replied STOP.
 *
 * TEXT_BOOKINGS sets the number of bookings (default 120, so the file runs in under a minute on
 * a loaded machine: the reminder path renders each e-mail); docs/text-messages.md gives a run of 1,000.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { reservations, textMessages, venues } from '../../src/db/schema';
import { TWILIO_INBOUND_PATH } from '../../src/modules/text-messages/inbound-route';
import { call } from '../support/booking';
import { type FakeTwilio, TWILIO_TEST, startFakeTwilio, twilioInbound } from '../support/fake-twilio';
import { venueId } from '../support/fixtures';
import { movableClock } from '../support/movable-clock';
import { NOW } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const COUNT = Number(process.env.TEXT_BOOKINGS ?? 120);
const SENDER = '+393401112233';
const LANGUAGES = ['it', 'en', 'fr', 'es', 'de'];
const HOUR = 3_600_000;
const clock = movableClock(NOW);
let fake: FakeTwilio;
let t: TwoInstances;

beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTwoInstances({ rateLimitMax: 1_000_000, textMessages: { twilio: { ...TWILIO_TEST, apiUrl: fake.url } } }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

jest.setTimeout(600_000);

interface Planned {
  hash: string;
  to: string;
  agreed: boolean;
  cancelled: boolean;
  stopped: boolean;
}

test(`${COUNT} bookings over a week, two instances: one reminder text per live booking that agreed, none twice, none after a cancellation or a STOP (${DB})`, async () => {
  const venue = await venueId(t.a.db, 'cantina-aurora');
  const [row] = await t.a.db.select({ s: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.a.db
    .update(venues)
    .set({ bookingSettings: { ...row!.s, textMessages: { enabled: true, sender: SENDER } } })
    .where(eq(venues.id, venue));

  // The bookings, as the booking calls leave them (straight into the table: the bot check of
  // each would take minutes), over the seven days from Tuesday, evenings at the venue (UTC+2).
  const planned: Planned[] = [];
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const date = `2026-06-0${2 + (i % 7)}`;
    const time = `${19 + (i % 3)}:${i % 2 ? '30' : '00'}`;
    const start = new Date(`${date}T${time}:00+02:00`);
    const phone = `347${String(1_000_000 + i).padStart(7, '0')}`;
    const agreed = i % 5 !== 0;
    const hash = `texts-week-${String(i).padStart(6, '0')}-abcdefghijkl`;
    planned.push({ hash, to: `+39${phone}`, agreed, cancelled: i % 10 === 1, stopped: i % 20 === 3 });
    return {
      venueId: venue,
      date,
      time,
      pax: 2,
      status: 'confirmed' as const,
      firstName: 'Guest',
      lastName: `N${i}`,
      email: `week${i}@example.com`,
      phonePrefix: '+39',
      phone,
      language: LANGUAGES[i % LANGUAGES.length]!,
      hash,
      privacyAcceptedAt: NOW,
      textConsentAt: agreed ? NOW : null,
      textConsentVersion: agreed ? '1' : null,
      remindAt: new Date(start.getTime() - 24 * HOUR),
    };
  });
  for (let i = 0; i < rows.length; i += 250) await t.a.db.insert(reservations).values(rows.slice(i, i + 250));

  // Cancellations through either instance, and STOP replies to either.
  const apps = [t.a.app, t.b.app];
  for (const [i, p] of planned.entries()) {
    if (p.cancelled) expect((await call(apps[i % 2]!, '/reservation/cancel', { hash: p.hash })).statusCode).toBe(200);
    if (p.stopped) {
      const { payload, headers } = twilioInbound(`${t.a.app.config.publicUrl}${TWILIO_INBOUND_PATH}`, { From: p.to, To: SENDER, Body: 'Stop' });
      expect((await apps[i % 2]!.inject({ method: 'POST', url: TWILIO_INBOUND_PATH, payload, headers })).statusCode).toBe(200);
    }
  }

  // Twilio fails a few sends on the way; each is retried (its 30 s wait made due at once).
  fake.failNext.push(503, 503, 429, 503, 503);
  const retryNow = () =>
    t.a.db
      .update(textMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(textMessages.status, 'pending'));
  const pending = async () =>
    (
      await t.a.db
        .select({ n: sql<number>`count(*)::int` })
        .from(textMessages)
        .where(eq(textMessages.status, 'pending'))
    )[0]!.n;

  // Through the week, at each time reminders fall due, both instances at once.
  const dueTimes = [...new Set(rows.map((r) => r.remindAt.getTime()))].sort((x, y) => x - y);
  for (const at of dueTimes) {
    clock.set(new Date(at));
    await Promise.all([t.a.app.bookingDeadlines.runDue(), t.b.app.bookingDeadlines.runDue()]);
    await Promise.all([t.a.app.texts.drain(), t.b.app.texts.drain()]);
    while ((await pending()) > 0) {
      await retryNow();
      await Promise.all([t.a.app.texts.drain(), t.b.app.texts.drain()]);
    }
  }

  const live = planned.filter((p) => p.agreed && !p.cancelled && !p.stopped);
  const sentTo = new Map<string, number>();
  for (const text of fake.texts) sentTo.set(text.to, (sentTo.get(text.to) ?? 0) + 1);
  for (const p of planned) expect([p.hash, sentTo.get(p.to) ?? 0]).toEqual([p.hash, live.includes(p) ? 1 : 0]);
  expect(fake.texts).toHaveLength(live.length);
  expect(fake.texts.every((x) => x.from === SENDER && x.body.includes('/reserve/texts-week-'))).toBe(true);

  // The outbox agrees: one row per reminder queued, sent once; the STOPped ones dropped.
  const outbox = await t.a.db
    .select({ hash: reservations.hash, kind: textMessages.kind, status: textMessages.status })
    .from(textMessages)
    .innerJoin(reservations, eq(reservations.id, textMessages.reservationId))
    .where(
      inArray(
        reservations.hash,
        planned.map((p) => p.hash),
      ),
    );
  expect(
    outbox
      .filter((o) => o.status === 'sent')
      .map((o) => o.hash)
      .sort(),
  ).toEqual(live.map((p) => p.hash).sort());
  expect(outbox.every((o) => o.kind === 'reminder')).toBe(true);
  expect(outbox.filter((o) => o.status !== 'sent').every((o) => planned.find((p) => p.hash === o.hash)!.stopped)).toBe(true);
});
