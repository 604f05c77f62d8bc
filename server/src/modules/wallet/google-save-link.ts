/**
 * The "Add to Google Wallet" link: https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256
 * by the service account (iss its e-mail, aud 'google', typ 'savetowallet'), carrying the class
 * and the object, state included: Google creates both when the guest saves the pass.
 */
import type { GoogleObjects } from './google-objects';
import { signJwt } from './jwt-sign';
import type { GoogleWalletConfig } from './wallet-config';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

export function googleSaveLink(google: GoogleWalletConfig, objects: GoogleObjects, origin: string, now: Date): string {
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
      payload: { [`${objects.type}Classes`]: [objects.class], [`${objects.type}Objects`]: [objects.object] },
    },
    serviceAccount.privateKey,
  );
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
