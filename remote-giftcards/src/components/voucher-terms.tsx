import { useTranslation } from '@venue/shared';
import type { GiftcardProduct } from '../api/giftcard-schemas';
import styles from './ui.module.css';

/**
 * An experience voucher's terms: the party it is for and that it books its experience once (its
 * experience is in the product's title); with `covers`, what it pays when booked. Nothing for a
 * gift card of an amount.
 */
export function VoucherTerms({ voucher, covers = false }: { voucher: GiftcardProduct['voucher']; covers?: boolean }) {
  const { t } = useTranslation('giftcards');
  if (!voucher) return null;
  return (
    <>
      <p className={styles.voucher} data-testid="voucher-terms">
        {t('voucher.forGuests', { count: voucher.guests })}
      </p>
      {covers ? <p className={styles.voucherCovers}>{t(voucher.covers === 'amount' ? 'voucher.coversAmount' : 'voucher.coversExperience')}</p> : null}
    </>
  );
}
