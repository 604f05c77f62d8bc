import { parseAmountInput } from '../../lib/money-input';

export type RedeemAmountCheck = { ok: true; amount: number } | { ok: false; reason: 'required' | 'invalid' | 'over' };

/**
 * The amount typed at the door, in major units ("12", "12.5", "12,50"), to minor units: at least
 * one cent, at most what the card holds. Empty is refused here (the server would take it as
 * "everything"): the whole balance is a button that fills the field, so staff see the amount.
 */
export function checkRedeemAmount(text: string, balance: number): RedeemAmountCheck {
  if (!text.trim()) return { ok: false, reason: 'required' };
  const amount = parseAmountInput(text);
  if (amount === null || amount <= 0) return { ok: false, reason: 'invalid' };
  if (amount > balance) return { ok: false, reason: 'over' };
  return { ok: true, amount };
}
