/**
 * The routes the app really serves, read from Fastify's own route tree (printRoutes), so a test
 * that loops over them covers a route added tomorrow without being told.
 */
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  url: string;
}

/** Every method + URL of the app (HEAD and the CORS OPTIONS catch-all left out). */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url });
    }
  }
  return routes;
}

export const FRONTPAGE = '/backend/api/frontpage/';
export const STAFF = '/backend/api/staff/';

/** Which credential a route expects: the front-page token, a staff token, or none. */
export function routeAudience(url: string): 'frontpage' | 'staff' | 'public' {
  if (url.startsWith(FRONTPAGE)) return 'frontpage';
  if (url.startsWith(STAFF)) return 'staff';
  return 'public';
}
