/**
 * A stand-in for Twilio's Messages API that speaks its wire format: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, Body and From (or
 * MessagingServiceSid), HTTP Basic with the account SID and auth token. Answers 201 with the
 * Message resource (`sid`, `status: queued`…), 401 {code: 20003} for wrong credentials, 400
 * {code: 21610} to a number that replied STOP at Twilio, and the statuses it is told to fail
 * with next (a 503, a 429) with Twilio's error body.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../src/modules/text-messages/twilio-signature';

export const TWILIO_TEST = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'test-auth-token-0123456789abcdef' };

export interface FakeText {
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  sid: string;
}

export interface FakeTwilio {
  url: string;
  /** Messages Twilio accepted, in order. */
  texts: FakeText[];
  /** Every call, answered or failed. */
  calls: number;
  /** The next calls fail with these statuses, one each. */
  failNext: number[];
  /** Numbers that replied STOP at Twilio: 400, error 21610. */
  unsubscribed: Set<string>;
  close(): Promise<void>;
}

export async function startFakeTwilio(credentials = TWILIO_TEST): Promise<FakeTwilio> {
  const path = `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  let seq = 0;
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { texts: [], calls: 0, failNext: [], unsubscribed: new Set() };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      fake.calls += 1;
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) => answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      if (req.method !== 'POST' || req.url !== path) return error(404, 20404, 'The requested resource was not found');
      if (req.headers.authorization !== basic) return error(401, 20003, 'Authenticate');
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return error(400, 20001, 'Invalid content type');
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const failing = fake.failNext.shift();
      if (failing === 429) return error(429, 20429, 'Too Many Requests');
      if (failing) return error(failing, 20500, 'Internal Server Error');
      if (!form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid'))) return error(400, 21602, 'Message body is required.');
      if (fake.unsubscribed.has(to)) return error(400, 21610, `Attempt to send to unsubscribed recipient ${to}`);
      seq += 1;
      const sid = `SM${seq.toString(16).padStart(32, '0')}`;
      fake.texts.push({ to, from: form.get('From') ?? undefined, messagingServiceSid: form.get('MessagingServiceSid') ?? undefined, body: form.get('Body')!, sid });
      answer(201, {
        sid,
        account_sid: credentials.accountSid,
        to,
        from: form.get('From'),
        messaging_service_sid: form.get('MessagingServiceSid'),
        body: form.get('Body'),
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${credentials.accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake as FakeTwilio, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** An inbound message as Twilio posts it to the webhook, with its X-Twilio-Signature. */
export function twilioInbound(url: string, params: Record<string, string>, authToken = TWILIO_TEST.authToken) {
  const form = { AccountSid: TWILIO_TEST.accountSid, MessageSid: `SM${'f'.repeat(32)}`, NumMedia: '0', ApiVersion: '2010-04-01', ...params };
  return {
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, url, form) },
  };
}
