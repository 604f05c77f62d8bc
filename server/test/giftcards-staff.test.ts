/**
 * Staff operations on gift cards, as API and staff tool: look up by code or QR content, redeem
 * part or all, concurrent redemptions, expired and void cards, resend the e-mail.
 */
import { runStaffCli } from '../src/cli/staff-main';
import { formatGiftcardCode } from '../src/modules/giftcards/giftcard-code';
import { cardsOf, checkoutForm, checkoutOk, decodeQr, giftForm, payDemo, productId } from './support/giftcard';
import { STAFF, callStaff } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';
import { listenOnStaffSide } from './support/staff-side';

let t: TestApp;
const clock = movableClock(NOW);
let api: string;
let voucher: number;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The tools talk to the staff origin (src/web/staff-side.ts).
  api = await listenOnStaffSide(t.app);
  voucher = await productId(t.db, 'cantina-aurora', 'Buono regalo');
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
});

/** A paid card of `amount` at Cantina Aurora; returns its code as shown (with dashes). */
async function newCard(amount = 10000, form = checkoutForm({ productId: 0 })): Promise<string> {
  const fingerprint = await checkoutOk(t.app, { ...form, productId: voucher, amount });
  await payDemo(t.app, fingerprint);
  const [card] = await cardsOf(t.db, fingerprint);
  return formatGiftcardCode(card!.code);
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runStaffCli([...argv, '--venue', 'cantina-aurora', '--token', STAFF.aurora], {
    env: { STAFF_API_URL: api },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

describe('API', () => {
  test('the staff credential is needed; another venue’s staff do not find the card', async () => {
    const code = await newCard();
    expect((await callStaff(t.app, '/giftcard/lookup', { code }, TOKENS.aurora)).statusCode).toBe(401);
    expect((await callStaff(t.app, '/giftcard/lookup', { code }, STAFF.chalet)).json().error.code).toBe('GIFTCARD_NOT_FOUND');
  });

  test('look up by the typed code (any case, spaces) or the QR content', async () => {
    const code = await newCard(7500);
    for (const input of [code, code.toLowerCase().replace(/-/g, ' '), code.replace(/-/g, '')]) {
      const res = await callStaff(t.app, '/giftcard/lookup', { code: input });
      expect(res.json().data).toMatchObject({
        venue: 'cantina-aurora',
        codice: code,
        stato: 'active',
        saldo: 7500,
        valoreIniziale: 7500,
        valuta: 'EUR',
        scadenza: '2027-06-01',
        utilizzi: [],
      });
    }
    expect((await callStaff(t.app, '/giftcard/lookup', { code: 'nonsense' })).json().error.fields).toEqual({ code: 'INVALID' });
  });

  test('redeem part, then the rest; then nothing is left', async () => {
    const code = await newCard(10000);
    const part = (await callStaff(t.app, '/giftcard/redeem', { code, amount: '3550', note: 'table 4' })).json().data;
    expect(part).toMatchObject({
      stato: 'partly_redeemed',
      saldo: 6450,
      utilizzo: { importo: 3550, saldoDopo: 6450 },
      utilizzi: [{ importo: 3550, saldoDopo: 6450, nota: 'table 4' }],
    });
    const tooMuch = await callStaff(t.app, '/giftcard/redeem', { code, amount: '7000' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'GIFTCARD_INSUFFICIENT_BALANCE', details: { balance: 6450 } });
    const rest = (await callStaff(t.app, '/giftcard/redeem', { code })).json().data;
    expect(rest).toMatchObject({ stato: 'redeemed', saldo: 0, utilizzo: { importo: 6450 } });
    expect((await callStaff(t.app, '/giftcard/redeem', { code, amount: '1' })).json().error.code).toBe('GIFTCARD_REDEEMED');
    expect((await callStaff(t.app, '/giftcard/redeem', { code, amount: '-1' })).json().error.fields).toEqual({ amount: 'INVALID' });
  });

  test('a redemption retried with its requestId counts once; two tills at once never overdraw', async () => {
    const code = await newCard(10000);
    const form = { code, amount: '4000', requestId: 'till-1-request-0001' };
    await callStaff(t.app, '/giftcard/redeem', form);
    expect((await callStaff(t.app, '/giftcard/redeem', form)).json().data).toMatchObject({ saldo: 6000 });
    const results = await Promise.all(Array.from({ length: 4 }, () => callStaff(t.app, '/giftcard/redeem', { code, amount: '2500' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await callStaff(t.app, '/giftcard/lookup', { code })).json().data.saldo).toBe(1000);
  });

  test('an expired card is refused with its last day', async () => {
    const code = await newCard();
    clock.set('2027-06-02T10:00:00Z');
    const res = await callStaff(t.app, '/giftcard/redeem', { code });
    expect(res.json().error).toMatchObject({ code: 'GIFTCARD_EXPIRED', details: { expiresOn: '2027-06-01' } });
    expect((await callStaff(t.app, '/giftcard/lookup', { code })).json().data.stato).toBe('expired');
  });

  test('void: the card can no longer be used, nor voided again', async () => {
    const code = await newCard();
    const res = await callStaff(t.app, '/giftcard/void', { code, reason: 'refunded' });
    expect(res.json().data).toMatchObject({ stato: 'void', motivoAnnullamento: 'refunded', annullataIl: expect.any(String) });
    expect((await callStaff(t.app, '/giftcard/redeem', { code })).json().error.code).toBe('GIFTCARD_VOID');
    expect((await callStaff(t.app, '/giftcard/void', { code })).statusCode).toBe(409);
    expect((await callStaff(t.app, '/giftcard/resend', { code })).json().error.code).toBe('GIFTCARD_VOID');
  });

  test('resend: the same e-mail again, or to a corrected address; a card due later goes now', async () => {
    const code = await newCard(5000, giftForm({ deliverOn: '2026-07-01', recipientEmail: 'typo@exmaple.com' }));
    await t.app.email.drain();
    const before = t.mailer.sent.length;
    const res = await callStaff(t.app, '/giftcard/resend', { code, email: 'friend@example.com' });
    expect(res.json().data).toMatchObject({ inviataA: 'friend@example.com', consegna: { il: '2026-07-01', invii: 1, inviataIl: expect.any(String) } });
    await t.app.email.drain();
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['friend@example.com']);
    expect(decodeQr(mails[0]!)).toBe(code);
    // Delivered by the resend: the dispatcher does not send it again on its day.
    clock.set('2026-07-01T10:00:00Z');
    await t.app.giftcards.delivery.deliverDue();
    await t.app.email.drain();
    expect(t.mailer.sent.length).toBe(before + 1);
  });
});

describe('staff tool', () => {
  test('giftcard:lookup, giftcard:redeem part, giftcard:redeem refused, giftcard:void, giftcard:resend', async () => {
    const code = await newCard(10000, checkoutForm({ productId: 0, firstName: 'Carla', lastName: 'Neri', email: 'carla@example.com' }));
    const lookup = await cli('giftcard:lookup', code.toLowerCase());
    expect(lookup.exit).toBe(0);
    expect(lookup.out).toContain(code);
    expect(lookup.out).toContain('valid, never used');
    expect(lookup.out).toContain('100.00 EUR of 100.00 EUR');
    expect(lookup.out).toContain('Carla Neri <carla@example.com>');

    const redeem = await cli('giftcard:redeem', code, '25,50');
    expect(redeem).toMatchObject({ exit: 0 });
    expect(redeem.out).toContain('REDEEMED 25.50 EUR: 74.50 EUR left');
    const refused = await cli('giftcard:redeem', code, '80');
    expect(refused.exit).toBe(1);
    expect(refused.err).toContain('Refused: the balance is only 74.50');
    expect((await cli('giftcard:redeem', code, 'abc')).err).toContain('Not an amount: abc');

    const json = JSON.parse((await cli('giftcard:lookup', code, '--json')).out);
    expect(json).toMatchObject({ saldo: 7450, stato: 'partly_redeemed' });

    const resend = await cli('giftcard:resend', code);
    expect(resend.out).toContain('E-mail queued to carla@example.com');
    const voided = await cli('giftcard:void', code, 'lost', 'card');
    expect(voided.out).toContain('VOIDED');
    expect((await cli('giftcard:redeem', code)).err).toContain('Refused: this gift card was voided');
  });
});
