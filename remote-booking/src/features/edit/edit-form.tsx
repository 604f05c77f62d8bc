/**
 * The edit page's form under the booking as it is: the change section when the booking can still
 * be changed (a button opens the form, change-section.tsx), the cancel section when it can be
 * cancelled. Leaving with a change not saved asks first (the hold on leaving is the page's own
 * from the first change; its dialog comes on demand).
 */
import { Button, LoadingState, useTranslation } from '@venue/shared';
import { useLeaveGuard } from '@venue/shared/leave-guard';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import { Suspense, useEffect, useReducer, useState } from 'react';
import type { Reservation } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import { CancelBooking } from './cancel-booking';
import { editReducer, initialEditState, isChanged } from './edit-state';
import { ChangeSection, ConfirmLeaveDialog, prefetchChangeSection, prefetchOnDemand } from './on-demand';
import { useSaveEdit } from './use-save-edit';
import { VisitReply } from './visit-reply';
import { type OfferAnswer, WaitingOffer } from './waiting-offer';
import styles from './reserve-edit.module.css';

/** The answer of the e-mail's button that opened the page (emailButtons in the server's reservation e-mail): shown, never sent until tapped. */
export type EmailReply = 'coming' | 'cancel' | 'accept-offer' | 'decline-offer' | null;

export interface EditFormProps {
  reservation: Reservation;
  reply?: EmailReply;
  /** The guest took or let go a waiting-list offer here: the page loads the booking again. */
  onOfferAnswered?: (answer: OfferAnswer) => void;
  /** Just taken from an offer: said once above the booking. */
  offerTaken?: boolean;
}

export function EditForm({ reservation: r, reply = null, onOfferAnswered = () => undefined, offerTaken = false }: EditFormProps) {
  const { t } = useTranslation('booking');
  // The reminder's "Cancel" opens the page with the question already asked.
  const [state, dispatch] = useReducer(editReducer, r, (row) => ({ ...initialEditState(row), asking: reply === 'cancel' && row.cancellable }));
  // The change form opens on the guest's request (its code and the availability come then).
  const [changing, setChanging] = useState(false);
  const changed = isChanged(state, r);
  const leaveGuard = useLeaveGuard(changed && !state.leaving);
  useEffect(() => {
    if (changed) prefetchOnDemand();
  }, [changed]);

  const { save, cancel } = useSaveEdit(r, state, dispatch);

  return (
    <>
      <h1>{t('pages.ReserveEdit')}</h1>
      {offerTaken && (r.status === 'confirmed' || r.status === 'pending') ? (
        <p className={styles.notice} role="status">
          {t(r.status === 'confirmed' ? 'offer.taken' : 'offer.takenPending')}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="current-title">
        <h2 id="current-title">{t('edit.current')}</h2>
        <ReservationDetails reservation={r} />
        <WalletButtons wallet={r.wallet} />
      </section>
      {r.status === 'confirmed' && r.cancellable ? <VisitReply reservation={r} fromReminder={reply === 'coming'} /> : null}
      {!r.editable && !r.cancellable ? <p className={styles.notice}>{t('edit.closed')}</p> : null}
      {r.status === 'waiting' ? <p className={styles.notice}>{t('edit.waiting')}</p> : null}
      {r.status === 'offered' ? <WaitingOffer reservation={r} fromEmail={reply === 'accept-offer' || reply === 'decline-offer'} onAnswered={onOfferAnswered} /> : null}
      {r.editable && changing ? (
        <Suspense fallback={<LoadingState />}>
          <ChangeSection reservation={r} state={state} dispatch={dispatch} changed={changed} onSave={() => void save()} />
        </Suspense>
      ) : null}
      {r.editable && !changing ? (
        <section className={styles.section} aria-labelledby="change-title">
          <h2 id="change-title">{t('edit.change')}</h2>
          <Button onClick={() => setChanging(true)} onPointerEnter={prefetchChangeSection} onFocus={prefetchChangeSection}>
            {t('edit.open')}
          </Button>
        </section>
      ) : null}
      {/* An offer is let go with its own "I no longer need it" (waiting-offer.tsx). */}
      {r.cancellable && r.status !== 'offered' ? (
        <CancelBooking
          reservation={r}
          asking={state.asking}
          busy={state.busy}
          onAsk={() => dispatch({ type: 'cancelAsked' })}
          onKeep={() => dispatch({ type: 'cancelDismissed' })}
          onCancel={() => void cancel()}
        />
      ) : null}
      {leaveGuard.state === 'blocked' ? (
        <Suspense fallback={null}>
          <ConfirmLeaveDialog open onStay={() => leaveGuard.reset?.()} onLeave={() => leaveGuard.proceed?.()} />
        </Suspense>
      ) : null}
    </>
  );
}
