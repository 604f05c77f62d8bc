/**
 * Booking, edit link, cancellation, calendar file and booking modules over HTTP, on the demo
 * data (docs/api.md, "Reservations"). The clock is pinned to Monday 1 June 2026, 10:00 in Rome.
 */
import { and, eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { GUEST, book, call } from './support/booking';
import { solvedBotCheck } from './support/bot-check';
import { venueId } from './support/fixtures';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TUESDAY = '2026-06-02';
/** Aurora's demo Friday dinner is sold out (seeded); Le Lagon's Saturday dinner too. */
const AURORA_FULL_FRIDAY = '2026-06-12';
const LAGON_FULL_SATURDAY = '2026-06-13';

async function sentTo(email: string) {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

describe('submit', () => {
  test('a plain table: confirmed at once, a zone assigned, an unguessable hash, the e-mail with the calendar file', async () => {
    const res = await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, email: 'plain@example.com' });
    expect(res.statusCode).toBe(200);
    const { outcome, reservation } = res.json().data;
    expect(outcome).toBe('confirmed');
    expect(reservation).toMatchObject({ status: 'confirmed', date: TUESDAY, time: '12:30', pax: 2, editable: true, cancellable: true, guarantee: null });
    expect(reservation.zone.nome.it).toBe('Sala delle Botti');
    expect(reservation.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [mail] = await sentTo('plain@example.com');
    expect(mail!.subject).toBe('Prenotazione confermata – Cantina Aurora');
    expect(mail!.text).toContain(`/reserve/${reservation.hash}/edit?venue=cantina-aurora`);
    const ics = mail!.attachments!.find((a) => a.filename.endsWith('.ics'))!.content.toString();
    // 12:30 in Rome in June is 10:30 UTC.
    expect(ics).toContain('DTSTART:20260602T103000Z');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  test('the e-mail speaks the guest’s language', async () => {
    await book(t.app, 'submit', { date: TUESDAY, time: '13:00', pax: 2, email: 'english@example.com', language: 'en' });
    const [mail] = await sentTo('english@example.com');
    expect(mail!.subject).toBe('Reservation confirmed – Cantina Aurora');
    expect(mail!.html).toContain('lang="en"');
  });

  test('where it was booked: the site’s pages by default, the embed when its page says so; anything else is refused', async () => {
    const source = async (email: string) => (await t.db.select().from(reservations).where(eq(reservations.email, email)))[0]?.source;
    await book(t.app, 'submit', { date: TUESDAY, time: '13:30', pax: 2, email: 'from-page@example.com' });
    await book(t.app, 'submit', { date: TUESDAY, time: '13:30', pax: 2, email: 'from-embed@example.com', channel: 'embed' });
    expect([await source('from-page@example.com'), await source('from-embed@example.com')]).toEqual(['page', 'embed']);
    const staffLike = await book(t.app, 'submit', { date: TUESDAY, time: '13:30', pax: 2, email: 'claims-staff@example.com', channel: 'staff' });
    expect(staffLike.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { channel: 'INVALID' } });
    expect(await source('claims-staff@example.com')).toBeUndefined();
  });

  test('bad data answers 400 with the fields; a bad phone too', async () => {
    const res = await call(t.app, '/reservation/submit', { date: TUESDAY, time: '12:30', pax: 2, ...GUEST, email: 'nope', privacy: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ email: 'INVALID', privacy: 'REQUIRED' });
    const phone = await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, phone: '12' });
    expect(phone.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { phone: 'INVALID' } });
  });

  test('a missing bot check, and a replayed one, are refused', async () => {
    const missing = await call(t.app, '/reservation/submit', { date: TUESDAY, time: '12:30', pax: 2, ...GUEST });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('BOT_CHECK_FAILED');
    const altcha = await solvedBotCheck(t.app);
    expect((await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, altcha })).statusCode).toBe(200);
    const replay = await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, altcha });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error.code).toBe('BOT_CHECK_FAILED');
  });

  test('past times, times inside the notice and closed days are refused', async () => {
    // 10:00 now, 120 min notice: 11:30 today is too soon (and Monday is closed anyway).
    const soon = await book(t.app, 'submit', { date: '2026-06-01', time: '12:00', pax: 2 });
    expect(soon.json().error).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    const never = await book(t.app, 'submit', { date: TUESDAY, time: '16:15', pax: 2 });
    expect(never.json().error.code).toBe('SLOT_UNAVAILABLE');
  });

  test('a full time: SOLD_OUT with waitingList; asked for, the guest goes on the waiting list', async () => {
    const full = await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'SOLD_OUT', details: { waitingList: true } });
    const waiting = await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2, waitingList: '1', email: 'wait@example.com' });
    expect(waiting.json().data).toMatchObject({ outcome: 'waiting', reservation: { status: 'waiting', editable: false, cancellable: true } });
    const [mail] = await sentTo('wait@example.com');
    expect(mail!.subject).toBe('Sei in lista d’attesa – Cantina Aurora');
  });

  test('a venue without a waiting list is simply sold out', async () => {
    const res = await book(
      t.app,
      'submit',
      { date: LAGON_FULL_SATURDAY, time: '20:00', pax: 2, waitingList: '1', phonePrefix: '+230', phone: '5251 2345' },
      TOKENS.lagon,
    );
    expect(res.json().error).toMatchObject({ code: 'SOLD_OUT', details: { waitingList: false } });
  });

  test('a venue that confirms by hand answers pending', async () => {
    const res = await book(t.app, 'submit', { date: '2026-06-03', time: '12:00', pax: 2, email: 'request@example.com' }, TOKENS.chalet);
    expect(res.json().data.outcome).toBe('pending');
    const [mail] = await sentTo('request@example.com');
    expect(mail!.subject).toContain('Richiesta di prenotazione ricevuta');
    expect(mail!.attachments![0]!.content.toString()).toContain('STATUS:TENTATIVE');
  });
});

