import { commonResources } from './common-resources';

/**
 * Translation key (in `common`) of the visitor message for an API error code:
 * `t(apiErrorKey(err.code))`. Unknown codes map to `apiErrors.generic`.
 */
export function apiErrorKey(code: string | undefined): string {
  const known = commonResources.it.apiErrors as Record<string, string>;
  return code && code !== 'generic' && code in known ? `common:apiErrors.${code}` : 'common:apiErrors.generic';
}

/**
 * The visitor message of a failed call, translated: `apiErrorKey` of its code, and for
 * RATE_LIMITED with a known wait, the message that says how many seconds to wait.
 */
export function apiErrorMessage(t: (key: string, options?: Record<string, unknown>) => string, err: unknown): string {
  const { code, retryAfter } = (err ?? {}) as { code?: string; retryAfter?: number };
  if (code === 'RATE_LIMITED' && retryAfter) return t('common:apiErrors.RATE_LIMITED_WAIT', { count: retryAfter });
  return t(apiErrorKey(code));
}
