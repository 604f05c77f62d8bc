/**
 * Gift cards through the public API with the demo gateway (no Stripe keys): catalogue, checkout
 * checks, server-side prices, payment, exactly-once issue, e-mails with a QR code that decodes
 * to the code, scheduled delivery in the venue's time zone, printable page, balance check.
 */
import { eq } from 'drizzle-orm';
import { giftcardOrders, giftcards } from '../src/db/schema';
import { formatGiftcardCode } from '../src/modules/giftcards/giftcard-code';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { cardsOf, checkoutForm, checkoutOk, decodeQr, getPayment, giftForm, orderRow, payDemo, postCheckout, productId } from './support/giftcard';
import { MemoryMailer } from './support/memory-mailer';
import { type TestApp, NOW, TOKENS, callApi, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

let t: TestApp;
const clock = movableClock(NOW);
let voucher: number; // Buono regalo: 50, 100, 150 EUR or a custom amount (25..500)
let tasting: number; // Degustazione per due: 70 EUR only
let ended: number; // Vendemmia in cantina: sales ended
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  voucher = await productId(t.db, 'cantina-aurora', 'Buono regalo');
  tasting = await productId(t.db, 'cantina-aurora', 'Degustazione per due');
  ended = await productId(t.db, 'cantina-aurora', 'Vendemmia in cantina');
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
});

const sent = () => t.mailer.sent;
const drain = async () => {
  await t.app.giftcards.delivery.deliverDue();
  await t.app.email.drain();
};

describe('catalogue', () => {
  test('the list: every active product with values, bounds, currency, and whether it can be bought', async () => {
    const res = await callApi(t.app, '/giftcard/getgiftcardlist');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list.map((p) => (p.titolo as Record<string, string>).en)).toEqual([
      'Tasting for two',
      'Gift voucher',
      'Dinner in the cellar',
      'Harvest at the winery',
      'A morning in the vineyard for two',
    ]);
    expect(list[1]).toMatchObject({
      id: voucher,
      valori: [5000, 10000, 15000],
      importoLibero: 1,
      importoMin: 2500,
      importoMax: 50000,
      valuta: 'EUR',
      disponibile: 1,
      validitaMesi: 12,
      voucher: null,
    });
    expect(list[3]).toMatchObject({ id: ended, disponibile: 0 });
    // An experience voucher: one value, the experience's price for its party.
    expect(list[4]).toMatchObject({ valori: [19000], importoLibero: 0, voucher: { guests: 2, covers: 'experience' } });
  });

  test('each venue its own catalogue and currency', async () => {
    const list = (await callApi(t.app, '/giftcard/getgiftcardlist', { token: TOKENS.chalet })).json().data;
    expect(list.map((p: { valuta: string }) => p.valuta)).toEqual(['CHF', 'CHF']);
    expect((await callApi(t.app, '/giftcard/getgiftcard', { token: TOKENS.chalet, form: { id: voucher } })).statusCode).toBe(404);
  });

  test('detail; not available after its sales end; unknown id', async () => {
    expect((await callApi(t.app, '/giftcard/getgiftcard', { form: { id: tasting } })).json().data).toMatchObject({ id: tasting, valori: [7000], importoLibero: 0 });
    const gone = await callApi(t.app, '/giftcard/getgiftcard', { form: { id: ended } });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.code).toBe('GIFTCARD_NOT_AVAILABLE');
    expect((await callApi(t.app, '/giftcard/getgiftcard', { form: { id: 999999 } })).json().error.code).toBe('NOT_FOUND');
  });
});