describe('edit link', () => {
  async function booked(form: Record<string, string | number>, token: string = TOKENS.aurora) {
    const res = await book(t.app, 'submit', form, token);
    expect(res.statusCode).toBe(200);
    return res.json().data.reservation as { hash: string };
  }

  test('get, change time and party, and the link still works after the edit', async () => {
    const { hash } = await booked({ date: TUESDAY, time: '12:00', pax: 2, email: 'edit@example.com' });
    const edit = await call(t.app, '/reservation/edit', { hash, date: TUESDAY, time: '13:30', pax: 4 });
    expect(edit.json().data).toMatchObject({ changed: true, reservation: { time: '13:30', pax: 4, hash } });
    const again = await call(t.app, '/reservation/get', { hash });
    expect(again.json().data).toMatchObject({ time: '13:30', pax: 4, editable: true });
    const mails = await sentTo('edit@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Prenotazione confermata – Cantina Aurora', 'Prenotazione modificata – Cantina Aurora']);
    expect(mails[1]!.attachments![0]!.content.toString()).toContain('SEQUENCE:1');
  });

  test('blocked: a full time at a venue with a waiting list → EDIT_WAITING_LIST', async () => {
    const { hash } = await booked({ date: TUESDAY, time: '12:00', pax: 2 });
    const res = await call(t.app, '/reservation/edit', { hash, date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EDIT_WAITING_LIST');
  });

  test('blocked: sold out at a venue without one → EDIT_SOLD_OUT', async () => {
    const { hash } = await booked({ date: '2026-06-02', time: '19:00', pax: 2, phonePrefix: '+230', phone: '5251 2345' }, TOKENS.lagon);
    const res = await call(t.app, '/reservation/edit', { hash, date: LAGON_FULL_SATURDAY, time: '20:00', pax: 2 }, TOKENS.lagon);
    expect(res.json().error.code).toBe('EDIT_SOLD_OUT');
  });

  test('blocked: the new party size needs a card → EDIT_NEEDS_CARD', async () => {
    const { hash } = await booked({ date: '2026-06-03', time: '12:00', pax: 4 }, TOKENS.chalet);
    const res = await call(t.app, '/reservation/edit', { hash, date: '2026-06-03', time: '12:00', pax: 6 }, TOKENS.chalet);
    expect(res.json().error).toMatchObject({ code: 'EDIT_NEEDS_CARD', details: { amount: 18000, type: 2 } });
  });

  test('cancel: the seats are offered to the first waiting party that fits, who confirms them', async () => {
    const venue = await venueId(t.db, 'cantina-aurora');
    await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:30', pax: 6, waitingList: '1', email: 'six@example.com' });
    await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:30', pax: 2, waitingList: '1', email: 'two@example.com' });
    const [davide] = await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.venueId, venue), eq(reservations.lastName, 'Greco')));
    const res = await call(t.app, '/reservation/cancel', { hash: davide!.hash });
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancellable: false, editable: false });
    // Four seats: the party of six keeps waiting, the party of two is offered the table for 30 minutes.
    const six = await t.db.select().from(reservations).where(eq(reservations.email, 'six@example.com'));
    const two = await t.db.select().from(reservations).where(eq(reservations.email, 'two@example.com'));
    expect(six[0]!.status).toBe('waiting');
    expect(two[0]).toMatchObject({ status: 'offered', holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000) });
    const [offer] = (await sentTo('two@example.com')).filter((m) => m.subject.startsWith('Si è liberato un posto per te'));
    expect(offer!.text).toContain('Lo teniamo per te fino a lunedì 1 giugno 2026 alle ore 10:30');
    expect(offer!.text).toContain(`Conferma il posto: http://localhost:8080/reserve/${two[0]!.hash}/edit?venue=cantina-aurora&reply=accept-offer`);
    const accepted = (await call(t.app, '/reservation/offer/accept', { hash: two[0]!.hash })).json().data;
    expect(accepted).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    const [freed] = (await sentTo('two@example.com')).filter((m) => m.subject.startsWith('Si è liberato un tavolo'));
    expect(freed!.text).toContain('confermata');
    const cancelledMail = (await sentTo(davide!.email)).find((m) => m.subject.startsWith('Prenotazione cancellata'));
    expect(cancelledMail!.attachments![0]!.content.toString()).toContain('METHOD:CANCEL');
  });

  test('a cancelled reservation cannot be edited; an unknown hash is 404', async () => {
    const { hash } = await booked({ date: TUESDAY, time: '12:00', pax: 2, email: 'cancelled@example.com' });
    await call(t.app, '/reservation/cancel', { hash });
    expect((await call(t.app, '/reservation/edit', { hash, date: TUESDAY, time: '13:00', pax: 2 })).json().error.code).toBe('RESERVATION_CLOSED');
    expect((await call(t.app, '/reservation/get', { hash: 'x'.repeat(32) })).statusCode).toBe(404);
  });
});

