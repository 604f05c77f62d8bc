// Phone checks with libphonenumber-js's `min` metadata (the length rules per country, not every
// number pattern). The server checks the same way (server/src/lib/phone-number.ts).
// Imported as `@venue/shared/phone`, never from the package index: the metadata (tens of KB)
// then travels only with the screens that have a phone field, not in the shared singleton.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `prefix` is a calling code such as '+39'; `number` the rest, spaces and dashes allowed. */
export function isValidPhone(prefix: string, number: string): boolean {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\+\d{1,4}$/.test(prefix.trim()) || !/^\d{4,15}$/.test(digits)) return false;
  return parsePhoneNumberFromString(`${prefix.trim()}${digits}`)?.isValid() ?? false;
}

/** Error key (in `common`) of a phone field, or undefined when fine (an empty optional phone is fine). */
export function phoneError(prefix: string, number: string, required = true): string | undefined {
  if (!number.trim()) return required ? 'common:validation.required' : undefined;
  return isValidPhone(prefix, number) ? undefined : 'common:validation.phone';
}
