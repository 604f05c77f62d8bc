/**
 * Reserve with Google from the environment (read once by src/config.ts, like the wallets): the
 * HTTP Basic credentials Google's booking server calls carry, and where the real-time updates go.
 * Both credentials or neither: with neither, no venue answers Google (its calls get 404). The
 * updates need the partner id and a service account key; without them they stay queued.
 */
import { readFileSync } from 'node:fs';
import { optional, pattern, refine, size, string } from 'superstruct';

export interface GoogleServiceAccountKey {
  clientEmail: string;
  privateKey: string;
}

export interface GoogleReservationsConfig {
  /** HTTP Basic user and password of Google's calls to the booking server. */
  user: string;
  password: string;
  /** The partner id at Google: partners/{id}/bookings/... of the real-time updates. */
  partnerId?: string;
  /** https://mapsbooking.googleapis.com, or a test double. */
  notificationUrl: string;
  /** https://oauth2.googleapis.com/token, or a test double. */
  tokenUrl: string;
  /** The service account that signs the updates' access tokens; absent: updates are queued, not sent. */
  serviceAccount?: GoogleServiceAccountKey;
}

export const GOOGLE_NOTIFICATION_API = 'https://mapsbooking.googleapis.com';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const baseUrl = refine(string(), 'baseUrl', (v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? true : 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL';
  }
});

/** Variables for the EnvStruct of src/config.ts. */
export const GOOGLE_RESERVATIONS_ENV = {
  GOOGLE_BOOKING_USER: optional(pattern(string(), /^[^:\s]{1,200}$/)),
  GOOGLE_BOOKING_PASSWORD: optional(pattern(string(), /^\S{16,512}$/)),
  GOOGLE_PARTNER_ID: optional(pattern(string(), /^[A-Za-z0-9._-]{1,100}$/)),
  GOOGLE_NOTIFICATION_URL: optional(baseUrl),
  GOOGLE_BOOKING_KEY_FILE: optional(size(string(), 1, 4096)),
  GOOGLE_BOOKING_TOKEN_URL: optional(baseUrl),
};

export type GoogleReservationsEnv = { [K in keyof typeof GOOGLE_RESERVATIONS_ENV]?: string };

function readServiceAccount(file: string, problems: string[]): GoogleServiceAccountKey | undefined {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { client_email?: unknown; private_key?: unknown };
    if (typeof json.client_email === 'string' && typeof json.private_key === 'string') return { clientEmail: json.client_email, privateKey: json.private_key };
    problems.push('GOOGLE_BOOKING_KEY_FILE: not a service account key (client_email, private_key)');
  } catch (err) {
    problems.push(`GOOGLE_BOOKING_KEY_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'not JSON'})`);
  }
  return undefined;
}

export function readGoogleReservationsConfig(env: GoogleReservationsEnv): { google?: GoogleReservationsConfig; problems: string[] } {
  const problems: string[] = [];
  if (!env.GOOGLE_BOOKING_USER !== !env.GOOGLE_BOOKING_PASSWORD) {
    problems.push('GOOGLE_BOOKING_USER and GOOGLE_BOOKING_PASSWORD: set both (Reserve with Google) or neither');
  }
  if (!env.GOOGLE_BOOKING_USER || !env.GOOGLE_BOOKING_PASSWORD) return { problems };
  const serviceAccount = env.GOOGLE_BOOKING_KEY_FILE ? readServiceAccount(env.GOOGLE_BOOKING_KEY_FILE, problems) : undefined;
  return {
    problems,
    google: {
      user: env.GOOGLE_BOOKING_USER,
      password: env.GOOGLE_BOOKING_PASSWORD,
      ...(env.GOOGLE_PARTNER_ID ? { partnerId: env.GOOGLE_PARTNER_ID } : {}),
      notificationUrl: (env.GOOGLE_NOTIFICATION_URL ?? GOOGLE_NOTIFICATION_API).replace(/\/+$/, ''),
      tokenUrl: env.GOOGLE_BOOKING_TOKEN_URL ?? GOOGLE_TOKEN_URL,
      ...(serviceAccount ? { serviceAccount } : {}),
    },
  };
}
