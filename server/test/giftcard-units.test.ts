/** Pure rules of gift cards: pricing from the catalogue, amount bounds, checkout checks, card states, dates. */
import { checkPeople, parseBirthDate, parseDeliverOn } from '../src/modules/giftcards/checkout-input';
import { cardState, expiryDate } from '../src/modules/giftcards/card-state';
import { normaliseGiftcardCode, formatGiftcardCode, newGiftcardCode } from '../src/modules/giftcards/giftcard-code';
import { parseMajorAmount } from '../src/modules/giftcards/giftcard-cli';
import { deliveryInstant } from '../src/modules/giftcards/issue-service';
import { priceSelection, withinBounds } from '../src/modules/giftcards/pricing';
import { isSellable } from '../src/modules/giftcards/product-availability';
import { ApiError } from '../src/lib/api-error';

const bounds = { min: 2500, max: 50000 };
const fixedOnly = { values: [5000, 10000], customAmount: false };
const custom = { values: [5000, 10000], customAmount: true };

describe('pricing', () => {
  test('a fixed value times the quantity', () => {
    expect(priceSelection(fixedOnly, bounds, 5000, 3)).toEqual({ unitAmount: 5000, quantity: 3, total: 15000 });
  });
  test('a fixed value is fine even outside the custom bounds', () => {
    expect(priceSelection({ values: [60000], customAmount: true }, bounds, 60000, 1)).toEqual({ unitAmount: 60000, quantity: 1, total: 60000 });
  });
  test('another amount on a product without custom amounts is invalid', () => {
    expect(priceSelection(fixedOnly, bounds, 7500, 1)).toEqual({ field: 'amount', code: 'INVALID' });
  });
  test.each([
    [2500, true],
    [50000, true],
    [2499, false],
    [50001, false],
    [12345, true],
  ])('custom amount %i within 25.00..500.00: %s', (amount, ok) => {
    const result = priceSelection(custom, bounds, amount, 2);
    expect(result).toEqual(ok ? { unitAmount: amount, quantity: 2, total: amount * 2 } : { field: 'amount', code: 'OUT_OF_RANGE' });
  });
  test.each([0, -5, 10.5, Number.NaN])('amount %p is invalid', (amount) => {
    expect(priceSelection(custom, bounds, amount, 1)).toEqual({ field: 'amount', code: 'INVALID' });
  });
  test.each([0, 11, 1.5])('quantity %p is invalid (1 to 10)', (quantity) => {
    expect(priceSelection(custom, bounds, 5000, quantity)).toEqual({ field: 'quantity', code: 'INVALID' });
  });
  test('bounds are inclusive and in whole minor units', () => {
    expect(withinBounds(2500, bounds)).toBe(true);
    expect(withinBounds(2500.5, bounds)).toBe(false);
  });
});

describe('checkout checks', () => {
  const today = '2026-06-01';
  test('date of birth dd/mm/yyyy: real, past, from 1900', () => {
    expect(parseBirthDate('14/03/1985', today)).toBe('1985-03-14');
    expect(parseBirthDate('1/2/1990', today)).toBe('1990-02-01');
    for (const bad of ['31/02/1990', '1985-03-14', '14/03/85', '02/06/2026', '01/01/1899', '']) expect(parseBirthDate(bad, today)).toBeNull();
  });
  test('delivery date: today up to a year ahead; empty is today', () => {
    expect(parseDeliverOn('', today)).toBe(today);
    expect(parseDeliverOn('2026-06-20', today)).toBe('2026-06-20');
    expect(parseDeliverOn('2027-06-01', today)).toBe('2027-06-01');
    for (const bad of ['2026-05-31', '2027-06-02', '2026-02-30', '20/06/2026']) expect(parseDeliverOn(bad, today)).toBeNull();
  });
  const buyer = { phonePrefix: '+39', phone: '347 123 4567', dateOfBirth: '14/03/1985' };
  const noRecipient = {
    forRecipient: false,
    recipientFirstName: '',
    recipientLastName: '',
    recipientEmail: '',
    recipientPhonePrefix: '',
    recipientPhone: '',
    message: 'ignored',
    deliverOn: '',
  };
  const fieldsOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return (err as ApiError).fields;
    }
    return undefined;
  };
  test('for me: the recipient fields and message are dropped, delivery today', () => {
    expect(checkPeople({ ...buyer, ...noRecipient }, today)).toEqual({
      birthDate: '1985-03-14',
      phone: '3471234567',
      recipient: expect.objectContaining({ forRecipient: false, message: '', deliverOn: today }),
    });
  });
  test('every problem is reported per field, the recipient variants included', () => {
    expect(
      fieldsOf(() =>
        checkPeople(
          {
            phonePrefix: '+39',
            phone: '12',
            dateOfBirth: '32/01/1990',
            forRecipient: true,
            recipientFirstName: '',
            recipientLastName: 'X',
            recipientEmail: 'nope',
            recipientPhonePrefix: '+41',
            recipientPhone: '123',
            message: '',
            deliverOn: '2020-01-01',
          },
          today,
        ),
      ),
    ).toEqual({ phone: 'INVALID', dateOfBirth: 'INVALID', recipientFirstName: 'REQUIRED', recipientEmail: 'INVALID', recipientPhone: 'INVALID', deliverOn: 'INVALID' });
  });
  test('a recipient without a mobile is fine; a missing e-mail is REQUIRED', () => {
    const gift = {
      ...buyer,
      forRecipient: true,
      recipientFirstName: 'Marie',
      recipientLastName: 'Dupont',
      recipientEmail: '',
      recipientPhonePrefix: '+41',
      recipientPhone: '',
      message: 'Hi',
      deliverOn: '',
    };
    expect(fieldsOf(() => checkPeople(gift, today))).toEqual({ recipientEmail: 'REQUIRED' });
    expect(checkPeople({ ...gift, recipientEmail: 'marie@example.com' }, today).recipient).toMatchObject({ recipientPhonePrefix: '', message: 'Hi' });
  });
});

