import { formatCardExpiry, parseCardExpiry } from '../../src/payments/card-expiry';

test.each([
  ['1229', 12, 2029],
  ['12/29', 12, 2029],
  ['12 / 29', 12, 2029],
  [' 12/2029 ', 12, 2029],
  ['1/29', 1, 2029],
  ['0130', 1, 2030],
  ['122029', 12, 2029],
  ['12-29', 12, 2029],
])('"%s" is month %i of %i', (typed, month, year) => {
  expect(parseCardExpiry(typed)).toEqual({ month, year });
});

test.each(['', '129', '13/29', '00/29', '12/9', 'ab/cd', '12/290', '1229x'])('"%s" is not an expiry', (typed) => {
  expect(parseCardExpiry(typed)).toBeNull();
});

test('the wire form is MM/YY', () => {
  expect(formatCardExpiry({ month: 1, year: 2030 })).toBe('01/30');
  expect(formatCardExpiry({ month: 12, year: 2029 })).toBe('12/29');
});
