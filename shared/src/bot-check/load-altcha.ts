import type { Language } from '@venue/shared';

export type AltchaStrings = Record<string, string>;

interface AltchaGlobal {
  i18n: { get(lang: string): AltchaStrings | undefined; set(lang: string, strings: AltchaStrings): void };
}

let loading: Promise<AltchaGlobal> | null = null;

/**
 * Loads the ALTCHA widget (a web component, `<altcha-widget>`) the first time a screen needs
 * it: no other page downloads it. A failed load can be tried again.
 */
export function loadAltcha(): Promise<AltchaGlobal> {
  loading ??= import('altcha')
    .then(() => (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha)
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** Our translations replace the widget's own for the five languages (no extra download). */
export function setAltchaStrings(altcha: AltchaGlobal, language: Language, strings: AltchaStrings): void {
  altcha.i18n.set(language, { ...(altcha.i18n.get('en') ?? {}), ...strings });
}
