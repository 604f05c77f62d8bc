/**
 * The app's logger (pino through Fastify): a request is logged with its address redacted
 * (redact-url.ts), credentials in any logged headers are censored, and every error, under any
 * key or as the only argument, is logged as loggable-error.ts makes it (no query params, no
 * database detail, no recipients), so a log shipped to a third party holds no edit link, order
 * fingerprint, promo id, token, code or guest's address.
 */
import type { FastifyRequest } from 'fastify';
import { loggableError } from './loggable-error';
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && !Array.isArray(value);

/**
 * A log call's arguments with every error made loggable. pino serializes only `err` and would
 * write an error under another key with its own fields (drizzle's params), and takes the line's
 * message from the raw error when none is given: both are closed here.
 */
export function loggableArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: loggableError(first) }, ...rest];
  if (!isPlainObject(first)) return args;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(first)) {
    if (value instanceof Error || (key === 'err' && typeof value === 'object' && value !== null)) {
      copy ??= { ...first };
      copy[key] = loggableError(value);
    }
  }
  return copy ? [copy, ...rest] : args;
}

export function loggerOptions(level: string, stream?: LogStream) {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog, err: (err: unknown) => loggableError(err) },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, loggableArgs(args));
      },
    },
    redact: {
      paths: SECRET_HEADERS.flatMap((name) => [`headers["${name}"]`, `*.headers["${name}"]`]),
      censor: REDACTED,
    },
  };
}
