/**
 * Where a production server may send a venue's webhooks: the public internet only. A venue file
 * names the address, so without this check it could make the server call its own admin ports,
 * the cloud's metadata service (169.254.169.254) or the private network (SSRF). The address is
 * checked after DNS, at connect time (the request's own lookup), so a name that resolves to a
 * private address, or changes to one between a check and the call, is refused too.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Unicast is ipaddr.js's name for what is in no special range (private, loopback, link-local…). */
export const isPublicAddress = (address: string): boolean => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

export class PrivateTargetError extends Error {
  constructor(readonly address: string) {
    super(`the endpoint resolves to a private or local address (${address}): refused in production`);
    this.name = 'PrivateTargetError';
  }
}

/** A lookup for http.request that fails when any address of the name is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as object), all: true } as LookupAllOptions, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new PrivateTargetError(refused.address), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};
