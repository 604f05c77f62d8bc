/**
 * The venue file's check: every problem names the file, the line, the field and what was
 * expected; a mangled file, whatever its bytes, gives located problems and never a crash.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../src/config';
import { demoVenueFiles } from '../src/demo/seed';
import { formatProblem, readVenueFile } from '../src/modules/venue-setup/venue-file-read';
import { venueFileJsonSchema } from '../src/modules/venue-setup/venue-file-json-schema';
import { planFromFile } from '../src/modules/venue-setup/venue-plan';
import { writeVenueFile } from '../src/modules/venue-setup/venue-file-write';

export const EXAMPLE_FILE = path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml');
const example = readFileSync(EXAMPLE_FILE, 'utf8');

const problemsOf = (text: string) => {
  const result = readVenueFile(text, 'venue.yaml');
  return result.ok ? [] : result.problems.map(formatProblem);
};

test('the example venue and the three demo venues are valid', () => {
  expect(problemsOf(example)).toEqual([]);
  expect(demoVenueFiles().map((f) => f.venue)).toEqual(['cantina-aurora', 'chalet-du-lac', 'le-lagon']);
});

test('a wrong field names its line, its path and what was expected', () => {
  const text = example.replace('    price: 55\n', '    price: "fifty"\n').replace('currency: EUR', 'currency: USD');
  const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  expect(problemsOf(text)).toEqual([
    `venue.yaml:${line('currency: USD')}:11: currency: expected one of "EUR", "CHF", "MUR"`,
    `venue.yaml:${line('price: "fifty"')}:12: experiences[0].price: expected number`,
  ]);
});

test('rules between fields: languages offered, ids referred to, whole cents, time order', () => {
  const text = example
    .replace('title: { it: Corso di pesto, en: Pesto class }', 'title: { it: Corso di pesto }')
    .replace('zones: [sala, dehors]', 'zones: [sala, roof]')
    .replace('values: [50, 100]', 'values: [50.005, 100]')
    .replace('end: "22:00"', 'end: "18:00"');
  const problems = problemsOf(text).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''));
  expect(problems).toEqual([
    'shifts[1].end: expected a time after start (19:00)',
    'experiences[0].zones[1]: expected the id of a zone of this file (sala, dehors)',
    'experiences[1].title: missing the text in en (the venue offers it, en)',
    'giftCards.products[1].values[0]: expected an amount in whole cents, e.g. 35.5 or 35.50, not 50.005',
  ]);
});

test('relative dates and demo data are for demo venues only', () => {
  const text = `${example.replace('closures: [2027-12-25, 2028-01-01]', 'closures: [next 12-25]')}demoData:\n  frontpageToken: fp_demo_x\n  staffToken: st_demo_x\n`;
  expect(problemsOf(text).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''))).toEqual([
    'closures[0]: expected YYYY-MM-DD (relative dates are for demo venues only)',
    'demoData: demoData is for demo venues only (demo: true)',
  ]);
});

test('YAML syntax errors and duplicate keys are located too', () => {
  expect(problemsOf('venue: a\nname: [unclosed\n')[0]).toMatch(/^venue\.yaml:\d+:\d+: /);
  expect(problemsOf('venue: a\nvenue: b\n')[0]).toMatch(/^venue\.yaml:2:1: Map keys must be unique/);
  expect(problemsOf('- a list\n')).toEqual(['venue.yaml:1:1: expected a mapping of fields (venue:, name:, …)']);
});

test('a demo venue resolves its relative dates on the day it is applied', () => {
  const [aurora] = demoVenueFiles();
  const plan = planFromFile(aurora!, new Date('2026-06-01T08:00:00Z'));
  expect(plan.closures).toEqual(['2026-12-25', '2027-01-01']);
  const harvest = plan.experiences.find((e) => e.key === 'aurora-vendemmia')!;
  expect([harvest.startsOn, harvest.endsOn]).toEqual(['2026-06-15', '2026-08-15']);
});

describe('property: any mangled file gives located problems, never a crash', () => {
  const parsed = parse(example) as Record<string, unknown>;
  const paths: Array<Array<string | number>> = [];
  const walk = (value: unknown, at: Array<string | number>) => {
    paths.push(at);
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, Array.isArray(value) ? Number(k) : k]);
  };
  walk(parsed, []);

  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );

  test('a field replaced by anything', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), junk, (at, value) => {
        const copy = structuredClone(parsed);
        let target: Record<string | number, unknown> = copy;
        for (const key of at.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[at.at(-1)!] = value;
        const result = readVenueFile(stringify(copy), 'venue.yaml');
        if (!result.ok) for (const p of result.problems) expect(p.line).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  test('the text cut or spliced anywhere', () => {
    fc.assert(
      fc.property(fc.nat(example.length), fc.nat(example.length), fc.string({ maxLength: 20 }), (from, to, insert) => {
        const text = example.slice(0, Math.min(from, to)) + insert + example.slice(Math.max(from, to));
        const result = readVenueFile(text, 'venue.yaml');
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const p of result.problems) expect(p.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

test('docs/venue-file.schema.json is the schema the server validates with', () => {
  const committed = readFileSync(path.join(REPO_ROOT, 'docs/venue-file.schema.json'), 'utf8').trim();
  // Out of date: run `npm run venue -- schema > docs/venue-file.schema.json`.
  expect(committed).toBe(venueFileJsonSchema());
});

test('an experience voucher books a prepaid experience of the file, for a party it takes, at its price', () => {
  const aurora = readFileSync(path.join(REPO_ROOT, 'venues/cantina-aurora.yaml'), 'utf8');
  const voucherAt = aurora.split('\n').findIndex((l) => l.includes('experience: aurora-vendemmia'));
  const withVoucher = (lines: string[]) => {
    const copy = aurora.split('\n');
    copy.splice(voucherAt, 2, ...lines);
    return copy.join('\n');
  };
  const problems = (lines: string[]) => problemsOf(withVoucher(lines)).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''));
  expect(problems(['      experience: aurora-vendemmia', '      guests: 2'])).toEqual([]);
  expect(problems(['      experience: aurora-tour-con-pranzo', '      guests: 2'])).toEqual([
    'giftCards.products[4].experience: expected an experience paid online (payment: prepaid): a voucher prepays it; sell a gift card of an amount for "aurora-tour-con-pranzo"',
  ]);
  expect(problems(['      experience: aurora-vendemmia', '      guests: 7', '      values: [50]'])).toEqual([
    'giftCards.products[4].guests: expected a party the experience takes (2 to 6)',
    "giftCards.products[4].values: expected no values and no customAmount: a voucher's price is the experience's for its party",
  ]);
  expect(problems(['      experience: nowhere', '      guests: 2'])).toEqual([
    'giftCards.products[4].experience: expected the id of an experience of this file, not "nowhere"',
  ]);
  // Its price is the experience's for the party, in the plan the database is written from.
  const result = readVenueFile(withVoucher(['      experience: aurora-vendemmia', '      guests: 3', '      covers: amount']), 'venue.yaml');
  if (!result.ok) throw new Error('expected a valid file');
  const product = planFromFile(result.venue, new Date('2026-06-01T08:00:00Z')).products.find((p) => p.key === 'vineyard-morning-for-two');
  expect(product).toMatchObject({ values: [28500], voucherExperienceKey: 'aurora-vendemmia', voucherGuests: 3, voucherCovers: 'amount' });
});

test('privacy.retentionDays: at least 30 days; kept in the plan and written back by export', () => {
  const withRetention = (days: string) => `${example.trimEnd()}\nprivacy:\n  retentionDays: ${days}\n`;
  expect(problemsOf(withRetention('10')).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''))).toEqual([
    'privacy.retentionDays: expected integer to be greater or equal to 30',
  ]);
  const result = readVenueFile(withRetention('730'), 'venue.yaml');
  if (!result.ok) throw new Error('expected a valid file');
  const plan = planFromFile(result.venue, new Date('2026-06-01T08:00:00Z'));
  expect(plan.venue.retentionDays).toBe(730);
  expect(writeVenueFile(plan)).toMatch(/\nprivacy:\n {2}retentionDays: 730\n/);
  // Without the field nothing is anonymised by time (null), and export writes no privacy section.
  const without = readVenueFile(example, 'venue.yaml');
  if (!without.ok) throw new Error('expected a valid file');
  expect(planFromFile(without.venue, new Date('2026-06-01T08:00:00Z')).venue.retentionDays).toBeNull();
});

test('days that are no day of the calendar, and instants out of order once resolved, are located problems', () => {
  const text = example
    .replace('closures: [2027-12-25, 2028-01-01]', 'closures: [2027-02-29, 1969-12-31]')
    .replace('starts: 2026-01-01T00:00:00+01:00', 'starts: 2026-01-01T24:00:00+01:00')
    .replace('ends: 2030-12-31T23:59:00+01:00', 'ends: 2030-12-31T23:59:00+99:00');
  expect(problemsOf(text).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''))).toEqual([
    'closures[0]: expected a real day between 1970-01-01 and 9999-12-31',
    'closures[1]: expected a real day between 1970-01-01 and 9999-12-31',
    'promotions[0].starts: expected a real date and time between 1970-01-01 and 9999-12-31, with an offset of at most ±14:00',
    'promotions[0].ends: expected a real date and time between 1970-01-01 and 9999-12-31, with an offset of at most ±14:00',
  ]);

  // A demo venue's relative dates are resolved on the day of the check: `next 02-30` is no day,
  // and a harvest ending before it starts is out of order.
  const aurora = readFileSync(path.join(REPO_ROOT, 'venues/cantina-aurora.yaml'), 'utf8')
    .replace('from: today+14d', 'from: next 02-30')
    .replace('to: today+75d', 'to: today+3d');
  const result = readVenueFile(aurora, 'venue.yaml', new Date('2026-06-01T08:00:00Z'));
  expect(result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
    'experiences[2].dates.from: expected a real day between 1970-01-01 and 9999-12-31 (it falls on 2027-02-30)',
  ]);
  const reversed = readVenueFile(aurora.replace('from: next 02-30', 'from: today+14d'), 'venue.yaml', new Date('2026-06-01T08:00:00Z'));
  expect(reversed.ok ? [] : reversed.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
    'experiences[2].dates.to: expected a day on or after dates.from (today+14d, 2026-06-15)',
  ]);
});

test('two experiences with one link, a voucher worth more than the largest amount, and demo claims the database refuses are located problems', () => {
  const aurora = readFileSync(path.join(REPO_ROOT, 'venues/cantina-aurora.yaml'), 'utf8');
  const text = aurora
    .replace('link: aurora-tour-con-pranzo', 'link: aurora-degustazione-classica')
    .replace('    price: 95\n', '    price: 600000\n')
    .replace('email: anna.conti@example.com', 'email: Marco.Ferrero+demo@example.com')
    .replace(
      /( {4}- promotion: visita-in-anteprima\n {6}firstName: Giulia\n)/,
      '    - promotion: visita-in-anteprima\n      firstName: Piero\n      lastName: Neri\n      email: piero@example.com\n      daysAgo: 1\n$1',
    );
  expect(problemsOf(text).map((p) => p.replace(/^venue\.yaml:\d+:\d+: /, ''))).toEqual([
    'experiences[1].link: link "aurora-degustazione-classica" is also the link of experiences[0] (aurora-degustazione-classica)',
    "giftCards.products[4].guests: expected a voucher worth at most 1000000 (the experience's price 600000 × 2 guests)",
    'demoData.claims[3].email: expected one claim per person: Marco.Ferrero+demo@example.com already claims visita-in-anteprima',
    'demoData.claims[3].promotion: expected at most 3 claims of visita-in-anteprima (its quantity)',
  ]);
});
