import { isValidEmail } from '../../validation/email';
import { isValidPhone } from '../../validation/phone';

/** Keys (in `common`) of the spec's validation texts, for a form's error map. */
export const VALIDATION_KEYS = {
  required: 'common:validation.required',
  email: 'common:validation.email',
  phone: 'common:validation.phone',
  privacyRequired: 'common:validation.privacyRequired',
} as const;

/** Error key of an e-mail field, or undefined when fine. */
export function emailError(value: string, required = true): string | undefined {
  if (!value.trim()) return required ? VALIDATION_KEYS.required : undefined;
  return isValidEmail(value) ? undefined : VALIDATION_KEYS.email;
}

/** Error key of a phone field, or undefined when fine (an empty optional phone is fine). */
export function phoneError(prefix: string, number: string, required = true): string | undefined {
  if (!number.trim()) return required ? VALIDATION_KEYS.required : undefined;
  return isValidPhone(prefix, number) ? undefined : VALIDATION_KEYS.phone;
}

export function requiredError(value: string | boolean): string | undefined {
  return (typeof value === 'string' ? value.trim() : value) ? undefined : VALIDATION_KEYS.required;
}
