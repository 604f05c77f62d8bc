/**
 * Which wallets are on, from the environment (read once by src/config.ts, like
 * payments-config.ts). Apple Wallet with its pass type, team and the three PEM files; Google
 * Wallet with its issuer and service account key file. A wallet whose variables are all unset is
 * off (its links are absent from the answers); one with only some of them stops the start, as do
 * files that cannot be read or a passphrase that does not open the key: whoever deploys finds out
 * then, not when a guest taps the button. Pushes to APNs are optional beside Apple Wallet.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { optional, pattern, refine, size, string } from 'superstruct';

export interface ApnsConfig {
  keyId: string;
  teamId: string;
  /** The .p8 token key (PEM). */
  key: string;
  /** https://api.push.apple.com, or the sandbox, or a test double. */
  url: string;
}

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** PEM texts, read from the files named by the environment. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
  /** Without it devices see a change when they next refresh the pass (docs/wallet.md). */
  apns?: ApnsConfig;
}

export interface GoogleServiceAccount {
  clientEmail: string;
  privateKey: string;
  privateKeyId: string;
}

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccount: GoogleServiceAccount;
  /** https://walletobjects.googleapis.com, or a test double. */
  apiUrl: string;
  /** https://oauth2.googleapis.com/token, or a test double. */
  tokenUrl: string;
}

export const GOOGLE_WALLET_API = 'https://walletobjects.googleapis.com';

export interface WalletConfig {
  apple?: AppleWalletConfig;
  google?: GoogleWalletConfig;
}

const baseUrl = refine(string(), 'baseUrl', (v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? true : 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL';
  }
});
const filePath = size(string(), 1, 4096);

/** Variables for the EnvStruct of src/config.ts. */
export const WALLET_ENV = {
  APPLE_WALLET_PASS_TYPE_ID: optional(pattern(string(), /^pass\.[A-Za-z0-9.-]+$/)),
  APPLE_WALLET_TEAM_ID: optional(pattern(string(), /^[A-Z0-9]{10}$/)),
  APPLE_WALLET_CERT_FILE: optional(filePath),
  APPLE_WALLET_KEY_FILE: optional(filePath),
  APPLE_WALLET_KEY_PASSPHRASE: optional(size(string(), 1, 1024)),
  APPLE_WALLET_WWDR_FILE: optional(filePath),
  APNS_KEY_ID: optional(pattern(string(), /^[A-Z0-9]{10}$/)),
  APNS_TEAM_ID: optional(pattern(string(), /^[A-Z0-9]{10}$/)),
  APNS_KEY_FILE: optional(filePath),
  APNS_URL: optional(baseUrl),
  GOOGLE_WALLET_ISSUER_ID: optional(pattern(string(), /^\d{5,30}$/)),
  GOOGLE_WALLET_KEY_FILE: optional(filePath),
  GOOGLE_WALLET_API_URL: optional(baseUrl),
  GOOGLE_OAUTH_TOKEN_URL: optional(baseUrl),
};

export type WalletEnv = { [K in keyof typeof WALLET_ENV]?: string };

const APPLE_KEYS = ['APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_TEAM_ID', 'APPLE_WALLET_CERT_FILE', 'APPLE_WALLET_KEY_FILE', 'APPLE_WALLET_WWDR_FILE'] as const;
const APNS_KEYS = ['APNS_KEY_ID', 'APNS_KEY_FILE'] as const;
const GOOGLE_KEYS = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE'] as const;

/** All of `keys` set: on; none: off (null); some: the problem that stops the start. */
function fullSet(env: WalletEnv, keys: readonly (keyof WalletEnv)[], what: string): boolean | string {
  const missing = keys.filter((k) => !env[k]);
  if (missing.length === keys.length) return false;
  return missing.length ? `${what} needs all of ${keys.join(', ')}; missing ${missing.join(', ')}` : true;
}

