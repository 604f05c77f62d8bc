import { localeFor } from '@venue/shared';

/** An instant (ISO, UTC) as the venue's wall clock in the visitor's language, e.g. "Thursday 4 June, 12:30". */
export function formatVenueInstant(iso: string, language: string, timezone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFor(language), { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: timezone }).format(
    instant,
  );
}
