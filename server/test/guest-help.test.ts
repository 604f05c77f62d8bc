/**
 * Help around a full time or a big party, and find my booking (docs/api.md, "Reservations"):
 * reservation/suggest, reservation/request, reservation/find. Demo data; the clock is pinned to
 * Monday 1 June 2026, 10:00 in Rome.
 */
import { callStaff } from './support/promo-claim';
import { GUEST, book, call } from './support/booking';
import { solvedBotCheck } from './support/bot-check';
import { type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Aurora's demo Friday dinner is sold out (seeded). */
const AURORA_FULL_FRIDAY = '2026-06-12';
const TUESDAY = '2026-06-02';

async function sentTo(email: string) {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

describe('reservation/suggest', () => {
  test('a full dinner: the nearest free times that day (lunch), then the nearest time on the next days, each bookable', async () => {
    const res = await call(t.app, '/reservation/suggest', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2 });
    expect(res.statusCode).toBe(200);
    const { sameDay, nextDays } = res.json().data;
    expect(sameDay).toEqual(['12:30', '13:00', '13:30', '14:00'].map((time) => ({ date: AURORA_FULL_FRIDAY, time })));
    expect(nextDays.length).toBeGreaterThan(0);
    expect(nextDays[0]).toEqual({ date: '2026-06-13', time: '20:00' });
    for (const s of nextDays) expect(s.date > AURORA_FULL_FRIDAY).toBe(true);
    // What is suggested books.
    const taken = await book(t.app, 'submit', { ...sameDay[3], pax: 2, email: 'suggested@example.com' });
    expect(taken.json().data.outcome).toBe('confirmed');
  });

  test('the party size counts: a party of 12 gets only times with 12 seats', async () => {
    const res = await call(t.app, '/reservation/suggest', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 12 });
    for (const s of [...res.json().data.sameDay, ...res.json().data.nextDays]) {
      const quote = await call(t.app, '/reservation/quote', { ...s, pax: 12 });
      expect(quote.json().data.outcome).toBe('confirmed');
    }
  });

  test('above the venue maximum nothing is suggested; bad input is a 400', async () => {
    const big = await call(t.app, '/reservation/suggest', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 30 });
    expect(big.json().data).toEqual({ sameDay: [], nextDays: [] });
    const bad = await call(t.app, '/reservation/suggest', { date: '2026-13-01', time: '25:00', pax: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_PAYLOAD');
  });
});

describe('reservation/request (a party above the online maximum)', () => {
  const request = async (form: Record<string, string | number>) =>
    callApi(t.app, '/reservation/request', { token: TOKENS.aurora, form: { ...GUEST, altcha: await solvedBotCheck(t.app, TOKENS.aurora), ...form } });

  test('a party of 20 becomes a pending booking, the guest gets the request e-mail, staff accept it', async () => {
    const res = await request({ date: TUESDAY, time: '13:00', pax: 20, notes: 'Pranzo aziendale', email: 'big@example.com' });
    expect(res.statusCode).toBe(200);
    const { outcome, reservation } = res.json().data;
    expect(outcome).toBe('pending');
    expect(reservation).toMatchObject({ status: 'pending', pax: 20, date: TUESDAY, time: '13:00' });
    const [mail] = await sentTo('big@example.com');
    expect(mail!.subject).toBe('Richiesta di prenotazione ricevuta – Cantina Aurora');

    const list = await callStaff(t.app, '/reservations/list', { date: TUESDAY });
    const row = list.json().data.reservations.find((r: { pax: number; email: string }) => r.email === 'big@example.com');
    expect(row).toMatchObject({ status: 'pending', pax: 20, notes: 'Pranzo aziendale' });
    const accepted = await callStaff(t.app, '/reservations/accept', { id: String(row.id) });
    expect(accepted.json().data.status).toBe('confirmed');
  });

  test('a party the site books online, a closed day and a time the venue never opens are refused', async () => {
    const small = await request({ date: TUESDAY, time: '13:00', pax: 4 });
    expect(small.statusCode).toBe(409);
    expect(small.json().error).toMatchObject({ code: 'PARTY_BOOKABLE_ONLINE', details: { maxPax: 12 } });
    const monday = await request({ date: '2026-06-08', time: '13:00', pax: 20 });
    expect(monday.json().error.code).toBe('SLOT_UNAVAILABLE');
    const night = await request({ date: TUESDAY, time: '03:00', pax: 20 });
    expect(night.json().error.code).toBe('SLOT_UNAVAILABLE');
    const noPrivacy = await request({ date: TUESDAY, time: '13:00', pax: 20, privacy: '' });
    expect(noPrivacy.statusCode).toBe(400);
  });
});

describe('reservation/find', () => {
  /** From a client address of its own (the per-client limit is 5 a minute). */
  const find = (email: string, language = 'en', client = { 'x-forwarded-for': '127.0.0.1' }) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/frontpage/reservation/find',
      remoteAddress: client['x-forwarded-for'],
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${TOKENS.aurora}` },
      payload: new URLSearchParams({ email, language }).toString(),
    });

  test('a known and an unknown address get the same answer; each gets one e-mail (links, or none found)', async () => {
    const booked = await book(t.app, 'submit', { date: TUESDAY, time: '12:00', pax: 2, email: 'Finder@Example.com' });
    const hash = booked.json().data.reservation.hash;
    const known = await find('finder@example.com', 'en', { 'x-forwarded-for': '10.0.0.1' });
    const unknown = await find('nobody@example.com', 'en', { 'x-forwarded-for': '10.0.0.2' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));

    const [links] = await sentTo('finder@example.com');
    expect(links!.subject).toBe('Your bookings – Cantina Aurora');
    expect(links!.text).toContain(`/reserve/${hash}/edit?venue=cantina-aurora`);
    expect(links!.text).toContain('Via delle Vigne 12');
    const [none] = await sentTo('nobody@example.com');
    expect(none!.subject).toBe('Your bookings – Cantina Aurora');
    expect(none!.text).toContain('we found no coming bookings');
    expect(none!.text).not.toContain('/edit');
  });

  test('one booking is told as one, two as two', async () => {
    // Booked as "Counted@…": the bookings' own e-mails go to that spelling, the look-ups' to the lower case.
    await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, email: 'Counted@Example.com' });
    await find('counted@example.com', 'en', { 'x-forwarded-for': '10.4.0.1' });
    await book(t.app, 'submit', { date: TUESDAY, time: '13:00', pax: 2, email: 'Counted@Example.com' });
    await find('counted@example.com', 'en', { 'x-forwarded-for': '10.4.0.2' });
    const [one, two] = await sentTo('counted@example.com');
    expect(one!.text).toContain('here is your coming booking at Cantina Aurora. Open the link to see, change or cancel it.');
    expect(two!.text).toContain('here are your coming bookings at Cantina Aurora. Open a link to see, change or cancel it.');
    expect(two!.text.match(/\/edit\?venue=cantina-aurora/g)).toHaveLength(2);
  });

  test.each([
    ['it', 'Le tue prenotazioni – Cantina Aurora'],
    ['fr', 'Vos réservations – Cantina Aurora'],
    ['es', 'Tus reservas – Cantina Aurora'],
    ['de', 'Ihre Reservierungen – Cantina Aurora'],
  ])('the e-mail in %s', async (language, subject) => {
    await find(`lang-${language}@example.com`, language, { 'x-forwarded-for': `10.1.0.${language.charCodeAt(0)}` });
    const [mail] = await sentTo(`lang-${language}@example.com`);
    expect(mail!.subject).toBe(subject);
  });

  test('at most 3 a hour for one address (whatever the client): then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await find('limit@example.com', 'en', { 'x-forwarded-for': `10.2.0.${i}` })).statusCode).toBe(200);
    const fourth = await find('LIMIT@example.com', 'en', { 'x-forwarded-for': '10.2.0.9' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().error.details.retryAfter).toBe(Number(fourth.headers['retry-after']));
  });

  test('a bad address is a 400 INVALID_PAYLOAD', async () => {
    const res = await find('not-an-address', 'en', { 'x-forwarded-for': '10.3.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { email: 'INVALID' } });
  });
});
