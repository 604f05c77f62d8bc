/** Phone check, the same as shared/src/validation/phone.ts (libphonenumber-js, min metadata). */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function isValidPhone(prefix: string, number: string): boolean {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\+\d{1,4}$/.test(prefix.trim()) || !/^\d{4,15}$/.test(digits)) return false;
  return parsePhoneNumberFromString(`${prefix.trim()}${digits}`)?.isValid() ?? false;
}

/** Digits only, for storage. */
export const phoneDigits = (number: string): string => number.replace(/\D/g, '');
