/**
 * The staff side of a test app (src/web/staff-side.ts): the staff and operator APIs answer only
 * requests sent to STAFF_URL's host. Every staff or operator call of the tests goes through here.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../src/config';
import { listenForStaff } from '../../src/web/staff-listener';

const staffUrl = new URL(testConfig().staffUrl);

/** The Host a browser on the staff origin sends (localhost:8081 with the test config). */
export const STAFF_HOST = staffUrl.host;
/** The staff origin: the Origin of the door page's calls. */
export const STAFF_ORIGIN = staffUrl.origin;
/** Where light-my-request sends by default (Host: localhost:80): a guest-side origin. */
export const GUEST_ORIGIN = 'http://localhost';

/** `headers` sent to the staff side. */
export function staffSide(headers: Record<string, string> = {}): Record<string, string> {
  return { host: STAFF_HOST, ...headers };
}

/** Starts the app's staff listener on a free port (as main.ts does on STAFF_PORT): its address, for the tools. */
export async function listenOnStaffSide(app: FastifyInstance): Promise<string> {
  const server = await listenForStaff(app, 0, '127.0.0.1');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
