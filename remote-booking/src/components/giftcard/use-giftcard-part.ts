/**
 * What a gift card applied in a card step leaves for the bank card: the amount still due and the
 * payment's client secret for it (the server answers a new one with the rest). The booking's
 * payment step and a waiting guest's offer both pay this way.
 */
import { useState } from 'react';
import type { GiftcardApplied } from '../../api/booking-api';

export interface GiftcardPart {
  /** The card applied, or null: the bank card pays the whole amount. */
  applied: GiftcardApplied | null;
  /** What is left to pay by bank card. */
  due: number;
  /** The client secret of the payment for what is due. */
  clientSecret: string;
  apply: (applied: GiftcardApplied) => void;
  remove: () => void;
}

export function useGiftcardPart(amount: number, clientSecret: string): GiftcardPart {
  const [applied, setApplied] = useState<GiftcardApplied | null>(null);
  return {
    applied,
    due: applied ? applied.dueByCard : amount,
    clientSecret: applied?.clientSecret ?? clientSecret,
    apply: setApplied,
    remove: () => setApplied(null),
  };
}
