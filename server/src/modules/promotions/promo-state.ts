/**
 * States of docs/product.md#states, computed from the data and the server's clock. A promotion is
 * `inactive` (switched off, or not started yet), `expired` (claim period over), `terminated`
 * (no codes left) or `active`. A claimed code is `requested` (to be used by its use-by date),
 * `used`, or `expired` (the use-by date has passed).
 */
import { addDays, venueToday } from '../../lib/wall-clock';

export type PromotionState = 'active' | 'inactive' | 'expired' | 'terminated';
export type ClaimState = 'requested' | 'used' | 'expired';

export interface PromotionFacts {
  active: boolean;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
  claimedCount: number;
}

export function promotionState(p: PromotionFacts, now: Date): PromotionState {
  if (!p.active || now < p.startsAt) return 'inactive';
  if (now >= p.endsAt) return 'expired';
  if (p.claimedCount >= p.quantity) return 'terminated';
  return 'active';
}

export const remaining = (p: PromotionFacts): number => Math.max(0, p.quantity - p.claimedCount);

export interface UseByRule {
  useByDate: string | null;
  useByDays: number | null;
  endsAt: Date;
}

/** Last day (venue date, inclusive) a code claimed at `claimedAt` can be used. */
export function useByDate(rule: UseByRule, claimedAt: Date, timezone: string): string {
  if (rule.useByDate) return rule.useByDate;
  if (rule.useByDays !== null && rule.useByDays !== undefined) return addDays(venueToday(claimedAt, timezone), rule.useByDays);
  return venueToday(rule.endsAt, timezone);
}

export function claimState(c: { redeemedAt: Date | null; useBy: string }, now: Date, timezone: string): ClaimState {
  if (c.redeemedAt) return 'used';
  return venueToday(now, timezone) > c.useBy ? 'expired' : 'requested';
}
