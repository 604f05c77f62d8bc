import { i18n } from './instance';
import type { Language } from './languages';

/**
 * One namespace's texts in one language, as a module of its own (`export default {…}`). The
 * browser build makes each a JSON file, `i18n-<namespace>-<language>.<hash>.json`, and the
 * module its address (webpack/texts.cjs): the browser fetches only the visitor's language, as
 * data (the server names the page's files for it to fetch early). On the server and in Jest the
 * module is the texts themselves.
 */
export type TextsLoader = (lng: Language) => Promise<{ default: object | string }>;

/** A text file's JSON, by its address (a failed answer rejects: the next call tries again). */
async function fetchTexts(url: string): Promise<object> {
  // The same request as the page's `<link rel="preload" as="fetch" crossorigin>`, so the
  // browser takes the preloaded answer (a remote on another origin sends CORS headers).
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Texts ${url}: HTTP ${res.status}`);
  return (await res.json()) as object;
}

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
    done = load(lng)
      .then((module) => (typeof module.default === 'string' ? fetchTexts(module.default) : module.default))
      .then((texts) => {
        i18n.addResourceBundle(lng, ns, texts, true, true);
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
