/**
 * Promo codes and detail ids. A code is 80 random bits in Crockford base32 (no I, L, O, U: read
 * aloud or typed from a phone without confusion), shown in four groups: `7K3M-Q9XD-2HBW-PT4E`.
 * The detail id of /promo/{urlName}/{id} is 128 random bits, base64url.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** 16 symbols of 5 bits from 10 random bytes. */
export function newPromoCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** `7K3MQ9XD2HBWPT4E` → `7K3M-Q9XD-2HBW-PT4E`. */
export function formatPromoCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What staff typed or scanned → the stored form, or null when it cannot be a code. Case,
 * spaces and dashes do not matter; O reads as 0 and I, L as 1 (Crockford's rule).
 */
export function normalisePromoCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE.test(code) ? code : null;
}

export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
