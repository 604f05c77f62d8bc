/**
 * The month calendar's keyboard moves (WAI-ARIA APG date grid): the date an arrow, Home / End or
 * Page Up / Page Down key leads to. Loaded on demand by month-calendar.tsx.
 */
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}
/** The same day of another month, kept inside that month (31 Jan + 1 month → 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(Number(date.slice(8, 10)), last)).padStart(2, '0')}`;
}
/** 0 = Monday. */
const weekdayOf = (date: string) => (utc(date).getUTCDay() + 6) % 7;

/** The date a key moves to from `date` (a key the grid does not handle stays). */
export function moveFor(key: string, date: string): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return date;
  }
}
