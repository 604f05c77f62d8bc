/**
 * The edit page's form under the booking as it is: the change section when the booking can still
 * be changed, the cancel section when it can be cancelled. Leaving with a change not saved asks
 * first (the hold on leaving is the page's own from the first change; its dialog comes on demand).
 */
import { useTranslation } from '@venue/shared';
import { useLeaveGuard } from '@venue/shared/leave-guard';
import { Suspense, useEffect, useMemo, useReducer } from 'react';
import type { Reservation } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import { useMonthAvailability } from '../../lib/use-month-availability';
import { venueToday } from '../../lib/venue-today';
import { CancelBooking } from './cancel-booking';
import { ChangeBooking } from './change-booking';
import { editReducer, initialEditState, isChanged } from './edit-state';
import { ConfirmLeaveDialog, prefetchForms } from './on-demand-forms';
import { useDaySlots } from './use-day-slots';
import { useSaveEdit } from './use-save-edit';
import styles from './reserve-edit.module.css';

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

export function EditForm({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const [state, dispatch] = useReducer(editReducer, r, initialEditState);
  const scope = useMemo(() => (r.experience ? { experience: r.experience.id } : {}), [r.experience]);
  const changed = isChanged(state, r);
  const leaveGuard = useLeaveGuard(changed && !state.leaving);
  useEffect(() => {
    if (changed) prefetchForms();
  }, [changed]);

  const month = useMonthAvailability(state.pax, scope, monthOf(r.date));
  const day = useDaySlots(state.date, state.pax, scope);
  const { save, cancel } = useSaveEdit(r, state, dispatch);
  const retry = () => {
    month.retry();
    day.retry();
  };

  return (
    <>
      <h1>{t('pages.ReserveEdit')}</h1>
      <section className={styles.section} aria-labelledby="current-title">
        <h2 id="current-title">{t('edit.current')}</h2>
        <ReservationDetails reservation={r} />
      </section>
      {!r.editable && !r.cancellable ? <p className={styles.notice}>{t('edit.closed')}</p> : null}
      {r.status === 'waiting' ? <p className={styles.notice}>{t('edit.waiting')}</p> : null}
      {r.editable ? (
        <ChangeBooking
          reservation={r}
          state={state}
          dispatch={dispatch}
          changed={changed}
          month={month}
          day={day}
          minMonth={monthOf(venueToday(r.venue.timezone))}
          onRetry={retry}
          onSave={() => void save()}
        />
      ) : null}
      {r.cancellable ? (
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
