import { commonResources } from './common-resources';

/**
 * Translation key (in `common`) of the visitor message for an API error code:
 * `t(apiErrorKey(err.code))`. Unknown codes map to `apiErrors.generic`.
 */
export function apiErrorKey(code: string | undefined): string {
  const known = commonResources.it.apiErrors as Record<string, string>;
  return code && code !== 'generic' && code in known ? `common:apiErrors.${code}` : 'common:apiErrors.generic';
}
