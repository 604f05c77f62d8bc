/**
 * The demo data reads like a real venue's, whatever day it is seeded: no lunch offered in the
 * evening, no dinner or evening-only offer at lunch, no harvest out of season, and money in its
 * texts written as the pages write it (one format per language, e.g. "CHF 50.00", "50.00 CHF").
 */
import { demoVenueFiles } from '../src/demo/seed';
import { LANGUAGES } from '../src/lib/i18n-text';
import { formatAmount } from '../src/lib/money';
import { addDays, isoWeekday, venueToday } from '../src/lib/wall-clock';
import { type PlannedExperience, type VenuePlan, planFromFile } from '../src/modules/venue-setup/venue-plan';

// Seeded on any day of the year: the first of each month.
const SEED_DAYS = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1, 9)));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Every start time a guest can pick for the experience (its own times, else the shifts' slots). */
function startTimes(venue: VenuePlan, e: PlannedExperience): string[] {
  if (e.times.length) return e.times;
  const times = new Set<string>();
  for (const shift of venue.shifts) {
    if (e.weekdays && !e.weekdays.includes(shift.weekday)) continue;
    for (let m = minutes(shift.startTime); m < minutes(shift.endTime); m += shift.slotIntervalMinutes) times.add(hhmm(m));
  }
  return [...times];
}

/** The days it runs on in the coming year (dated ones within their dates). */
function runDays(today: string, e: PlannedExperience): string[] {
  const days: string[] = [];
  for (let n = 0; n < 366; n++) {
    const day = addDays(today, n);
    if (e.hasDates && (day < e.startsOn! || day > e.endsOn!)) continue;
    if (e.weekdays && !e.weekdays.includes(isoWeekday(day))) continue;
    days.push(day);
  }
  return days;
}

const text = (e: PlannedExperience) => `${e.title.en} ${e.description.en} ${e.bookingConditions.en}`.toLowerCase();
const files = demoVenueFiles();
const venues = SEED_DAYS.flatMap((now) => files.map((file) => ({ now, venue: planFromFile(file, now), today: venueToday(now, file.timezone) })));

test('lunch is offered at lunch time only; dinner, evening and sunset offers in the evening only; breakfast in the morning', () => {
  const wrong: string[] = [];
  for (const { venue } of venues.slice(0, files.length)) {
    for (const e of venue.experiences) {
      const starts = startTimes(venue, e).map(minutes);
      const says = text(e);
      const lunchOnly = /\blunch\b/.test(says) && !/\bdinner\b/.test(says);
      const eveningOnly = /\b(dinner|evening|sunset)\b/.test(says) && !/\blunch\b/.test(says);
      // Lunch within the visit: a 10:00 cooking class that ends with lunch is fine, a 19:00 one is not.
      const lunchOutside = (m: number) => m > minutes('14:30') || m + e.durationMinutes < minutes('12:00');
      if (lunchOnly && starts.some(lunchOutside)) wrong.push(`${e.key}: lunch at ${starts.map(hhmm)}`);
      if (eveningOnly && starts.some((m) => m < minutes('17:00'))) wrong.push(`${e.key}: evening offer at ${starts.map(hhmm)}`);
      if (/\bbreakfast\b/.test(says) && starts.some((m) => m > minutes('10:00'))) wrong.push(`${e.key}: breakfast at ${starts.map(hhmm)}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a grape harvest only in harvest time (15 August to 31 October), whatever day the demo is seeded', () => {
  const wrong: string[] = [];
  for (const { now, venue, today } of venues) {
    for (const e of venue.experiences) {
      if (!/\b(harvest|vendemmia|vendanges?)\b/.test(`${text(e)} ${e.title.it} ${e.title.fr}`.toLowerCase())) continue;
      const outOfSeason = runDays(today, e).filter((d) => d.slice(5) < '08-15' || d.slice(5) > '10-31');
      if (outOfSeason.length) wrong.push(`${e.key} seeded ${now.toISOString().slice(0, 10)}: ${outOfSeason[0]}…`);
    }
  }
  expect(wrong).toEqual([]);
});

test('CHF amounts in the demo texts are written as the pages write money, in each language', () => {
  const wrong: string[] = [];
  const chf = /CHF\s?\d[\d.,’']*|\d[\d.,’']*\s?CHF/g;
  for (const { venue } of venues.slice(0, files.length)) {
    const texts = [
      venue.venue.description,
      ...venue.experiences.flatMap((e) => [e.title, e.description, e.bookingConditions]),
      ...venue.products.flatMap((g) => [g.title, g.description]),
    ];
    for (const t of texts) {
      for (const language of LANGUAGES) {
        for (const found of (t[language] ?? '').match(chf) ?? []) {
          const minor = Math.round(Number(found.replace(/[^\d.,]/g, '').replace(',', '.')) * 100);
          const expected = formatAmount(minor, 'CHF', language).replace(/\s/g, ' ');
          if (found.replace(/\s/g, ' ') !== expected) wrong.push(`${venue.venue.slug} ${language}: "${found}" (the pages: "${expected}")`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
});
