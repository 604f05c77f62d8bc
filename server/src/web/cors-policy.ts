/**
 * Which other sites' pages may read what this server answers (CORS), per request
 * (docs/embedding.md, "Why the visitor API is open to every site").
 *
 * Open to every origin, never with credentials: what the public pages use, which a venue's own
 * website needs when it embeds the booking (host/src/features/embed/):
 * - the visitor API (`/backend/api/frontpage/…`): its credential is the venue's front-page token,
 *   publishable, in the Authorization header, not a cookie; a browser sends no cookie of ours
 *   on these calls and reads no answer that names it. A check of the page's origin would keep
 *   out no script (the token is in every page), only the venues' own websites;
 * - the runtime config (`/frontpage-config.json`), the booking's first step the embed draws
 *   before its scripts (`/embed/first-step`, web/embed-first-step.ts), and the files of the
 *   builds and the demo assets (manifests, texts, scripts, stylesheets, images: whatever has a
 *   file extension).
 *
 * Everything else keeps the configured list (CORS_ORIGINS, the dev servers by default): the
 * payment webhook, the pages; and the staff and operator APIs (the door page's session cookie,
 * the tools' tokens) minus every guest origin (PUBLIC_URL's, the VENUE_HOSTS hosts'): their
 * pages run the venues' scripts (web/staff-side.ts).
 */
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { requestPath } from '../lib/request-path';
import { isStaffApiPath } from './staff-side';

export const FRONTPAGE_API_PATH = '/backend/api/frontpage/';
export const RUNTIME_CONFIG_PATH = '/frontpage-config.json';
/** The embed's first step (web/embed-first-step.ts): not imported from there, which needs the whole web side. */
export const EMBED_FIRST_STEP_PATH = '/embed/first-step';

/** What the pages send and read, on every origin the request may come from. */
const COMMON: FastifyCorsOptions = {
  methods: ['GET', 'POST'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
  exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
  maxAge: 600,
  credentials: false,
};

/** An address any site's page may read: the visitor API, the runtime config, the embed's first step, a build's or demo asset's file. */
export function isOpenToEverySite(path: string): boolean {
  if (path.startsWith(FRONTPAGE_API_PATH) || path === RUNTIME_CONFIG_PATH || path === EMBED_FIRST_STEP_PATH) return true;
  if (path.startsWith('/backend/')) return false;
  return /\.[a-z0-9]+$/i.test(path);
}

/** @fastify/cors's options for one request. */
export function corsOptionsFor(path: string, configuredOrigins: string[]): FastifyCorsOptions {
  return { ...COMMON, origin: isOpenToEverySite(path) ? '*' : configuredOrigins };
}

/** CORS_ORIGINS without the guest origins: who may read the staff and operator APIs' answers. */
export function staffCorsOrigins(config: Pick<AppConfig, 'corsOrigins' | 'publicUrl' | 'venueHosts'>): string[] {
  const guestHosts = new Set([new URL(config.publicUrl).hostname, ...Object.keys(config.venueHosts)]);
  const publicOrigin = new URL(config.publicUrl).origin;
  return config.corsOrigins.filter((origin) => {
    try {
      const url = new URL(origin);
      // On localhost a port is a server of its own (the dev servers beside the API).
      return url.origin !== publicOrigin && !(guestHosts.has(url.hostname) && url.hostname !== 'localhost');
    } catch {
      return false;
    }
  });
}

/** @fastify/cors's `delegator`: the options of the request's path (decoded, as the router reads it). */
export function corsDelegator(config: Pick<AppConfig, 'corsOrigins' | 'publicUrl' | 'venueHosts'>) {
  const staffOrigins = staffCorsOrigins(config);
  return (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void): void => {
    const path = requestPath(request);
    callback(null, corsOptionsFor(path, isStaffApiPath(path) ? staffOrigins : config.corsOrigins));
  };
}
