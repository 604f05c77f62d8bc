import { isValidEmail } from '../../validation/email';

/** Keys (in `common`) of the validation texts of docs/product.md#validation, for a form's error map. Phone: `@venue/shared/phone`. */
export const VALIDATION_KEYS = {
  required: 'common:validation.required',
  email: 'common:validation.email',
  phone: 'common:validation.phone',
  privacyRequired: 'common:validation.privacyRequired',
  /** The booking form's: it speaks of the booking, not a purchase. */
  privacyRequiredBooking: 'common:validation.privacyRequiredBooking',
} as const;

/** Error key of an e-mail field, or undefined when fine. */
export function emailError(value: string, required = true): string | undefined {
  if (!value.trim()) return required ? VALIDATION_KEYS.required : undefined;
  return isValidEmail(value) ? undefined : VALIDATION_KEYS.email;
}

export function requiredError(value: string | boolean): string | undefined {
  return (typeof value === 'string' ? value.trim() : value) ? undefined : VALIDATION_KEYS.required;
}

/**
 * What a form's error banner says: each distinct problem once, in the order of the fields (an
 * invalid phone alone gives the phone's message, not "fill in all required fields").
 */
export function bannerKeys(errorKeys: Array<string | undefined>): string[] {
  return [...new Set(errorKeys.filter((k): k is string => !!k))];
}
