/**
 * Why the venue refused a gift card or voucher (reservation/giftcard), in the guest's language:
 * the booking's own text of the code (errors.GIFTCARD_*, errors.VOUCHER_*), else the common one.
 */
import { apiErrorKey, isApiError, useTranslation } from '@venue/shared';

export function useGiftcardRefusal(): (err: unknown) => string {
  const { t } = useTranslation('booking');
  return (err) => {
    const code = isApiError(err) ? err.code : 'generic';
    return t(`errors.${code}`, { defaultValue: t(apiErrorKey(code)) });
  };
}

/** A refusal about the card itself (unknown, used, expired, another experience…): trying it again changes nothing. */
export const refusedForGood = (err: unknown): boolean => isApiError(err) && /^(GIFTCARD|VOUCHER)_/.test(err.code);
