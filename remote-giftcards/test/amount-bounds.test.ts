import { checkAmount, clampQuantity, MAX_QUANTITY } from '../src/lib/amount-bounds';
import { amountInputText, parseAmountInput } from '../src/lib/money-input';

const bounds = { min: 2500, max: 50000 };

describe('custom amount as typed', () => {
  test.each([
    ['75', 7500],
    ['75.5', 7550],
    ['75,50', 7550],
    [' 120 ', 12000],
    ['0.05', 5],
  ])('%p is %i minor units', (text, minor) => expect(parseAmountInput(text)).toBe(minor));
  test.each(['', 'abc', '75.505', '-10', '1e3', '12 34'])('%p is not an amount', (text) => expect(parseAmountInput(text)).toBeNull());
  test('back to text', () => {
    expect(amountInputText(7500)).toBe('75');
    expect(amountInputText(7550)).toBe('75.50');
  });
});

describe('amount bounds (the server’s rule)', () => {
  const values = [5000, 10000];
  test('a fixed value of the product', () => {
    expect(checkAmount({ kind: 'fixed', value: 5000, text: '' }, values, bounds)).toEqual({ ok: true, amount: 5000 });
    expect(checkAmount({ kind: 'fixed', value: 7000, text: '' }, values, bounds)).toEqual({ ok: false, reason: 'required' });
  });
  test.each([
    ['25', true],
    ['500', true],
    ['24.99', false],
    ['500.01', false],
    ['x', false],
  ])('custom %p within 25..500: %s', (text, ok) => {
    const result = checkAmount({ kind: 'custom', value: 0, text }, values, bounds);
    expect(result.ok).toBe(ok);
    if (!ok) expect(result).toEqual({ ok: false, reason: 'range' });
  });
  test('an empty custom amount is required', () => {
    expect(checkAmount({ kind: 'custom', value: 0, text: ' ' }, values, bounds)).toEqual({ ok: false, reason: 'required' });
  });
  test('quantity 1..10', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(MAX_QUANTITY + 5)).toBe(MAX_QUANTITY);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3)).toBe(3);
  });
});
