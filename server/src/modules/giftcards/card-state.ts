/**
 * A card's state as people see it. Stored: active, redeemed, void. Derived: partly redeemed
 * (some value used), expired (past its last day at the venue, with value left).
 */
import { venueToday } from '../../lib/wall-clock';

export type CardState = 'active' | 'partly_redeemed' | 'redeemed' | 'expired' | 'void';

export interface CardFacts {
  status: 'active' | 'redeemed' | 'void';
  balance: number;
  initialAmount: number;
  expiresOn: string;
}

export function cardState(card: CardFacts, now: Date, timezone: string): CardState {
  if (card.status === 'void') return 'void';
  if (card.status === 'redeemed' || card.balance === 0) return 'redeemed';
  if (card.expiresOn < venueToday(now, timezone)) return 'expired';
  return card.balance < card.initialAmount ? 'partly_redeemed' : 'active';
}

/** Only these states can still pay at the venue. */
export const isSpendable = (state: CardState): boolean => state === 'active' || state === 'partly_redeemed';

/** Last day of validity: `months` after the issue day (clamped to the month's end). */
export function expiryDate(issuedOn: string, months: number): string {
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
