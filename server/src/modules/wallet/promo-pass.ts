/** A claimed promo code as a wallet pass: the promotion's title, the code as QR, the last day to use it. */
import { textsIn } from '../../i18n/texts';
import { type Language, i18n } from '../../lib/i18n-text';
import { addDays, wallInstant } from '../../lib/wall-clock';
import { formatPromoCode } from '../promotions/promo-code';
import type { ClaimRow } from '../promotions/promo-claim-repository';
import { formatVenueDate } from '../promotions/promo-claim-email';
import { type ClaimState, claimState } from '../promotions/promo-state';
import type { PromotionRow } from '../promotions/promotion-repository';
import type { Venue } from '../venues/venue-repository';
import type { PassContent, PassState } from './pass-content';

const STATES: Record<ClaimState, PassState> = { requested: 'active', used: 'completed', expired: 'expired' };

export function promoPassContent(claim: ClaimRow, promotion: PromotionRow, venue: Venue, language: Language, now: Date): PassContent {
  const t = textsIn(language, 'promoPass');
  const title = i18n(promotion.title)[language];
  const conditions = i18n(promotion.conditions)[language];
  const values = { venue: venue.name, promo: title };
  const code = formatPromoCode(claim.code);
  return {
    kind: 'promo',
    subjectId: claim.id,
    venue,
    language,
    state: STATES[claimState(claim, now, venue.timezone)],
    description: t('description', values),
    title,
    barcode: { message: code, altText: code },
    primary: { key: 'offer', label: venue.name, value: title },
    secondary: [
      { key: 'useBy', label: t('useBy'), value: formatVenueDate(claim.useBy, language) },
      { key: 'name', label: t('name'), value: `${claim.firstName} ${claim.lastName}`.trim() },
    ],
    back: [
      { key: 'code', label: t('code'), value: code },
      ...(conditions ? [{ key: 'conditions', label: t('conditions'), value: conditions }] : []),
      { key: 'howTo', label: '', value: t('howTo', values) },
    ],
    expiresAt: wallInstant(addDays(claim.useBy, 1), '00:00', venue.timezone) ?? undefined,
  };
}
