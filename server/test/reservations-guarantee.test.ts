/**
 * Card guarantee and no-show fee with the demo gateway: hold (seats kept, SetupIntent), card
 * saved, complete; holds expire and release; staff accept/reject/waiting list/no-show; the
 * fee is charged once; a bank asking for authentication sends the guest a link.
 */
import { eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { book, call, saveDemoCard } from './support/booking';
import { callStaff } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
});

const TOUR = 'aurora-tour-con-pranzo';
const WEDNESDAY = '2026-06-03';

async function tourId(): Promise<number> {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  return data.elenco.find((e: { hash: string }) => e.hash === TOUR).id;
}

async function guaranteed(pax: number, card = '4242424242424242', email = 'tour@example.com') {
  const experience = await tourId();
  const hold = await book(t.app, 'hold', { date: WEDNESDAY, time: '12:30', pax, experience, cancellationPolicy: '1', email });
  expect(hold.statusCode).toBe(200);
  const { hash, clientSecret } = hold.json().data;
  const saved = await saveDemoCard(t.app, clientSecret, card);
  expect(saved.statusCode).toBe(200);
  return { hash, saved: saved.json().data, clientSecret };
}

describe('card guarantee', () => {
  test('quote shows the terms: per guest, the free-cancellation deadline in the venue’s time', async () => {
    const res = await call(t.app, '/reservation/quote', { date: WEDNESDAY, time: '12:30', pax: 3, experience: await tourId() });
    expect(res.json().data.guarantee).toEqual({
      type: 2,
      unitAmount: 2000,
      amount: 6000,
      currency: 'EUR',
      cancellationHours: 48,
      freeCancellationUntil: '2026-06-01T12:30:00+02:00',
    });
  });

  test('submit refuses a guaranteed booking; hold needs the policy accepted', async () => {
    const experience = await tourId();
    const direct = await book(t.app, 'submit', { date: WEDNESDAY, time: '12:30', pax: 2, experience });
    expect(direct.json().error.code).toBe('GUARANTEE_REQUIRED');
    const noPolicy = await book(t.app, 'hold', { date: WEDNESDAY, time: '12:30', pax: 2, experience });
    expect(noPolicy.json().error).toMatchObject({ code: 'INVALID_PAYLOAD', fields: { cancellationPolicy: 'REQUIRED' } });
  });

  test('hold → card saved → complete: confirmed with the terms; the e-mail repeats them', async () => {
    const experience = await tourId();
    const hold = await book(t.app, 'hold', { date: WEDNESDAY, time: '13:00', pax: 2, experience, cancellationPolicy: '1', email: 'card@example.com', language: 'en' });
    const { hash, clientSecret, reservation } = hold.json().data;
    expect(reservation).toMatchObject({ status: 'held', holdExpiresAt: '2026-06-01T08:10:00.000Z' });
    expect((await call(t.app, '/reservation/complete', { hash })).json().error.code).toBe('CARD_NOT_SAVED');
    await saveDemoCard(t.app, clientSecret);
    const done = await call(t.app, '/reservation/complete', { hash });
    expect(done.json().data).toMatchObject({
      outcome: 'confirmed',
      reservation: { status: 'confirmed', guarantee: { type: 2, amount: 4000, cardSaved: true, freeCancellationUntil: '2026-06-01T13:00:00+02:00' } },
    });
    // A second click answers the same.
    expect((await call(t.app, '/reservation/complete', { hash })).json().data.outcome).toBe('confirmed');
    await t.app.email.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'card@example.com')!;
    expect(mail.text).toContain('Card guarantee: €20.00 per guest (€40.00 in total)');
    expect(mail.text).toContain('Free cancellation until');
  });

  test('a hold keeps the seats; released or expired, they are free again', async () => {
    const experience = await tourId();
    // The tour seats guests in the barrel room (24 seats): a hold for 10 takes 10 of them.
    const hold = await book(t.app, 'hold', { date: '2026-06-04', time: '12:00', pax: 10, experience, cancellationPolicy: '1' });
    expect(hold.statusCode).toBe(200);
    const quote = async () => (await call(t.app, '/reservation/quote', { date: '2026-06-04', time: '12:00', pax: 10, experience })).json().data;
    await book(t.app, 'submit', { date: '2026-06-04', time: '12:00', pax: 8, zone: (await quote()).zone ?? undefined });
    // Barrel room 24 = 10 held + 8 + 6 left: another party of 10 does not fit there while held
    // (it may wait: the card comes with the offer).
    expect((await quote()).outcome).toBe('waiting');
    await call(t.app, '/reservation/release', { hash: hold.json().data.hash });
    expect((await quote()).outcome).toBe('confirmed');

    const again = await book(t.app, 'hold', { date: '2026-06-04', time: '12:00', pax: 10, experience, cancellationPolicy: '1' });
    expect((await quote()).outcome).toBe('waiting');
    clock.advance(11 * 60_000);
    expect((await quote()).outcome).toBe('confirmed');
    // Completing after expiry works only if the seats are still there: take them first.
    await book(t.app, 'hold', { date: '2026-06-04', time: '12:00', pax: 10, experience, cancellationPolicy: '1' });
    await saveDemoCard(t.app, again.json().data.clientSecret);
    expect((await call(t.app, '/reservation/complete', { hash: again.json().data.hash })).json().error.code).toBe('HOLD_EXPIRED');
  });
});

