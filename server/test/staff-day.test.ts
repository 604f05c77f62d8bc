/**
 * The day at the door (staff calls): requests accepted or declined with a message the guest reads
 * in the e-mail, a walk-in, a booking moved or cancelled for the guest (the guest's own rules and
 * e-mails), a waiting guest offered a place by hand; each action in the audit log. The guest's
 * history (visits, no-shows, late cancellations, last visit) and the note that follows them, per
 * venue; the card rule by history; erasure takes the history and the notes away.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reservations, staffActions, venues } from '../src/db/schema';
import { eraseGuest } from '../src/modules/guest-data/guest-data-service';
import { guestKeys } from '../src/modules/reservations/guest-history/guest-keys';
import { runStaffCli } from '../src/cli/staff-main';
import { firstZoneId, venueId } from './support/fixtures';
import { listenOnStaffSide } from './support/staff-side';
import { STAFF, callStaff } from './support/promo-claim';
import { book } from './support/booking';
import { movableClock } from './support/movable-clock';
import { type TestApp, NOW, createTestApp } from './support/test-app';

const clock = movableClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = await listenOnStaffSide(t.app);
});
let api: string;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const exit = await runStaffCli([...argv, '--token', STAFF.aurora], { env: { STAFF_API_URL: api }, out: (l) => out.push(l), err: (l) => out.push(l) });
  return { exit, out: out.join('\n') };
}
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
  t.mailer.sent.length = 0;
});

type Status = 'pending' | 'confirmed' | 'waiting' | 'cancelled' | 'no_show';
interface Guest {
  email?: string;
  phone?: string;
  lateCancellation?: boolean;
  arrived?: boolean;
}

async function add(slug: string, status: Status, date: string, time: string, pax: number, guest: Guest = {}): Promise<number> {
  const venue = await venueId(t.db, slug);
  const [row] = await t.db
    .insert(reservations)
    .values({
      venueId: venue,
      zoneId: status === 'waiting' || status === 'pending' ? null : await firstZoneId(t.db, venue),
      date,
      time,
      pax,
      status,
      firstName: 'Ada',
      lastName: 'Neri',
      email: guest.email ?? `ada-${randomBytes(4).toString('hex')}@example.com`,
      phonePrefix: guest.phone ? '+39' : '',
      phone: guest.phone ?? '',
      language: 'en',
      lateCancellation: guest.lateCancellation ?? false,
      arrivedAt: guest.arrived ? NOW : null,
      hash: randomBytes(16).toString('base64url'),
    })
    .returning();
  return row!.id;
}

const staff = async (path: string, form: Record<string, string | number>, token: string = STAFF.aurora) => {
  const res = await callStaff(t.app, path, Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])), token);
  return { status: res.statusCode, body: res.json() };
};
const mailsTo = async (to: string) => {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === to);
};
const lastActions = async (n: number) => {
  const rows = await t.db.select().from(staffActions).orderBy(staffActions.id);
  return rows.slice(-n).map((r) => [r.action, r.subject, r.result]);
};

test('a request accepted and another declined: each guest gets the e-mail with staff’s message; both in the audit log', async () => {
  const yes = await add('cantina-aurora', 'pending', '2026-06-02', '12:30', 2, { email: 'yes@example.com' });
  const no = await add('cantina-aurora', 'pending', '2026-06-02', '13:00', 14, { email: 'no@example.com' });

  const accepted = await staff('/reservations/accept', { id: yes, message: 'We kept you the table by the window.' });
  expect(accepted.status).toBe(200);
  expect(accepted.body.data).toMatchObject({ id: yes, status: 'confirmed' });
  const declined = await staff('/reservations/reject', { id: no, message: 'We are full with a wedding that day.' });
  expect(declined.body.data).toMatchObject({ id: no, status: 'rejected' });

  const [yesMail] = await mailsTo('yes@example.com');
  expect(yesMail!.text).toContain('We kept you the table by the window.');
  expect(yesMail!.text).toContain('A message from Cantina Aurora');
  const [noMail] = await mailsTo('no@example.com');
  expect(noMail!.text).toContain('We are full with a wedding that day.');
  expect(await lastActions(2)).toEqual([
    ['accept', String(yes), 'ok'],
    ['reject', String(no), 'ok'],
  ]);
  // A second answer is refused, and logged as refused.
  expect((await staff('/reservations/accept', { id: yes })).body.error.code).toBe('INVALID_TRANSITION');
  expect(await lastActions(1)).toEqual([['accept', String(yes), 'INVALID_TRANSITION']]);
});

test('a walk-in is seated now at the time that began, counted against the seats; refused when they are not there', async () => {
  clock.set('2026-06-02T10:47:00Z'); // Tuesday 12:47 in Rome: lunch, times every 30 minutes
  const walkIn = await staff('/reservations/walk-in', { pax: 3, name: 'Luca' });
  expect(walkIn.status).toBe(200);
  expect(walkIn.body.data).toMatchObject({ date: '2026-06-02', time: '12:30', pax: 3, status: 'confirmed', name: 'Luca ', walkIn: true });
  expect(walkIn.body.data.arrivedAt).toBe('2026-06-02T10:47:00.000Z');
  expect(await lastActions(1)).toEqual([['walk-in', String(walkIn.body.data.id), 'ok']]);

  // The lunch shift holds 40: a party of 38 more does not fit.
  const full = await staff('/reservations/walk-in', { pax: 38 });
  expect(full.body.error.code).toBe('SOLD_OUT');
  expect(await lastActions(1)).toEqual([['walk-in', '', 'SOLD_OUT']]);
  // Closed today (Monday): no time to sit at.
  clock.reset();
  expect((await staff('/reservations/walk-in', { pax: 2 })).body.error.code).toBe('SLOT_UNAVAILABLE');
});

test('a booking moved for the guest: told by e-mail; a move that does not fit is refused with its reason and changes nothing', async () => {
  const id = await add('cantina-aurora', 'confirmed', '2026-06-04', '12:30', 2, { email: 'move@example.com' });
  const moved = await staff('/reservations/move', { id, time: '13:30', pax: 4 });
  expect(moved.status).toBe(200);
  expect(moved.body.data).toMatchObject({ id, time: '13:30', pax: 4, status: 'confirmed' });
  const [mail] = await mailsTo('move@example.com');
  expect(mail!.subject).toMatch(/changed|modified|updated/i);
  expect(await lastActions(1)).toEqual([['move', String(id), 'ok']]);

  // The lunch shift holds 40 guests: 40 more cannot join it.
  const tooMany = await staff('/reservations/move', { id, time: '13:30', pax: 40 });
  expect(tooMany.status).toBe(409);
  expect(tooMany.body.error.code).toBe('EDIT_SOLD_OUT');
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  expect(row).toMatchObject({ pax: 4, time: '13:30:00' });
  expect(await lastActions(1)).toEqual([['move', String(id), 'EDIT_SOLD_OUT']]);
  // A time the venue does not open.
  expect((await staff('/reservations/move', { id, time: '17:00', pax: 2 })).body.error.code).toBe('EDIT_SOLD_OUT');
});

test('a booking cancelled for the guest: told, the seats offered to the waiting list', async () => {
  const id = await add('cantina-aurora', 'confirmed', '2026-06-05', '19:00', 2, { email: 'cancel@example.com' });
  const cancelled = await staff('/reservations/cancel', { id });
  expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled' });
  expect((await mailsTo('cancel@example.com')).length).toBe(1);
  expect(await lastActions(1)).toEqual([['cancel', String(id), 'ok']]);
});

test('a waiting guest offered a place by hand: the offer e-mail with its deadline; refused when the party does not fit', async () => {
  const id = await add('cantina-aurora', 'waiting', '2026-06-03', '13:00', 2, { email: 'wait@example.com' });
  const offered = await staff('/reservations/offer', { id });
  expect(offered.status).toBe(200);
  expect(offered.body.data.status).toBe('offered');
  // offerMinutes 30 from now (10:00 in Rome).
  expect(offered.body.data.offerExpiresAt).toBe('2026-06-01T10:30:00+02:00');
  const [mail] = await mailsTo('wait@example.com');
  expect(mail).toBeDefined();
  expect(await lastActions(1)).toEqual([['offer', String(id), 'ok']]);
  expect((await staff('/reservations/offer', { id })).body.error.code).toBe('INVALID_TRANSITION');

  const big = await add('cantina-aurora', 'waiting', '2026-06-03', '13:00', 45);
  expect((await staff('/reservations/offer', { id: big })).body.error.code).toBe('SOLD_OUT');
});

test('the guest’s history on the card: visits, no-shows, late cancellations, last visit, by e-mail or phone; a note that follows them', async () => {
  const email = 'Regular.Guest+door@GoogleMail.com';
  await add('cantina-aurora', 'confirmed', '2026-05-10', '12:30', 2, { email: 'regularguest@gmail.com' });
  await add('cantina-aurora', 'confirmed', '2026-05-20', '12:30', 2, { email, arrived: true });
  await add('cantina-aurora', 'no_show', '2026-05-24', '12:30', 2, { email: 'someone-else@example.com', phone: '347 765 4321' });
  await add('cantina-aurora', 'cancelled', '2026-05-26', '12:30', 2, { email: 'regularguest@gmail.com', lateCancellation: true });
  // Another venue's bookings say nothing here.
  await add('chalet-du-lac', 'no_show', '2026-05-12', '19:00', 2, { email: 'regularguest@gmail.com' });
  const today = await add('cantina-aurora', 'confirmed', '2026-06-02', '12:30', 2, { email, phone: '3477654321' });

  const { body } = await staff('/reservations/get', { id: today });
  expect(body.data.guest).toEqual({ visits: 2, noShows: 1, recentNoShows: 1, lateCancellations: 1, lastVisit: '2026-05-20', note: null });
  const list = await staff('/reservations/list', { date: '2026-06-02' });
  expect(list.body.data.reservations.find((r: { id: number }) => r.id === today).guest.visits).toBe(2);

  const noted = await staff('/reservations/guest-note', { id: today, note: 'Allergic to nuts; likes the terrace' });
  expect(noted.body.data.guest.note).toMatchObject({ text: 'Allergic to nuts; likes the terrace', by: 'demo' });
  expect(await lastActions(1)).toEqual([['guest-note', String(today), 'ok']]);
  // The next visit, known by the phone only: the same note; edited there.
  const next = await add('cantina-aurora', 'confirmed', '2026-06-09', '12:30', 2, { email: 'new-address@example.com', phone: '347-765-4321' });
  expect((await staff('/reservations/get', { id: next })).body.data.guest.note.text).toBe('Allergic to nuts; likes the terrace');
  await staff('/reservations/guest-note', { id: next, note: 'Allergic to nuts' });
  expect((await staff('/reservations/get', { id: today })).body.data.guest.note.text).toBe('Allergic to nuts');
  // Another venue's staff cannot read or write it.
  expect((await staff('/reservations/get', { id: today }, STAFF.chalet)).body.error.code).toBe('RESERVATION_NOT_FOUND');
  expect((await staff('/reservations/guest-note', { id: today, note: 'x' }, STAFF.chalet)).body.error.code).toBe('RESERVATION_NOT_FOUND');
});

test('the database’s guest keys are the code’s (normal e-mail, phone digits)', async () => {
  const cases = [
    { email: ' Mario.Rossi+promo@GoogleMail.com ', phone: '347 123 4567' },
    { email: 'anna+x@Example.org', phone: '12' },
    { email: '+tag@example.org', phone: '' },
  ];
  for (const c of cases) {
    const id = await add('le-lagon', 'cancelled', '2026-05-01', '12:00', 2, { email: c.email, phone: c.phone || undefined });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect({ email: row!.guestEmailKey, phone: row!.guestPhoneKey }).toEqual(guestKeys({ email: c.email, phonePrefix: row!.phonePrefix, phone: c.phone }));
  }
});

test('a venue that asks a card after N no-shows asks it of that guest only, at booking', async () => {
  const chalet = await venueId(t.db, 'chalet-du-lac');
  const [row] = await t.db.select({ bookingSettings: venues.bookingSettings }).from(venues).where(eq(venues.id, chalet));
  // The rule as the venue file puts it (booking.cardGuarantee.afterNoShows): after 2 no-shows in 12 months.
  const settings = row!.bookingSettings;
  await t.db
    .update(venues)
    .set({ bookingSettings: { ...settings, cardGuarantee: { ...settings.cardGuarantee!, afterNoShows: 2 } } })
    .where(eq(venues.id, chalet));
  const email = 'flaky@example.com';
  await add('chalet-du-lac', 'no_show', '2026-02-10', '19:00', 2, { email });
  await add('chalet-du-lac', 'no_show', '2026-05-10', '19:00', 2, { email });
  // A no-show more than 12 months ago does not count.
  await add('chalet-du-lac', 'no_show', '2025-03-10', '19:00', 2, { email: 'once@example.com' });
  await add('chalet-du-lac', 'no_show', '2026-05-10', '19:00', 2, { email: 'once@example.com' });

  const form = { date: '2026-06-05', time: '19:30', pax: 2, language: 'en' };
  const flaky = await book(t.app, 'submit', { ...form, email }, 'fp_demo_chalet_du_lac');
  expect(flaky.json().error.code).toBe('GUARANTEE_REQUIRED');
  const quote = await t.app.inject({
    method: 'POST',
    url: '/backend/api/frontpage/reservation/quote',
    headers: { authorization: 'Bearer fp_demo_chalet_du_lac', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, pax: '2', email: 'FLAKY@example.com' }).toString(),
  });
  expect(quote.json().data.guarantee).toMatchObject({ type: 2, amount: 6000 });
  const once = await book(t.app, 'submit', { ...form, email: 'once@example.com' }, 'fp_demo_chalet_du_lac');
  expect(once.json().data.outcome).toBe('pending');
});

test('erasing a guest removes their history and notes at that venue', async () => {
  const email = 'forget-me@example.com';
  await add('cantina-aurora', 'no_show', '2026-05-10', '12:30', 2, { email });
  const id = await add('cantina-aurora', 'confirmed', '2026-05-20', '12:30', 2, { email });
  const later = await add('cantina-aurora', 'cancelled', '2026-05-21', '12:30', 2, { email: 'other@example.com' });
  await staff('/reservations/guest-note', { id, note: 'Prefers red wine' });
  expect((await staff('/reservations/get', { id })).body.data.guest.noShows).toBe(1);

  const result = await eraseGuest(t.app, { email, venue: 'cantina-aurora', force: true });
  expect(result.erased.guestNotes).toBe(1);
  expect((await staff('/reservations/get', { id })).body.data.guest).toBeNull();
  expect((await staff('/reservations/get', { id: later })).body.data.guest).toMatchObject({ visits: 0, noShows: 0, note: null });
});

test('the staff tool: accept with a message, the guest’s history and note, a walk-in', async () => {
  const email = 'tool-guest@example.com';
  await add('cantina-aurora', 'confirmed', '2026-05-02', '12:30', 2, { email });
  await add('cantina-aurora', 'no_show', '2026-05-16', '12:30', 2, { email });
  const id = await add('cantina-aurora', 'pending', '2026-06-03', '12:30', 2, { email });
  expect(await cli('booking:accept', String(id), 'See', 'you', 'soon')).toMatchObject({ exit: 0, out: expect.stringContaining('ACCEPTED') });
  expect((await mailsTo(email))[0]!.text).toContain('See you soon');
  expect(await cli('guest:note', String(id), 'Birthday', 'in', 'June')).toMatchObject({ exit: 0, out: expect.stringContaining('NOTE SAVED') });
  const history = await cli('guest:history', String(id));
  expect(history.exit).toBe(0);
  expect(history.out).toContain('1 visit, last 2026-05-02 · 1 no-show (1 in 12 months)');
  expect(history.out).toContain('Birthday in June');
  clock.set('2026-06-02T10:05:00Z');
  expect(await cli('booking:walk-in', '2', 'Bea')).toMatchObject({ exit: 0, out: expect.stringContaining('WALK-IN') });
  expect(await cli('booking:walk-in', 'x')).toMatchObject({ exit: 1, out: expect.stringContaining('party size') });
});
