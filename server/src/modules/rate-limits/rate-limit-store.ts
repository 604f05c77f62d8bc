/**
 * @fastify/rate-limit's store, on the shared counter: the API-wide limit and each route's own
 * limit count across every instance. Route limits are kept apart by the route in their keys.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounter } from './shared-counter';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Set in a route's `rateLimit` options: its calls count against the API-wide limit, not one of their own. */
export const SHARES_API_LIMIT = 'sharesApiLimit';

export function sharedRateLimitStore(counter: SharedCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    // @fastify/rate-limit constructs the global store with its options; routes get child stores.
    constructor(
      _options?: unknown,
      private readonly prefix = 'api',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      counter.hit(`${this.prefix}:${key}`, timeWindow, max).then(
        (hit) => callback(null, hit),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // A route counted later than the others (SHARES_API_LIMIT) still counts with the API-wide limit.
      if ((routeOptions as { [SHARES_API_LIMIT]?: boolean })[SHARES_API_LIMIT]) return new SharedRateLimitStore(undefined, this.prefix);
      // At run time the plugin passes the route's merged options with the route as `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, route?.url ? `${route.method} ${route.url}` : 'route');
    }
  }
  return SharedRateLimitStore;
}
