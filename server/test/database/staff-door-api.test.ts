/**
 * The door page's calls, signed by its session: a code looked up and redeemed whatever its kind,
 * from what a guest shows (the typed code, the QR code of the e-mail, the link of their page);
 * codes of another venue told apart with nothing of them; two phones redeeming one promo code
 * at once; a gift card paid in two parts; the day's bookings, arrived, and the no-show preview.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { giftcards, promoClaims, reservations, staffActions } from '../../src/db/schema';
import { formatPromoCode } from '../../src/modules/promotions/promo-code';
import { createToken } from '../../src/modules/venue-setup/venue-tokens';
import { book, call, saveDemoCard } from '../support/booking';
import { venueId } from '../support/fixtures';
import { cardsOf, checkoutForm, checkoutOk, decodeQr, payDemo, productId } from '../support/giftcard';
import { STAFF, callStaff, claim } from '../support/promo-claim';
import { doorCall, signIn } from '../support/staff-session';
import { type TestApp, NOW, createTestApp } from '../support/test-app';
import { movableClock } from '../support/movable-clock';
import { usingPostgres } from '../support/test-db';

const clock = movableClock(NOW);
let t: TestApp;
/** Sessions of two phones at Cantina Aurora, and one at Chalet du Lac. */
let door: string;
let bar: string;
let chalet: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { claimRateLimitMax: 10_000 } });
  const doorPhone = await createToken(t.db, 'cantina-aurora', 'staff', 'door phone', clock.now());
  const barTablet = await createToken(t.db, 'cantina-aurora', 'staff', 'bar tablet', clock.now());
  door = await signIn(t.app, doorPhone.token);
  bar = await signIn(t.app, barTablet.token);
  chalet = await signIn(t.app, STAFF.chalet);
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
});

/** A claimed promo code at Aurora: the code, its page's link and the QR code of its e-mail. */
async function promoCode(email = `guest-${randomBytes(4).toString('hex')}@example.com`) {
  expect((await claim(t.app, { email })).statusCode).toBe(200);
  const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, email));
  await t.app.email.drain();
  const mail = t.mailer.sent.find((m) => m.to === email)!;
  return {
    code: formatPromoCode(row!.code),
    link: `${t.app.config.publicUrl}/promo/calice-di-benvenuto/${row!.publicId}?venue=cantina-aurora`,
    qr: decodeQr(mail)!,
  };
}

/** A paid gift card of `amount` at Aurora: its code, the QR code of its e-mail, its printable page's link. */
async function giftcard(amount: number) {
  const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const product = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: product, amount, email }));
  await payDemo(t.app, fingerprint);
  const [card] = await cardsOf(t.db, fingerprint);
  await t.app.giftcards.delivery.deliverDue();
  await t.app.email.drain();
  const mail = t.mailer.sent.find((m) => m.to === email && m.attachments?.some((a) => a.contentType === 'image/png'))!;
  return { code: card!.code, qr: decodeQr(mail)!, link: `${t.app.config.publicUrl}/backend/giftcard/${card!.publicId}/print` };
}

