/**
 * Calendar dates and wall-clock times in a venue's time zone. Dates are 'YYYY-MM-DD' and times
 * 'HH:mm' strings; date arithmetic runs in UTC so the process time zone never leaks in.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * One formatter per time zone, kept: creating an Intl.DateTimeFormat costs far more than using
 * one, and dayjs's tz() creates one per call (about a millisecond each). Availability asks for
 * hundreds of wall-clock instants per month call (bench/api-load.mjs).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

interface WallParts {
  date: string;
  time: string;
  /** The wall clock read as if it were UTC, in ms. */
  asUtc: number;
}

function wallParts(instant: number, tz: string): WallParts {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  const p: Record<string, string> = {};
  for (const { type, value } of f.formatToParts(instant)) p[type] = value;
  const hour = String(Number(p.hour) % 24).padStart(2, '0');
  const year = p.year!.padStart(4, '0');
  return {
    date: `${year}-${p.month}-${p.day}`,
    time: `${hour}:${p.minute}`,
    asUtc: Date.UTC(Number(year), Number(p.month) - 1, Number(p.day), Number(hour), Number(p.minute), Number(p.second)),
  };
}

/** The zone's offset from UTC at an instant, in ms (whole seconds). */
function offsetAt(instant: number, tz: string): number {
  return wallParts(instant, tz).asUtc - Math.floor(instant / 1000) * 1000;
}

/** Today's date at the venue. */
export function venueToday(now: Date, tz: string): string {
  return wallParts(now.getTime(), tz).date;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = dayjs.utc(date).day();
  return d === 0 ? 7 : d;
}

/** Every date of a month (month 1-12). */
export function monthDates(year: number, month: number): string[] {
  const first = dayjs.utc(`${year}-${String(month).padStart(2, '0')}-01`);
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'));
}

export function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:mm:ss' (PostgreSQL time) or 'HH:mm' -> 'HH:mm'. */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/**
 * The instant a wall-clock time happens at the venue, or null when that time does not exist
 * (the hour skipped when clocks go forward). A repeated hour (clocks go back) gives its first
 * instant. Never the process's time zone (dayjs.tz parsed through it, and its answer for a
 * repeated hour changed with the season it was asked in).
 */
export function wallInstant(date: string, time: string, tz: string): Date | null {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day before and a day after: one, or both sides of a change. The
  // earlier instant that reads back as this wall time wins (a repeated hour: its first pass).
  const before = offsetAt(asUtc - 86_400_000, tz);
  const after = offsetAt(asUtc + 86_400_000, tz);
  for (const offset of before === after ? [before] : [Math.max(before, after), Math.min(before, after)]) {
    const back = wallParts(asUtc - offset, tz);
    if (back.date === date && back.time === time) return new Date(asUtc - offset);
  }
  return null;
}

/** An instant as ISO 8601 with the venue's UTC offset, e.g. 2026-12-31T23:59:59+01:00. */
export function venueIso(instant: Date, tz: string): string {
  const ms = instant.getTime();
  const wall = wallParts(ms, tz);
  const seconds = String(new Date(wall.asUtc).getUTCSeconds()).padStart(2, '0');
  const offset = Math.round((wall.asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
  const abs = Math.abs(offset);
  return `${wall.date}T${wall.time}:${seconds}${offset < 0 ? '-' : '+'}${fromMinutes(abs)}`;
}
