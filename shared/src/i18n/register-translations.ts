import { i18n } from './i18n';
import type { Language } from './languages';

/**
 * One namespace's texts in one language, as a module of its own (`export default {…}`): the
 * browser fetches only the visitor's language, a chunk per namespace and language named
 * `i18n-<namespace>-<language>` (the server names the page's for the browser to fetch early).
 */
export type TextsLoader = (lng: Language) => Promise<{ default: object }>;

const namespaces = new Map<string, TextsLoader>();
const loading = new Map<string, Promise<void>>();

/**
 * Says where a namespace's texts are; `loadTranslations` fetches them. Called when the module
 * that uses the namespace loads (a remote's pages, the host's bootstrap). Idempotent.
 */
export function registerTranslations(ns: string, load: TextsLoader): void {
  const previous = namespaces.get(ns);
  namespaces.set(ns, load);
  // Another build of the module that owns the namespace (a remote redeployed, seen by the
  // server without a restart): its texts are read again, not kept from the build before.
  if (previous && previous !== load) for (const key of loading.keys()) if (key.endsWith(`/${ns}`)) loading.delete(key);
}

function loadOne(lng: Language, ns: string, load: TextsLoader): Promise<void> {
  const key = `${lng}/${ns}`;
  let done = loading.get(key);
  if (!done) {
    done = load(lng).then((module) => {
      i18n.addResourceBundle(lng, ns, module.default, true, true);
    });
    // A failed fetch (the network) is tried again by the next call.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/**
 * The texts of every registered namespace in `lng`, added to the i18n instance: a page awaits
 * this before it renders (or hydrates), and a language switch before it switches.
 */
export async function loadTranslations(lng: Language): Promise<void> {
  await Promise.all([...namespaces].map(([ns, load]) => loadOne(lng, ns, load)));
}
