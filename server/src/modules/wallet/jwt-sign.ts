/**
 * A compact JWS (RFC 7515) signed with node:crypto: RS256 for Google (the save link, the OAuth
 * assertion), ES256 for APNs' provider token. Node's own crypto instead of a JWT package: the one
 * that does this well (jose) ships ES modules only, which the CommonJS server build and Jest
 * cannot load.
 */
import { type KeyObject, createPrivateKey, sign } from 'node:crypto';

const segment = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(alg: 'RS256' | 'ES256', header: Record<string, string>, claims: object, privateKeyPem: string | KeyObject): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  const input = `${segment({ alg, ...header })}.${segment(claims)}`;
  // ES256's signature is r‖s (64 bytes), not the DER Node gives by default.
  const signature = sign('sha256', Buffer.from(input), alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${input}.${signature.toString('base64url')}`;
}
