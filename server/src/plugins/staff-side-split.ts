/**
 * One hook splits the server in two (web/staff-side.ts): the staff side answers only the door
 * page, the staff and operator APIs and their files; the guest side never the staff or operator
 * API. Both answer what they do not serve with the API's 404; a door page asked for on the guest
 * side gets the site's not-found page (plugins/web.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { requestPath } from '../lib/request-path';
import { isStaffApiPath, isStaffSide, servedOnStaffSide } from '../web/staff-side';

const notFound = (method: string, path: string) => new ApiError(404, 'NOT_FOUND', `No route for ${method} ${path}`);

async function staffSideSplitPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const path = requestPath(request);
    if (!isStaffSide(request, app.config)) {
      if (isStaffApiPath(path)) throw notFound(request.method, path);
      return;
    }
    if (servedOnStaffSide(path)) return;
    // The staff host's root leads to the door page.
    if (path === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
      const q = request.url.indexOf('?');
      return reply.redirect(`/staff${q < 0 ? '' : request.url.slice(q)}`);
    }
    throw notFound(request.method, path);
  });
}

export default fp(staffSideSplitPlugin, { name: 'staff-side-split', dependencies: ['errors'] });
