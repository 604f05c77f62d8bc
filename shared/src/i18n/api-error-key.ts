import { i18n } from './i18n';

/**
 * Translation key of the visitor message for an API error code: `t(apiErrorKey(err.code))`.
 * A screen with texts of its own for some codes names its namespace (`own`): its
 * `apiErrors.<code>` comes first (the door page's "unknown staff token" for AUTH_INVALID, where
 * a guest page says the page is not set up), then `common`'s. Codes without a text (in the
 * page's language) map to `common:apiErrors.generic`.
 */
export function apiErrorKey(code: string | undefined, own?: string): string {
  if (!code || code === 'generic') return 'common:apiErrors.generic';
  for (const ns of own ? [own, 'common'] : ['common']) {
    const key = `${ns}:apiErrors.${code}`;
    if (i18n.exists(key)) return key;
  }
  return 'common:apiErrors.generic';
}

/**
 * A `t` of any namespace, as helpers that translate for a screen take it. Two signatures, not one
 * with an optional `options`: i18next's `t` has no such signature (since i18next 27 its types
 * check a text's values), so only the overloads accept it.
 */
export type Translate = {
  (key: string): string;
  (key: string, options: Record<string, unknown>): string;
};

/**
 * The visitor message of a failed call, translated: `apiErrorKey` of its code (`own` as above),
 * and for RATE_LIMITED with a known wait, the message that says how many seconds to wait.
 */
export function apiErrorMessage(t: Translate, err: unknown, own?: string): string {
  const { code, retryAfter } = (err ?? {}) as { code?: string; retryAfter?: number };
  if (code === 'RATE_LIMITED' && retryAfter) return t('common:apiErrors.RATE_LIMITED_WAIT', { count: retryAfter });
  return t(apiErrorKey(code, own));
}
