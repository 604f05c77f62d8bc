/**
 * What a gift card or voucher applied in the payment step pays: its part, what is left for the
 * bank card, and a gift card's balance. A voucher has no balance to tell: the booking uses it up.
 */
import { formatMoney, useTranslation } from '@venue/shared';
import type { GiftcardApplied } from '../../../api/booking-api';
import styles from '../../../components/booking-screen.module.css';

export function GiftcardAppliedNotice({ applied }: { applied: GiftcardApplied }) {
  const { t, i18n } = useTranslation('booking');
  const money = (n: number) => formatMoney(n, applied.giftcard.currency, i18n.language);
  const { voucher, code, amount, balance } = applied.giftcard;
  return (
    <div className={styles.notice} role="status" data-testid="giftcard-applied">
      <p className={styles.giftLine}>{t(voucher ? 'voucher.pays' : 'giftcard.used', { amount: money(amount), code })}</p>
      <p className={styles.giftLine}>
        <strong>{applied.dueByCard > 0 ? t('giftcard.rest', { amount: money(applied.dueByCard) }) : t(voucher ? 'voucher.covered' : 'giftcard.covered')}</strong>
      </p>
      {voucher ? null : <p className={styles.muted}>{t('giftcard.balanceLeft', { amount: money(balance) })}</p>}
    </div>
  );
}
