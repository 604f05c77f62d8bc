/** The amount rules of the detail screen, the same as the server's pricing (server/src/modules/giftcards/pricing.ts). */
import { parseAmountInput } from './money-input';

export const MAX_QUANTITY = 10;

export interface AmountChoice {
  /** A fixed value (minor units), or 'custom' with the typed text. */
  kind: 'fixed' | 'custom';
  value: number;
  text: string;
}

export interface Bounds {
  min: number;
  max: number;
}

/** The chosen amount in minor units, or the reason it is not acceptable. */
export function checkAmount(choice: AmountChoice, values: number[], bounds: Bounds): { ok: true; amount: number } | { ok: false; reason: 'required' | 'range' } {
  if (choice.kind === 'fixed') return values.includes(choice.value) ? { ok: true, amount: choice.value } : { ok: false, reason: 'required' };
  if (!choice.text.trim()) return { ok: false, reason: 'required' };
  const amount = parseAmountInput(choice.text);
  if (amount === null || amount < bounds.min || amount > bounds.max) return { ok: false, reason: 'range' };
  return { ok: true, amount };
}

export const clampQuantity = (n: number): number => Math.min(MAX_QUANTITY, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));
