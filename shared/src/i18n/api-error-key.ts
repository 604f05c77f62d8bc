import { i18n } from './i18n';

/**
 * Translation key (in `common`) of the visitor message for an API error code:
 * `t(apiErrorKey(err.code))`. Codes without a text (in the page's language) map to `apiErrors.generic`.
 */
export function apiErrorKey(code: string | undefined): string {
  const key = `common:apiErrors.${code}`;
  return code && code !== 'generic' && i18n.exists(key) ? key : 'common:apiErrors.generic';
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
