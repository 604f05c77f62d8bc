/** The phone prefix list of getallservices: every country with its calling code, names in Italian. */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface PrefixEntry {
  paese: string;
  prefisso: string;
}

let sorted: Array<PrefixEntry & { iso: string }> | undefined;

function allCountries() {
  if (!sorted) {
    const names = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator('it');
    sorted = getCountries()
      .map((iso) => ({ iso, paese: names.of(iso) ?? iso, prefisso: `+${getCountryCallingCode(iso)}` }))
      .sort((a, b) => collator.compare(a.paese, b.paese));
  }
  return sorted;
}

/** Sorted by Italian name, with the venue's own country first. */
export function prefixList(venueCountry: string): PrefixEntry[] {
  const own = venueCountry.toUpperCase();
  const list = allCountries();
  const first = list.filter((c) => c.iso === own);
  const rest = list.filter((c) => c.iso !== own);
  return [...first, ...rest].map(({ paese, prefisso }) => ({ paese, prefisso }));
}
