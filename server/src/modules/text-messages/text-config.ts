/**
 * The text-message provider, from the environment (read once by src/config.ts, like
 * wallet-config.ts): Twilio with its account SID and auth token. Both or neither: one without
 * the other stops the start. Unset, no text is sent and the booking form asks no consent; a
 * production start with a venue whose texts are on refuses to start without them
 * (production-checks.ts).
 */
import { optional, pattern, refine, string } from 'superstruct';

export interface TwilioConfig {
  accountSid: string;
  /** Signs the Basic credentials of the API calls and checks the signature of Twilio's webhooks. */
  authToken: string;
  /** https://api.twilio.com, or a stand-in (tests). */
  apiUrl: string;
}

export interface TextMessagesConfig {
  twilio?: TwilioConfig;
}

export const TWILIO_API = 'https://api.twilio.com';

const baseUrl = refine(string(), 'baseUrl', (v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? true : 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL';
  }
});

/** Variables for the EnvStruct of src/config.ts. */
export const TEXT_MESSAGES_ENV = {
  TWILIO_ACCOUNT_SID: optional(pattern(string(), /^AC[0-9a-fA-F]{32}$/)),
  TWILIO_AUTH_TOKEN: optional(pattern(string(), /^\S{16,128}$/)),
  TWILIO_API_URL: optional(baseUrl),
};

interface TextMessagesEnv {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_API_URL?: string;
}

export function readTextMessagesConfig(env: TextMessagesEnv): { textMessages: TextMessagesConfig; problems: string[] } {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  if (!accountSid && !authToken) return { textMessages: {}, problems: [] };
  if (!accountSid || !authToken) return { textMessages: {}, problems: ['TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: text messages need both (docs/text-messages.md)'] };
  return { textMessages: { twilio: { accountSid, authToken, apiUrl: (env.TWILIO_API_URL ?? TWILIO_API).replace(/\/+$/, '') } }, problems: [] };
}
