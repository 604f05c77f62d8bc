/** The guest's number as providers take it, and as log lines show it. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A number as log lines show it: the first two digits and the last two (+39•••67). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  return `+${digits.slice(0, 2)}•••${digits.slice(-2)}`;
}

/** E.164 from the booking's prefix and digits (a national 0 dropped where the country drops it); null when it is no valid number. */
export function e164(prefix: string, digits: string): string | null {
  if (!prefix.trim() || !digits.trim()) return null;
  const parsed = parsePhoneNumberFromString(`${prefix.trim()}${digits.replace(/\D/g, '')}`);
  return parsed?.isValid() ? parsed.number : null;
}
