/** The browser's checks (shared/src/validation) and the server's agree on every sample. */
import * as shared from '../../shared/src/validation/email';
import * as sharedPhone from '../../shared/src/validation/phone';
import { isValidEmail } from '../src/lib/email-address';
import { isValidPhone } from '../src/lib/phone-number';

const EMAILS = [
  'a@b.it',
  'mario.rossi+x@example.co.uk',
  'A@B.IT',
  'a@b',
  'a b@c.it',
  'a..b@c.it',
  '.a@b.it',
  'a@b.c',
  'x@xn--bcher-kva.de',
  `${'x'.repeat(64)}@b.it`,
  `${'x'.repeat(65)}@b.it`,
  'a@b.it ',
  '',
];
const PHONES: Array<[string, string]> = [
  ['+39', '333 123 4567'],
  ['+39', '0173 000123'],
  ['+39', '12'],
  ['+41', '79 123 45 67'],
  ['+230', '5251 2345'],
  ['+1', '212-555-0123'],
  ['39', '3331234567'],
  ['+39', 'abc'],
  ['+44', '7700 900123'],
];

test.each(EMAILS)('e-mail %j', (e) => expect(shared.isValidEmail(e)).toBe(isValidEmail(e)));
test.each(PHONES)('phone %s %s', (prefix, n) => expect(sharedPhone.isValidPhone(prefix, n)).toBe(isValidPhone(prefix, n)));
test('the samples cover both answers', () => {
  expect(new Set(EMAILS.map(isValidEmail))).toEqual(new Set([true, false]));
  expect(new Set(PHONES.map(([p, n]) => isValidPhone(p, n)))).toEqual(new Set([true, false]));
});
