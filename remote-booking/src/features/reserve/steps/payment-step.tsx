/**
 * A paid experience's payment: the seats are held while the guest pays the amount shown
 * (CardPayment with a PaymentIntent: Stripe's Payment Element, or the demo TEST MODE form). A
 * declined card stays here with the bank's reason, to try another card while the hold lasts;
 * once paid, the booking is completed and the end page shown. A voucher from the booking link is
 * applied as the step opens (use-voucher-apply.ts), as if typed in "Use a gift card".
 */
import { useState } from 'react';
import { formatDate, formatMoney, useTranslation } from '@venue/shared';
import { CardPayment } from '@venue/shared/card-payment';
import type { GiftcardApplied, PaymentQuote } from '../../../api/booking-api';
import { GiftcardField } from '../../../components/giftcard/giftcard-field';
import { useGiftcardPart } from '../../../components/giftcard/use-giftcard-part';
import { useVoucherApply } from './use-voucher-apply';
import type { Hold } from '../flow-state';
import { maskedVoucherCode } from '../voucher-link';
import styles from '../../../components/booking-screen.module.css';

export interface PaymentStepProps {
  payment: PaymentQuote;
  hold: Hold;
  busy: boolean;
  error: string | null;
  /** Paid: make the reservation (and retry after a failure to do so). */
  onPaid: () => void;
  /** A gift card paid everything: the booking is made (its outcome and reservation). */
  onCovered: (applied: GiftcardApplied) => void;
  /** The booking link's voucher, applied as the step opens (null: none, or refused already). */
  voucherCode: string | null;
  /** The venue refused the link's voucher for good: the flow no longer offers it. */
  onVoucherRefused: () => void;
  onBack: () => void;
}

export function PaymentStep({ payment, hold, busy, error, onPaid, onCovered, voucherCode, onVoucherRefused, onBack }: PaymentStepProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const giftcardPart = useGiftcardPart(payment.amount, hold.clientSecret);
  const { applied: giftcard, due } = giftcardPart;
  const applied = (result: GiftcardApplied) => {
    giftcardPart.apply(result);
    if (result.outcome) onCovered(result);
  };
  const voucher = useVoucherApply({ code: voucherCode, hash: hold.hash, onApplied: applied, onRefused: onVoucherRefused });
  const [voucherMasked] = useState(() => (voucherCode ? maskedVoucherCode(voucherCode) : ''));
  return (
    <section className={styles.step} aria-labelledby="step-title" data-testid="payment-step">
      <h2 id="step-title">{t('payment.title')}</h2>
      <p className={styles.notice} role="status">
        {t('guarantee.heldUntil', { time: formatDate(localTime(hold.expiresAt), lang, { hour: '2-digit', minute: '2-digit' }) })}
      </p>
      <p>
        <strong>
          {t(giftcard ? 'giftcard.total' : payment.type === 2 ? 'payment.depositToPay' : 'payment.prepaidToPay', {
            amount: formatMoney(payment.amount, payment.currency, lang),
            unit: formatMoney(payment.unitAmount, payment.currency, lang),
          })}
        </strong>
      </p>
      {error ? (
        <>
          <p className={styles.error} role="alert">
            {error}
          </p>
          <button type="button" className="sh-button" onClick={onPaid} disabled={busy} aria-busy={busy || undefined}>
            {t('payment.retry')}
          </button>
        </>
      ) : busy ? (
        <p className={styles.muted} role="status">
          {t('payment.confirming')}
        </p>
      ) : null}
      {voucher.applying ? (
        <p className={styles.notice} role="status">
          {t('voucher.applying', { code: voucherMasked })}
        </p>
      ) : null}
      {voucher.refusal && !giftcard ? (
        <p className={styles.error} role="alert" data-testid="voucher-refused">
          {voucher.refusal}
        </p>
      ) : null}
      <GiftcardField
        hash={hold.hash}
        applied={giftcard}
        disabled={busy || voucher.applying}
        onApplied={applied}
        onRemoved={() => {
          // A voucher taken off is not applied again by itself: the guest chose to pay otherwise.
          if (giftcard?.giftcard.voucher) onVoucherRefused();
          giftcardPart.remove();
        }}
      />
      {due > 0 && !voucher.applying ? (
        // Keyed by the amount: the card form starts again for what is left after the gift card.
        <CardPayment key={due} mode="payment" clientSecret={giftcardPart.clientSecret} amount={due} currency={payment.currency} onSuccess={onPaid} />
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="sh-button sh-button--secondary" onClick={onBack} disabled={busy}>
          {t('actions.back')}
        </button>
      </div>
    </section>
  );
}

/** An instant as the visitor's own wall clock "YYYY-MM-DDTHH:mm" (a countdown is about their clock). */
function localTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
