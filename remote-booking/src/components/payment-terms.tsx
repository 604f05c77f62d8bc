/**
 * A paid experience's online payment: what is paid now (prepaid, or a deposit with the rest at
 * the venue), and the refund rule — in full when cancelled before the free-cancellation deadline
 * (venue time), nothing after. Shown in the summary before paying, on the end page and in the
 * edit page; after a cancellation, what was refunded.
 */
import { formatDate, formatMoney, useTranslation } from '@venue/shared';

export interface PaymentTermsProps {
  type: 1 | 2;
  amount: number;
  currency: string;
  pax: number;
  /** ISO with the venue's offset. */
  freeCancellationUntil: string | null;
  venueName: string;
  /** awaiting (before paying) or the reservation's payment status. */
  status: 'awaiting' | 'paid' | 'refund_pending' | 'refunded' | 'refund_failed';
  /** A gift card paid part (or all) of it. */
  giftcard?: { code: string; amount: number; returned: boolean; voucher?: boolean } | null;
}

export function PaymentTerms({ type, amount, currency, pax, freeCancellationUntil, venueName, status, giftcard }: PaymentTermsProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const money = formatMoney(amount, currency, lang);
  const unit = formatMoney(Math.round(amount / Math.max(1, pax)), currency, lang);
  const paid = status !== 'awaiting';
  const refunded = status === 'refunded' || status === 'refund_pending' || status === 'refund_failed';
  const key = `payment.${type === 2 ? 'deposit' : 'prepaid'}${paid ? 'Paid' : 'ToPay'}`;
  // An experience voucher is told as one (it books again once back, whatever part it paid).
  const paidWith = giftcard?.voucher ? 'voucher' : 'giftcard';
  return (
    <div className="sh-card" data-testid="payment-terms" data-status={status}>
      <h3>{t('payment.termsTitle')}</h3>
      <p>
        <strong>{t(key, { amount: money, unit })}</strong>
      </p>
      {giftcard ? (
        <p data-testid="giftcard-part">
          {t(amount > giftcard.amount ? `payment.${paidWith}Part` : `payment.${paidWith}All`, {
            giftcard: formatMoney(giftcard.amount, currency, lang),
            code: giftcard.code,
            card: formatMoney(amount - giftcard.amount, currency, lang),
          })}
        </p>
      ) : null}
      {refunded && giftcard?.returned ? <p>{t(`payment.${paidWith}Returned`, { amount: formatMoney(giftcard.amount, currency, lang), code: giftcard.code })}</p> : null}
      {refunded && amount - (giftcard?.amount ?? 0) > 0 ? (
        <p>{t('payment.refunded', { amount: formatMoney(amount - (giftcard?.amount ?? 0), currency, lang) })}</p>
      ) : null}
      {!refunded && freeCancellationUntil ? (
        <p>{t('payment.refundRule', { amount: money, deadline: formatDate(freeCancellationUntil.slice(0, 16), lang, 'full'), venue: venueName })}</p>
      ) : null}
    </div>
  );
}
