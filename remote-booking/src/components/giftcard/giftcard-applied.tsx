/**
 * What a gift card or voucher applied in the payment step pays: its part, what is left for the
 * bank card, and a gift card's balance. A voucher has no balance to tell: the booking uses it up.
 * While the bank card still has a part to pay, the guest may take the card off (to use another).
 */
import { formatMoney, useTranslation } from '@venue/shared';
import type { GiftcardApplied } from '../../api/booking-api';
import styles from '../booking-screen.module.css';

export interface GiftcardAppliedNoticeProps {
  applied: GiftcardApplied;
  /** Takes the card off the booking; absent once nothing is left to pay by card. */
  onRemove?: () => void;
  removing?: boolean;
}

export function GiftcardAppliedNotice({ applied, onRemove, removing = false }: GiftcardAppliedNoticeProps) {
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
      {onRemove && applied.dueByCard > 0 ? (
        <button type="button" className={`sh-button sh-button--secondary ${styles.giftRemove}`} onClick={onRemove} disabled={removing} aria-busy={removing || undefined}>
          {t(voucher ? 'voucher.remove' : 'giftcard.remove', { code })}
        </button>
      ) : null}
    </div>
  );
}
