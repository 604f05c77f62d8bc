import { localeFor, type PrefixEntry } from '@venue/shared';

export interface PrefixOption {
  /** The option's value: the country (several share a code: +1, +44…). */
  key: string;
  prefix: string;
  /** The country's name in the visitor's language. */
  name: string;
}

const namers = new Map<string, Intl.DisplayNames | null>();

function regionNamer(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    let namer: Intl.DisplayNames | null;
    try {
      namer = new Intl.DisplayNames([localeFor(language), language], { type: 'region', fallback: 'none' });
    } catch {
      namer = null; // an engine without region names: the API's Italian name stands
    }
    namers.set(language, namer);
  }
  return namers.get(language) ?? null;
}

/** The country's name in `language` from its ISO code, else the API's own (Italian) name. */
export function countryName(entry: PrefixEntry, language: string): string {
  const code = entry.codice.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    try {
      const name = regionNamer(language)?.of(code);
      if (name) return name;
    } catch {
      // an unknown code: fall back
    }
  }
  return entry.paese;
}

/**
 * The prefix list as the visitor reads it: names in their language, sorted by that name in
 * their language, the first entry (the venue's own country) kept first. With no language (the
 * server's render and its hydration: the engines' ICU names differ), the API's own names in the
 * API's order, the same on both sides.
 */
export function prefixOptions(entries: PrefixEntry[], language: string | null): PrefixOption[] {
  const options = entries
    .filter((p) => p.prefisso)
    .map((p) => ({ key: `${p.codice || p.paese}|${p.prefisso}`, prefix: p.prefisso, name: language ? countryName(p, language) : p.paese }));
  if (options.length < 2 || !language) return options;
  const collator = new Intl.Collator(localeFor(language));
  const [first, ...rest] = options;
  return [first!, ...rest.sort((a, b) => collator.compare(a.name, b.name))];
}