describe('cards', () => {
  const card = { status: 'active' as const, balance: 5000, initialAmount: 5000, expiresOn: '2027-06-01' };
  const now = new Date('2026-06-01T08:00:00Z');
  test('states', () => {
    expect(cardState(card, now, 'Europe/Rome')).toBe('active');
    expect(cardState({ ...card, balance: 2000 }, now, 'Europe/Rome')).toBe('partly_redeemed');
    expect(cardState({ ...card, balance: 0, status: 'redeemed' }, now, 'Europe/Rome')).toBe('redeemed');
    expect(cardState({ ...card, status: 'void' }, now, 'Europe/Rome')).toBe('void');
    expect(cardState({ ...card, expiresOn: '2026-05-31' }, now, 'Europe/Rome')).toBe('expired');
    // The last day counts in the venue's zone: 1 June 01:00 in Rome is still 31 May in New York.
    expect(cardState({ ...card, expiresOn: '2026-05-31' }, new Date('2026-05-31T23:00:00Z'), 'America/New_York')).toBe('active');
  });
  test('expiry: months later, clamped to the month end', () => {
    expect(expiryDate('2026-06-01', 12)).toBe('2027-06-01');
    expect(expiryDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryDate('2026-11-15', 18)).toBe('2028-05-15');
  });
  test('codes: 16 Crockford symbols in groups; typed or scanned forms normalise', () => {
    const code = newGiftcardCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const shown = formatGiftcardCode(code);
    expect(shown).toMatch(/^(\w{4}-){3}\w{4}$/);
    expect(normaliseGiftcardCode(shown.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normaliseGiftcardCode('not a code')).toBeNull();
  });
  test('delivery at 09:00 venue time on a later day; now for today', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    expect(deliveryInstant('2026-06-01', 'Europe/Zurich', now)).toEqual(now);
    expect(deliveryInstant('2026-06-20', 'Europe/Zurich', now).toISOString()).toBe('2026-06-20T07:00:00.000Z');
    expect(deliveryInstant('2026-12-20', 'Indian/Mauritius', now).toISOString()).toBe('2026-12-20T05:00:00.000Z');
  });
  test('staff tool amounts', () => {
    expect(parseMajorAmount('25')).toBe(2500);
    expect(parseMajorAmount('25,5')).toBe(2550);
    expect(parseMajorAmount('0.05')).toBe(5);
    expect(parseMajorAmount('25.505')).toBeNull();
    expect(parseMajorAmount('-3')).toBeNull();
  });
});

describe('availability', () => {
  const venue = { giftcardsEnabled: true, timezone: 'Europe/Rome' };
  const now = new Date('2026-06-01T08:00:00Z');
  test('active and within its sales period (the last day included)', () => {
    expect(isSellable({ active: true, salesEndOn: null }, venue, now)).toBe(true);
    expect(isSellable({ active: true, salesEndOn: '2026-06-01' }, venue, now)).toBe(true);
    expect(isSellable({ active: true, salesEndOn: '2026-05-31' }, venue, now)).toBe(false);
    expect(isSellable({ active: false, salesEndOn: null }, venue, now)).toBe(false);
    expect(isSellable({ active: true, salesEndOn: null }, { ...venue, giftcardsEnabled: false }, now)).toBe(false);
  });
});
