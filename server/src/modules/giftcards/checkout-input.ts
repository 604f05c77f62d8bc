/**
 * The checks of a checkout beyond the payload's shape: phones (libphonenumber-js), the date of
 * birth, and the recipient's fields when the cards are for another person. Every problem is
 * reported at once, per field, as the form shows them (docs/product.md#validation).
 */
import { ApiError } from '../../lib/api-error';
import { isValidEmail } from '../../lib/email-address';
import { isValidPhone, phoneDigits } from '../../lib/phone-number';
import { addDays } from '../../lib/wall-clock';

export interface RecipientInput {
  forRecipient: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  recipientPhonePrefix: string;
  recipientPhone: string;
  message: string;
  deliverOn: string;
}

/** A delivery date may be up to a year ahead. */
export const MAX_DELIVERY_DAYS = 365;

/** dd/mm/yyyy → YYYY-MM-DD when it is a real date between 1900 and today; else null. */
export function parseBirthDate(value: string, today: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return iso >= '1900-01-01' && iso <= today ? iso : null;
}

/** A delivery day from today to a year ahead (venue dates), or null. Empty means today. */
export function parseDeliverOn(value: string, today: string): string | null {
  if (!value) return today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null;
  return value >= today && value <= addDays(today, MAX_DELIVERY_DAYS) ? value : null;
}

export interface CheckedPeople {
  birthDate: string;
  phone: string;
  recipient: RecipientInput;
}

export function checkPeople(input: { phonePrefix: string; phone: string; dateOfBirth: string } & RecipientInput, today: string): CheckedPeople {
  const fields: Record<string, string> = {};
  if (!isValidPhone(input.phonePrefix, input.phone)) fields.phone = 'INVALID';
  const birthDate = parseBirthDate(input.dateOfBirth, today);
  if (!birthDate) fields.dateOfBirth = 'INVALID';

  let recipient: RecipientInput = {
    ...input,
    forRecipient: false,
    recipientFirstName: '',
    recipientLastName: '',
    recipientEmail: '',
    recipientPhonePrefix: '',
    recipientPhone: '',
    message: '',
    deliverOn: today,
  };
  if (input.forRecipient) {
    if (!input.recipientFirstName) fields.recipientFirstName = 'REQUIRED';
    if (!input.recipientLastName) fields.recipientLastName = 'REQUIRED';
    if (!input.recipientEmail) fields.recipientEmail = 'REQUIRED';
    else if (!isValidEmail(input.recipientEmail)) fields.recipientEmail = 'INVALID';
    // The recipient's mobile is optional; one given must be a real number.
    if (input.recipientPhone && !isValidPhone(input.recipientPhonePrefix, input.recipientPhone)) fields.recipientPhone = 'INVALID';
    const deliverOn = parseDeliverOn(input.deliverOn, today);
    if (!deliverOn) fields.deliverOn = 'INVALID';
    recipient = {
      ...input,
      recipientPhonePrefix: input.recipientPhone ? input.recipientPhonePrefix : '',
      recipientPhone: input.recipientPhone ? phoneDigits(input.recipientPhone) : '',
      deliverOn: deliverOn ?? today,
    };
  }
  if (Object.keys(fields).length) throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${Object.keys(fields).join(', ')}`, fields);
  return { birthDate: birthDate!, phone: phoneDigits(input.phone), recipient };
}
