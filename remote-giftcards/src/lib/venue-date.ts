/** Dates of the venue's calendar (YYYY-MM-DD). */
import { formatDate } from '@venue/shared';

/** Today at the venue (its time zone, whatever the visitor's clock zone). */
export function venueToday(timezone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone || 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "20 June 2026" in the visitor's language. */
export const longDate = (date: string, language: string) => formatDate(date, language, 'long');
