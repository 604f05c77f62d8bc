import { create, StructError } from 'superstruct';
import { currentRenderScope } from '../ssr/render-scope';
import { RuntimeConfigSchema, type RuntimeConfig } from './runtime-config-schema';

export { RuntimeConfigSchema, type RuntimeConfig };

export interface FetchRuntimeConfigOptions {
  /** Config URL; default `/frontpage-config.json`. */
  url?: string;
  /** Venue slug, sent as `?venue=` when given. */
  venue?: string | null;
  fetchImpl?: typeof fetch;
}

export const RUNTIME_CONFIG_URL = '/frontpage-config.json';

function withVenue(url: string, venue?: string | null): string {
  if (!venue) return url;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}venue=${encodeURIComponent(venue)}`;
}

/** Fetches and validates the runtime config; throws an Error with a readable message. */
export async function fetchRuntimeConfig(options: FetchRuntimeConfigOptions = {}): Promise<RuntimeConfig> {
  const url = withVenue(options.url ?? RUNTIME_CONFIG_URL, options.venue);
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  let body: unknown;
  try {
    const res = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    throw new Error(`Could not load the runtime config from ${url}: ${(err as Error).message}`, { cause: err });
  }
  try {
    return create(body, RuntimeConfigSchema);
  } catch (err) {
    const where = err instanceof StructError && err.path.length ? ` at "${err.path.join('.')}"` : '';
    throw new Error(`Invalid runtime config from ${url}${where}: ${(err as Error).message}`, { cause: err });
  }
}

let current: RuntimeConfig | null = null;

/** Sets the page's runtime config (call once at startup, before any API call; a server render has its own). */
export function configureRuntime(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  const rendering = currentRenderScope();
  if (rendering) return rendering.config;
  if (!current) {
    throw new Error('Runtime config is not set: call fetchRuntimeConfig() and configureRuntime() before using the API.');
  }
  return current;
}
