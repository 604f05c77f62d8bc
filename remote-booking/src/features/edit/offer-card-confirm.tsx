/**
 * Confirming an offer that needs a card (a prepaid experience, a card guarantee): the guest
 * accepts the cancellation terms, the venue opens the card step on the offer itself
 * (reservation/offer/accept answers it), the card pays or is saved, and reservation/complete
 * makes the booking. Until then the offer stays an offer: leaving lets it run out as any other.
 * A payment may be made in part or in full with a gift card, as in the booking's payment step.
 */
import { Button, isApiError, useTranslation } from '@venue/shared';
import { CardPayment } from '@venue/shared/card-payment';
import { CheckboxField } from '@venue/shared/forms';
import { useState } from 'react';
import { type OfferCardStep, type Reservation, acceptOffer, completeReservation } from '../../api/booking-api';
import { GiftcardField } from '../../components/giftcard/giftcard-field';
import { useGiftcardPart } from '../../components/giftcard/use-giftcard-part';
import styles from './reserve-edit.module.css';

type Phase = { name: 'terms' } | { name: 'opening' } | { name: 'card'; step: OfferCardStep } | { name: 'completing' };

export function OfferCardConfirm({ reservation: r, onConfirmed, onExpired }: { reservation: Reservation; onConfirmed: () => void; onExpired: () => void }) {
  const { t } = useTranslation('booking');
  const [accepted, setAccepted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'terms' });
  const [error, setError] = useState<string | null>(null);
  const paid = r.payment?.status === 'awaiting';
  const giftcard = useGiftcardPart(r.payment?.amount ?? 0, phase.name === 'card' ? phase.step.clientSecret : '');

  const failed = (err: unknown, back: Phase) => {
    if (isApiError(err) && err.code === 'OFFER_EXPIRED') return onExpired();
    setError(t(isApiError(err) ? `errors.${err.code}` : 'offer.failed', { defaultValue: t('offer.failed') }));
    setPhase(back);
  };
  const open = () => {
    if (!accepted) return setError(t('common:validation.cancellationPolicyRequired'));
    setError(null);
    setPhase({ name: 'opening' });
    acceptOffer(r.hash, true).then(
      (answer) => (answer.cardStep ? setPhase({ name: 'card', step: answer.cardStep }) : onConfirmed()),
      (err: unknown) => failed(err, { name: 'terms' }),
    );
  };
  const complete = (step: OfferCardStep) => {
    setPhase({ name: 'completing' });
    completeReservation(r.hash).then(onConfirmed, (err: unknown) => failed(err, { name: 'card', step }));
  };

  if (phase.name === 'card' || phase.name === 'completing') {
    const step = phase.name === 'card' ? phase.step : null;
    return (
      <div data-testid="offer-card-step">
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {step && step.mode === 'payment' ? (
          <GiftcardField
            hash={r.hash}
            applied={giftcard.applied}
            disabled={false}
            onApplied={(applied) => (applied.outcome ? onConfirmed() : giftcard.apply(applied))}
            onRemoved={giftcard.remove}
          />
        ) : null}
        {step && (step.mode === 'setup' || giftcard.due > 0) ? (
          <CardPayment
            // Keyed by the amount: the card form starts again for what is left after a gift card.
            key={giftcard.due}
            mode={step.mode}
            clientSecret={giftcard.clientSecret}
            amount={paid ? giftcard.due : undefined}
            currency={paid ? r.payment!.currency : undefined}
            onSuccess={() => complete(step)}
          />
        ) : step ? null : (
          <p role="status">{t('payment.confirming')}</p>
        )}
      </div>
    );
  }
  return (
    <div data-testid="offer-card-terms">
      <CheckboxField required label={t(paid ? 'payment.accept' : 'guarantee.accept')} checked={accepted} onChange={setAccepted} error={error ?? undefined} />
      <Button onClick={open} loading={phase.name === 'opening'} disabled={phase.name === 'opening'}>
        {t(paid ? 'offer.acceptAndPay' : 'offer.acceptWithCard')}
      </Button>
    </div>
  );
}