describe('checkout', () => {
  test('missing fields: INVALID_PAYLOAD naming each', async () => {
    const res = await postCheckout(t.app, checkoutForm({ productId: voucher, firstName: '', email: 'not-an-email', privacy: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ firstName: 'INVALID', email: 'INVALID', privacy: 'INVALID' });
  });

  test('phone and date of birth checked; recipient variants when for another person', async () => {
    const res = await postCheckout(t.app, giftForm({ productId: voucher, phone: '123', dateOfBirth: '1985-03-14', recipientEmail: 'x@', recipientPhone: '1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ phone: 'INVALID', dateOfBirth: 'INVALID', recipientEmail: 'INVALID', recipientPhone: 'INVALID' });
  });

  test('a custom amount outside the venue’s bounds: OUT_OF_RANGE with the bounds', async () => {
    const res = await postCheckout(t.app, checkoutForm({ productId: voucher, amount: 2000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ fields: { amount: 'OUT_OF_RANGE' }, details: { min: 2500, max: 50000 } });
    expect((await postCheckout(t.app, checkoutForm({ productId: tasting, amount: 5000 }))).json().error.fields).toEqual({ amount: 'INVALID' });
  });

  test('a product past its sales end: 409 GIFTCARD_NOT_AVAILABLE', async () => {
    const res = await postCheckout(t.app, checkoutForm({ productId: ended, amount: 9000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('GIFTCARD_NOT_AVAILABLE');
  });

  test('the price is the server’s: a total or price sent by the browser is ignored', async () => {
    const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, amount: 7350, quantity: 2, total: 1, price: 1 }));
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const order = await orderRow(t.db, fingerprint);
    expect(order).toMatchObject({ unitAmount: 7350, quantity: 2, totalAmount: 14700, currency: 'EUR', status: 'pending', gateway: 'demo', testMode: true });
    const pay = (await getPayment(t.app, fingerprint)).json().data;
    expect(pay).toMatchObject({ status: 'pending', total: 14700, currency: 'EUR', gateway: 'demo', testMode: true, clientSecret: expect.stringMatching(/^pi_demo_/) });
    expect(await t.app.payments.gateway.retrievePaymentIntent(order.paymentIntentId!)).toMatchObject({
      amount: 14700,
      currency: 'eur',
      metadata: { kind: 'giftcard-order', order: fingerprint },
    });
  });

  test('a double submit of the same form: one order, one intent', async () => {
    const form = checkoutForm({ productId: voucher, email: 'double@example.com' });
    const [a, b] = [await postCheckout(t.app, form), await postCheckout(t.app, form)];
    expect(a.json().data.fingerprint).toBe(b.json().data.fingerprint);
    const rows = await t.db.select().from(giftcardOrders).where(eq(giftcardOrders.email, 'double@example.com'));
    expect(rows).toHaveLength(1);
    // The same key with other data is a new purchase, refused rather than mixed up.
    expect((await postCheckout(t.app, { ...form, amount: 10000 })).json().error.code).toBe('CHECKOUT_REPLAYED');
  });

  test('payment not found for an unknown fingerprint', async () => {
    const res = await getPayment(t.app, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PAYMENT_NOT_FOUND');
    // and another venue's order is not found either
    const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher }));
    expect((await getPayment(t.app, fingerprint, TOKENS.chalet)).statusCode).toBe(404);
  });
});

describe('buying for myself through the demo gateway', () => {
  let fingerprint: string;
  test('pay → issued once, receipt and the card e-mail to the buyer, QR decodes to the code', async () => {
    fingerprint = await checkoutOk(t.app, checkoutForm({ productId: voucher, amount: 10000, email: 'me@example.com', language: 'en' }));
    const before = sent().length;
    const res = await payDemo(t.app, fingerprint);
    expect(res.json().data.status).toBe('succeeded');
    await drain();
    const order = await orderRow(t.db, fingerprint);
    expect(order).toMatchObject({ status: 'issued', paidAt: NOW, issuedAt: NOW });
    const cards = await cardsOf(t.db, fingerprint);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ initialAmount: 10000, balance: 10000, currency: 'EUR', status: 'active', expiresOn: '2027-06-01', deliveredAt: NOW, sentCount: 1 });

    const mails = sent().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['me@example.com', 'me@example.com']);
    const receipt = mails.find((m) => m.subject.includes('order GC-'))!;
    expect(receipt.subject).toBe(`[TEST] Your purchase at Cantina Aurora: order GC-${String(order.id).padStart(6, '0')}`);
    expect(receipt.text).toContain('TEST MODE');
    expect(receipt.text).toContain('Total: €100.00');
    const cardMail = mails.find((m) => m !== receipt)!;
    const code = formatGiftcardCode(cards[0]!.code);
    expect(cardMail.subject).toBe('[TEST] Your gift card from Cantina Aurora');
    expect(cardMail.text).toContain(code);
    expect(cardMail.text).toContain('€100.00');
    expect(cardMail.text).toContain('Valid until 1 June 2027.');
    expect(cardMail.text).toContain(`/backend/giftcard/${cards[0]!.publicId}/print`);
    expect(decodeQr(cardMail)).toBe(code);
  });

  test('paying again, reloading the payment page, a replayed event: still one set of cards, no new e-mail', async () => {
    const before = sent().length;
    await payDemo(t.app, fingerprint).catch(() => undefined);
    const pay = (await getPayment(t.app, fingerprint)).json().data;
    expect(pay).toMatchObject({ status: 'issued', clientSecret: null });
    const order = await orderRow(t.db, fingerprint);
    const intent = (await t.app.payments.gateway.retrievePaymentIntent(order.paymentIntentId!))!;
    await t.app.payments.dispatch({ eventId: 'evt_replay', type: 'payment_intent.succeeded', gateway: 'demo', created: NOW, livemode: false, intent });
    await drain();
    expect(await cardsOf(t.db, fingerprint)).toHaveLength(1);
    expect(sent().length).toBe(before);
  });

  test('the confirmation: order, delivery and the buyer’s own code', async () => {
    const data = (await callApi(t.app, '/giftcard/getorder', { form: { fingerprint } })).json().data;
    const [card] = await cardsOf(t.db, fingerprint);
    expect(data).toMatchObject({
      status: 'issued',
      orderNumber: expect.stringMatching(/^GC-\d{6}$/),
      price: 10000,
      cardValue: 10000,
      quantity: 1,
      total: 10000,
      currency: 'EUR',
      testMode: true,
      delivery: { forRecipient: false, email: 'me@example.com', deliverOn: '2026-06-01' },
      cards: [{ seq: 1, value: 10000, code: formatGiftcardCode(card!.code), state: 'active', printPath: `/backend/giftcard/${card!.publicId}/print`, delivered: true }],
    });
  });

  test('the printable page, in the order’s language or another', async () => {
    const [card] = await cardsOf(t.db, fingerprint);
    const res = await t.app.inject({ method: 'GET', url: `/backend/giftcard/${card!.publicId}/print` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(formatGiftcardCode(card!.code));
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Valid until 1 June 2027');
    expect((await t.app.inject({ method: 'GET', url: `/backend/giftcard/${card!.publicId}/print?lang=de` })).body).toContain('Gültig bis 1. Juni 2027');
    expect((await t.app.inject({ method: 'GET', url: '/backend/giftcard/AAAAAAAAAAAAAAAAAAAAAA/print' })).statusCode).toBe(404);
  });

  test('the public balance check by code (typed in any form); unknown code', async () => {
    const [card] = await cardsOf(t.db, fingerprint);
    const res = await callApi(t.app, '/giftcard/getbalance', { form: { code: formatGiftcardCode(card!.code).toLowerCase().replace(/-/g, ' ') } });
    expect(res.json().data).toEqual({
      codice: formatGiftcardCode(card!.code),
      stato: 'active',
      saldo: 10000,
      valoreIniziale: 10000,
      valuta: 'EUR',
      scadenza: '2027-06-01',
    });
    expect((await callApi(t.app, '/giftcard/getbalance', { form: { code: '0000-0000-0000-0000' } })).json().error.code).toBe('GIFTCARD_NOT_FOUND');
    expect((await callApi(t.app, '/giftcard/getbalance', { token: TOKENS.chalet, form: { code: card!.code } })).statusCode).toBe(404);
  });
});

describe('a declined card', () => {
  test('the order stays pending with the reason; another card then pays it', async () => {
    const fingerprint = await checkoutOk(t.app, checkoutForm({ productId: tasting, amount: 7000 }));
    const res = await payDemo(t.app, fingerprint, '4000000000009995');
    expect(res.json().data).toMatchObject({ status: 'failed', failure: { declineCode: 'insufficient_funds' } });
    expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'pending', lastPaymentError: 'insufficient_funds' });
    expect(await cardsOf(t.db, fingerprint)).toHaveLength(0);
    await payDemo(t.app, fingerprint, '5555555555554444');
    expect(await orderRow(t.db, fingerprint)).toMatchObject({ status: 'issued', lastPaymentError: null });
    await drain();
  });
});

