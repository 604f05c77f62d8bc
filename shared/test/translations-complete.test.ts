/**
 * Every text of the product exists, non-empty, in the five languages (it, en, fr, es, de), with
 * the same {{placeholders}} as the Italian source: each i18next namespace of the screens
 * (shared's `common`, `payments` and `staff`, the host's, and each remote's, their help, preview
 * and door page texts included) and the server's texts (e-mails, the printable gift card, wallet
 * passes: server/src/i18n/locales, a JSON file per language, which server/test/server-texts-complete.test.ts
 * also checks). A file that defines texts in the five languages and is not loaded here fails the test.
 *
 * The one exception is the Italian-only text of the product ("'completed' only in the
 * Italian text"): the calendar's 'completed' day status and its help, `booking:date.status.completed`
 * and `booking:date.statusHelp.completed`. Another language may leave them out (i18next then
 * shows the Italian text, the fallback language); when it has them they must be non-empty like
 * any other text. The README's "Translations" section says the same.
 *
 * The sources are loaded with require() and their languages with the loaders the browser uses
 * (ts-jest transpiles them), so shared's type check does not reach into the other packages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
type Tree = { [key: string]: unknown };

/** Keys a language other than Italian may leave out (see above). */
export const ITALIAN_ONLY = new Set(['booking:date.status.completed', 'booking:date.statusHelp.completed']);

const root = path.resolve(__dirname, '..', '..');
const load = (file: string): Record<string, unknown> => require(path.join(root, file));

/** A namespace's texts in the five languages, fetched as the browser fetches them (a module each). */
async function fetched(file: string, loader: string): Promise<Record<Language, unknown>> {
  const loadTexts = load(file)[loader] as (lng: Language) => Promise<{ default: unknown }>;
  return Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, (await loadTexts(l)).default]))) as Record<Language, unknown>;
}

/** The server's texts, a JSON file per language. */
const serverTexts = () => Object.fromEntries(LANGUAGES.map((l) => [l, load(`server/src/i18n/locales/${l}.json`)])) as Record<Language, unknown>;

/** The files each set below comes from (the completeness check at the end compares). */
export const TEXT_FILES = [
  'shared/src/i18n/common-resources.ts',
  'shared/src/payments/payments-i18n.ts',
  'shared/src/staff/staff-i18n.ts',
  'host/src/i18n/host-resources.ts',
  'host/src/i18n/staff-door-resources.ts',
  'remote-booking/src/i18n/resources.ts',
  'remote-booking/src/i18n/help-resources.ts',
  'remote-giftcards/src/i18n/resources.ts',
  'remote-giftcards/src/i18n/preview-resources.ts',
  'remote-promo/src/i18n/resources.ts',
  'remote-promo/src/i18n/help-resources.ts',
  'remote-booking/src/i18n/staff-bookings-resources.ts',
  'remote-giftcards/src/i18n/staff-giftcard-resources.ts',
  'remote-promo/src/i18n/staff-promo-resources.ts',
];

/** Every set of texts, by a name for the messages, as { language: tree of texts }. */
async function sources(): Promise<Array<[string, Record<Language, unknown>]>> {
  return [
    ['common', await fetched('shared/src/i18n/common-resources.ts', 'loadCommonTexts')],
    ['payments', await fetched('shared/src/payments/payments-i18n.ts', 'loadPaymentTexts')],
    ['staff', await fetched('shared/src/staff/staff-i18n.ts', 'loadStaffTexts')],
    ['host', await fetched('host/src/i18n/host-resources.ts', 'loadHostTexts')],
    ['staffDoor', await fetched('host/src/i18n/staff-door-resources.ts', 'loadStaffDoorTexts')],
    ['booking', await fetched('remote-booking/src/i18n/resources.ts', 'loadBookingTexts')],
    ['bookingHelp', await fetched('remote-booking/src/i18n/help-resources.ts', 'loadBookingHelpTexts')],
    ['giftcards', await fetched('remote-giftcards/src/i18n/resources.ts', 'loadGiftcardTexts')],
    ['giftcardsPreview', await fetched('remote-giftcards/src/i18n/preview-resources.ts', 'loadGiftcardPreviewTexts')],
    ['promo', await fetched('remote-promo/src/i18n/resources.ts', 'loadPromoTexts')],
    ['promoHelp', await fetched('remote-promo/src/i18n/help-resources.ts', 'loadPromoHelpTexts')],
    ['staffBookings', await fetched('remote-booking/src/i18n/staff-bookings-resources.ts', 'loadStaffBookingsTexts')],
    ['staffGiftcard', await fetched('remote-giftcards/src/i18n/staff-giftcard-resources.ts', 'loadStaffGiftcardTexts')],
    ['staffPromo', await fetched('remote-promo/src/i18n/staff-promo-resources.ts', 'loadStaffPromoTexts')],
    ['server', serverTexts()],
  ] as Array<[string, Record<Language, unknown>]>;
}

