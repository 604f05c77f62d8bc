/** Anchors relative demo dates (closures, dated experiences) to the day of the first start. */
import { addDays, isoWeekday, venueToday } from '../lib/wall-clock';
import type { DemoClock } from './demo-types';

export function demoClock(now: Date, timezone: string): DemoClock {
  const today = venueToday(now, timezone);
  return {
    now,
    today,
    inDays: (n) => addDays(today, n),
    nextDate: (monthDay) => {
      const year = Number(today.slice(0, 4));
      const candidate = `${year}-${monthDay}`;
      return candidate >= today ? candidate : `${year + 1}-${monthDay}`;
    },
  };
}

/** The first date at least `minDays` after today that falls on an ISO weekday (1 = Monday). */
export function weekdayFrom(clock: DemoClock, minDays: number, weekday: number): string {
  for (let n = minDays; ; n++) if (isoWeekday(clock.inDays(n)) === weekday) return clock.inDays(n);
}
