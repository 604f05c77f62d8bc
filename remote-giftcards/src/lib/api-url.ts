/** An address on the venue API for a plain link (the printable gift card), resolved like the API calls. */
import { apiBaseOf, getRuntimeConfig } from '@venue/shared';

export function apiUrl(path: string): string {
  return `${apiBaseOf(getRuntimeConfig())}${path}`;
}
