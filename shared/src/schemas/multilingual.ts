import type { Infer } from 'superstruct';
import { multilingual } from './fields';

export const MultilingualSchema = multilingual();
/** A text in the five interface languages (missing ones are ''). */
export type Multilingual = Infer<typeof MultilingualSchema>;
