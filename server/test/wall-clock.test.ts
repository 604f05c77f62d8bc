/**
 * venueToday, wallInstant and venueIso read the venue's wall clock through one cached Intl formatter per
 * zone (dayjs's tz() built one per call, about a millisecond each, and parsed through the
 * process's own zone). Checked against a brute-force search, around DST changes in both
 * hemispheres, with the process in America/New_York (jest.config.js).
 */
import { venueIso, venueToday, wallInstant } from '../src/lib/wall-clock';

const ZONES = ['Europe/Rome', 'Europe/Zurich', 'Indian/Mauritius', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];

const reference = new Map<string, Intl.DateTimeFormat>();
function readWall(instant: number, tz: string): string {
  let f = reference.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    reference.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Every instant (15-minute steps, offsets within ±15 h) that reads as this wall time; the first. */
function bruteForce(date: string, time: string, tz: string): string | null {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  for (let t = asUtc - 15 * 3_600_000; t <= asUtc + 15 * 3_600_000; t += 15 * 60_000) {
    if (readWall(t, tz) === `${date} ${time}`) return new Date(t).toISOString();
  }
  return null;
}

describe('wall clock', () => {
  // The DST changes of 2026 (Europe, North America, Lord Howe's half hour) and ordinary days.
  const dates = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-06-15', '2026-10-04', '2026-10-25', '2026-11-01', '2026-12-31', '2027-01-01'];
  const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

  it.each(ZONES)('wallInstant in %s: the first instant of that wall time, null when it is skipped', (tz) => {
    for (const date of dates) {
      for (const time of times) {
        expect([date, time, wallInstant(date, time, tz)?.toISOString() ?? null]).toEqual([date, time, bruteForce(date, time, tz)]);
      }
    }
  });

  it('wallInstant: skipped, repeated and ordinary times; the process zone never leaks in', () => {
    expect(wallInstant('2026-03-29', '02:30', 'Europe/Rome')).toBeNull();
    expect(wallInstant('2026-10-25', '02:30', 'Europe/Rome')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallInstant('2026-11-01', '01:00', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(wallInstant('2026-11-24', '19:30', 'Indian/Mauritius')?.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    // 02:00 does not exist in New York (the process zone) that day; in Rome it does.
    expect(wallInstant('2026-03-08', '02:00', 'Europe/Rome')?.toISOString()).toBe('2026-03-08T01:00:00.000Z');
  });

  it.each(ZONES)('venueToday in %s', (tz) => {
    for (const [from, to] of [
      [Date.UTC(2026, 2, 27), Date.UTC(2026, 2, 31)],
      [Date.UTC(2026, 9, 23), Date.UTC(2026, 10, 3)],
    ] as const) {
      for (let t = from; t < to; t += 17 * 60_000) expect(venueToday(new Date(t), tz)).toBe(readWall(t, tz).slice(0, 10));
    }
  });
});

describe('venueIso', () => {
  test.each([
    // Rome in winter and in summer, Mauritius (no DST), New York (west of UTC), Kolkata and Lord Howe (half hours).
    ['2026-01-15T18:30:05Z', 'Europe/Rome', '2026-01-15T19:30:05+01:00'],
    ['2026-07-15T18:30:00Z', 'Europe/Rome', '2026-07-15T20:30:00+02:00'],
    ['2026-12-31T22:59:59Z', 'Indian/Mauritius', '2027-01-01T02:59:59+04:00'],
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08T01:59:00-05:00'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08T03:00:00-04:00'],
    ['2026-06-01T00:00:00Z', 'Asia/Kolkata', '2026-06-01T05:30:00+05:30'],
    ['2026-06-01T00:00:00Z', 'Australia/Lord_Howe', '2026-06-01T10:30:00+10:30'],
    ['2026-06-01T00:00:00Z', 'UTC', '2026-06-01T00:00:00+00:00'],
  ])('%s in %s is %s', (instant, tz, iso) => {
    expect(venueIso(new Date(instant), tz)).toBe(iso);
  });

  test("reads back as the same instant, every 7 minutes around both of Rome's changes of 2026", () => {
    for (const [from, to] of [
      [Date.UTC(2026, 2, 28, 22), Date.UTC(2026, 2, 29, 4)],
      [Date.UTC(2026, 9, 24, 22), Date.UTC(2026, 9, 25, 4)],
    ] as const) {
      for (let t = from; t < to; t += 7 * 60_000) {
        const iso = venueIso(new Date(t), 'Europe/Rome');
        expect(new Date(iso).getTime()).toBe(t);
        expect(iso.slice(0, 16).replace('T', ' ')).toBe(readWall(t, 'Europe/Rome').replace(', ', ' '));
      }
    }
  });
});
