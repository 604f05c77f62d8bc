import { array, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { text } from './fields';

/**
 * Phone prefix entry: `paese` (country name, Italian), `prefisso` (e.g. '+39') and the designed
 * `codice` (ISO 3166, e.g. 'IT'; '' when the API leaves it out); null becomes ''.
 */
export const PrefixEntrySchema = type({
  paese: text(),
  prefisso: text(),
  codice: text(),
});
export type PrefixEntry = Infer<typeof PrefixEntrySchema>;

/** `getallservices` data. */
export const ServicesSchema = type({
  prefixList: array(PrefixEntrySchema),
});
export type Services = Infer<typeof ServicesSchema>;
