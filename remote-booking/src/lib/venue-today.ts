// One formatter per zone: making one costs far more than using it, and the booking flow asks for
// today on every render of its frame (first-screen.tsx).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timezone, f);
  }
  return f;
}

/** Today's date (YYYY-MM-DD) at the venue, whatever the visitor's clock and zone. */
export function venueToday(timezone: string, now: Date = new Date()): string {
  const parts = formatterFor(timezone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
