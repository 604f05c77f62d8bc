/**
 * Gift card codes: the same alphabet and length as promo codes (80 random bits, Crockford
 * base32, read aloud or typed from a phone without confusion), shown in four groups. The QR
 * code holds the formatted code, so a scan and a typed code look up the same way.
 */
import { randomBytes } from 'node:crypto';
import { formatPromoCode, newPromoCode, normalisePromoCode } from '../promotions/promo-code';

export const newGiftcardCode = newPromoCode;
export const formatGiftcardCode = formatPromoCode;

/** What staff typed or scanned (case, spaces, dashes do not matter) → the stored code, or null. */
export const normaliseGiftcardCode = normalisePromoCode;

/** Order fingerprints and printable-page ids: 128 random bits, base64url. */
export function newSecretId(): string {
  return randomBytes(16).toString('base64url');
}

export const SECRET_ID = /^[A-Za-z0-9_-]{22}$/;

/** A short number people can quote (receipts, staff): GC-000123. */
export const orderNumber = (id: number): string => `GC-${String(id).padStart(6, '0')}`;
