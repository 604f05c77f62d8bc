/**
 * A waiting guest's offer on the edit page: the freed place is held until a deadline; one tap
 * confirms it, another lets it go (the guest leaves the waiting list). The offer e-mail's
 * answers open this page with `reply=accept-offer` or `reply=decline-offer`: the offer comes into
 * view and nothing is sent until the guest taps. Mail scanners open every link of an e-mail in a
 * real browser and run its scripts, so neither the link nor the page's script may answer
 * (docs/security.md, "Mail scanners"). An offer that needs a card is confirmed through its card
 * step (offer-card-confirm.tsx).
 */
import { Button, LoadingState, isApiError, useTranslation } from '@venue/shared';
import { Suspense, useCallback, useState } from 'react';
import { type Reservation, acceptOffer, declineOffer } from '../../api/booking-api';
import { formatVenueInstant } from '../../lib/venue-instant';
import { offerNeedsCard } from './offer-needs-card';
import { OfferCardConfirm } from './on-demand';
import { useIntoView } from './use-into-view';
import styles from './reserve-edit.module.css';

export type OfferAnswer = 'accepted' | 'declined';

type OfferState = 'idle' | 'accepting' | 'declining' | 'expired' | 'failed';

export interface WaitingOfferProps {
  reservation: Reservation;
  /** Opened by one of the offer e-mail's answers: brought into view, nothing sent. */
  fromEmail: boolean;
  onAnswered: (answer: OfferAnswer) => void;
}

export function WaitingOffer({ reservation: r, fromEmail, onAnswered }: WaitingOfferProps) {
  const { t, i18n } = useTranslation('booking');
  const [state, setState] = useState<OfferState>('idle');
  const section = useIntoView<HTMLElement>(fromEmail);
  const { hash } = r;
  const needsCard = offerNeedsCard(r);

  const answer = useCallback(
    (kind: OfferAnswer) => {
      setState(kind === 'accepted' ? 'accepting' : 'declining');
      (kind === 'accepted' ? acceptOffer(hash) : declineOffer(hash)).then(
        () => onAnswered(kind),
        (err: unknown) => setState(isApiError(err) && err.code === 'OFFER_EXPIRED' ? 'expired' : 'failed'),
      );
    },
    [hash, onAnswered],
  );
  const busy = state === 'accepting' || state === 'declining';
  return (
    <section ref={section} className={styles.section} aria-labelledby="offer-title" data-testid="waiting-offer">
      <h2 id="offer-title">{t('offer.title')}</h2>
      {r.holdExpiresAt ? <p>{t('offer.until', { deadline: formatVenueInstant(r.holdExpiresAt, i18n.language, r.venue.timezone) })}</p> : null}
      {fromEmail && state !== 'expired' ? <p className={styles.hint}>{t('edit.tapToAnswer')}</p> : null}
      {state === 'expired' || state === 'failed' ? (
        <p className={styles.error} role="alert">
          {t(state === 'expired' ? 'offer.expired' : 'offer.failed')}
        </p>
      ) : null}
      {state !== 'expired' && needsCard ? (
        <Suspense fallback={<LoadingState />}>
          <OfferCardConfirm reservation={r} onConfirmed={() => onAnswered('accepted')} onExpired={() => setState('expired')} />
        </Suspense>
      ) : null}
      {state !== 'expired' ? (
        <div className={styles.actions}>
          {needsCard ? null : (
            <Button onClick={() => answer('accepted')} loading={state === 'accepting'} disabled={busy}>
              {t('offer.accept')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => answer('declined')} loading={state === 'declining'} disabled={busy}>
            {t('offer.decline')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
