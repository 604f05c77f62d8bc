import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ErrorState, LoadingState, formatDate, locationAtom, translationsReady, useTranslation } from '@venue/shared';
import { STAFF_NS, StaffActionBar, registerStaffTexts, staffErrorText, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS, registerStaffBookingsTranslations } from '../../i18n/staff-bookings-resources';
import { AnswerDialog } from './answer-dialog';
import { type CardAction, BookingCard } from './booking-card';
import { bookingDays, onTheBooks, requestsOf, waitingOf, wallTime } from './booking-days';
import { CancelDialog } from './cancel-dialog';
import { MoveDialog } from './move-dialog';
import { NoShowDialog } from './no-show-dialog';
import { useStaffBookings } from './use-staff-bookings';
import { WalkInDialog } from './walk-in-dialog';
import styles from './staff-bookings.module.css';

/** This screen's texts and the door page's, registered and loaded (its lazy chunk awaits them). */
export function staffBookingsTextsReady(): Promise<void> {
  registerStaffTexts();
  registerStaffBookingsTranslations();
  return translationsReady();
}

type Dialog = { kind: 'accept' | 'decline' | 'move' | 'cancel' | 'no-show'; reservation: StaffReservation } | { kind: 'walk-in' };

/**
 * /staff/bookings, the day on the phone: the requests to answer, the waiting list in order with
 * its offers, then today's and tomorrow's bookings by time (arrived, no-show, moved, cancelled,
 * each guest's history and note); a walk-in from the bar at the bottom.
 */
export function StaffBookingsPage() {
  const { t, i18n } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const currency = useAtomValue(locationAtom)?.valuta ?? 'EUR';
  const bookings = useStaffBookings();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [message, setMessage] = useState('');
  const language = i18n.language;
  const day = (date: string) => formatDate(date, language, { weekday: 'long', day: 'numeric', month: 'long' });

  const onAction = async (action: CardAction, reservation: StaffReservation) => {
    setMessage('');
    if (action === 'arrived') await bookings.arrived(reservation.id);
    else if (action === 'offer') {
      const next = await bookings.offer(reservation.id);
      if (next?.offerExpiresAt) setMessage(t('offered', { name: next.name, time: wallTime(next.offerExpiresAt) }));
    } else setDialog({ kind: action, reservation });
  };
  const done = (next: StaffReservation, text: string) => {
    bookings.update(next);
    setDialog(null);
    setMessage(text);
  };
  const card = (r: StaffReservation, position?: number, onDay?: string) => (
    <BookingCard
      key={r.id}
      reservation={r}
      currency={currency}
      busy={bookings.busy}
      position={position}
      day={onDay}
      onAction={(action, res) => void onAction(action, res)}
      onChanged={bookings.update}
    />
  );
  const list = bookings.list;
  const requests = list ? requestsOf(list) : [];
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <Button variant="secondary" size="small" loading={bookings.loading && !!list} onClick={() => void bookings.reload()}>
          {t('refresh')}
        </Button>
      </div>
      {message ? (
        <p className={styles.success} role="status">
          {message}
        </p>
      ) : null}
      <StaffError error={bookings.actionError} />
      {!list && bookings.loading ? <LoadingState /> : null}
      {!list && bookings.listError ? <ErrorState message={staffErrorText(t, language, bookings.listError)} onRetry={() => void bookings.reload()} /> : null}
      {requests.length > 0 ? (
        <section className={styles.day} aria-labelledby="requests">
          <h2 id="requests" className={styles.dayTitle}>
            {t('requests')} ({requests.length})
          </h2>
          <ul className={styles.list}>{requests.map((r) => card(r, undefined, formatDate(r.date, language, { weekday: 'short', day: 'numeric', month: 'short' })))}</ul>
        </section>
      ) : null}
      {list
        ? bookingDays({ ...list, reservations: list.reservations.filter(onTheBooks) }).map((d) => {
            const waiting = waitingOf(list, d.date);
            const title = d.which ? t(d.which, { date: day(d.date) }) : day(d.date);
            return (
              <section key={d.date} className={styles.day} aria-labelledby={`day-${d.date}`}>
                <h2 id={`day-${d.date}`} className={styles.dayTitle}>
                  {title}
                </h2>
                {d.reservations.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
                <ul className={styles.list}>{d.reservations.map((r) => card(r))}</ul>
                {waiting.length > 0 ? (
                  <>
                    <h3 id={`waiting-${d.date}`} className={styles.waitingTitle}>
                      {t('waitingList')} ({waiting.length})
                    </h3>
                    <ol className={styles.list} aria-labelledby={`waiting-${d.date}`}>
                      {waiting.map((r, i) => card(r, i + 1))}
                    </ol>
                  </>
                ) : null}
              </section>
            );
          })
        : null}
      <StaffActionBar>
        <Button block onClick={() => setDialog({ kind: 'walk-in' })}>
          {t('walkIn')}
        </Button>
      </StaffActionBar>
      {dialog?.kind === 'walk-in' ? <WalkInDialog onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'accept' || dialog?.kind === 'decline' ? (
        <AnswerDialog reservation={dialog.reservation} accept={dialog.kind === 'accept'} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'move' ? <MoveDialog reservation={dialog.reservation} zones={list?.zones ?? []} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'cancel' ? <CancelDialog reservation={dialog.reservation} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'no-show' ? (
        <NoShowDialog
          reservation={dialog.reservation}
          onClose={() => setDialog(null)}
          onDone={(result, text) => {
            bookings.update(result);
            setDialog(null);
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}