describe('code lookup', () => {
  test('a promo code from the typed code (any case, no dashes), the QR code of its e-mail, or its page’s link', async () => {
    const { code, link, qr } = await promoCode('mario.door@example.com');
    expect(qr).toBe(code);
    for (const data of [code, code.toLowerCase().replace(/-/g, ''), ` ${code.replace(/-/g, ' ')} `, qr, link]) {
      const res = await doorCall(t.app, '/code/lookup', { data }, door);
      expect({ data, status: res.statusCode }).toEqual({ data, status: 200 });
      expect(res.json().data).toMatchObject({
        kind: 'promo',
        state: 'valid',
        code,
        usedAt: null,
        usedBy: null,
        // The promotion's own staff view, as promo/lookup gives it.
        venue: 'cantina-aurora',
        codice: code,
        stato: 'requested',
        email: 'mario.door@example.com',
      });
    }
    const own = (await doorCall(t.app, '/promo/lookup', { code }, door)).json().data;
    const { kind: _kind, state: _state, code: _code, usedAt: _usedAt, ...view } = (await doorCall(t.app, '/code/lookup', { data: link }, door)).json().data;
    expect(view).toEqual(own);
  });

  test('a gift card from the typed code, the QR code of its e-mail, or its printable page’s link: balance and currency', async () => {
    const card = await giftcard(8000);
    for (const data of [card.code.toLowerCase(), card.qr, card.link]) {
      const res = await doorCall(t.app, '/code/lookup', { data }, door);
      expect({ data, status: res.statusCode }).toEqual({ data, status: 200 });
      expect(res.json().data).toMatchObject({
        kind: 'giftcard',
        state: 'valid',
        balance: 8000,
        currency: 'EUR',
        usedAt: null,
        usedBy: null,
        saldo: 8000,
        stato: 'active',
      });
    }
  });

  test('not a code: 400 INVALID_PAYLOAD; a code no one has: 404 CODE_NOT_FOUND', async () => {
    for (const data of ['hello', 'https://example.com/menu', '7K3M-Q9XD']) {
      const res = await doorCall(t.app, '/code/lookup', { data }, door);
      expect({ data, status: res.statusCode, error: res.json().error }).toMatchObject({
        data,
        status: 400,
        error: { code: 'INVALID_PAYLOAD', fields: { data: 'INVALID' } },
      });
    }
    for (const data of [
      '7K3M-Q9XD-2HBW-PT4E',
      `${t.app.config.publicUrl}/promo/calice-di-benvenuto/AAAAAAAAAAAAAAAAAAAAAA`,
      '/backend/giftcard/AAAAAAAAAAAAAAAAAAAAAA/print',
    ]) {
      const res = await doorCall(t.app, '/code/lookup', { data }, door);
      expect({ data, status: res.statusCode, code: res.json().error.code }).toEqual({ data, status: 404, code: 'CODE_NOT_FOUND' });
    }
  });

  test('a code of another venue: 403 CODE_OF_ANOTHER_VENUE, nothing of it told', async () => {
    const promo = await promoCode();
    const card = await giftcard(5000);
    for (const data of [promo.code, promo.link, card.code, card.link]) {
      for (const path of ['/code/lookup', '/code/redeem']) {
        const res = await doorCall(t.app, path, { data }, chalet);
        expect({ data, path, status: res.statusCode, code: res.json().error.code }).toEqual({ data, path, status: 403, code: 'CODE_OF_ANOTHER_VENUE' });
        expect(res.json().error.details).toBeUndefined();
        for (const secret of [promo.code, card.code, formatPromoCode(card.code), 'Cantina Aurora', 'cantina-aurora', 'Buono']) expect(res.body).not.toContain(secret);
      }
    }
    // Nothing was redeemed.
    expect((await doorCall(t.app, '/code/lookup', { data: promo.code }, door)).json().data.state).toBe('valid');
    expect((await doorCall(t.app, '/code/lookup', { data: card.code }, door)).json().data.balance).toBe(5000);
  });
});

