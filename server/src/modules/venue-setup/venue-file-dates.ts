/**
 * Whether a date or instant of a venue file, once resolved (relative-dates.ts), is a real one the
 * database stores as written: the schema's patterns let through 2027-02-30, 24:00 or an offset of
 * +99:99, which JavaScript rolls over or refuses and PostgreSQL refuses.
 */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-31';
export const DAY_RANGE = `between ${FIRST_DAY} and ${LAST_DAY}`;

/** A YYYY-MM-DD that names a day of the calendar, within DAY_RANGE. */
export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && value >= FIRST_DAY && value <= LAST_DAY;
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,3})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** An ISO instant with a real day, hour, minute and offset (±14:00 at most), within DAY_RANGE in UTC. */
export function isRealInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds, , offsetHours, offsetMinutes] = match;
  if (!isRealDay(day!) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return false;
  if (offsetHours !== undefined && (Number(offsetHours) * 60 + Number(offsetMinutes) > 14 * 60 || Number(offsetMinutes) > 59)) return false;
  const utcDay = new Date(value).toISOString().slice(0, 10);
  return utcDay >= FIRST_DAY && utcDay <= LAST_DAY;
}
