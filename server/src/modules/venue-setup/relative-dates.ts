/**
 * Demo venue files write their dates relative to the day they are applied, so a demo seeded
 * today always has a dated experience next month and a promotion that ended last week:
 *   today, today+14d, today-10d, next 12-25, today+7d fri  (dates, at the venue)
 *   now, now+60d, now-1d                                   (instants)
 * Real venues write plain dates (venue-file-rules.ts refuses these forms there).
 */
import { addDays, isoWeekday } from '../../lib/wall-clock';
import { WEEKDAYS } from './venue-file-schema';

const RELATIVE_DATE = /^today(?:([+-]\d+)d)?(?: (mon|tue|wed|thu|fri|sat|sun))?$/;
const NEXT_DAY = /^next (\d{2}-\d{2})$/;
const RELATIVE_INSTANT = /^now(?:([+-]\d+)d)?$/;
const DAY_MS = 86_400_000;

export function isRelativeDate(value: string): boolean {
  return RELATIVE_DATE.test(value) || NEXT_DAY.test(value);
}

/** A date of the file as YYYY-MM-DD, `today` being the venue's day of the apply. */
export function resolveDate(value: string, today: string): string {
  const next = NEXT_DAY.exec(value);
  if (next) {
    const candidate = `${today.slice(0, 4)}-${next[1]}`;
    return candidate >= today ? candidate : `${Number(today.slice(0, 4)) + 1}-${next[1]}`;
  }
  const relative = RELATIVE_DATE.exec(value);
  if (!relative) return value;
  let date = addDays(today, Number(relative[1] ?? 0));
  const weekday = relative[2] ? WEEKDAYS.indexOf(relative[2] as (typeof WEEKDAYS)[number]) + 1 : 0;
  while (weekday && isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

export function resolveInstant(value: string, now: Date): Date {
  const relative = RELATIVE_INSTANT.exec(value);
  return relative ? new Date(now.getTime() + Number(relative[1] ?? 0) * DAY_MS) : new Date(value);
}
