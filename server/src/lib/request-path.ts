/**
 * The path a request is about, as the router reads it: without the query and percent-decoded.
 * A visitor may spell `/backend` as `/%62ackend` and still reach the same route, so no decision
 * (page or API, counted or not) may be taken on the raw URL.
 */
import type { FastifyRequest } from 'fastify';

/** `decodeURI` keeps `%2F`, `%3F`, `%23` encoded: a segment never splits in two. */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURI(raw);
  } catch {
    return raw; // not decodable: the router refused it already (400)
  }
}

export const requestPath = (request: FastifyRequest): string => decodedPath(request.url);