describe('redeem', () => {
  test(`two phones redeem one promo code at the same moment: one passes, the other is told when and by whom (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 4; round++) {
      const { code, qr } = await promoCode();
      clock.set(new Date(NOW.getTime() + round * 60_000));
      const [a, b] = await Promise.all([
        doorCall(t.app, round % 2 ? '/promo/redeem' : '/code/redeem', round % 2 ? { code } : { data: qr }, door),
        doorCall(t.app, '/code/redeem', { data: code.toLowerCase() }, bar),
      ]);
      const results = [a!, b!];
      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode !== 200);
      expect({ round, won: won.length, lost: lost.map((r) => r.statusCode) }).toEqual({ round, won: 1, lost: [409] });
      const winner = won[0] === a ? 'door phone' : 'bar tablet';
      const usedAt = `2026-06-01T10:0${round}:00+02:00`;
      expect(won[0]!.json().data).toMatchObject({ stato: 'used', usataIl: usedAt, usedBy: winner });
      expect(lost[0]!.json().error).toMatchObject({ code: 'PROMO_CODE_USED', details: { usedAt, usedBy: winner } });
      // Recorded once, with who.
      const [row] = await t.db
        .select()
        .from(promoClaims)
        .where(eq(promoClaims.code, code.replace(/-/g, '')));
      expect(row).toMatchObject({ redeemedAt: clock.now(), redeemedByLabel: winner });
      const log = await t.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.action, 'redeem'), eq(staffActions.subject, `****-****-****-${code.slice(-4)}`)));
      expect(log.map((l) => l.result).sort()).toEqual(['PROMO_CODE_USED', 'ok']);
      expect(log.find((l) => l.result === 'ok')!.tokenLabel).toBe(winner);
    }
  });

  test('a gift card paid in two parts answers the balance left each time, and who took each part', async () => {
    const card = await giftcard(10000);
    const first = await doorCall(t.app, '/code/redeem', { data: card.qr, amount: '3000' }, door);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      kind: 'giftcard',
      state: 'valid',
      balance: 7000,
      currency: 'EUR',
      redeemed: { amount: 3000, balanceAfter: 7000 },
      usedBy: 'door phone',
    });
    clock.advance(30 * 60_000);
    const second = await doorCall(t.app, '/code/redeem', { data: card.link, amount: '2500' }, bar);
    expect(second.json().data).toMatchObject({
      state: 'valid',
      balance: 4500,
      redeemed: { amount: 2500, balanceAfter: 4500 },
      usedAt: '2026-06-01T10:30:00+02:00',
      usedBy: 'bar tablet',
    });
    const tooMuch = await doorCall(t.app, '/code/redeem', { data: card.code, amount: '5000' }, door);
    expect(tooMuch.json().error).toMatchObject({ code: 'GIFTCARD_INSUFFICIENT_BALANCE', details: { balance: 4500 } });
    const looked = (await doorCall(t.app, '/code/lookup', { data: card.code }, door)).json().data;
    expect(looked.utilizzi).toEqual([
      expect.objectContaining({ importo: 3000, saldoDopo: 7000, usedBy: 'door phone' }),
      expect.objectContaining({ importo: 2500, saldoDopo: 4500, usedBy: 'bar tablet' }),
    ]);
    const rest = await doorCall(t.app, '/code/redeem', { data: card.code }, door);
    expect(rest.json().data).toMatchObject({ state: 'used', balance: 0, redeemed: { amount: 4500, balanceAfter: 0 } });
    const [row] = await t.db.select().from(giftcards).where(eq(giftcards.code, card.code));
    expect(row!.balance).toBe(0);
  });
});

describe('bookings at the door', () => {
  /** A booking straight into the database at Chalet du Lac (open on Mondays). */
  async function booking(values: Partial<typeof reservations.$inferInsert> & { date: string; time: string }) {
    const [row] = await t.db
      .insert(reservations)
      .values({
        venueId: await venueId(t.db, 'chalet-du-lac'),
        pax: 2,
        status: 'confirmed',
        firstName: 'Anna',
        lastName: 'Keller',
        email: 'anna@example.com',
        hash: randomBytes(16).toString('base64url'),
        ...values,
      })
      .returning();
    return row!;
  }

  test('the list: today and tomorrow at the venue by default, with what the door needs', async () => {
    await booking({ date: '2026-05-31', time: '19:00' });
    const today = await booking({
      date: '2026-06-01',
      time: '19:30',
      pax: 4,
      notes: 'window, a high chair',
      extraAnswers: [{ key: 'allergies', type: 'text', label: { it: 'Allergie', en: 'Allergies', fr: 'Allergies', es: 'Alergias', de: 'Allergien' }, value: 'nuts' }],
      guaranteeType: 2,
      guaranteeAmount: 8000,
      paymentMethodId: 'pm_demo_x',
    });
    const tomorrow = await booking({ date: '2026-06-02', time: '12:00', firstName: 'Beat', lastName: 'Huber' });
    await booking({ date: '2026-06-03', time: '12:00' });
    const res = await doorCall(t.app, '/reservations/list', {}, chalet);
    expect(res.statusCode).toBe(200);
    const { date, to, reservations: list } = res.json().data;
    expect({ date, to }).toEqual({ date: '2026-06-01', to: '2026-06-02' });
    expect(list.map((r: { id: number }) => r.id)).toEqual([today.id, tomorrow.id]);
    expect(list[0]).toMatchObject({
      date: '2026-06-01',
      time: '19:30',
      name: 'Anna Keller',
      pax: 4,
      notes: 'window, a high chair',
      extraAnswers: [{ question: 'Allergie', answer: 'nuts' }],
      guarantee: { kind: 'card_per_guest', state: 'card_saved', amount: 8000 },
      status: 'confirmed',
      arrivedAt: null,
    });
    expect(list[1]).toMatchObject({ name: 'Beat Huber', guarantee: null });
  });

  test('arrived: set once (again answers the same time), only for a confirmed booking; an arrived party is no no-show', async () => {
    const row = await booking({ date: '2026-06-01', time: '09:30' });
    const first = await doorCall(t.app, '/reservations/arrived', { id: String(row.id) }, chalet);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: row.id, status: 'confirmed', arrivedAt: NOW.toISOString() });
    clock.advance(5 * 60_000);
    expect((await doorCall(t.app, '/reservations/arrived', { id: String(row.id) }, chalet)).json().data.arrivedAt).toBe(NOW.toISOString());
    const noshow = await doorCall(t.app, '/reservations/noshow', { id: String(row.id) }, chalet);
    expect(noshow.json().error).toMatchObject({ code: 'GUEST_ARRIVED', details: { arrivedAt: NOW.toISOString() } });
    const listed = (await doorCall(t.app, '/reservations/list', {}, chalet)).json().data.reservations.find((r: { id: number }) => r.id === row.id);
    expect(listed.arrivedAt).toBe(NOW.toISOString());

    for (const status of ['cancelled', 'rejected', 'waiting', 'pending'] as const) {
      const other = await booking({ date: '2026-06-01', time: '20:00', status });
      const res = await doorCall(t.app, '/reservations/arrived', { id: String(other.id) }, chalet);
      expect({ status, code: res.json().error.code, details: res.json().error.details }).toEqual({ status, code: 'INVALID_TRANSITION', details: { status } });
      const [after] = await t.db.select().from(reservations).where(eq(reservations.id, other.id));
      expect(after!.arrivedAt).toBeNull();
    }
    // Another venue's booking is not found.
    expect((await doorCall(t.app, '/reservations/arrived', { id: String(row.id) }, door)).json().error.code).toBe('RESERVATION_NOT_FOUND');
  });

  test('the no-show preview answers what noshow then charges (demo gateway), and refuses what noshow refuses', async () => {
    const tour = (await call(t.app, '/experience/getexperiencelist', {})).json().data.elenco.find((e: { hash: string }) => e.hash === 'aurora-tour-con-pranzo').id;
    const hold = await book(t.app, 'hold', { date: '2026-06-03', time: '12:30', pax: 3, experience: tour, cancellationPolicy: '1', email: 'preview@example.com' });
    await saveDemoCard(t.app, hold.json().data.clientSecret);
    const done = await call(t.app, '/reservation/complete', { hash: hold.json().data.hash });
    expect(done.json().data.outcome).toBe('confirmed');
    const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, hold.json().data.hash));
    const id = String(row!.id);

    expect((await doorCall(t.app, '/reservations/noshow/preview', { id }, door)).json().error.code).toBe('NOT_STARTED');
    clock.set('2026-06-03T12:00:00Z');
    // Two days on: the morning's session is long over, the door signs in again.
    expect((await doorCall(t.app, '/reservations/noshow/preview', { id }, door)).json().error.code).toBe('STAFF_SESSION_EXPIRED');
    door = await signIn(t.app, STAFF.aurora);
    const preview = await doorCall(t.app, '/reservations/noshow/preview', { id }, door);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({ id: row!.id, status: 'confirmed', marksNoShow: true, charge: 'charge', amount: 6000, currency: 'EUR' });
    // The preview changed nothing.
    const [still] = await t.db.select().from(reservations).where(eq(reservations.id, row!.id));
    expect({ status: still!.status, fee: still!.feeStatus }).toEqual({ status: 'confirmed', fee: 'none' });

    const noshow = await doorCall(t.app, '/reservations/noshow', { id }, door);
    expect(noshow.json().data).toMatchObject({ status: 'no_show', charge: 'succeeded', fee: 'paid' });
    // What the demo gateway charged: one fee intent for this booking, of the preview's amount.
    const store = (
      t.app.payments.gateway as unknown as { options: { store: { data: { paymentIntents: Record<string, { id: string; metadata: Record<string, string> }> } } } }
    ).options.store.data;
    const fees = Object.values(store.paymentIntents).filter((pi) => pi.metadata.kind === 'reservation-fee' && pi.metadata.reservation === id);
    expect(fees).toHaveLength(1);
    const intent = await t.app.payments.gateway.retrievePaymentIntent(fees[0]!.id);
    // The gateway writes currencies as Stripe does, in lower case.
    expect({ status: intent!.status, amount: intent!.amount, currency: intent!.currency.toUpperCase() }).toEqual({
      status: 'succeeded',
      amount: preview.json().data.amount,
      currency: preview.json().data.currency,
    });
    // Once paid, the preview says nothing more would be charged.
    expect((await doorCall(t.app, '/reservations/noshow/preview', { id }, door)).json().data).toMatchObject({ marksNoShow: false, charge: 'already_paid', amount: 0 });
    expect((await callStaff(t.app, '/reservations/noshow/preview', { id: '999999999' })).json().error.code).toBe('RESERVATION_NOT_FOUND');
  });
});
