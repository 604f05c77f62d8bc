/**
 * The front-page calls take form-encoded bodies only (docs/api.md#the-front-pages-calls). Checked before the body
 * is parsed, so a JSON body never reaches a handler: it answers 415 UNSUPPORTED_MEDIA_TYPE.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';

const FORM = 'application/x-www-form-urlencoded';

async function formOnlyPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const contentType = request.headers['content-type'];
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    // A call without payload may omit the content type; anything else must be a form.
    if (mediaType === FORM || (mediaType === undefined && !hasBody)) return;
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the payload as ${FORM}`);
  });
}

// Wrapped with fastify-plugin so the hook applies to the scope that registers it (the API scope).
export default fp(formOnlyPlugin, { name: 'form-only' });