/** Reads a file the environment names; `problems` gets why not. */
function readText(name: string, file: string, problems: string[]): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    problems.push(`${name}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    return '';
  }
}

function checkCertificate(name: string, pem: string, problems: string[]): void {
  if (!pem) return;
  try {
    new X509Certificate(pem);
  } catch {
    problems.push(`${name}: not a PEM certificate`);
  }
}

function readApple(env: WalletEnv, problems: string[]): AppleWalletConfig | undefined {
  const on = fullSet(env, APPLE_KEYS, 'Apple Wallet');
  if (typeof on === 'string') problems.push(on);
  const apnsOn = fullSet(env, APNS_KEYS, 'APNs');
  if (typeof apnsOn === 'string') problems.push(apnsOn);
  if (apnsOn === true && on === false) problems.push('APNS_KEY_ID and APNS_KEY_FILE are set but Apple Wallet is not');
  if (on !== true) return undefined;
  const before = problems.length;
  const signerCert = readText('APPLE_WALLET_CERT_FILE', env.APPLE_WALLET_CERT_FILE!, problems);
  const signerKey = readText('APPLE_WALLET_KEY_FILE', env.APPLE_WALLET_KEY_FILE!, problems);
  const wwdr = readText('APPLE_WALLET_WWDR_FILE', env.APPLE_WALLET_WWDR_FILE!, problems);
  checkCertificate('APPLE_WALLET_CERT_FILE', signerCert, problems);
  checkCertificate('APPLE_WALLET_WWDR_FILE', wwdr, problems);
  if (signerKey) {
    try {
      // The pass signature is RSA (passkit-generator signs with node-forge, RSA keys only).
      const key = createPrivateKey({ key: signerKey, passphrase: env.APPLE_WALLET_KEY_PASSPHRASE ?? '' });
      if (key.asymmetricKeyType !== 'rsa') problems.push('APPLE_WALLET_KEY_FILE: the pass signer key must be RSA');
    } catch {
      problems.push('APPLE_WALLET_KEY_FILE: not a private key, or APPLE_WALLET_KEY_PASSPHRASE does not open it');
    }
  }
  let apns: ApnsConfig | undefined;
  if (apnsOn === true) {
    const key = readText('APNS_KEY_FILE', env.APNS_KEY_FILE!, problems);
    try {
      if (key && createPrivateKey(key).asymmetricKeyType !== 'ec') problems.push('APNS_KEY_FILE: an APNs key is a P-256 (.p8) key');
    } catch {
      problems.push('APNS_KEY_FILE: not a private key');
    }
    apns = {
      keyId: env.APNS_KEY_ID!,
      teamId: env.APNS_TEAM_ID ?? env.APPLE_WALLET_TEAM_ID!,
      key,
      url: (env.APNS_URL ?? 'https://api.push.apple.com').replace(/\/+$/, ''),
    };
  } else if (env.APNS_URL || env.APNS_TEAM_ID) {
    problems.push('APNS_URL or APNS_TEAM_ID is set but APNS_KEY_ID and APNS_KEY_FILE are not');
  }
  if (problems.length > before) return undefined;
  return {
    passTypeId: env.APPLE_WALLET_PASS_TYPE_ID!,
    teamId: env.APPLE_WALLET_TEAM_ID!,
    signerCert,
    signerKey,
    ...(env.APPLE_WALLET_KEY_PASSPHRASE ? { signerKeyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE } : {}),
    wwdr,
    ...(apns ? { apns } : {}),
  };
}

/** The fields of a Google service account JSON key the wallet uses. */
export function parseServiceAccount(text: string): GoogleServiceAccount | string {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const { type, client_email: clientEmail, private_key: privateKey, private_key_id: privateKeyId } = json;
  if (type !== 'service_account' || typeof clientEmail !== 'string' || typeof privateKey !== 'string' || typeof privateKeyId !== 'string') {
    return 'not a service account key (type, client_email, private_key, private_key_id)';
  }
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa') return 'private_key is not an RSA key';
  } catch {
    return 'private_key is not a PEM private key';
  }
  return { clientEmail, privateKey, privateKeyId };
}

function readGoogle(env: WalletEnv, problems: string[]): GoogleWalletConfig | undefined {
  const on = fullSet(env, GOOGLE_KEYS, 'Google Wallet');
  if (typeof on === 'string') problems.push(on);
  if (on !== true) {
    if (on === false && (env.GOOGLE_WALLET_API_URL || env.GOOGLE_OAUTH_TOKEN_URL))
      problems.push('GOOGLE_WALLET_API_URL or GOOGLE_OAUTH_TOKEN_URL is set but Google Wallet is not');
    return undefined;
  }
  const text = readText('GOOGLE_WALLET_KEY_FILE', env.GOOGLE_WALLET_KEY_FILE!, problems);
  if (!text) return undefined;
  const serviceAccount = parseServiceAccount(text);
  if (typeof serviceAccount === 'string') {
    problems.push(`GOOGLE_WALLET_KEY_FILE: ${serviceAccount}`);
    return undefined;
  }
  return {
    issuerId: env.GOOGLE_WALLET_ISSUER_ID!,
    serviceAccount,
    apiUrl: (env.GOOGLE_WALLET_API_URL ?? GOOGLE_WALLET_API).replace(/\/+$/, ''),
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
  };
}

/** The wallets' config, and every reason the environment cannot start the server. */
export function readWalletConfig(env: WalletEnv): { wallet: WalletConfig; problems: string[] } {
  const problems: string[] = [];
  const apple = readApple(env, problems);
  const google = readGoogle(env, problems);
  return { wallet: { ...(apple ? { apple } : {}), ...(google ? { google } : {}) }, problems };
}
