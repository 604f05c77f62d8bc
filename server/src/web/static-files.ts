/**
 * Serves the built apps when they exist: <WEB_ROOT>/host/dist at / and
 * <WEB_ROOT>/remote-<name>/dist at /remotes/<name>/, plus server/demo-assets. The server also
 * runs API-only when no build is present.
 *
 * Text files go out as the build compressed them: the production build writes a brotli (.br)
 * and a gzip (.gz) copy beside each (webpack/precompress-plugin.cjs), and @fastify/static sends
 * the one the request's Accept-Encoding takes, br first, with its content-encoding and length and
 * `vary: accept-encoding`. A file without a copy goes as it is: nothing is compressed here.
 *
 * Opt-in for bench/lighthouse.mjs, off by default: BENCH_STATIC_DIR=<dir> serves that folder
 * under /__bench/, so the bench can compare a page with a static copy served the same way (a
 * copy goes compressed when the bench writes its .br and .gz beside it, as the build does).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '../config';
import { EMBED_LOADER_PATH } from './embed-snippet';
import { EMBED_LOADER_CACHE, cacheControlFor } from './cache-policy';
import { isPublicHostFile, isPublicRemoteFile } from './public-build-files';

export const DEMO_ASSETS_DIR = path.resolve(__dirname, '../../demo-assets');
export const BENCH_STATIC_PREFIX = '/__bench/';

/** The folder the bench writes static copies to, when the server was started with it (created if missing). */
export function benchStaticDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.BENCH_STATIC_DIR?.trim();
  return dir ? path.resolve(dir) : undefined;
}

/** A compressed copy is sent with the cache policy of the file it stands for. */
const COMPRESSED_COPY = /\.(br|gz)$/;
const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath.replace(COMPRESSED_COPY, '')));
};

/** The host's files: as any build's, but the embed's loader, whose address cannot change with its content. */
const hostHeaders = (hostDist: string) => {
  const loader = path.join(hostDist, EMBED_LOADER_PATH);
  return (reply: FastifyReply, filePath: string) => {
    const file = filePath.replace(COMPRESSED_COPY, '');
    reply.header('cache-control', path.resolve(file) === loader ? EMBED_LOADER_CACHE : cacheControlFor(file));
  };
};

const isDir = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/** Returns the host dist folder when it has an index.html (for the history fallback). */
export async function registerStaticFiles(app: FastifyInstance, webRoot: string, benchDir: string | undefined = benchStaticDir()): Promise<string | undefined> {
  // The first registration decorates reply.sendFile; the others must not.
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS_DIR,
    prefix: '/demo-assets/',
    cacheControl: false,
    setHeaders,
    preCompressed: true,
    dotfiles: 'deny',
  });

  if (benchDir) {
    fs.mkdirSync(benchDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: benchDir,
      prefix: BENCH_STATIC_PREFIX,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      dotfiles: 'deny',
    });
  }

  for (const name of REMOTE_NAMES) {
    const dist = path.join(webRoot, `remote-${name}`, 'dist');
    if (!isDir(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      preCompressed: true,
      dotfiles: 'deny',
      allowedPath: (pathname, _root, request) => isPublicRemoteFile(pathname, request),
    });
  }

  const hostDist = path.join(webRoot, 'host', 'dist');
  if (!isDir(hostDist)) return undefined;
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: hostHeaders(hostDist),
    preCompressed: true,
    dotfiles: 'deny',
    // index.html goes out through the not-found handler (plugins/web.ts → app-shell.ts): it
    // carries a fresh CSP nonce on each response. So does every page (/welcome, /reserve…): the
    // build's files all have an extension, and a page's address goes on to the not-found handler
    // without a look at the disk (a stat and a directory listing per page otherwise).
    // Its server build and source maps are not the public's (public-build-files.ts).
    allowedPath: (pathname) => pathname !== '/index.html' && /\.[a-z0-9]+$/i.test(pathname) && isPublicHostFile(pathname),
  });
  return fs.existsSync(path.join(hostDist, 'index.html')) ? hostDist : undefined;
}
