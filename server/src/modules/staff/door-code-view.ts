/**
 * The door's answer for a code: one summary whatever its kind (state, who used it when, a gift
 * card's balance), then the kind's own staff view, the same as promo/lookup or giftcard/lookup.
 */
import type { lookupCard } from '../giftcards/staff-service';
import type { lookupPromoCode } from '../promotions/promo-redeem-service';

type PromoView = Awaited<ReturnType<typeof lookupPromoCode>>;
type CardView = Awaited<ReturnType<typeof lookupCard>>;

/** valid: can be used now; used: a promo code redeemed, a gift card with nothing left. */
export type DoorState = 'valid' | 'used' | 'expired' | 'void';

const PROMO_STATES: Record<PromoView['stato'], DoorState> = { requested: 'valid', used: 'used', expired: 'expired' };
const CARD_STATES: Record<CardView['stato'], DoorState> = { active: 'valid', partly_redeemed: 'valid', redeemed: 'used', expired: 'expired', void: 'void' };

/** usedBy comes with the view (promo-serializer.ts). */
export function promoDoorView(view: PromoView) {
  return { kind: 'promo' as const, state: PROMO_STATES[view.stato], code: view.codice, usedAt: view.usataIl, ...view };
}

/** usedAt and usedBy: the card's last redemption (a partly used card is still valid). */
export function cardDoorView(view: CardView) {
  const last = view.utilizzi.at(-1);
  return {
    kind: 'giftcard' as const,
    state: CARD_STATES[view.stato],
    code: view.codice,
    usedAt: last?.il ?? null,
    usedBy: last?.usedBy ?? null,
    balance: view.saldo,
    currency: view.valuta,
    ...view,
  };
}
