/** Front-page tokens of real venues: `fp_` and 32 random bytes, URL-safe. Demo tokens are readable on purpose. */
import { randomBytes } from 'node:crypto';

export const FRONTPAGE_TOKEN = /^fp_[A-Za-z0-9_-]{16,}$/;

export function newFrontpageToken(): string {
  return `fp_${randomBytes(32).toString('base64url')}`;
}
