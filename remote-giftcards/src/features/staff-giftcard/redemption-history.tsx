import { formatDate, formatMoney, useTranslation } from '@venue/shared';
import type { GiftcardDoorCode } from '@venue/shared/staff';
import { STAFF_GIFTCARD_NS } from '../../i18n/staff-giftcard-resources';
import styles from './staff-giftcard.module.css';

/** What was taken from the card before, newest first: how much, when, by whom. */
export function RedemptionHistory({ card }: { card: GiftcardDoorCode }) {
  const { t, i18n } = useTranslation(STAFF_GIFTCARD_NS);
  if (card.utilizzi.length === 0) return null;
  return (
    <section className={styles.history}>
      <h2 className={styles.historyTitle}>{t('history')}</h2>
      <ul>
        {[...card.utilizzi].reverse().map((use) => {
          const values = { amount: formatMoney(use.importo, card.currency, i18n.language), date: formatDate(use.il, i18n.language, 'medium'), label: use.usedBy };
          return <li key={`${use.il}-${use.saldoDopo}`}>{use.usedBy ? t('historyBy', values) : t('historyLine', values)}</li>;
        })}
      </ul>
    </section>
  );
}
