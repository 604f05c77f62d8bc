/**
 * Which files of a build folder a visitor may fetch. Source maps never: they give away the
 * sources. A build's `server/` folder never either: the host's is required from disk, and a
 * remote's is fetched over HTTP by this server's own renders only (host/src/ssr/server-remotes.ts
 * asks http://127.0.0.1:<port>/remotes/<name>/server/…). A compressed copy (.br, .gz) is sent in
 * place of its file only (static-files.ts), not asked for by its own name. @fastify/static hands
 * these checks the decoded, normalised path inside the folder, and checks the file it finally
 * opens again (a compressed copy under the name of its file).
 */
import type { FastifyRequest } from 'fastify';

const SOURCE_MAP = /\.map$/i;
const COMPRESSED_COPY = /\.(br|gz)$/i;
const SERVER_FOLDER = /^\/?server(\/|$)/i;
// Headers a proxy adds: a visitor relayed by a proxy on this machine is still a visitor.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** A request this server made to itself: from the loopback address, relayed by no proxy. */
export function isOwnRequest(request: FastifyRequest): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** The host's build: everything but its source maps, compressed copies and server build. */
export const isPublicHostFile = (pathname: string): boolean => !SOURCE_MAP.test(pathname) && !COMPRESSED_COPY.test(pathname) && !SERVER_FOLDER.test(pathname);

/** A remote's build: no source map nor compressed copy; its server build for this server's renders only. */
export const isPublicRemoteFile = (pathname: string, request: FastifyRequest): boolean =>
  !SOURCE_MAP.test(pathname) && !COMPRESSED_COPY.test(pathname) && (!SERVER_FOLDER.test(pathname) || isOwnRequest(request));
