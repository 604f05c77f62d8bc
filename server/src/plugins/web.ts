/**
 * The web side of the server: runtime config, health, static builds, and the history
 * fallback that lets the host's router handle deep links (a refresh on /reserve works).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import healthRoute from '../web/health';
import runtimeConfigRoute from '../web/runtime-config';
import { registerStaticFiles } from '../web/static-files';
import { sendNotFound } from './errors';

/** A browser navigation to a page the host's router owns. */
function wantsHostPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !/^\/(backend|remotes)(\/|$)/.test(path)
  );
}

async function webPlugin(app: FastifyInstance): Promise<void> {
  await app.register(runtimeConfigRoute);
  await app.register(healthRoute);
  const hostDist = await registerStaticFiles(app, app.config.webRoot);

  app.setNotFoundHandler((request, reply) => {
    if (hostDist && wantsHostPage(request)) {
      // 200 with the app shell: the host renders its own not-found page for unknown routes.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', hostDist, { cacheControl: false });
    }
    return sendNotFound(app, request, reply);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
