/** Whether a call carries OPERATOR_TOKEN: compared as digests, in constant time (the answer's time tells nothing about the token). */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** A checker of Authorization headers against `operatorToken` (null: the operator API is off). */
export function operatorTokenCheck(operatorToken: string | undefined): ((authorization: string | undefined) => boolean) | null {
  if (!operatorToken) return null;
  const expected = digest(operatorToken);
  return (authorization) => {
    const given = BEARER.exec(authorization ?? '')?.[1];
    return !!given && timingSafeEqual(digest(given), expected);
  };
}
