/** Payloads of the promo calls (form fields arrive as strings; unknown fields are ignored). */
import { defaulted, enums, optional, pattern, refine, size, string, trimmed, type } from 'superstruct';
import { isValidEmail } from '../../lib/email-address';
import { LANGUAGES } from '../../lib/i18n-text';

const URL_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
const text = (max: number) => trimmed(size(string(), 1, max));
const checked = enums(['1', 'true', 'on']);

export const PromoPayload = type({ urlName: pattern(string(), URL_NAME) });

export const ClaimDetailPayload = type({
  urlName: pattern(string(), URL_NAME),
  id: pattern(string(), /^[A-Za-z0-9_-]{1,64}$/),
});

export const ClaimPayload = type({
  urlName: pattern(string(), URL_NAME),
  firstName: text(100),
  lastName: text(100),
  email: refine(trimmed(size(string(), 3, 254)), 'email', isValidEmail),
  phonePrefix: defaulted(trimmed(string()), ''),
  phone: defaulted(trimmed(size(string(), 0, 30)), ''),
  privacy: checked,
  marketing: optional(string()),
  language: defaulted(enums([...LANGUAGES]), 'it'),
  altcha: optional(size(string(), 0, 8192)),
});

/** The duplicate page's "send my code again". */
export const ResendPayload = type({
  urlName: pattern(string(), URL_NAME),
  email: refine(trimmed(size(string(), 3, 254)), 'email', isValidEmail),
  language: defaulted(enums([...LANGUAGES]), 'it'),
});

export const StaffCodePayload = type({ code: trimmed(size(string(), 1, 200)) });
