/**
 * Sends a cached answer: its ETag (a client that sends it back in If-None-Match gets 304 and
 * no body), compressed when the client accepts it and the body is worth it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './read-cache';

export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('vary', 'Accept-Encoding');
  // A POST answer is not stored by browsers; the header says the same to any proxy between.
  reply.header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  const { encoding, payload } = answer.encoded(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}
