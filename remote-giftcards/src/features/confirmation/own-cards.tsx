import { currentLanguage, formatDate, formatMoney, useTranslation } from '@venue/shared';
import { QrCode } from '@venue/shared/qr-code';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import { apiUrl } from '../../lib/api-url';
import styles from './confirmation.module.css';
import { type GiftcardOrder } from '../../api/giftcard-schemas';

/** The buyer's own cards: code, QR code, value, validity, the printable page and the card's wallet passes. */
export function OwnCards({ order }: { order: GiftcardOrder }) {
  const { t } = useTranslation('giftcards');
  const lng = currentLanguage();
  const cards = order.cards.filter((c) => c.code);
  if (!cards.length) return null;
  return (
    <section aria-labelledby="own-cards-title" className={styles.cards}>
      <h2 id="own-cards-title">{t('confirmation.yourCards', { count: cards.length })}</h2>
      <ul className={styles.cardList}>
        {cards.map((card) => (
          <li key={card.seq} className={`sh-card ${styles.card}`} data-testid="own-card">
            <QrCode value={card.code!} size={180} />
            <div className={styles.cardText}>
              <p className={styles.label}>{t('confirmation.code')}</p>
              <p className={styles.code} id={`giftcard-code-${card.seq}`} data-testid="giftcard-code">
                {card.code}
              </p>
              <p className={styles.label}>{t('confirmation.value')}</p>
              <p className={styles.value}>{formatMoney(card.value, order.currency, lng)}</p>
              <p className={styles.hint}>{t('confirmation.validUntil', { date: formatDate(card.expiresOn, lng, 'long') })}</p>
              {card.printPath ? (
                <a className="sh-button sh-button--secondary sh-button--small" href={apiUrl(card.printPath)} target="_blank" rel="noopener">
                  {t('confirmation.print')}
                </a>
              ) : null}
            </div>
            {/* Each card its own pass; the code tells the pairs apart to a screen reader. */}
            <WalletButtons wallet={card.wallet} describedBy={`giftcard-code-${card.seq}`} className={styles.wallet} />
          </li>
        ))}
      </ul>
    </section>
  );
}
