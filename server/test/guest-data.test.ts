/**
 * A guest's data through the operator API and the venue tool: the export lists what a booking,
 * a gift card order and a promotion claim made (and the e-mails, the wallet pass, the staff
 * log); an erase refuses while the booking is ahead or the card holds value, unless forced;
 * a recipient is erased apart from the buyer. Every row's absence of the person, by a dump of
 * the whole database: database/guest-data-erase.test.ts.
 */
import { eq } from 'drizzle-orm';
import { runVenueCli } from '../src/cli/venue-main';
import { emailOutbox, giftcardOrders, giftcards, reservations } from '../src/db/schema';
import { type GuestData, GUEST, OPERATOR, RECIPIENT, callOperator, makeGuestData } from './support/guest-data';
import { book } from './support/booking';
import { type TestApp, callApi, createTestApp } from './support/test-app';
import { walletConfig } from './support/wallet';
import { listenOnStaffSide, staffSide } from './support/staff-side';

jest.setTimeout(120_000);

let t: TestApp;
let api: string;
let made: GuestData;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR, wallet: walletConfig(), publicUrl: 'https://book.example', claimRateLimitMax: 1000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = await listenOnStaffSide(t.app);
  made = await makeGuestData(t.app, t.db, { wallet: true });
});
afterAll(() => t.close());

async function venueTool(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runVenueCli(argv, { env: { VENUE_API_URL: api, OPERATOR_TOKEN: OPERATOR }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

test('export: the booking, the order with its card and recipient, the claim, the e-mails, the pass and the staff log, by any spelling of the address', async () => {
  const res = await callOperator(t.app, '/guests/export', { email: 'ottavio.quarzolini@EXAMPLE.com' });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.email).toBe('ottavio.quarzolini@example.com');
  expect(data.bookings).toEqual([
    expect.objectContaining({
      venue: 'cantina-aurora',
      kind: 'booking',
      date: '2026-06-02',
      time: '12:30',
      guests: 2,
      firstName: 'Ottavio',
      lastName: 'Quarzolini',
      email: GUEST.email,
    }),
  ]);
  expect(data.bookings[0]).toMatchObject({ phone: `+39 ${GUEST.phoneDigits}`, notes: 'Ottavio is allergic to walnuts' });
  expect(data.giftcardOrders).toEqual([
    expect.objectContaining({
      totalAmount: 5000,
      currency: 'EUR',
      status: 'issued',
      city: 'Bardolino',
      recipient: expect.objectContaining({ firstName: RECIPIENT.firstName, email: RECIPIENT.email, message: 'Per Brunhilde, con affetto da Ottavio' }),
      cards: [expect.objectContaining({ code: made.cardCode, balance: 5000, initialAmount: 5000 })],
    }),
  ]);
  expect(data.giftcardsReceived).toEqual([]);
  expect(data.promoClaims).toEqual([
    expect.objectContaining({ promotion: 'calice-di-benvenuto', code: made.claimCode, phone: `+39 ${GUEST.phoneDigits}`, redeemedAt: null }),
  ]);
  const kinds = (data.emails as Array<{ kind: string }>).map((e) => e.kind).sort();
  // The booking's confirmation, the buyer's receipt, the claim's code, and the card the recipient got (it carries the card's link).
  expect(kinds).toEqual(expect.arrayContaining(['giftcard', 'giftcard-receipt', 'promo-claim']));
  expect(kinds.some((k) => k.startsWith('reservation'))).toBe(true);
  expect(data.walletPasses).toEqual([expect.objectContaining({ kind: 'booking', subjectId: made.bookingId, appleDevicesRegistered: 1 })]);
  expect(data.storedAnswers).toEqual([expect.objectContaining({ key: 'guest-data-booking-0001' })]);
  expect(data.staffActions).toEqual([expect.objectContaining({ action: 'lookup', result: 'ok', subject: `****-****-****-${made.claimCode.slice(-4)}` })]);
  // The recipient is another person: found under their own address, as a recipient only.
  const recipient = (await callOperator(t.app, '/guests/export', { email: RECIPIENT.email })).json().data;
  expect([recipient.bookings, recipient.giftcardOrders, recipient.promoClaims]).toEqual([[], [], []]);
  expect(recipient.giftcardsReceived).toEqual([expect.objectContaining({ orderId: made.orderId, lastName: RECIPIENT.lastName })]);
  // Scoped to another venue: nothing there.
  const chalet = (await callOperator(t.app, '/guests/export', { email: GUEST.email, venue: 'chalet-du-lac' })).json().data;
  expect([chalet.bookings, chalet.giftcardOrders, chalet.promoClaims, chalet.emails]).toEqual([[], [], [], []]);
});

test('the venue tool prints the export as JSON; a bad address or venue is a clear error', async () => {
  const result = await venueTool(['guest', 'export', GUEST.email, '--venue', 'cantina-aurora']);
  expect(result.exit).toBe(0);
  expect(JSON.parse(result.out)).toMatchObject({ email: 'ottavio.quarzolini@example.com', venue: 'cantina-aurora', bookings: [{ lastName: 'Quarzolini' }] });
  expect(await venueTool(['guest', 'export', 'not-an-address'])).toMatchObject({ exit: 1, err: 'INVALID_PAYLOAD: Invalid payload: email' });
  expect(await venueTool(['guest', 'export', GUEST.email, '--venue', 'nowhere'])).toMatchObject({ exit: 1, err: 'VENUE_NOT_FOUND: No venue nowhere' });
  expect((await venueTool(['guest', 'delete', GUEST.email])).exit).toBe(2);
  const anonymous = await t.app.inject({
    method: 'POST',
    url: '/backend/api/operator/guests/export',
    headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded' }),
    payload: 'email=a%40b.ch',
  });
  expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'AUTH_INVALID']);
});

