/**
 * The one key every per-client limit counts by. `request.ip` is already the address the trusted
 * proxies vouch for (TRUST_PROXY, app.ts); here an IPv6 address counts by its /64, since a home
 * or a phone gets a whole /64 and could otherwise take a new address, and a new limit, per call.
 * An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail is two groups). */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** An address's client key: IPv4 as it is, IPv6 by its /64. */
export function clientKeyOf(address: string): string {
  const bare = address.split('%')[0] ?? address; // a zone (fe80::1%eth0) names no other client
  if (!isIPv6(bare)) return address.toLowerCase();
  const g = groupsOf(bare);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

export const clientKey = (request: FastifyRequest): string => clientKeyOf(request.ip);