/** The texts of a tree as `a.b.c` → value (strings; anything else is reported as it is). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of leaves(value, at)) out.set(k, v);
    else out.set(at, value);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next plural forms: `key_one` in Italian may be matched by other forms of the same key. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** What is wrong with `lng` against Italian in one set of texts (an empty list when nothing). */
export function problems(ns: string, resources: Record<Language, unknown>, lng: Language): string[] {
  const italian = leaves(resources.it);
  const other = leaves(resources[lng]);
  const found: string[] = [];
  const otherBases = new Set([...other.keys()].map(pluralBase));
  for (const [key, source] of italian) {
    const id = `${ns}:${key}`;
    const text = other.get(key);
    if (text === undefined) {
      // A language with other plural forms (none in our five today) may name them differently.
      if (ITALIAN_ONLY.has(id) || (key !== pluralBase(key) && otherBases.has(pluralBase(key)))) continue;
      found.push(`${lng} lacks ${id}`);
      continue;
    }
    if (typeof text !== 'string') {
      if (typeof source !== 'string' && typeof text === typeof source) continue; // e.g. a function or a number on both sides
      found.push(`${lng} ${id} is not a text (${typeof text})`);
      continue;
    }
    if (text.trim() === '') {
      found.push(`${lng} ${id} is empty`);
      continue;
    }
    if (typeof source === 'string' && placeholders(text).join() !== placeholders(source).join()) {
      found.push(`${lng} ${id} has placeholders {{${placeholders(text).join('}} {{')}}} instead of {{${placeholders(source).join('}} {{')}}}`);
    }
  }
  return found;
}

describe('translations are complete in the five languages', () => {
  let all: Array<[string, Record<Language, unknown>]> = [];
  beforeAll(async () => {
    all = await sources();
  });

  it('finds every set of texts, each with the five languages', () => {
    expect(all.map(([ns]) => ns)).toEqual([
      'common',
      'payments',
      'staff',
      'host',
      'staffDoor',
      'booking',
      'bookingHelp',
      'giftcards',
      'giftcardsPreview',
      'promo',
      'promoHelp',
      'staffBookings',
      'staffGiftcard',
      'staffPromo',
      'server',
    ]);
    for (const [ns, resources] of all) {
      expect([ns, Object.keys(resources ?? {}).sort()]).toEqual([ns, [...LANGUAGES].sort()]);
      expect([ns, leaves(resources.it).size > 0]).toEqual([ns, true]);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'it'))('%s has every Italian text, non-empty, with the same placeholders', (lng) => {
    const found = all.flatMap(([ns, resources]) => problems(ns, resources, lng));
    expect(found).toEqual([]);
  });

  it('Italian itself has no empty text', () => {
    const empty = all.flatMap(([ns, resources]) => [...leaves(resources.it)].filter(([, v]) => typeof v === 'string' && v.trim() === '').map(([k]) => `${ns}:${k}`));
    expect(empty).toEqual([]);
  });

  it('the Italian-only exception names texts that exist in Italian', () => {
    const booking = all.find(([ns]) => ns === 'booking')![1];
    const italian = leaves(booking.it);
    for (const id of ITALIAN_ONLY) expect([id, typeof italian.get(id.replace(/^booking:/, ''))]).toEqual([id, 'string']);
  });

  it('loads every file that defines texts in the five languages (a new one must be added above)', () => {
    // Texts are registered as an i18next namespace or kept in a Record<Language, {…}>.
    const defines = /registerTranslations\(\s*['A-Z]|: (Partial<)?Record<Language, (\{|[A-Z])/;
    const walk = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    const dirs = [
      'shared/src',
      'host/src',
      'server/src',
      ...readdirSync(root)
        .filter((d) => d.startsWith('remote-'))
        .map((d) => `${d}/src`),
    ];
    const found = dirs
      .flatMap(walk)
      // The mechanism itself, not a set of texts.
      .filter((f) => f !== 'shared/src/i18n/register-translations.ts')
      .filter((f) => defines.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found.sort()).toEqual([...TEXT_FILES].sort());
  });

  it('catches a missing key, an empty text and a lost placeholder (self-check)', () => {
    const sample = {
      it: { a: 'uno', b: { c: 'ciao {{name}}' }, d: 'tre', date: { status: { completed: 'completo' } } },
      en: { a: '', b: { c: 'hello' }, date: { status: {} } },
    } as unknown as Record<Language, unknown>;
    expect(problems('x', sample, 'en')).toEqual([
      'en x:a is empty',
      'en x:b.c has placeholders {{}} instead of {{name}}',
      'en lacks x:d',
      'en lacks x:date.status.completed',
    ]);
    // The exception holds for the booking namespace only.
    expect(problems('booking', sample, 'en')).not.toContain('en lacks booking:date.status.completed');
  });
});
