/**
 * Security headers of every response (docs/security.md): helmet's set (nosniff,
 * SAMEORIGIN framing, HSTS, no cross-domain policies...) and a Content-Security-Policy per kind
 * of response. The front page sets its own, with its nonce (web/app-shell.ts); any other HTML
 * gets DOCUMENT_CSP; everything else (API answers, files) NONE_CSP.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENT_CSP, NONE_CSP } from '../web/security-headers';
import { BENCH_STATIC_PREFIX } from '../web/static-files';

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Remotes and demo assets are loaded by pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Payment methods may open a window of their own (wallets, bank pages).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Other sites (the venue's analytics, maps with a key restricted by referrer) learn the
    // origin only, never a path: the edit link's path is the booking's secret.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The bench's static copies (opt-in, BENCH_STATIC_DIR) are measured as they are.
    // On the route that matched: only the bench's own files, never anything under its prefix.
    if (!reply.hasHeader('content-security-policy') && !(request.routeOptions.url ?? '').startsWith(BENCH_STATIC_PREFIX)) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? DOCUMENT_CSP : NONE_CSP);
    }
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
