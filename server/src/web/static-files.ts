/**
 * Serves the built apps when they exist: <WEB_ROOT>/host/dist at / and
 * <WEB_ROOT>/remote-<name>/dist at /remotes/<name>/, plus server/demo-assets. The server also
 * runs API-only when no build is present.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor } from './cache-policy';

export const DEMO_ASSETS_DIR = path.resolve(__dirname, '../../demo-assets');

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

const isDir = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/** Returns the host dist folder when it has an index.html (for the history fallback). */
export async function registerStaticFiles(app: FastifyInstance, webRoot: string): Promise<string | undefined> {
  // The first registration decorates reply.sendFile; the others must not.
  await app.register(fastifyStatic, {
    root: DEMO_ASSETS_DIR,
    prefix: '/demo-assets/',
    cacheControl: false,
    setHeaders,
    dotfiles: 'deny',
  });

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
  });
  return fs.existsSync(path.join(hostDist, 'index.html')) ? hostDist : undefined;
}
