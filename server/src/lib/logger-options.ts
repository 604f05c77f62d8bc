/**
 * The app's logger (pino through Fastify): a request is logged with its address redacted
 * (redact-url.ts), and credentials in any logged headers are censored, so a log shipped to a
 * third party holds no edit link, order fingerprint, promo id or token.
 */
import type { FastifyRequest } from 'fastify';
import { REDACTED, redactUrl } from './redact-url';

/** Where the lines go: stdout unless a test reads them. */
export interface LogStream {
  write(line: string): void;
}

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'stripe-signature', 'idempotency-key'];

/** Fastify's own request fields, with the address redacted (anything else logged as `req` too). */
function requestForLog(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string, stream?: LogStream) {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog },
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [`headers["${name}"]`, `*.headers["${name}"]`]),
      censor: REDACTED,
    },
  };
}
