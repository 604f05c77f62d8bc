/**
 * The custom amount as typed, in the venue currency's major units ("75", "75.5", "75,50"), to
 * minor units; null when it is not an amount. Every venue currency has two decimals.
 */
export function parseAmountInput(value: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units → the text of an amount input ("75" or "75.50"). */
export function amountInputText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
