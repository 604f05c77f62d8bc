// Phone checks with libphonenumber-js's `min` metadata (small: the length rules per country, not
// every number pattern). The server checks the same way (server/src/lib/phone-number.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `prefix` is a calling code such as '+39'; `number` the rest, spaces and dashes allowed. */
export function isValidPhone(prefix: string, number: string): boolean {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\+\d{1,4}$/.test(prefix.trim()) || !/^\d{4,15}$/.test(digits)) return false;
  return parsePhoneNumberFromString(`${prefix.trim()}${digits}`)?.isValid() ?? false;
}
