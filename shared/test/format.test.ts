import { currencyIcon, formatDate, formatMoney } from '../src';

// Intl separates with (narrow) no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyIcon', () => {
  it('gives the sign of each supported currency, euro by default', () => {
    expect(currencyIcon('EUR')).toBe('€');
    expect(currencyIcon('CHF')).toBe('₣');
    expect(currencyIcon('MUR')).toBe('₨');
    expect(currencyIcon('chf')).toBe('₣');
    expect(currencyIcon()).toBe('€');
    expect(currencyIcon('')).toBe('€');
    expect(currencyIcon('USD')).toBe('€');
  });
});

describe('formatMoney', () => {
  it.each([
    ['it', '45,00 €'],
    ['en', '€45.00'],
    ['fr', '45,00 €'],
    ['es', '45,00 €'],
    ['de', '45,00 €'],
  ])('EUR in %s', (lng, expected) => {
    expect(plain(formatMoney(4500, 'EUR', lng))).toBe(expected);
  });

  it('uses Swiss conventions for CHF in de, fr and it', () => {
    expect(plain(formatMoney(4500, 'CHF', 'de'))).toBe('CHF 45.00');
    expect(plain(formatMoney(4500, 'CHF', 'it'))).toBe('CHF 45.00');
    expect(plain(formatMoney(4500, 'CHF', 'fr'))).toBe('45.00 CHF');
    expect(plain(formatMoney(4500, 'CHF', 'en'))).toBe('CHF 45.00');
  });

  it('formats rupees, thousands and cents', () => {
    expect(plain(formatMoney(150000, 'MUR', 'en'))).toBe('Rs 1,500.00');
    // CLDR: Italian groups thousands from five digits on
    expect(plain(formatMoney(123456, 'EUR', 'it'))).toBe('1234,56 €');
    expect(plain(formatMoney(1234567, 'EUR', 'it'))).toBe('12.345,67 €');
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
    expect(plain(formatMoney(5, 'EUR', 'en'))).toBe('€0.05');
  });

  it('treats an empty or unknown language and currency sensibly', () => {
    expect(plain(formatMoney(4500, '', 'xx'))).toBe('45,00 €');
    expect(plain(formatMoney(4500, 'eur', 'en-GB'))).toBe('€45.00');
  });
});

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('formats a calendar date with no time zone shift', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(formatDate('2026-11-24', 'it')).toBe('24 novembre 2026');
      expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    }
  });

  it('follows the language and style', () => {
    expect(formatDate('2026-11-24', 'de')).toBe('24. November 2026');
    expect(formatDate('2026-11-24', 'fr', 'full')).toBe('mardi 24 novembre 2026');
    expect(formatDate('2026-11-24', 'es', 'short')).toBe('24/11/26');
    expect(formatDate('2026-11-24', 'en', { day: 'numeric', month: 'short' })).toBe('24 Nov');
  });

  it('shows the time of a date-time and returns garbage unchanged', () => {
    expect(plain(formatDate('2026-11-24T19:30', 'it', 'short'))).toBe('24/11/26, 19:30');
    expect(formatDate('not a date', 'it')).toBe('not a date');
  });
});
