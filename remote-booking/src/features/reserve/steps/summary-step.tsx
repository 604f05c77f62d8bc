/**
 * Summary before confirming: the choice, the guest's details, the price, the card-guarantee
 * terms again, what happens next (confirmed, request, waiting list). The bot check sits here
 * when no hold was made before.
 */
import { type Experience, formatDate, formatMoney, localized, useTranslation } from '@venue/shared';
import { BotCheck, CheckboxField } from '@venue/shared/forms';
import { type ReactNode, useState } from 'react';
import type { Quote } from '../../../api/booking-api';
import { GuaranteeTerms } from '../../../components/guarantee-terms';
import { PaymentTerms } from '../../../components/payment-terms';
import type { ExtraQuestion } from '../../../lib/extra-questions';
import type { ZoneChoice } from '../flow-steps';
import type { FlowState } from '../flow-state';
import { maskedVoucherCode } from '../voucher-link';
import styles from '../reserve.module.css';
import screen from '../../../components/booking-screen.module.css';

export interface SummaryStepProps {
  state: FlowState;
  quote: Quote | undefined;
  experience: Experience | null;
  zone: ZoneChoice | null;
  venueName: string;
  currency: string;
  busy: boolean;
  error: string | null;
  /** The time at which a place freed up for the guest asking for the waiting list: said first. */
  seatsFreedAt: string | null;
  botCheckReset: number;
  onAltcha: (payload: string | null) => void;
  /** The experience's extra questions (answers are in state.extraAnswers). */
  questions: ExtraQuestion[];
  /** The booking link's voucher: the payment step applies it, and the guest is told so here. */
  voucherCode: string | null;
  /** Paid online: the payment and refund terms must be accepted before paying. */
  onAccept: (accepted: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
  /** On the waiting list: the nearest free tables, one tap to take one instead. */
  alternatives?: ReactNode;
}

export function SummaryStep({
  state,
  quote,
  experience,
  zone,
  venueName,
  currency,
  busy,
  error,
  seatsFreedAt,
  botCheckReset,
  onAltcha,
  questions,
  voucherCode,
  onAccept,
  onConfirm,
  onBack,
  alternatives,
}: SummaryStepProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const [botError, setBotError] = useState<string | undefined>();
  const [policyError, setPolicyError] = useState<string | undefined>();
  const payment = !state.waitingList ? (quote?.payment ?? null) : null;
  const answerRows = questions
    .filter((q) => state.extraAnswers[q.key] !== undefined && state.extraAnswers[q.key] !== '')
    .map((q): [string, string] => {
      const v = state.extraAnswers[q.key]!;
      const text =
        q.type === 'checkbox'
          ? t(v === true ? 'summary.yes' : 'summary.no')
          : q.type === 'select'
            ? localized(q.options.find((o) => o.value === v)?.label ?? String(v), lang)
            : String(v);
      return [localized(q.label, lang), text];
    });
  const needsBotCheck = !state.hold;
  const g = state.guest;
  const rows: Array<[string, string]> = [
    [t('summary.date'), formatDate(state.date!, lang, 'full')],
    [t('summary.time'), state.time!],
    [t('summary.people'), String(state.pax)],
    ...(experience ? [[t('summary.experience'), localized(experience.titolo, lang)] as [string, string]] : []),
    ...(zone ? [[t('summary.zone'), localized(zone.nome, lang)] as [string, string]] : []),
    [t('summary.name'), `${g.firstName} ${g.lastName}`],
    [t('summary.phone'), `${g.phone.prefix} ${g.phone.number}`],
    [t('summary.email'), g.email],
    ...(g.visitReason ? [[t('summary.reason'), g.visitReason === 'other' ? g.visitReasonOther : t(`details.reasons.${g.visitReason}`)] as [string, string]] : []),
    ...answerRows,
    ...(g.notes ? [[t('summary.notes'), g.notes] as [string, string]] : []),
  ];
  const price = quote?.price;
  const label = payment
    ? t('payment.toPayment')
    : state.waitingList
      ? t('summary.confirmWaiting')
      : quote?.confirmation === 'request'
        ? t('summary.confirmRequest')
        : t('summary.confirm');

  const confirm = () => {
    const policy = payment && !state.policyAccepted ? t('common:validation.cancellationPolicyRequired') : undefined;
    const bot = needsBotCheck && !state.altcha ? t('common:botCheck.required') : undefined;
    setPolicyError(policy);
    setBotError(bot);
    if (!policy && !bot) onConfirm();
  };

  return (
    <section className={screen.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('summary.title')}</h2>
      {seatsFreedAt ? (
        <p className={screen.notice} role="status">
          {t('summary.seatsFreed', { time: seatsFreedAt })}
        </p>
      ) : null}
      <dl className={styles.summary}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        {price ? (
          <>
            <dt>{t('summary.price')}</dt>
            <dd>
              {t('summary.total', { total: formatMoney(price.total, currency, lang), price: formatMoney(price.perGuest, currency, lang) })}{' '}
              <span className={screen.muted}>{price.purchaseType === 0 ? t('summary.payAtVenue') : t('summary.payOnline')}</span>
            </dd>
          </>
        ) : null}
      </dl>
      {experience && localized(experience.condizioniPrenotazione, lang) ? (
        <p className={screen.muted}>
          <strong>{t('experience.conditions')}:</strong> {localized(experience.condizioniPrenotazione, lang)}
        </p>
      ) : null}
      {state.waitingList && (quote?.payment || quote?.guarantee) ? (
        // The card comes with the offer: the waiting list itself costs nothing.
        <p className={screen.notice}>{t(quote.payment ? 'offer.laterPay' : 'offer.laterCard')}</p>
      ) : null}
      {quote?.guarantee && !state.waitingList ? (
        <GuaranteeTerms
          type={quote.guarantee.type}
          amount={quote.guarantee.amount}
          pax={state.pax!}
          currency={quote.guarantee.currency}
          freeCancellationUntil={quote.guarantee.freeCancellationUntil}
          venueName={venueName}
        />
      ) : null}
      {payment ? (
        <PaymentTerms
          type={payment.type}
          amount={payment.amount}
          currency={payment.currency}
          pax={state.pax!}
          freeCancellationUntil={payment.freeCancellationUntil}
          venueName={venueName}
          status="awaiting"
        />
      ) : null}
      {payment && voucherCode ? (
        <p className={screen.notice} data-testid="voucher-notice">
          {t('voucher.atPayment', { code: maskedVoucherCode(voucherCode) })}
        </p>
      ) : null}
      {payment ? <CheckboxField required label={t('payment.accept')} checked={state.policyAccepted} onChange={onAccept} error={policyError} /> : null}
      {state.waitingList ? (
        <p className={screen.notice}>{t('summary.waitingNotice')}</p>
      ) : quote?.confirmation === 'request' ? (
        <p className={screen.notice}>{t('summary.requestNotice')}</p>
      ) : null}
      {state.waitingList ? alternatives : null}
      {needsBotCheck ? <BotCheck onChange={onAltcha} error={botError} resetSignal={botCheckReset} /> : null}
      {error ? (
        <p className={screen.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={screen.actions}>
        <button type="button" className="sh-button sh-button--secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
        <button type="button" className="sh-button" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
          {label}
        </button>
      </div>
    </section>
  );
}
