/**
 * HTTP Basic credentials of Google's calls, compared as digests in constant time: the time of an
 * answer tells nothing of how much of a guess was right. The credentials never reach a log line
 * (the logger redacts the Authorization header: lib/logger-options.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();
const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i;

export function basicAuthCheck(user: string, password: string): (authorization: string | undefined) => boolean {
  const expected = digest(`${user}:${password}`);
  return (authorization) => {
    const encoded = BASIC.exec(authorization ?? '')?.[1];
    if (!encoded) return false;
    return timingSafeEqual(digest(Buffer.from(encoded, 'base64').toString('utf8')), expected);
  };
}
