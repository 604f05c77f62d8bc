/**
 * Text messages (modules/text-messages) against a stand-in for Twilio that speaks its wire
 * format: a guest who agreed at booking gets one confirmation and one reminder, in their
 * language, with the venue's name and their edit link; none without consent, none after a
 * cancellation, none after a STOP reply (until START); a provider's 5xx or 429 is retried; a
 * webhook call without Twilio's signature is refused; log lines hold no number or credential.
 */
import { and, eq } from 'drizzle-orm';
import { openingShifts, reservations, textMessages, textOptOuts, venues } from '../src/db/schema';
import { productionProblems } from '../src/production-checks';
import { isGsm7, smsSegments } from '../src/modules/text-messages/gsm7';
import { textBody } from '../src/modules/text-messages/text-body';
import { findVenueById } from '../src/modules/venues/venue-repository';
import { TWILIO_INBOUND_PATH } from '../src/modules/text-messages/inbound-route';
import { book, call } from './support/booking';
import { type FakeTwilio, TWILIO_TEST, startFakeTwilio, twilioInbound } from './support/fake-twilio';
import { venueId } from './support/fixtures';
import { OPERATOR, callOperator } from './support/guest-data';
import { movableClock } from './support/movable-clock';
import { type TestApp, NOW, callApi, createTestApp } from './support/test-app';

const SATURDAY = '2026-06-06'; // dinner at 20:00 in Rome; its reminder is due Friday 18:00 UTC
const SENDER = '+393401112233';
const clock = movableClock(NOW);
const logLines: string[] = [];
let fake: FakeTwilio;
let t: TestApp;
let venue: number;

beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({
    clock: clock.now,
    config: { logLevel: 'info', rateLimitMax: 100_000, operatorToken: OPERATOR, textMessages: { twilio: { ...TWILIO_TEST, apiUrl: fake.url } } },
    logStream: { write: (line) => void logLines.push(line) },
  });
  venue = await venueId(t.db, 'cantina-aurora');
  const [row] = await t.db.select({ s: venues.bookingSettings }).from(venues).where(eq(venues.id, venue));
  await t.db
    .update(venues)
    .set({ bookingSettings: { ...row!.s, textMessages: { enabled: true, sender: SENDER }, guestCaps: { bookingsPerClient: 1000, seatsPerClient: 10_000 } } })
    .where(eq(venues.id, venue));
  t.app.readCache.invalidate('*');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

jest.setTimeout(120_000);

let n = 0;
/** A booking on Saturday by a guest of their own number (+39 347 000 00nn). */
async function booking(form: Record<string, string> = {}, outcome = 'confirmed'): Promise<{ hash: string; to: string }> {
  n += 1;
  const digits = `34700000${String(n).padStart(2, '0')}`;
  const res = await book(t.app, 'submit', { date: SATURDAY, time: '20:00', pax: 2, email: `sms${n}@example.com`, phone: digits, ...form });
  expect(res.json()).toMatchObject({ data: { outcome } });
  return { hash: res.json().data.reservation.hash, to: `+39${digits}` };
}

/** A text waiting for its retry (30 s on the database's clock) is due now. */
const retryNow = () =>
  t.db
    .update(textMessages)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(textMessages.status, 'pending'));
const textsTo = (to: string) => fake.texts.filter((x) => x.to === to).map((x) => x.body);
const inbound = (params: Record<string, string>, signed = true) => {
  const { payload, headers } = twilioInbound(`${t.app.config.publicUrl}${TWILIO_INBOUND_PATH}`, params);
  return t.app.inject({ method: 'POST', url: TWILIO_INBOUND_PATH, payload, headers: signed ? headers : { 'content-type': headers['content-type'] } });
};

test('the booking form is told the venue sends texts; the consent is kept with the booking (when, and the wording version)', async () => {
  const location = await callApi(t.app, '/location/getlocation');
  expect(location.json().data.textMessages).toBe(true);
  const agreed = await booking({ textMessages: '1' });
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, agreed.hash));
  expect(row).toMatchObject({ textConsentAt: NOW, textConsentVersion: '1' });
  // A wording the server does not know is refused, not taken as consent.
  const res = await book(t.app, 'submit', { date: SATURDAY, time: '20:00', pax: 2, email: 'sms-bad@example.com', textMessages: '99' });
  expect(res.statusCode).toBe(400);
});

