import { currentLanguage, formatMoney, useTranslation } from '@venue/shared';
import styles from './ui.module.css';

interface OrderSummaryProps {
  product: string;
  cardValue: number;
  quantity: number;
  currency: string;
  /** Rows shown first (order number, date). */
  extra?: Array<[string, string]>;
}

/** Product, card value, quantity and total (computed here for display; the server computes the price). */
export function OrderSummary({ product, cardValue, quantity, currency, extra = [] }: OrderSummaryProps) {
  const { t } = useTranslation('giftcards');
  const money = (minor: number) => formatMoney(minor, currency, currentLanguage());
  const rows: Array<[string, string]> = [
    ...extra,
    [t('checkout.product'), product],
    [t('checkout.cardValue'), money(cardValue)],
    [t('checkout.quantity'), String(quantity)],
  ];
  return (
    <dl className={styles.summary} data-testid="order-summary">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summaryRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
        <dt>{t('checkout.total')}</dt>
        <dd data-testid="order-total">{money(cardValue * quantity)}</dd>
      </div>
    </dl>
  );
}
