/** Anchors relative demo dates (closures, dated experiences) to the day of the first start. */
import { addDays, venueToday } from '../lib/wall-clock';
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
