/** Payloads of the gift card calls (form fields arrive as strings; unknown fields are ignored). */
import { defaulted, enums, optional, pattern, refine, size, string, trimmed, type } from 'superstruct';
import { isValidEmail } from '../../lib/email-address';
import { LANGUAGES } from '../../lib/i18n-text';
import { ApiError } from '../../lib/api-error';
import { formInt } from '../../lib/validate';

const text = (max: number) => trimmed(size(string(), 1, max));
const optionalText = (max: number) => defaulted(trimmed(size(string(), 0, max)), '');
const email = refine(trimmed(size(string(), 3, 254)), 'email', isValidEmail);
const secretId = pattern(string(), /^[A-Za-z0-9_-]{22}$/);
const flag = defaulted(enums(['0', '1', 'true', 'false', 'on', '']), '0');

export const ProductPayload = type({ id: formInt(1, 2_000_000_000) });

export const FingerprintPayload = type({ fingerprint: secretId });

export const BalancePayload = type({ code: trimmed(size(string(), 1, 100)) });

/** Buyer and order fields are always required; recipient fields are checked when forRecipient. */
export const CheckoutPayload = type({
  productId: formInt(1, 2_000_000_000),
  /** The value of each card, minor units (a fixed value of the product or a custom amount). */
  amount: formInt(1, 100_000_000),
  quantity: formInt(1, 99),
  /** The checkout form's key: the same key gives the same order (double submit). */
  requestId: pattern(string(), /^[A-Za-z0-9_-]{8,64}$/),
  firstName: text(100),
  lastName: text(100),
  email,
  phonePrefix: trimmed(size(string(), 1, 6)),
  phone: text(30),
  /** dd/mm/yyyy, as typed (docs/product.md#entities). */
  dateOfBirth: trimmed(size(string(), 1, 10)),
  city: text(100),
  country: text(100),
  province: optionalText(100),
  postalCode: text(20),
  privacy: enums(['1', 'true', 'on']),
  marketing: optional(string()),
  forRecipient: flag,
  recipientFirstName: optionalText(100),
  recipientLastName: optionalText(100),
  recipientEmail: optionalText(254),
  recipientPhonePrefix: optionalText(6),
  recipientPhone: optionalText(30),
  message: optionalText(500),
  /** YYYY-MM-DD at the venue; empty = today. */
  deliverOn: optionalText(10),
  language: defaulted(enums([...LANGUAGES]), 'it'),
  /** The solved bot check (ALTCHA), as for the booking and the promo claim. */
  altcha: optional(size(string(), 0, 8192)),
});

export const StaffCodePayload = type({ code: trimmed(size(string(), 1, 200)) });

export const StaffRedeemPayload = type({
  code: trimmed(size(string(), 1, 200)),
  /** Minor units; absent or empty = the whole balance. */
  amount: optional(string()),
  requestId: optional(pattern(string(), /^[A-Za-z0-9_-]{8,64}$/)),
  note: optionalText(200),
});

/** A redemption's `amount`: '' or absent is everything left; else a positive whole number of minor units. */
export function parseRedeemAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\s*\d{1,9}\s*$/.test(value) || Number(value) <= 0) throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: amount', { amount: 'INVALID' });
  return Number(value);
}

export const StaffVoidPayload = type({ code: trimmed(size(string(), 1, 200)), reason: optionalText(200) });

export const StaffResendPayload = type({ code: trimmed(size(string(), 1, 200)), email: optional(email) });

export const isChecked = (value: string | undefined): boolean => ['1', 'true', 'on'].includes(value ?? '');
