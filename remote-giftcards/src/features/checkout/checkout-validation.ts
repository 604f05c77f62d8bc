/**
 * The checks of the checkout form, the same rules the server applies
 * (server/src/modules/giftcards/checkout-input.ts). Each field maps to the translation key of
 * its message (docs/product.md#validation), recipient variants included.
 */
import { emailError, isValidEmail, requiredError, type PhoneValue } from '@venue/shared';
import { isValidPhone } from '@venue/shared/phone';

export interface CheckoutValues {
  forRecipient: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientPhone: PhoneValue;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  firstName: string;
  lastName: string;
  phone: PhoneValue;
  email: string;
  dateOfBirth: string;
  city: string;
  country: string;
  province: string;
  postalCode: string;
  privacy: boolean;
  marketing: boolean;
}

export type CheckoutField = Exclude<keyof CheckoutValues, 'forRecipient' | 'marketing'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const KEYS = {
  required: 'common:validation.required',
  email: 'common:validation.email',
  recipientEmail: 'common:validation.recipientEmail',
  phone: 'common:validation.phone',
  recipientPhone: 'common:validation.recipientPhone',
  dateOfBirth: 'common:validation.dateOfBirth',
  privacy: 'common:validation.privacyRequired',
  deliverOn: 'giftcards:checkout.deliverOnInvalid',
} as const;

export const MESSAGE_MAX = 500;
export const MAX_DELIVERY_DAYS = 365;

/** The date input's YYYY-MM-DD (or a dd/mm/yyyy kept from before) as YYYY-MM-DD; '' when neither. */
function birthDateIso(value: string): string {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : '';
}

/** The wire form of the buyer's date of birth (docs/product.md#entities): dd/mm/yyyy. */
export function birthDateForWire(value: string): string {
  const iso = birthDateIso(value);
  return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : value.trim();
}

/** A real date from 1900 up to today (venue date YYYY-MM-DD). */
export function isValidBirthDate(value: string, today: string): boolean {
  const iso = birthDateIso(value);
  if (!iso) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && iso >= '1900-01-01' && iso <= today;
}

/** YYYY-MM-DD from today to `maxDate`. */
export function isValidDeliveryDate(value: string, today: string, maxDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= today && value <= maxDate;
}

/** Field → message key for every field that is not fine. */
export function validateCheckout(v: CheckoutValues, today: string, maxDeliveryDate: string): CheckoutErrors {
  const errors: CheckoutErrors = {
    firstName: requiredError(v.firstName),
    lastName: requiredError(v.lastName),
    phone: !v.phone.number.trim() ? KEYS.required : isValidPhone(v.phone.prefix, v.phone.number) ? undefined : KEYS.phone,
    email: emailError(v.email),
    dateOfBirth: !v.dateOfBirth.trim() ? KEYS.required : isValidBirthDate(v.dateOfBirth, today) ? undefined : KEYS.dateOfBirth,
    city: requiredError(v.city),
    country: requiredError(v.country),
    postalCode: requiredError(v.postalCode),
    privacy: v.privacy ? undefined : KEYS.privacy,
  };
  if (v.forRecipient) {
    errors.recipientFirstName = requiredError(v.recipientFirstName);
    errors.recipientLastName = requiredError(v.recipientLastName);
    errors.recipientEmail = !v.recipientEmail.trim() ? KEYS.required : isValidEmail(v.recipientEmail) ? undefined : KEYS.recipientEmail;
    // The recipient's mobile is optional; one given must be a real number.
    errors.recipientPhone = v.recipientPhone.number.trim() && !isValidPhone(v.recipientPhone.prefix, v.recipientPhone.number) ? KEYS.recipientPhone : undefined;
    errors.deliverOn = isValidDeliveryDate(v.deliverOn, today, maxDeliveryDate) ? undefined : KEYS.deliverOn;
    errors.message = v.message.length > MESSAGE_MAX ? KEYS.required : undefined;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as CheckoutErrors;
}

/** The server's field codes (400 INVALID_PAYLOAD) → the form's messages. */
export function serverFieldErrors(fields: Record<string, string>): CheckoutErrors {
  const out: CheckoutErrors = {};
  for (const [field, code] of Object.entries(fields)) {
    const missing = code === 'REQUIRED';
    switch (field) {
      case 'email':
        out.email = missing ? KEYS.required : KEYS.email;
        break;
      case 'phone':
      case 'phonePrefix':
        out.phone = missing ? KEYS.required : KEYS.phone;
        break;
      case 'recipientEmail':
        out.recipientEmail = missing ? KEYS.required : KEYS.recipientEmail;
        break;
      case 'recipientPhone':
      case 'recipientPhonePrefix':
        out.recipientPhone = KEYS.recipientPhone;
        break;
      case 'dateOfBirth':
        out.dateOfBirth = missing ? KEYS.required : KEYS.dateOfBirth;
        break;
      case 'deliverOn':
        out.deliverOn = KEYS.deliverOn;
        break;
      case 'privacy':
        out.privacy = KEYS.privacy;
        break;
      case 'firstName':
      case 'lastName':
      case 'city':
      case 'country':
      case 'province':
      case 'postalCode':
      case 'recipientFirstName':
      case 'recipientLastName':
      case 'message':
        out[field] = KEYS.required;
        break;
      default:
        break;
    }
  }
  return out;
}
