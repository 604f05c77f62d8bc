/**
 * Which side of the server a request is on (docs/security.md, "Staff sessions"). The staff side
 * is an origin no guest page shares: it serves the door page, the staff and operator APIs and the
 * files they need, nothing a venue writes. A request is staff-side when it arrived on the staff
 * listener (STAFF_PORT, web/staff-listener.ts) or its Host is STAFF_URL's (a proxy may route the
 * staff host name to either port). Every other request is guest-side, where the staff and
 * operator APIs and the door page do not exist.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const arrivedOnStaffListener = new WeakSet<IncomingMessage>();

/** Called by the staff listener for each request it takes. */
export function markStaffListener(raw: IncomingMessage): void {
  arrivedOnStaffListener.add(raw);
}

/** STAFF_URL's host (with its port unless the scheme's default), as a browser writes it in Host. */
export const staffHost = (config: Pick<AppConfig, 'staffUrl'>): string => new URL(config.staffUrl).host.toLowerCase();

export const staffOrigin = (config: Pick<AppConfig, 'staffUrl'>): string => new URL(config.staffUrl).origin;

export function isStaffSide(request: FastifyRequest, config: Pick<AppConfig, 'staffUrl'>): boolean {
  return arrivedOnStaffListener.has(request.raw) || request.host.toLowerCase() === staffHost(config);
}

const STAFF_PAGE = /^\/staff(\/|$)/;
const STAFF_API = /^\/backend\/api\/(staff|operator)(\/|$)/;

/** The door page's addresses (shared/src/routes/route-table.ts, the `staff` rows). */
export const isStaffPagePath = (path: string): boolean => STAFF_PAGE.test(path);

/** The staff API and the operator API: on the staff side only. */
export const isStaffApiPath = (path: string): boolean => STAFF_API.test(path);

/**
 * What the staff side serves: the door page, the staff and operator APIs, health, metrics, the runtime
 * config, and the builds' files (whatever has a file extension outside the API: the host's and
 * remotes' scripts, styles, texts, the QR decoder). Pages of guests and the visitor API are not.
 */
export function servedOnStaffSide(path: string): boolean {
  if (isStaffPagePath(path) || isStaffApiPath(path)) return true;
  if (path === '/healthz' || path === '/metrics' || path === '/frontpage-config.json') return true;
  if (path.startsWith('/backend/')) return false;
  return /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';
}
