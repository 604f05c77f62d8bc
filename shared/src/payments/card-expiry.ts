/**
 * A card's expiry as people type it: "12/29", "12 / 29", "1229", "12/2029", "1/29", "122029".
 * Without a slash, the first two digits are the month ("129" is ambiguous and refused).
 */
export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

export function parseCardExpiry(typed: string): CardExpiry | null {
  const text = typed.trim();
  const parts = /^(\d{1,2})\s*[/\-.]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text.replace(/\s+/g, ''));
  if (!parts) return null;
  const month = Number(parts[1]);
  const year = parts[2]!.length === 2 ? 2000 + Number(parts[2]) : Number(parts[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The wire form of an expiry (docs/api.md, demo gateway): "MM/YY". */
export function formatCardExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