test('erase refuses while the booking is ahead and the card holds value, and changes nothing', async () => {
  const result = await venueTool(['guest', 'erase', GUEST.email]);
  expect(result.exit).toBe(1);
  expect(result.err).toContain(`${GUEST.email}: not erased, the guest still holds:`);
  expect(result.err).toContain(`booking #${made.bookingId} at cantina-aurora on 2026-06-02 12:30 for 2 (confirmed)`);
  expect(result.err).toContain(`gift card …${made.cardCode.slice(-4)} at cantina-aurora: 50.00 EUR left until`);
  const [booking] = await t.db.select().from(reservations).where(eq(reservations.id, made.bookingId));
  expect(booking).toMatchObject({ email: GUEST.email, lastName: 'Quarzolini', anonymizedAt: null });
});

test('the recipient erased alone: their name, address, phone and the message go; the buyer and the card stay', async () => {
  const result = await venueTool(['guest', 'erase', RECIPIENT.email, '--force']);
  expect(result.exit).toBe(0);
  expect(result.out).toMatch(/^brunhilde\.zaccagnini@example\.org: erased from \d+ row\(s\)\n {2}giftcardsReceived: 1\n/);
  const [order] = await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.id, made.orderId));
  expect(order).toMatchObject({
    recipientFirstName: '',
    recipientLastName: '',
    recipientEmail: '',
    recipientPhone: '',
    message: '',
    lastName: 'Quarzolini',
    totalAmount: 5000,
    anonymizedAt: null,
  });
  const [card] = await t.db.select().from(giftcards).where(eq(giftcards.orderId, made.orderId));
  expect(card).toMatchObject({ balance: 5000, status: 'active' });
});

test('erase --force: every kind counted, the booking kept for the venue without a name; a second erase finds nothing', async () => {
  const result = await venueTool(['guest', 'erase', GUEST.email, '--venue', 'cantina-aurora', '--force']);
  expect(result.exit).toBe(0);
  const lines = result.out.split('\n');
  expect(lines[0]).toMatch(/^ottavio\.quarzolini@example\.com at cantina-aurora: erased from \d+ row\(s\)$/);
  expect(lines).toEqual(expect.arrayContaining(['  bookings: 1', '  giftcardOrders: 1', '  promoClaims: 1', '  walletPasses: 1', '  storedAnswers: 1']));
  // The booking's and the claim's: the receipt and the recipient's card, naming the recipient, went with her erasure.
  expect(lines).toContain('  emails: 2');
  expect(result.out).toContain(`  kept without a name (--force): booking #${made.bookingId}`);
  const [booking] = await t.db.select().from(reservations).where(eq(reservations.id, made.bookingId));
  expect(booking).toMatchObject({ status: 'confirmed', pax: 2, date: '2026-06-02', firstName: '', email: '', phone: '', notes: '', remindAt: null });
  expect(booking!.anonymizedAt).not.toBeNull();

  expect(await venueTool(['guest', 'erase', GUEST.email, '--force'])).toMatchObject({ exit: 0, out: 'ottavio.quarzolini@example.com: nothing held (already erased?)' });
  const after = (await callOperator(t.app, '/guests/export', { email: GUEST.email })).json().data;
  expect([after.bookings, after.giftcardOrders, after.promoClaims, after.emails, after.walletPasses]).toEqual([[], [], [], [], []]);
});

test('the booking a forced erase kept can still be cancelled from its link, and no e-mail goes to no one', async () => {
  const outbox = async () => (await t.db.select().from(emailOutbox)).length;
  const before = await outbox();
  const res = await callApi(t.app, '/reservation/cancel', { form: { hash: made.bookingHash } });
  expect(res.statusCode).toBe(200);
  expect((await t.db.select().from(reservations).where(eq(reservations.id, made.bookingId)))[0]).toMatchObject({ status: 'cancelled', email: '' });
  const sentBefore = t.mailer.sent.length;
  await t.app.email.drain();
  expect(await outbox()).toBe(before);
  expect(t.mailer.sent.slice(sentBefore).filter((m) => !m.to)).toEqual([]);
});

test('a waiting-list entry is exported as one, and an erase closes it (it holds no seats, and no offer could reach anyone)', async () => {
  const waiting = await book(t.app, 'submit', { date: '2026-06-12', time: '20:00', pax: 2, waitingList: '1', email: 'waiting.guest@example.com', lastName: 'Attesini' });
  expect(waiting.json().data).toMatchObject({ outcome: 'waiting' });
  const exported = (await callOperator(t.app, '/guests/export', { email: 'waiting.guest@example.com' })).json().data;
  expect(exported.bookings).toEqual([expect.objectContaining({ kind: 'waiting list', status: 'waiting', date: '2026-06-12', lastName: 'Attesini' })]);
  // A waiting entry is not a live booking: no refusal, no --force.
  const erased = await callOperator(t.app, '/guests/erase', { email: 'waiting.guest@example.com' });
  expect(erased.json().data).toMatchObject({ erased: { bookings: 1 }, forcedPast: [] });
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, waiting.json().data.reservation.hash));
  expect(row).toMatchObject({ status: 'cancelled', lastName: '', email: '', pax: 2 });
});
