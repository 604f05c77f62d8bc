import { array, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { text } from './fields';

/** Phone prefix entry: `paese` (country name) and `prefisso` (e.g. '+39'); null becomes ''. */
export const PrefixEntrySchema = type({
  paese: text(),
  prefisso: text(),
});
export type PrefixEntry = Infer<typeof PrefixEntrySchema>;

/** `getallservices` data. */
export const ServicesSchema = type({
  prefixList: array(PrefixEntrySchema),
});
export type Services = Infer<typeof ServicesSchema>;
