/**
 * /reserve/{hash}/edit: the guest changes party size, date, time or zone, or cancels. The
 * server refuses a change that needs a card, would only be on the waiting list, or is sold
 * out (docs/product.md#states): the message says which, and the guest can choose again. Success and
 * failure end on /edit/confirm and /edit/error; the link keeps working after an edit.
 */
import { ErrorState, LoadingState, apiErrorKey, usePageData, useLocation, useTranslation } from '@venue/shared';
import { readReservation } from '../../api/booking-api';
import { CancelledBooking } from './cancelled-booking';
import { useCallback, useState } from 'react';
import { type EmailReply, EditForm } from './edit-form';
import type { OfferAnswer } from './waiting-offer';
import styles from './reserve-edit.module.css';

/** The answer an e-mail's button carries (`reply=coming`, `reply=cancel`…): what the page brings forward, never sends; anything else is none. */
function emailReply(search: string): EmailReply {
  const reply = new URLSearchParams(search).get('reply');
  return reply === 'coming' || reply === 'cancel' || reply === 'accept-offer' || reply === 'decline-offer' ? reply : null;
}

export function ReserveEditPage() {
  const { t } = useTranslation('booking');
  const { search } = useLocation();
  // Rendered on the server too (the page is personal: never kept, private to the browser); a
  // malformed link is no reservation (the route's loader: shared/src/routes/route-table.ts).
  const [state, reload] = usePageData('reservation', readReservation);
  const [offerTaken, setOfferTaken] = useState(false);
  const onOfferAnswered = useCallback(
    (answer: OfferAnswer) => {
      setOfferTaken(answer === 'accepted');
      reload();
    },
    [reload],
  );
  return (
    <article className={styles.page} data-page="ReserveEdit" data-build={__BUILD_LABEL__}>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'notFound' ? (
        <>
          <h1>{t('edit.notFoundTitle')}</h1>
          <p>{t('edit.notFoundText')}</p>
        </>
      ) : null}
      {/* Too many tries from this address: say so, not that a change failed. */}
      {state.status === 'error' && state.code === 'RATE_LIMITED' ? <ErrorState page message={t(apiErrorKey(state.code))} /> : null}
      {state.status === 'error' && state.code !== 'RATE_LIMITED' ? (
        <>
          <h1>{t('editError.title')}</h1>
          <ErrorState message={t('editError.text')} />
        </>
      ) : null}
      {state.status === 'ready' ? (
        state.data.status === 'cancelled' ? (
          <CancelledBooking reservation={state.data} />
        ) : (
          <EditForm reservation={state.data} reply={emailReply(search)} onOfferAnswered={onOfferAnswered} offerTaken={offerTaken} />
        )
      ) : null}
    </article>
  );
}
