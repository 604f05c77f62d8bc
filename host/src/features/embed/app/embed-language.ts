import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@venue/shared';

/**
 * The widget's language: the one the page asks for (the element's `lang`, else `<html lang>`)
 * when the site speaks it (it, en, fr, es, de; `de-CH` is German), else the venue's default.
 */
export function embedLanguage(asked: string, venueDefault: string | undefined): Language {
  return toLanguage(asked) ?? toLanguage(venueDefault) ?? DEFAULT_LANGUAGE;
}
