/** A gift card as a wallet pass: its balance up front, the code as QR, the last day of validity. */
import { textsIn } from '../../i18n/texts';
import { type Language, i18n } from '../../lib/i18n-text';
import { addDays, wallInstant } from '../../lib/wall-clock';
import { type CardState, cardState } from '../giftcards/card-state';
import { formatAmount, formatDay } from '../giftcards/email/format';
import { formatGiftcardCode } from '../giftcards/giftcard-code';
import type { CardRow } from '../giftcards/giftcard-repository';
import type { OrderRow } from '../giftcards/order-repository';
import type { Venue } from '../venues/venue-repository';
import type { PassContent, PassState } from './pass-content';

const STATES: Record<CardState, PassState> = { active: 'active', partly_redeemed: 'active', redeemed: 'completed', expired: 'expired', void: 'inactive' };

export function giftcardPassContent(card: CardRow, order: OrderRow, venue: Venue, language: Language, now: Date): PassContent {
  const t = textsIn(language, 'giftcardPass');
  const values = { venue: venue.name };
  const code = formatGiftcardCode(card.code);
  return {
    kind: 'giftcard',
    subjectId: card.id,
    venue,
    language,
    state: STATES[cardState(card, now, venue.timezone)],
    description: t('description', values),
    title: i18n(order.productTitle)[language] || t('title'),
    barcode: { message: code, altText: code },
    primary: { key: 'balance', label: t('balance'), value: formatAmount(card.balance, card.currency, language) },
    secondary: [
      { key: 'validUntil', label: t('validUntil'), value: formatDay(card.expiresOn, language) },
      { key: 'value', label: t('value'), value: formatAmount(card.initialAmount, card.currency, language) },
    ],
    back: [
      { key: 'code', label: t('code'), value: code },
      { key: 'howTo', label: '', value: t('howTo', values) },
    ],
    // The last day counts whole, at the venue.
    expiresAt: wallInstant(addDays(card.expiresOn, 1), '00:00', venue.timezone) ?? undefined,
    balance: { amount: card.balance, currency: card.currency },
  };
}
