/** The five interface languages of the front page; Italian is default and fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language read back from storage (a queued job's parameters): Italian unless it is one of the five. */
export const languageOr = (value: unknown): Language => ((LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'it');

/** A text in every interface language, as stored in jsonb and sent on the wire. */
export type I18nText = Record<Language, string>;

/** Fills the missing languages with the Italian text (or ''), so clients always get all five keys. */
export function i18n(partial: Partial<I18nText> | null | undefined): I18nText {
  const it = partial?.it ?? '';
  const out = {} as I18nText;
  for (const lang of LANGUAGES) out[lang] = partial?.[lang] || it;
  return out;
}
