import { array, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { multilingual, num, text } from './fields';

/** One promotion open for claims, as the venue's home page lists it (`getpromolist`). */
export const PromoSummarySchema = type({
  urlName: text(),
  titolo: multilingual(),
  descrizione: multilingual(),
  foto: text(),
  scadenza: text(),
  rimanenti: num(),
});
export type PromoSummary = Infer<typeof PromoSummarySchema>;

export const PromoSummaryListSchema = array(PromoSummarySchema);
