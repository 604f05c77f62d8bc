/**
 * Which of the configured wallet credentials are the TEST ONLY ones of server/wallet-test-certs/
 * (their private keys are public): a production start refuses them (production-checks.ts).
 * Compared by fingerprint, so a copy under another file name is caught as well.
 */
import { X509Certificate, createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { GOOGLE_WALLET_API, type GoogleWalletConfig, type WalletConfig } from './wallet-config';
import { TEST_CREDENTIAL_FINGERPRINTS as TEST } from './test-credentials';

function certificatePrint(pem: string): string | null {
  try {
    return new X509Certificate(pem).fingerprint256.replace(/:/g, '').toLowerCase();
  } catch {
    return null;
  }
}

function keyPrint(pem: string, passphrase?: string): string | null {
  try {
    const spki = createPublicKey(createPrivateKey({ key: pem, passphrase: passphrase ?? '' })).export({ type: 'spki', format: 'der' });
    return createHash('sha256').update(spki).digest('hex');
  } catch {
    return null;
  }
}

/** The names of the variables whose file is a test credential. */
export function testCredentialsInUse(wallet: WalletConfig): string[] {
  const found: string[] = [];
  const { apple, google } = wallet;
  if (apple) {
    if (certificatePrint(apple.wwdr) === TEST.appleWwdr) found.push('APPLE_WALLET_WWDR_FILE');
    if (certificatePrint(apple.signerCert) === TEST.appleSigner) found.push('APPLE_WALLET_CERT_FILE');
    if (keyPrint(apple.signerKey, apple.signerKeyPassphrase) === TEST.appleSignerKey) found.push('APPLE_WALLET_KEY_FILE');
    if (apple.apns && keyPrint(apple.apns.key) === TEST.apnsKey) found.push('APNS_KEY_FILE');
  }
  if (google && keyPrint(google.serviceAccount.privateKey) === TEST.googleKey) found.push('GOOGLE_WALLET_KEY_FILE');
  return found;
}

/**
 * The TEST ONLY service account aimed at Google's own API (the demo start, the e2e servers):
 * Google knows no such account, so the wallet does not call it (and these starts have no network).
 */
export function isTestGoogleAccountAtGoogle(google: GoogleWalletConfig): boolean {
  return google.apiUrl === GOOGLE_WALLET_API && keyPrint(google.serviceAccount.privateKey) === TEST.googleKey;
}
