/**
 * POST /backend/api/texts/twilio/inbound: the replies to the venues' texts, as Twilio posts them
 * (form-encoded From, To, Body, MessagingServiceSid…), signed with X-Twilio-Signature. A reply
 * of STOP (or another opt-out word) ends the texts of every venue that sends from that number or
 * sender pool to that guest's number; START opens them again. Anything else is ignored: a reply
 * never changes a booking. Answers empty TwiML (the provider sends its own STOP confirmation).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { venues } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { optIn, optOut, replyOf } from './opt-outs';
import { maskPhone } from './phone-mask';
import type { TwilioConfig } from './text-config';
import { isValidTwilioSignature } from './twilio-signature';

export const TWILIO_INBOUND_PATH = '/backend/api/texts/twilio/inbound';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const formOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));

/**
 * The URLs Twilio may have signed: PUBLIC_URL's origin with the path, and the address as this
 * request reached us (a venue on its own host name).
 */
function signedUrls(app: FastifyInstance, request: FastifyRequest): string[] {
  return [`${new URL(app.config.publicUrl).origin}${request.url}`, `${request.protocol}://${request.host}${request.url}`];
}

export default async function inboundRoute(app: FastifyInstance, { twilio }: { twilio: TwilioConfig | undefined }): Promise<void> {
  app.post(TWILIO_INBOUND_PATH, async (request, reply) => {
    if (!twilio) throw new ApiError(404, 'NOT_FOUND', 'Text messages are off');
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a form-encoded body');
    const form = formOf(request.body);
    const header = request.headers['x-twilio-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signedUrls(app, request).some((url) => isValidTwilioSignature(twilio.authToken, signature, url, form))) {
      throw new ApiError(403, 'INVALID_SIGNATURE', 'The request is not signed by the text-message provider');
    }
    const answer = replyOf(form.Body ?? '');
    const from = form.From ?? '';
    if (answer && /^\+\d{6,15}$/.test(from)) {
      const senders = new Set([form.To, form.MessagingServiceSid].filter((s): s is string => !!s));
      const rows = await app.db.select({ id: venues.id, settings: venues.bookingSettings }).from(venues);
      const ids = rows.filter((v) => v.settings.textMessages && senders.has(v.settings.textMessages.sender)).map((v) => v.id);
      await (answer === 'stop' ? optOut : optIn)(app.db, ids, from);
      request.log.info({ reply: answer, from: maskPhone(from), venues: ids }, 'text message reply');
    }
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
}