describe('staff', () => {
  test('list a day, accept and reject requests', async () => {
    const a = (await book(t.app, 'submit', { date: WEDNESDAY, time: '12:00', pax: 2, email: 'a@example.com' }, TOKENS.chalet)).json().data.reservation;
    await book(t.app, 'submit', { date: WEDNESDAY, time: '12:00', pax: 3, email: 'b@example.com' }, TOKENS.chalet);
    const list = await callStaff(t.app, '/reservations/list', { date: WEDNESDAY }, 'st_demo_chalet_du_lac');
    const rows = list.json().data.reservations as Array<{ id: number; email: string; status: string }>;
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ['a@example.com', 'pending'],
      ['b@example.com', 'pending'],
    ]);
    const accepted = await callStaff(t.app, '/reservations/accept', { id: String(rows[0]!.id) }, 'st_demo_chalet_du_lac');
    expect(accepted.json().data.status).toBe('confirmed');
    const rejected = await callStaff(t.app, '/reservations/reject', { id: String(rows[1]!.id) }, 'st_demo_chalet_du_lac');
    expect(rejected.json().data.status).toBe('rejected');
    expect((await callStaff(t.app, '/reservations/accept', { id: String(rows[1]!.id) }, 'st_demo_chalet_du_lac')).json().error.code).toBe('INVALID_TRANSITION');
    // Another venue's staff sees none of it; the front-page token is no staff credential.
    expect((await callStaff(t.app, '/reservations/accept', { id: String(rows[0]!.id) })).statusCode).toBe(404);
    expect((await callStaff(t.app, '/reservations/list', { date: WEDNESDAY }, TOKENS.chalet)).statusCode).toBe(401);
    await t.app.email.drain();
    expect(t.mailer.sent.filter((m) => m.to === 'a@example.com').map((m) => m.subject)).toEqual([
      'Richiesta di prenotazione ricevuta – Chalet du Lac',
      'Prenotazione accettata – Chalet du Lac',
    ]);
    expect(a.status).toBe('pending');
  });

  test('confirm a guest from the waiting list only when the seats are there', async () => {
    const w = await book(t.app, 'submit', { date: '2026-06-12', time: '21:00', pax: 2, waitingList: '1' });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, w.json().data.reservation.hash));
    expect((await callStaff(t.app, '/reservations/confirm-waiting', { id: String(row!.id) })).json().error.code).toBe('SOLD_OUT');
  });

  test('no-show: not before the time; then the fee is charged once', async () => {
    const { hash } = await guaranteed(2, '4242424242424242', 'noshow@example.com');
    await call(t.app, '/reservation/complete', { hash });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
    const id = String(row!.id);
    expect((await callStaff(t.app, '/reservations/noshow', { id })).json().error.code).toBe('NOT_STARTED');
    clock.set('2026-06-03T12:00:00Z');
    const [first, second] = await Promise.all([callStaff(t.app, '/reservations/noshow', { id }), callStaff(t.app, '/reservations/noshow', { id })]);
    const charges = [first!.json().data.charge, second!.json().data.charge];
    expect(charges).toContain('succeeded');
    expect(['succeeded', 'in_progress', 'already_paid']).toEqual(expect.arrayContaining(charges));
    const third = await callStaff(t.app, '/reservations/noshow', { id });
    expect(third.json().data).toMatchObject({ status: 'no_show', fee: 'paid', charge: 'already_paid' });
    // One payment at the provider, whatever the clicks.
    const store = (t.app.payments.gateway as unknown as { options: { store: { data: { paymentIntents: Record<string, { metadata: Record<string, string> }> } } } })
      .options.store.data;
    const fees = Object.values(store.paymentIntents).filter((pi) => pi.metadata.kind === 'reservation-fee' && pi.metadata.reservation === id);
    expect(fees).toHaveLength(1);
  });

  test('a bank asking for authentication: the guest gets a link, confirms, the fee is paid', async () => {
    const { hash, saved, clientSecret } = await guaranteed(2, '4000002760003184', 'auth@example.com');
    if (saved.status === 'requires_action') {
      await call(t.app, '/payments/demo/authenticate', { clientSecret, result: 'approve' });
    }
    await call(t.app, '/reservation/complete', { hash });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hash));
    clock.set('2026-06-03T12:00:00Z');
    const res = await callStaff(t.app, '/reservations/noshow', { id: String(row!.id) });
    expect(res.json().data).toMatchObject({ charge: 'requires_action', fee: 'requires_action' });
    await t.app.email.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'auth@example.com' && m.subject.startsWith('Conferma il pagamento'))!;
    expect(mail.text).toContain(`/reserve/${hash}/authenticate?venue=cantina-aurora`);

    const fee = (await call(t.app, '/reservation/fee', { hash })).json().data;
    expect(fee).toMatchObject({ status: 'requires_action', amount: 4000, currency: 'EUR', clientSecret: expect.any(String), paymentMethod: expect.any(String) });
    const confirm = await call(t.app, '/payments/demo/confirm', { clientSecret: fee.clientSecret, paymentMethod: fee.paymentMethod });
    if (confirm.json().data.status === 'requires_action') {
      await call(t.app, '/payments/demo/authenticate', { clientSecret: fee.clientSecret, result: 'approve' });
    }
    expect((await call(t.app, '/reservation/fee', { hash })).json().data.status).toBe('paid');
  });
});
