/**
 * The card-guarantee terms, shown before the guest accepts them and repeated in the summary,
 * the end page and the edit page: the amount (per reservation or per guest), the free-cancellation
 * deadline in the venue's time, and how the fee is charged.
 */
import { formatDate, formatMoney, useTranslation } from '@venue/shared';

export interface GuaranteeTermsProps {
  type: 1 | 2;
  /** The whole fee for this party. */
  amount: number;
  pax: number;
  currency: string;
  /** ISO with the venue's offset: its date and time are the venue's wall clock. */
  freeCancellationUntil: string | null;
  venueName: string;
}

export function GuaranteeTerms({ type, amount, pax, currency, freeCancellationUntil, venueName }: GuaranteeTermsProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const money = formatMoney(amount, currency, lang);
  const unit = formatMoney(Math.round(amount / Math.max(1, pax)), currency, lang);
  return (
    <div className="sh-card" data-testid="guarantee-terms">
      <h3>{t('guarantee.termsTitle')}</h3>
      <p>
        <strong>{type === 2 ? t('guarantee.perGuest', { unit, amount: money }) : t('guarantee.perReservation', { amount: money })}</strong>
      </p>
      {freeCancellationUntil ? <p>{t('guarantee.freeUntil', { deadline: formatDate(freeCancellationUntil.slice(0, 16), lang, 'full'), venue: venueName })}</p> : null}
      <p>{t('guarantee.how', { amount: money, venue: venueName })}</p>
    </div>
  );
}
