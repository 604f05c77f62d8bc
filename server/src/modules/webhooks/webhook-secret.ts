/**
 * An endpoint's signing secret as the venue file names it: `{ env: NAME }` (stored `env:NAME`,
 * read from the server's environment when sending, so the secret never sits in a file) or the
 * `whsec_…` secret itself (tests, a developer's machine). A Standard Webhooks secret is
 * `whsec_` then 24 to 64 random bytes in base64.
 */
import { randomBytes } from 'node:crypto';

const ENV_PREFIX = 'env:';
export const SECRET_PATTERN = '^whsec_[A-Za-z0-9+/]{32,88}={0,2}$';
export const ENV_NAME_PATTERN = '^[A-Z][A-Z0-9_]{0,99}$';

export type FileSecret = string | { env: string };

export const storedSecret = (secret: FileSecret): string => (typeof secret === 'string' ? secret : `${ENV_PREFIX}${secret.env}`);
export const fileSecret = (stored: string): FileSecret => (stored.startsWith(ENV_PREFIX) ? { env: stored.slice(ENV_PREFIX.length) } : stored);

/** The variable a stored secret names, or null when the secret is written in the file. */
export const secretEnvName = (stored: string): string | null => (stored.startsWith(ENV_PREFIX) ? stored.slice(ENV_PREFIX.length) : null);

export function isValidSecret(secret: string): boolean {
  if (!new RegExp(SECRET_PATTERN).test(secret)) return false;
  const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

export type ResolvedSecret = { ok: true; secret: string } | { ok: false; problem: string };

/** The secret to sign with; the problem names the variable, never a secret's text. */
export function resolveSecret(stored: string, env: NodeJS.ProcessEnv): ResolvedSecret {
  const name = secretEnvName(stored);
  const secret = name ? env[name] : stored;
  if (!secret) return { ok: false, problem: `${name} is not set` };
  if (!isValidSecret(secret))
    return { ok: false, problem: name ? `${name} is not a whsec_ secret of 24 to 64 bytes` : 'the secret is not a whsec_ secret of 24 to 64 bytes' };
  return { ok: true, secret };
}

/** The example secret docs/webhooks.md shows: public text, refused by a production start. */
export const DOCUMENTED_SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

/** A fresh secret to give an endpoint (docs/webhooks.md shows how to make one by hand too). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
