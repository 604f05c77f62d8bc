/**
 * The client key (client-key.ts) a cap per client counts by, or null when the address is this
 * machine's own: then it names no visitor. A proxy whose X-Forwarded-For is not trusted
 * (TRUST_PROXY unset) makes every visitor 127.0.0.1, and the tests and benches call from here
 * too; capping that address would cap every visitor together.
 */
import type { FastifyRequest } from 'fastify';
import { clientKey } from './client-key';

export function isLoopbackAddress(ip: string): boolean {
  const address = ip.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

export const visitorKey = (request: FastifyRequest): string | null => (isLoopbackAddress(request.ip) ? null : clientKey(request));
