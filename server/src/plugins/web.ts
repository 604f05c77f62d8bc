/**
 * The web side of the server: runtime config, health, static builds, and the history
 * fallback that lets the host's router handle deep links (a refresh on /reserve works).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/request-path';
import { sendHtmlPage } from '../web/html-page';
import embedFirstStepRoute from '../web/embed-first-step';
import healthRoute from '../web/health';
import { hostBuildRestartNeeded, onHostBuildStale } from '../web/host-build';
import runtimeConfigRoute from '../web/runtime-config';
import { registerStaticFiles } from '../web/static-files';
import { sendNotFound } from './errors';

/** A browser navigation to a page the host's router owns. */
function wantsHostPage(request: FastifyRequest): boolean {
  const path = requestPath(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The index itself (static-files.ts leaves it to us: it carries a nonce per response).
  if (path === '/' || path === '/index.html') return true;
  return (request.headers.accept ?? '').includes('text/html') && !/^\/(backend|remotes)(\/|$)/.test(path);
}

async function webPlugin(app: FastifyInstance): Promise<void> {
  await app.register(runtimeConfigRoute);
  const hostDist = await registerStaticFiles(app, app.config.webRoot);
  await app.register(healthRoute, { hostDist });
  if (hostDist) {
    app.metrics.watchRestartNeeded(() => hostBuildRestartNeeded(hostDist));
    onHostBuildStale((loadedAt, onDisk) =>
      app.log.warn(
        { loadedAt: loadedAt.toISOString(), onDisk: onDisk.toISOString() },
        'a newer host build is on disk than the one this process renders with: restart the server to serve it',
      ),
    );
  }
  // The booking's first step for venues' websites (docs/embedding.md).
  await app.register(embedFirstStepRoute, { hostDist });

  app.setNotFoundHandler((request, reply) => {
    // Timed as a page or an unmatched address: the address itself is never a label.
    app.metrics.http.timeUnrouted(request, reply);
    if (hostDist && wantsHostPage(request)) {
      // Rendered by the host's server build (404 for an unknown route); the app shell if not.
      return sendHtmlPage(app, request, reply, hostDist);
    }
    return sendNotFound(app, request, reply);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['errors'] });
