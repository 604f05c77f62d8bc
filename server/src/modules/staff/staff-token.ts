/** Staff tokens: `st_` and 32 random bytes; the database keeps only their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export const STAFF_TOKEN = /^st_[A-Za-z0-9_-]{16,}$/;

export function newStaffToken(): string {
  return `st_${randomBytes(32).toString('base64url')}`;
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
