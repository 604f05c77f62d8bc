/**
 * The server's texts (src/i18n/locales/*.json: e-mails, the printable gift card, wallet passes)
 * are complete in the five languages: the same keys as Italian in every language (none missing,
 * none in one language only), each non-empty, with Italian's {{placeholders}}, and a text that
 * counts has its `_one` and `_other` forms everywhere. The keys the code asks for are checked
 * by the type checker against Italian (src/i18n/texts.ts).
 */
import { LANGUAGES, type Language } from '../src/lib/i18n-text';
import { SERVER_TEXTS, textsIn } from '../src/i18n/texts';

type Tree = { [key: string]: unknown };

/** The leaves of a tree as `a.b.c` → value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of leaves(value, at)) out.set(k, v);
    else out.set(at, value);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** What is wrong with the texts of every language against Italian (an empty list when nothing). */
function problems(resources: Record<Language, unknown>): string[] {
  const italian = leaves(resources.it);
  const found: string[] = [];
  for (const lng of LANGUAGES) {
    const texts = leaves(resources[lng]);
    for (const key of italian.keys()) if (!texts.has(key)) found.push(`${lng} lacks ${key}`);
    for (const [key, text] of texts) {
      if (!italian.has(key)) {
        const only = LANGUAGES.filter((l) => leaves(resources[l]).has(key));
        found.push(`${key} is in ${only.join(', ')} only`);
        continue;
      }
      if (typeof text !== 'string') found.push(`${lng} ${key} is not a text`);
      else if (text.trim() === '') found.push(`${lng} ${key} is empty`);
      else if (placeholders(text).join() !== placeholders(italian.get(key) as string).join())
        found.push(`${lng} ${key} has {{${placeholders(text).join('}} {{')}}} instead of Italian's {{${placeholders(italian.get(key) as string).join('}} {{')}}}`);
    }
    // A text that counts needs the form for one and the form for more in every language.
    const bases = new Set([...texts.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const base of bases) {
      for (const form of ['one', 'other']) if (!texts.has(`${base}_${form}`)) found.push(`${lng} ${base} lacks its _${form} form`);
      if (texts.has(base)) found.push(`${lng} ${base} has both a plain text and plural forms`);
    }
  }
  return [...new Set(found)];
}

test('every language has the same texts as Italian, non-empty, with the same placeholders and plural forms', () => {
  expect(Object.keys(SERVER_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  expect(Object.keys(SERVER_TEXTS.it)).toEqual([
    'reservationEmail',
    'venueContact',
    'findBookings',
    'reservationPass',
    'giftcard',
    'giftcardPass',
    'promoEmail',
    'promoPass',
    'textMessage',
  ]);
  expect(problems(SERVER_TEXTS)).toEqual([]);
});

test('the check catches a missing text, one in one language only, an empty one, a lost placeholder and a missing plural form', () => {
  const good = { a: 'uno {{venue}}', b: { c: 'due' }, n_one: '{{count}} ospite', n_other: '{{count}} ospiti' };
  const sample = {
    it: good,
    en: { a: 'one', b: { c: '' }, n_one: '{{count}} guest', n_other: '{{count}} guests' },
    fr: { ...good, n_other: undefined, extra: 'en plus' },
    es: good,
    de: { a: 'eins {{venue}}', n_one: '{{count}} Gast', n_other: '{{count}} Gäste' },
  } as unknown as Record<Language, unknown>;
  expect(problems(JSON.parse(JSON.stringify(sample)) as Record<Language, unknown>)).toEqual([
    "en a has {{}} instead of Italian's {{venue}}",
    'en b.c is empty',
    'fr lacks n_other',
    'extra is in fr only',
    'fr n lacks its _other form',
    'de lacks b.c',
  ]);
});

test.each(LANGUAGES)('%s: a text that counts takes its form from count (one guest, several)', (lng) => {
  const card = textsIn(lng, 'giftcard');
  const one = card('card.voucherHowTo', { count: 1 });
  const four = card('card.voucherHowTo', { count: 4 });
  expect(one).toBe(leaves(SERVER_TEXTS[lng]).get('giftcard.card.voucherHowTo_one')!.toString().replace('{{count}}', '1'));
  expect(four).toBe(leaves(SERVER_TEXTS[lng]).get('giftcard.card.voucherHowTo_other')!.toString().replace('{{count}}', '4'));
  const find = textsIn(lng, 'findBookings');
  expect(find('intro', { count: 1, venue: 'V' })).not.toBe(find('intro', { count: 2, venue: 'V' }));
});

test('a value is put in as it is: not escaped, not read as a placeholder or a nested text', () => {
  const greeting = textsIn('en', 'reservationEmail')('greeting', { name: `<b>O'Brien</b> & {{venue}} $t(reservationEmail.yes)`, venue: 'V' });
  expect(greeting).toBe(`Hello <b>O'Brien</b> & {{venue}} $t(reservationEmail.yes),`);
});
