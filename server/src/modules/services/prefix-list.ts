/**
 * The phone prefix list of getallservices: every country with its calling code, its name in
 * Italian (`paese`, the original field) and its ISO 3166 code (`codice`), from which a page names
 * the country in the visitor's own language.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface PrefixEntry {
  paese: string;
  prefisso: string;
  codice: string;
}

let sorted: PrefixEntry[] | undefined;

function allCountries() {
  if (!sorted) {
    const names = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator('it');
    sorted = getCountries()
      .map((codice) => ({ paese: names.of(codice) ?? codice, prefisso: `+${getCountryCallingCode(codice)}`, codice }))
      .sort((a, b) => collator.compare(a.paese, b.paese));
  }
  return sorted;
}

/** Sorted by Italian name, with the venue's own country first. */
export function prefixList(venueCountry: string): PrefixEntry[] {
  const own = venueCountry.toUpperCase();
  const list = allCountries();
  return [...list.filter((c) => c.codice === own), ...list.filter((c) => c.codice !== own)];
}