test('one confirmation and one reminder to a guest who agreed, in their language; none to one who did not, none twice', async () => {
  clock.reset();
  const agreed = await booking({ textMessages: '1', language: 'en' });
  const silent = await booking();
  await t.app.texts.drain();
  await t.app.texts.drain();
  const [confirmation] = textsTo(agreed.to);
  expect(textsTo(agreed.to)).toHaveLength(1);
  expect(confirmation).toContain('Cantina Aurora: booked 6/6 20:00, 2 guests.');
  expect(confirmation).toContain(`/reserve/${agreed.hash}/edit?venue=cantina-aurora`);
  expect(confirmation).toContain('STOP');
  expect(fake.texts.find((x) => x.to === agreed.to)!.from).toBe(SENDER);
  expect(textsTo(silent.to)).toEqual([]);

  // The reminder falls due: one text, sent once however often the deadlines and the sender run.
  clock.set('2026-06-05T18:00:00Z');
  await t.app.bookingDeadlines.runDue();
  await t.app.bookingDeadlines.runDue();
  await t.app.texts.drain();
  await t.app.texts.drain();
  const texts = textsTo(agreed.to);
  expect(texts).toHaveLength(2);
  expect(texts[1]).toBe(`Cantina Aurora: see you 6/6 20:00, 2 guests. Change: ${t.app.config.publicUrl}/reserve/${agreed.hash}/edit?venue=cantina-aurora`);
  expect(smsSegments(texts[1]!)).toBe(1);
  expect(textsTo(silent.to)).toEqual([]);
  const rows = await t.db.select().from(textMessages).innerJoin(reservations, eq(reservations.id, textMessages.reservationId)).where(eq(reservations.hash, agreed.hash));
  expect(rows.map((r) => [r.text_messages.kind, r.text_messages.status, r.text_messages.providerMessageId?.slice(0, 2)])).toEqual([
    ['confirmation', 'sent', 'SM'],
    ['reminder', 'sent', 'SM'],
  ]);
});

test('none after a cancellation: a text still waiting for its retry is dropped, and no reminder comes', async () => {
  clock.reset();
  fake.failNext.push(503);
  const b = await booking({ textMessages: '1', language: 'it' });
  await t.app.texts.drain(); // the send right after the booking: Twilio answers 503 (one attempt)
  expect((await call(t.app, '/reservation/cancel', { hash: b.hash })).statusCode).toBe(200);
  await retryNow();
  await t.app.texts.drain();
  clock.set('2026-06-05T18:00:00Z');
  await t.app.bookingDeadlines.runDue();
  await t.app.texts.drain();
  expect(textsTo(b.to)).toEqual([]);
  const rows = await t.db.select().from(textMessages).innerJoin(reservations, eq(reservations.id, textMessages.reservationId)).where(eq(reservations.hash, b.hash));
  expect(rows.map((r) => r.text_messages)).toEqual([expect.objectContaining({ kind: 'confirmation', status: 'dropped', attempts: 2, lastError: 'booking cancelled' })]);
});

test('STOP ends the texts to that number for the venue, START opens them again; a reply without a valid signature is refused', async () => {
  clock.reset();
  const c = await booking({ textMessages: '1', language: 'de' });
  await t.app.texts.drain();
  expect(textsTo(c.to)).toEqual([expect.stringContaining('Cantina Aurora: reserviert 6.6. 20:00, 2 Personen.')]);
  expect((await inbound({ From: c.to, To: SENDER, Body: ' stop ' })).statusCode).toBe(200);
  expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.phone, c.to))).toEqual([expect.objectContaining({ venueId: venue })]);
  clock.set('2026-06-05T18:00:00Z');
  await t.app.bookingDeadlines.runDue();
  await t.app.texts.drain();
  expect(textsTo(c.to)).toHaveLength(1);
  const [reminder] = await t.db
    .select()
    .from(textMessages)
    .innerJoin(reservations, eq(reservations.id, textMessages.reservationId))
    .where(and(eq(textMessages.kind, 'reminder'), eq(reservations.hash, c.hash)));
  expect(reminder!.text_messages).toMatchObject({ status: 'dropped', lastError: 'number replied STOP' });

  // Unsigned, or signed with another token, or a signature for other words: refused, nothing recorded.
  const unsigned = await inbound({ From: c.to, To: SENDER, Body: 'START' }, false);
  expect(unsigned.statusCode).toBe(403);
  expect(unsigned.json().error.code).toBe('INVALID_SIGNATURE');
  const forged = twilioInbound(`${t.app.config.publicUrl}${TWILIO_INBOUND_PATH}`, { From: c.to, To: SENDER, Body: 'START' }, 'not-the-auth-token-000000');
  expect((await t.app.inject({ method: 'POST', url: TWILIO_INBOUND_PATH, ...forged })).statusCode).toBe(403);
  expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.phone, c.to))).toHaveLength(1);

  // START: the next booking's texts go again.
  expect((await inbound({ From: c.to, To: SENDER, Body: 'START' })).statusCode).toBe(200);
  expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.phone, c.to))).toEqual([]);
  clock.reset();
  await booking({ textMessages: '1', language: 'de', phone: c.to.slice(3) });
  await t.app.texts.drain();
  expect(textsTo(c.to)).toHaveLength(2);
});

