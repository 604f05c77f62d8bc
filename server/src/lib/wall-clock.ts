/**
 * Calendar dates and wall-clock times in a venue's time zone. Dates are 'YYYY-MM-DD' and times
 * 'HH:mm' strings; date arithmetic runs in UTC so the process time zone never leaks in.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's date at the venue. */
export function venueToday(now: Date, tz: string): string {
  return dayjs(now).tz(tz).format('YYYY-MM-DD');
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
 * (the hour skipped when clocks go forward). A repeated hour (clocks go back) gives one instant.
 */
export function wallInstant(date: string, time: string, tz: string): Date | null {
  const d = dayjs.tz(`${date}T${time}:00`, tz);
  return d.tz(tz).format('YYYY-MM-DD HH:mm') === `${date} ${time}` ? d.toDate() : null;
}

/** An instant as ISO 8601 with the venue's UTC offset, e.g. 2026-12-31T23:59:59+01:00. */
export function venueIso(instant: Date, tz: string): string {
  return dayjs(instant).tz(tz).format('YYYY-MM-DDTHH:mm:ssZ');
}