describe('a gift for another person on a later day (Swiss venue, French)', () => {
  let fingerprint: string;
  test('the receipt goes at once; the card waits for its day', async () => {
    const chaletCard = await productId(t.db, 'chalet-du-lac', 'Carta regalo');
    fingerprint = await checkoutOk(
      t.app,
      giftForm({ productId: chaletCard, amount: 12000, quantity: 2, language: 'fr', email: 'buyer@example.ch', deliverOn: '2026-06-20' }),
      TOKENS.chalet,
    );
    const before = sent().length;
    await payDemo(t.app, fingerprint, '4242424242424242', TOKENS.chalet);
    await drain();
    const mails = sent().slice(before);
    expect(mails.map((m) => m.to)).toEqual(['buyer@example.ch']);
    expect(mails[0]!.subject).toMatch(/^\[TEST\] Votre achat chez Chalet du Lac : commande GC-/);
    expect(mails[0]!.text).toContain('La carte cadeau sera envoyée à Marie Dupont (marie@example.com) le 20 juin 2026.');
    expect(mails[0]!.text).toMatch(/Total: 240\.00\sCHF/);
    const cards = await cardsOf(t.db, fingerprint);
    expect(cards.map((c) => [c.seq, c.deliveredAt, c.deliverAt.toISOString()])).toEqual([
      [1, null, '2026-06-20T07:00:00.000Z'],
      [2, null, '2026-06-20T07:00:00.000Z'],
    ]);
    // The buyer's confirmation tells when and to whom, without the codes (a surprise).
    const data = (await callApi(t.app, '/giftcard/getorder', { token: TOKENS.chalet, form: { fingerprint } })).json().data;
    expect(data.delivery).toEqual({
      forRecipient: true,
      recipientName: 'Marie Dupont',
      email: 'marie@example.com',
      deliverOn: '2026-06-20',
      message: 'Joyeux anniversaire !',
    });
    expect(data.cards[0]).not.toHaveProperty('code');
  });

  test('08:59 in Zurich on the day: nothing; 09:00: both cards, once, with the message', async () => {
    clock.set('2026-06-20T06:59:00Z');
    const before = sent().length;
    await drain();
    expect(sent().length).toBe(before);
    clock.set('2026-06-20T07:00:00Z');
    await Promise.all([t.app.giftcards.delivery.deliverDue(), t.app.giftcards.delivery.deliverDue()]);
    await drain();
    const mails = sent().slice(before);
    expect(mails.map((m) => m.to)).toEqual(['marie@example.com', 'marie@example.com']);
    expect(mails[0]!.subject).toBe('[TEST] Giulia Bianchi vous offre une carte cadeau de Chalet du Lac');
    expect(mails[0]!.text).toContain('Joyeux anniversaire !');
    expect(mails[0]!.text).toContain('Carte cadeau 1 sur 2');
    expect(mails[0]!.text).toMatch(/Valeur: 120\.00\sCHF/);
    const cards = await cardsOf(t.db, fingerprint);
    expect(mails.map(decodeQr).sort()).toEqual(cards.map((c) => formatGiftcardCode(c.code)).sort());
    expect(cards.every((c) => c.sentCount === 1)).toBe(true);
  });

  test('a restarted server sends a card that fell due while it was down, once', async () => {
    const chaletCard = await productId(t.db, 'chalet-du-lac', 'Carta regalo');
    clock.reset();
    const fp2 = await checkoutOk(t.app, giftForm({ productId: chaletCard, amount: 5000, deliverOn: '2026-06-03' }), TOKENS.chalet);
    await payDemo(t.app, fp2, '4242424242424242', TOKENS.chalet);
    // Another app on the same database, started after the day came: its dispatcher sends it on start.
    clock.set('2026-06-03T10:00:00Z');
    const mailer = new MemoryMailer();
    const second = await buildApp({ db: t.db, config: testConfig(), clock: clock.now, mailer });
    await second.ready();
    await second.giftcards.delivery.deliverDue();
    // The outbox is shared: the e-mail goes out through whichever instance's sender takes it.
    await Promise.all([second.email.drain(), drain()]);
    await second.close();
    const [card] = await cardsOf(t.db, fp2);
    const mails = [...mailer.sent, ...sent()].filter((m) => decodeQr(m) === formatGiftcardCode(card!.code));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('marie@example.com');
    expect(card!.sentCount).toBe(1);
  });
});

test('a void card is never delivered', async () => {
  clock.reset();
  const fingerprint = await checkoutOk(t.app, giftForm({ productId: voucher, deliverOn: '2026-06-05' }));
  await payDemo(t.app, fingerprint);
  const [card] = await cardsOf(t.db, fingerprint);
  await t.db.update(giftcards).set({ status: 'void' }).where(eq(giftcards.id, card!.id));
  // The buyer's receipt may leave now or in the background loop: only the card itself matters.
  clock.set('2026-06-05T12:00:00Z');
  await drain();
  expect(sent().filter((m) => decodeQr(m) === formatGiftcardCode(card!.code))).toHaveLength(0);
  const [after] = await cardsOf(t.db, fingerprint);
  expect(after!.sentCount).toBe(0);
});

test('production mode never pays a gift card through the demo gateway: the app refuses to start with it', async () => {
  const config = testConfig({ nodeEnv: 'production', payments: { gateway: 'demo' } });
  await expect(buildApp({ db: t.db, config, clock: () => NOW, mailer: new MemoryMailer() })).rejects.toThrow(/never runs in production/);
});