test('a number Twilio refuses as unsubscribed is recorded as a STOP; a 503 and a 429 are retried', async () => {
  clock.reset();
  const d = await booking({ textMessages: '1' });
  fake.unsubscribed.add(d.to);
  await t.app.texts.drain();
  expect(textsTo(d.to)).toEqual([]);
  expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.phone, d.to))).toHaveLength(1);

  fake.failNext.push(503, 429);
  const callsBefore = fake.calls;
  const e = await booking({ textMessages: '1' });
  await t.app.texts.drain();
  expect(textsTo(e.to)).toEqual([]);
  await retryNow();
  await t.app.texts.drain();
  expect(textsTo(e.to)).toEqual([]);
  await retryNow();
  await t.app.texts.drain();
  expect(fake.calls - callsBefore).toBe(3);
  expect(textsTo(e.to)).toHaveLength(1);
  const [row] = await t.db.select().from(textMessages).innerJoin(reservations, eq(reservations.id, textMessages.reservationId)).where(eq(reservations.hash, e.hash));
  expect(row!.text_messages).toMatchObject({ status: 'sent', attempts: 3 });
});

test('a waiting guest who agreed is texted the offer, with its deadline and link', async () => {
  clock.reset();
  const date = '2026-06-04'; // Thursday lunch, made full
  await t.db
    .update(openingShifts)
    .set({ capacity: 2 })
    .where(and(eq(openingShifts.venueId, venue), eq(openingShifts.weekday, 4), eq(openingShifts.name, 'Pranzo')));
  const full = await book(t.app, 'submit', { date, time: '12:00', pax: 2, email: 'lunch-full@example.com' });
  expect(full.json().data.outcome).toBe('confirmed');
  const waiting = await booking({ date, time: '12:00', waitingList: '1', textMessages: '1', language: 'en' }, 'waiting');
  expect((await call(t.app, '/reservation/cancel', { hash: full.json().data.reservation.hash })).statusCode).toBe(200);
  await t.app.texts.drain();
  expect(textsTo(waiting.to)).toEqual([
    `Cantina Aurora: table free 4/6 12:00. Confirm by 10:30: ${t.app.config.publicUrl}/reserve/${waiting.hash}/edit?venue=cantina-aurora`,
  ]);
});

test('a guest’s export shows the consent, the texts and the STOP; erasure takes them out', async () => {
  clock.reset();
  const g = await booking({ textMessages: '1', email: 'Texting.Guest@example.com' });
  await t.app.texts.drain();
  expect((await inbound({ From: g.to, To: SENDER, Body: 'STOP' })).statusCode).toBe(200);
  const exported = (await callOperator(t.app, '/guests/export', { email: 'texting.guest@example.com' })).json().data;
  expect(exported.bookings).toEqual([expect.objectContaining({ textConsentAt: NOW.toISOString(), textConsentVersion: '1' })]);
  expect(exported.textMessages).toEqual([
    expect.objectContaining({ kind: 'text', text: 'confirmation', status: 'sent' }),
    expect.objectContaining({ kind: 'stop reply', venueId: venue, phone: g.to }),
  ]);

  const erased = (await callOperator(t.app, '/guests/erase', { email: 'texting.guest@example.com', force: '1' })).json();
  expect(erased.data.erased.textMessages).toBe(2);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, g.hash));
  expect(row).toMatchObject({ phone: '', textConsentAt: null, textConsentVersion: null });
  expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.phone, g.to))).toEqual([]);
  expect(await t.db.select().from(textMessages).where(eq(textMessages.reservationId, row!.id))).toEqual([]);
});

test('in every language the texts are GSM-7, and the reminder and the offer one segment with a site address of usual length', async () => {
  const [row] = await t.db.select().from(reservations).where(eq(reservations.venueId, venue)).limit(1);
  const aurora = (await findVenueById(t.db, venue))!;
  for (const language of ['it', 'en', 'fr', 'es', 'de']) {
    const r = { ...row!, language, pax: 12, holdExpiresAt: new Date('2026-06-01T08:30:00Z') };
    for (const kind of ['confirmation', 'reminder', 'offer'] as const) {
      const body = textBody(kind, r, aurora, 'https://book.example-venue.com');
      expect([language, kind, isGsm7(body)]).toEqual([language, kind, true]);
      if (kind !== 'confirmation') expect([language, kind, smsSegments(body)]).toEqual([language, kind, 1]);
    }
  }
});

test('a production start refuses a venue whose texts are on without the provider’s credentials', async () => {
  const production = { ...t.app.config, nodeEnv: 'production' as const };
  const textProblem = expect.stringContaining('Text messages are on for cantina-aurora but no provider is set');
  expect(await productionProblems({ ...production, textMessages: {} }, t.db)).toEqual(expect.arrayContaining([textProblem]));
  expect(await productionProblems(production, t.db)).not.toEqual(expect.arrayContaining([textProblem]));
});

test('log lines hold neither a guest’s number nor the auth token', () => {
  const log = logLines.join('\n');
  expect(log).toContain('text message sent');
  expect(log).toContain('+39•••');
  expect(log).not.toMatch(/\+?39347000000\d/);
  expect(log).not.toContain(TWILIO_TEST.authToken);
});