describe('calendar file and modules', () => {
  test('GET /backend/calendar/{hash}.ics answers the reservation’s file; an unknown hash 404', async () => {
    const { reservation } = (await book(t.app, 'submit', { date: TUESDAY, time: '12:00', pax: 2, email: 'calendar@example.com' })).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/backend/calendar/${reservation.hash}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VEVENT');
    expect((await t.app.inject({ method: 'GET', url: `/backend/calendar/${'a'.repeat(32)}.ics` })).statusCode).toBe(404);
  });

  test('a booking module offers only its experiences: no plain-table day', async () => {
    const mod = await call(t.app, '/reservation/module', { module: 'degustazioni' });
    expect(mod.json().data).toMatchObject({ slug: 'degustazioni', tables: 0, titolo: { it: 'Degustazioni in cantina' } });
    const month = await call(t.app, '/experience/getesperienzemonth', { month: 6, year: 2026, pax: 2, module: 'degustazioni' });
    const statuses = new Set(month.json().data.days.map((d: { status: string }) => d.status));
    expect(statuses.has('available')).toBe(false);
    expect(statuses.has('experience')).toBe(true);
    expect((await call(t.app, '/reservation/module', { module: 'nope' })).json().error.code).toBe('MODULE_NOT_FOUND');
  });

  test('quote: the outcome and the terms before the guest commits', async () => {
    const plain = await call(t.app, '/reservation/quote', { date: TUESDAY, time: '12:00', pax: 2 });
    expect(plain.json().data).toMatchObject({ outcome: 'confirmed', guarantee: null, confirmation: 'auto', durationMinutes: 120 });
    const full = await call(t.app, '/reservation/quote', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2 });
    expect(full.json().data).toMatchObject({ outcome: 'waiting', code: 'SOLD_OUT' });
  });
});
