/**
 * Serves the built apps when they exist: <WEB_ROOT>/host/dist at / and
 * <WEB_ROOT>/remote-<name>/dist at /remotes/<name>/, plus server/demo-assets. The server also
 * runs API-only when no build is present.
 *
 * Text files (JS, CSS, HTML, JSON, SVG) go out compressed, brotli or gzip as the browser
 * accepts, from a memory cache keyed by file, size and modification time. Content-hashed files
 * get the smallest brotli (quality 11, computed once in the background; the first request gets
 * a fast one); others a fast level.
 *
 * Opt-in for bench/lighthouse.mjs, off by default: BENCH_STATIC_DIR=<dir> serves that folder
 * under /__bench/, so the bench can compare a page with a static copy served the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '../config';
import { IMMUTABLE, cacheControlFor } from './cache-policy';
import { isPublicHostFile, isPublicRemoteFile } from './public-build-files';

export const DEMO_ASSETS_DIR = path.resolve(__dirname, '../../demo-assets');
export const BENCH_STATIC_PREFIX = '/__bench/';

/** The folder the bench writes static copies to, when the server was started with it (created if missing). */
export function benchStaticDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.BENCH_STATIC_DIR?.trim();
  return dir ? path.resolve(dir) : undefined;
}

// ---- compression ---------------------------------------------------------------------------

type Encoding = 'br' | 'gzip';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compress = (data: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> =>
  encoding === 'gzip'
    ? gzip(data, { level: 9 })
    : brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });

/**
 * A body made for one response (a server-rendered page: its nonce is its own), compressed at a
 * fast level: brotli 2 takes about 0.15 ms for a 32 KB page and sends 11 KB (quality 4: 0.4 ms
 * for 10.6 KB), so the phone gets a third of the bytes for next to no server time.
 */
export function compressResponseBody(body: string, encoding: Encoding): Buffer {
  return encoding === 'gzip'
    ? zlib.gzipSync(body, { level: 4 })
    : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
}

/** Compressed bodies, oldest evicted first; `upgrading` holds hashed files being recompressed. */
const cache = new Map<string, Buffer>();
const upgrading = new Set<string>();
let cachedBytes = 0;

function remember(key: string, body: Buffer): void {
  const old = cache.get(key);
  if (old) {
    cachedBytes -= old.length;
    cache.delete(key);
  }
  cache.set(key, body);
  cachedBytes += body.length;
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.length;
  }
}

async function compressedFile(filePath: string, stat: fs.Stats, encoding: Encoding, immutable: boolean): Promise<Buffer> {
  const key = `${encoding}:${stat.size}:${stat.mtimeMs}:${filePath}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const data = await fs.promises.readFile(filePath);
  const body = await compress(data, encoding, false);
  remember(key, body);
  if (immutable && encoding === 'br' && !upgrading.has(key)) {
    upgrading.add(key);
    compress(data, encoding, true)
      .then((best) => {
        if (cache.has(key) && best.length < body.length) remember(key, best);
      })
      .catch(() => {})
      .finally(() => upgrading.delete(key));
  }
  return body;
}

/** br when the browser takes it, else gzip, else none (q=0 refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.split(',').some((t) => t.trim().toLowerCase() === token || t.trim() === '*')) return;
  reply.header('vary', value ? `${value}, ${token}` : token);
}

/** The file @fastify/static is sending, noted by setHeaders for the onSend hook. */
const servedFiles = new WeakMap<FastifyReply, { filePath: string; stat: fs.Stats }>();

async function compressStaticFile(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const served = servedFiles.get(reply);
  if (!served || reply.statusCode !== 200 || request.headers.range || reply.getHeader('content-encoding')) return payload;
  const { filePath, stat } = served;
  if (stat.size < MIN_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  addVary(reply, 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  let body: Buffer;
  try {
    body = await compressedFile(filePath, stat, encoding, reply.getHeader('cache-control') === IMMUTABLE);
  } catch {
    return payload; // unreadable now: send the stream as it is
  }
  (payload as { destroy?: () => void } | null)?.destroy?.();
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  reply.removeHeader('accept-ranges');
  return body;
}

// ---- routes --------------------------------------------------------------------------------

const setHeaders = (reply: FastifyReply, filePath: string, stat: fs.Stats) => {
  reply.header('cache-control', cacheControlFor(filePath));
  servedFiles.set(reply, { filePath, stat });
};

const isDir = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/** Returns the host dist folder when it has an index.html (for the history fallback). */
export async function registerStaticFiles(
  app: FastifyInstance,
  webRoot: string,
  benchDir: string | undefined = benchStaticDir(),
): Promise<string | undefined> {
  app.addHook('onSend', compressStaticFile);

  // The first registration decorates reply.sendFile; the others must not.
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS_DIR,
    prefix: '/demo-assets/',
    cacheControl: false,
    setHeaders,
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
    setHeaders,
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
