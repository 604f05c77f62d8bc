/**
 * The server's own texts (e-mails, the printable gift card, wallet passes) through i18next, like
 * the pages: one JSON file per language in ./locales, Italian the source and the fallback.
 *
 * One i18next instance per language, made once at load and fixed to it (`getFixedT`): concurrent
 * requests in different languages never switch a shared language. `t` returns plain text
 * (i18next escapes nothing): the `html` template (modules/email/html.ts) escapes it once where it
 * goes into markup, and text bodies, subjects and pass fields take it as it is.
 *
 * Keys are checked by the type checker against Italian; every language has the same keys
 * (test/server-texts-complete.test.ts). A text that counts has `_one`/`_other` forms and is
 * given `count` (i18next picks the form by the language's plural rules).
 */
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../lib/i18n-text';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

/** The texts of every language, as i18next resources (the completeness test reads them too). */
export const SERVER_TEXTS = { it, en, fr, es, de } satisfies { [L in Language]: unknown };

const NS = 'server';

/** A plural form's suffix, dropped from the key the code asks for. */
type Singular<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the server's texts, e.g. `giftcard.card.subjectGift`. */
export type TextKey = Leaves<typeof it>;
/** The keys under a section, without it (`card.subjectGift` under `giftcard`). */
export type KeyUnder<Section extends string> = TextKey extends infer K ? (K extends `${Section}.${infer Rest}` ? Rest : never) : never;
/** A top-level part of the texts (an e-mail, a pass). */
export type TextSection = keyof typeof it;

/** The values a text is filled with; `count` also chooses the plural form. */
export type TextValues = Readonly<Record<string, string | number>>;
export type Texts<Key extends string> = (key: Key, values?: TextValues) => string;

function fixedT(language: Language): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'it',
    supportedLngs: [...LANGUAGES],
    ns: [NS],
    defaultNS: NS,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [NS]: SERVER_TEXTS[l] }])),
    // Plain text out: escaping belongs to the output (html`` for e-mails), never twice.
    interpolation: { escapeValue: false },
    // A value not given is left out, as the hand-written filling did.
    missingInterpolationHandler: () => '',
    returnEmptyString: false,
    initAsync: false,
  });
  return instance.getFixedT(language);
}

const FIXED = new Map(LANGUAGES.map((l) => [l, fixedT(l)]));

/** The texts of `section` in `language`: `textsIn('en', 'giftcard')('card.subjectSelf', { venue })`. */
export function textsIn<Section extends TextSection>(language: Language, section: Section): Texts<KeyUnder<Section>> {
  const t = FIXED.get(language)!;
  // The key is checked against TextKey above; to i18next's types it is a plain string (its
  // interpolation checks need resources declared to its types, which these are not).
  return (key, values = {}) =>
    t(`${section}.${key}` as string, {
      // Values travel in `replace`, apart from i18next's options: a guest's name can never set one.
      replace: values,
      ...(typeof values.count === 'number' ? { count: values.count } : {}),
      // Nothing is nested: a value that reads "$t(…)" stays text.
      nest: false,
    });
}
