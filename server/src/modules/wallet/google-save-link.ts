/**
 * The "Add to Google Wallet" link: https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256
 * by the service account (iss its e-mail, aud 'google', typ 'savetowallet'), carrying only the id
 * of an object the server inserted through the API (google-wallet-client.ts): the link sits in
 * browser histories and Google's logs, so it holds nothing of the pass.
 */
import type { GoogleObjectType } from './google-objects';
import { signJwt } from './jwt-sign';
import type { GoogleWalletConfig } from './wallet-config';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

export function googleSaveLink(google: GoogleWalletConfig, type: GoogleObjectType, objectId: string, origin: string, now: Date): string {
  const { serviceAccount } = google;
  const jwt = signJwt(
    'RS256',
    { typ: 'JWT', kid: serviceAccount.privateKeyId },
    {
      iss: serviceAccount.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(now.getTime() / 1000),
      origins: [origin],
      payload: { [`${type}Objects`]: [{ id: objectId }] },
    },
    serviceAccount.privateKey,
  );
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
