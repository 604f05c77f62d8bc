import { defaulted, number, string, type } from 'superstruct';
import { MultilingualSchema } from '@venue/shared';

export const PromoSummarySchema = type({
  urlName: string(),
  titolo: MultilingualSchema,
  descrizione: MultilingualSchema,
  foto: defaulted(string(), ''),
  scadenza: defaulted(string(), ''),
  rimanenti: defaulted(number(), 0),
});
