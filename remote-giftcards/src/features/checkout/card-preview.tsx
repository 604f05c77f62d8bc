/**
 * Before paying: the card as its recipient will see it (the e-mail's greeting and words, the
 * value, the venue, the buyer's message), following the form as it is typed.
 */
import { currentLanguage, formatMoney, locationAtom, useTranslation } from '@venue/shared';
import { useAtomValue } from 'jotai';
import styles from './card-preview.module.css';

export interface CardPreviewProps {
  product: string;
  value: number;
  quantity: number;
  currency: string;
  forRecipient: boolean;
  buyer: { firstName: string; lastName: string };
  recipientFirstName: string;
  message: string;
}

export function CardPreview({ product, value, quantity, currency, forRecipient, buyer, recipientFirstName, message }: CardPreviewProps) {
  const { t } = useTranslation('giftcardsPreview');
  const venue = useAtomValue(locationAtom)?.locationname ?? '';
  const from = `${buyer.firstName} ${buyer.lastName}`.trim() || '…';
  const name = (forRecipient ? recipientFirstName : buyer.firstName).trim() || (forRecipient ? t('preview.someone') : '…');
  const values = { from, name, venue };
  return (
    <section className={`sh-card ${styles.section}`} aria-labelledby="card-preview-title" data-testid="card-preview">
      <h2 id="card-preview-title">{t('preview.title')}</h2>
      <p className={styles.note}>{forRecipient ? t('preview.note', values) : t('preview.noteSelf')}</p>
      <div className={styles.card}>
        <p className={styles.venue}>{venue}</p>
        <p className={styles.product}>{product}</p>
        <p className={styles.value}>
          <span className={styles.valueLabel}>{t('preview.valueLabel')}</span>{' '}
          <strong data-testid="preview-value">{formatMoney(value, currency, currentLanguage())}</strong>
          {quantity > 1 ? <span className={styles.quantity}> · {t('preview.quantity', { count: quantity })}</span> : null}
        </p>
        <p>{t('preview.greeting', values)}</p>
        <p>{forRecipient ? t('preview.introGift', values) : t('preview.introSelf', values)}</p>
        {forRecipient && message.trim() ? (
          <figure className={styles.message}>
            <figcaption>{t('preview.messageLabel', values)}</figcaption>
            <blockquote data-testid="preview-message">{message}</blockquote>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
