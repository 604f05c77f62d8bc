/**
 * One place that turns every failure into the JSON error envelope of docs/api.md. Bad input
 * is always a 4xx with a code; anything unexpected is a 500 INTERNAL without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, isPoolBusy } from '../db/client';
import { ApiError, errorBody } from '../lib/api-error';
import { requestPath } from '../lib/request-path';

/** Codes for Fastify's own 4xx errors (content-type parser, body size...). */
const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_PAYLOAD' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_PAYLOAD' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_PAYLOAD' },
};

const API_PREFIX = '/backend/api/';

/** What the API answers for a failure (status, code, message...), and how loudly it is logged. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
  retryAfter?: number;
  log?: { level: 'warn' | 'error'; message: string; withError: boolean };
}

export function errorAnswer(err: FastifyError | ApiError): ErrorAnswer {
  if (err instanceof ApiError) {
    const retryAfter = err.details?.retryAfter;
    return {
      status: err.statusCode,
      code: err.code,
      message: err.message,
      fields: err.fields,
      details: err.details,
      ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
    };
  }
  const known = err.code ? FASTIFY_CODES[err.code] : undefined;
  if (known) return { status: known.status, code: known.code, message: err.message };
  if (err.validation) return { status: 400, code: 'INVALID_PAYLOAD', message: err.message };
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', message: err.message };
  // Every pooled connection busy past the wait: nothing was started, the client retries.
  if (isPoolBusy(err)) {
    return {
      status: 429,
      code: 'BUSY',
      message: 'The server is busy: nothing was written, try again in a moment',
      details: { retryAfter: 2 },
      retryAfter: 2,
      log: { level: 'warn', message: 'database pool busy', withError: false },
    };
  }
  // PostgreSQL restarting or unreachable: a clean 503 the page may retry (the transaction
  // rolled back, nothing was written); the pool reconnects by itself once it is back.
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable, try again shortly',
      retryAfter: 5,
      log: { level: 'warn', message: 'database unavailable', withError: true },
    };
  }
  return { status: 500, code: 'INTERNAL', message: 'Internal server error', log: { level: 'error', message: 'unhandled error', withError: true } };
}

/** The error code a failure is answered with (the staff audit log records it). */
export const errorCodeOf = (err: FastifyError | ApiError): string => errorAnswer(err).code;

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    const answer = errorAnswer(err);
    if (answer.log) request.log[answer.log.level](answer.log.withError ? { err } : {}, answer.log.message);
    if (answer.retryAfter !== undefined) void reply.header('retry-after', String(answer.retryAfter));
    return reply.code(answer.status).send(errorBody(answer.code, answer.message, answer.fields, answer.details));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/**
 * Whether `path` is a POST route without parameters. hasRoute reads its url as a route pattern
 * (':' a parameter, '*' a wildcard, '(' a regular expression): an address holding one of them is
 * no such route, and would make the pattern's parser throw (a 500 for a mistyped address).
 */
function isStaticPostRoute(app: FastifyInstance, path: string): boolean {
  return !/[:*()]/.test(path) && app.hasRoute({ method: 'POST', url: path });
}

/**
 * The JSON not-found answer. An API path that exists for POST answers 405 to other methods,
 * so a client that GETs an API call learns what it did wrong.
 */
export function sendNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = requestPath(request);
  if (path.startsWith(API_PREFIX) && request.method !== 'POST' && isStaticPostRoute(app, path)) {
    return reply
      .code(405)
      .header('allow', 'POST')
      .send(errorBody('METHOD_NOT_ALLOWED', `Use POST for ${path}`));
  }
  return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
}
