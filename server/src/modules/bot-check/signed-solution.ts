/**
 * The check of a solved challenge that this server signed: altcha-lib v2's verifySolution, its
 * path for a challenge that carries a key signature (every one bot-check.ts makes), with
 * node:crypto's HMAC. The same checks in the same order: expiry, the parameters' signature, the
 * solution's shape, then the derived key against its signature.
 *
 * Why not the library's: it computes each HMAC through WebCrypto, whose sign is a job on the
 * thread pool, answered by a later turn of the event loop. In a rush each of those turns comes
 * after a crowded event loop's other work, and the booking waits for both before it may queue
 * for its seats; here both HMACs are computed in the call (a few microseconds each). bot-check.test.ts holds this to the library's
 * verdicts on the same payloads.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Payload } from 'altcha-lib';

export type SolutionVerdict = 'verified' | 'expired' | 'rejected';

/** altcha-lib's counter range (uint32 mode). */
const MAX_COUNTER = 0xffff_ffff;
const LOWERCASE_HEX = /^(?:[0-9a-f]{2})+$/;

/** `payload` checked with the parameters' signing secret and the derived key's; the clock is Date.now(), as altcha-lib's. */
export function verifySignedSolution(payload: Payload, signatureSecret: string, keySignatureSecret: string): SolutionVerdict {
  const { challenge, solution } = payload;
  const parameters = challenge.parameters;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000) return 'expired';
  if (!challenge.signature || !sameText(challenge.signature, hmacHex(signatureSecret, canonicalJson(parameters)))) return 'rejected';
  const counter = solution?.counter;
  const derivedKey = solution?.derivedKey;
  if (typeof derivedKey !== 'string' || !LOWERCASE_HEX.test(derivedKey) || !Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) {
    return 'rejected';
  }
  // Signed by this server, the parameters hold the key's signature: without one, it was not ours.
  if (typeof parameters.keySignature !== 'string') return 'rejected';
  return sameText(parameters.keySignature, hmacHex(keySignatureSecret, Buffer.from(derivedKey, 'hex'))) ? 'verified' : 'rejected';
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** JSON with every object's keys sorted, undefined members left out: what altcha-lib signs. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

function sortedKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const member = (value as Record<string, unknown>)[key];
      return member === undefined ? [] : [[key, sortedKeys(member)] as const];
    });
  return Object.fromEntries(entries);
}
