import type { Multilingual } from '../schemas/multilingual';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from './languages';

/**
 * Text of a multilingual field in `lng`; else Italian; else the first non-empty language.
 * A plain string is returned as is; undefined gives ''.
 */
export function localized(text: Partial<Multilingual> | string | null | undefined, lng: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const wanted = toLanguage(lng);
  const order = [wanted, DEFAULT_LANGUAGE, ...LANGUAGES];
  for (const key of order) {
    const value = key ? text[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
