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

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      const retryAfter = err.details?.retryAfter;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.fields, err.details));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.code, err.message));
    if (err.validation) return reply.code(400).send(errorBody('INVALID_PAYLOAD', err.message));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', err.message));
    }
    // Every pooled connection busy past the wait: nothing was started, the client retries.
    if (isPoolBusy(err)) {
      request.log.warn('database pool busy');
      return reply
        .code(429)
        .header('retry-after', '2')
        .send(errorBody('BUSY', 'The server is busy: nothing was written, try again in a moment', undefined, { retryAfter: 2 }));
    }
    // PostgreSQL restarting or unreachable: a clean 503 the page may retry (the transaction
    // rolled back, nothing was written); the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody('DATABASE_UNAVAILABLE', 'The database is unavailable, try again shortly'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', 'Internal server error'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/**
 * The JSON not-found answer. An API path that exists for POST answers 405 to other methods,
 * so a client that GETs an API call learns what it did wrong.
 */
export function sendNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = requestPath(request);
  if (path.startsWith(API_PREFIX) && request.method !== 'POST' && app.hasRoute({ method: 'POST', url: path })) {
    return reply
      .code(405)
      .header('allow', 'POST')
      .send(errorBody('METHOD_NOT_ALLOWED', `Use POST for ${path}`));
  }
  return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
}
