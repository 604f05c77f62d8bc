/**
 * A waiting guest's offer on the edit page: the freed place is held until a deadline; one tap
 * confirms it, another lets it go (the guest leaves the waiting list). The offer e-mail's
 * "Confirm the place" opens this page with `reply=accept-offer` and the page sends the answer
 * once it runs in the browser (a mail scanner fetching the link confirms nothing). An offer that
 * needs a card is confirmed through its card step (offer-card-confirm.tsx), never from the link.
 */
import { Button, LoadingState, isApiError, useTranslation } from '@venue/shared';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type Reservation, acceptOffer, declineOffer } from '../../api/booking-api';
import { formatVenueInstant } from '../../lib/venue-instant';
import { offerNeedsCard } from './offer-needs-card';
import { OfferCardConfirm } from './on-demand';
import styles from './reserve-edit.module.css';

export type OfferAnswer = 'accepted' | 'declined';

type OfferState = 'idle' | 'accepting' | 'declining' | 'expired' | 'failed';

export function WaitingOffer({ reservation: r, acceptNow, onAnswered }: { reservation: Reservation; acceptNow: boolean; onAnswered: (answer: OfferAnswer) => void }) {
  const { t, i18n } = useTranslation('booking');
  const [state, setState] = useState<OfferState>('idle');
  const sentFromLink = useRef(false);
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
  useEffect(() => {
    if (acceptNow && !needsCard && !sentFromLink.current) {
      sentFromLink.current = true;
      answer('accepted');
    }
  }, [acceptNow, needsCard, answer]);

  const busy = state === 'accepting' || state === 'declining';
  return (
    <section className={styles.section} aria-labelledby="offer-title" data-testid="waiting-offer">
      <h2 id="offer-title">{t('offer.title')}</h2>
      {r.holdExpiresAt ? <p>{t('offer.until', { deadline: formatVenueInstant(r.holdExpiresAt, i18n.language, r.venue.timezone) })}</p> : null}
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
