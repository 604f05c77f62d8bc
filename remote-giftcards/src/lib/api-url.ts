/** An address on the venue API for a plain link (the printable gift card), resolved like the API calls. */
import { getRuntimeConfig, resolveApiBase } from '@venue/shared';

export function apiUrl(path: string): string {
  return `${resolveApiBase(window.location, getRuntimeConfig().apiDevOrigin)}${path}`;
}
