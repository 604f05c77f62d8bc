/**
 * The "Add to Google Wallet" link: https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256
 * by the service account (iss its e-mail, aud 'google', typ 'savetowallet'), carrying the class
 * and the object, state included: Google creates both when the guest saves the pass.
 */
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleObjects } from './google-objects';
import type { GoogleWalletConfig } from './wallet-config';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

export async function googleSaveLink(google: GoogleWalletConfig, objects: GoogleObjects, origin: string, now: Date): Promise<string> {
  const { serviceAccount } = google;
  const jwt = await new SignJWT({
    // A claim here (jose's setters name the header's `typ`): what Google reads.
    typ: 'savetowallet',
    origins: [origin],
    payload: { [`${objects.type}Classes`]: [objects.class], [`${objects.type}Objects`]: [objects.object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: serviceAccount.privateKeyId })
    .setIssuer(serviceAccount.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(createPrivateKey(serviceAccount.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
