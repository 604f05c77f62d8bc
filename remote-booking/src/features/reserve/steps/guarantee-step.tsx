/**
 * Card guarantee: the terms first (amount, free-cancellation deadline, how the fee is charged),
 * accepted before anything is held; then the seats are held for a few minutes and the card is
 * saved for off-session use (CardPayment: Stripe's Payment Element, or the demo TEST MODE form).
 * Stripe.js loads only here.
 */
import { formatDate, useTranslation } from '@venue/shared';
import { CardPayment } from '@venue/shared/card-payment';
import { BotCheck, CheckboxField } from '@venue/shared/forms';
import { useState } from 'react';
import type { GuaranteeQuote } from '../../../api/booking-api';
import { GuaranteeTerms } from '../../../components/guarantee-terms';
import type { Hold } from '../flow-state';
import styles from '../../../components/booking-screen.module.css';

export interface GuaranteeStepProps {
  terms: GuaranteeQuote;
  pax: number;
  venueName: string;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  hold: Hold | null;
  busy: boolean;
  error: string | null;
  /** The time at which a place freed up for the guest asking for the waiting list: said first. */
  seatsFreedAt: string | null;
  botCheckReset: number;
  onAltcha: (payload: string | null) => void;
  altcha: string | null;
  onHold: () => void;
  onCardSaved: () => void;
  onBack: () => void;
}

export function GuaranteeStep(props: GuaranteeStepProps) {
  const { t, i18n } = useTranslation('booking');
  const { terms, hold } = props;
  const [errors, setErrors] = useState<{ policy?: string; altcha?: string }>({});

  const next = () => {
    const found = {
      policy: props.accepted ? undefined : t('common:validation.cancellationPolicyRequired'),
      altcha: props.altcha ? undefined : t('common:botCheck.required'),
    };
    setErrors(found);
    if (!found.policy && !found.altcha) props.onHold();
  };

  return (
    <section className={styles.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('guarantee.title')}</h2>
      {props.seatsFreedAt ? (
        <p className={styles.notice} role="status">
          {t('summary.seatsFreed', { time: props.seatsFreedAt })}
        </p>
      ) : null}
      <p>{t('guarantee.intro')}</p>
      <GuaranteeTerms
        type={terms.type}
        amount={terms.amount}
        pax={props.pax}
        currency={terms.currency}
        freeCancellationUntil={terms.freeCancellationUntil}
        venueName={props.venueName}
      />
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
      {!hold ? (
        <>
          <CheckboxField required label={t('guarantee.accept')} checked={props.accepted} onChange={props.onAccept} error={errors.policy} />
          <BotCheck onChange={props.onAltcha} error={errors.altcha} resetSignal={props.botCheckReset} />
          <div className={styles.actions}>
            <button type="button" className="sh-button sh-button--secondary" onClick={props.onBack}>
              {t('actions.back')}
            </button>
            <button type="button" className="sh-button" onClick={next} disabled={props.busy} aria-busy={props.busy || undefined}>
              {t('guarantee.toCard')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.notice} role="status">
            {t('guarantee.heldUntil', { time: formatDate(localTime(hold.expiresAt), i18n.language, { hour: '2-digit', minute: '2-digit' }) })}
          </p>
          <h3>{t('guarantee.card')}</h3>
          <CardPayment mode="setup" clientSecret={hold.clientSecret} onSuccess={props.onCardSaved} />
          <div className={styles.actions}>
            <button type="button" className="sh-button sh-button--secondary" onClick={props.onBack}>
              {t('actions.back')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** An instant as the visitor's own wall clock "YYYY-MM-DDTHH:mm" (a countdown is about their clock). */
function localTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
