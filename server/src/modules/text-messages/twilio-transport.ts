/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
 * (To, Body, and From, or MessagingServiceSid for a sender pool MG…), HTTP Basic with the
 * account SID and auth token. 201 answers the Message resource (its `sid`); an error answers
 * {code, message, status}. The error text is left out of ours: Twilio's messages quote the number.
 */
import type { TwilioConfig } from './text-config';
import { type OutgoingText, TextSendError, type TextTransport } from './text-transport';

/** Twilio's "Attempt to send to unsubscribed recipient": the number replied STOP to this sender. */
const UNSUBSCRIBED = 21610;
const TIMEOUT_MS = 15_000;

const isMessagingService = (from: string) => /^MG[0-9a-fA-F]{32}$/.test(from);

export class TwilioTransport implements TextTransport {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  async send(text: OutgoingText): Promise<{ id: string }> {
    const { accountSid, authToken, apiUrl } = this.config;
    const form = new URLSearchParams({ To: text.to, Body: text.body, [isMessagingService(text.from) ? 'MessagingServiceSid' : 'From']: text.from });
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new TextSendError(`Twilio unreachable (${(err as Error).name})`, true);
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
    if (response.ok && typeof answer.sid === 'string') return { id: answer.sid };
    const code = typeof answer.code === 'number' ? answer.code : null;
    const retryable = response.status === 429 || response.status >= 500;
    throw new TextSendError(`Twilio answered ${response.status}${code ? ` (error ${code})` : ''}`, retryable, code === UNSUBSCRIBED);
  }
}
