import { i18n } from './i18n';
import type { Language } from './languages';

/**
 * Adds a remote's own namespace in every language. Idempotent (deep merge, same keys
 * overwritten), so a remote can call it at module load, also when it is loaded again.
 */
export function registerTranslations(ns: string, resources: Record<Language, Record<string, unknown>>): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}
