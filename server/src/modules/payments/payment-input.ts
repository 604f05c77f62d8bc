/** Checks both gateways apply to their input, so a bug shows up the same way with either. */
import { PaymentInputError } from './payment-errors';
import { PAYMENT_CURRENCIES, type PaymentCurrency, type PaymentMetadata } from './payment-types';

/** Stripe's own limits on metadata. */
const METADATA_MAX_KEYS = 50;
const METADATA_KEY_MAX = 40;
const METADATA_VALUE_MAX = 500;
/** Stripe allows amounts up to eight digits. */
const AMOUNT_MAX = 99_999_999;

export function toCurrency(value: string): PaymentCurrency {
  const lower = value.toLowerCase();
  if ((PAYMENT_CURRENCIES as readonly string[]).includes(lower)) return lower as PaymentCurrency;
  throw new PaymentInputError(`Unsupported currency ${value}`);
}

export function checkAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > AMOUNT_MAX) {
    throw new PaymentInputError(`Amount must be an integer in minor units between 1 and ${AMOUNT_MAX}`);
  }
  return amount;
}

export function checkMetadata(metadata: PaymentMetadata = {}): PaymentMetadata {
  const entries = Object.entries(metadata);
  if (entries.length > METADATA_MAX_KEYS) throw new PaymentInputError('Too many metadata keys');
  for (const [key, value] of entries) {
    if (!key || key.length > METADATA_KEY_MAX || key.includes('[') || key.includes(']')) {
      throw new PaymentInputError(`Bad metadata key ${key}`);
    }
    if (typeof value !== 'string' || value.length > METADATA_VALUE_MAX) throw new PaymentInputError(`Bad metadata value for ${key}`);
  }
  return { ...metadata };
}

export function checkIdempotencyKey(key: string): string {
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    throw new PaymentInputError('An idempotency key of 1 to 255 characters is required');
  }
  return key;
}
