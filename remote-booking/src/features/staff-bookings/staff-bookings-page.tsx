import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ErrorState, LoadingState, formatDate, locationAtom, translationsReady, useTranslation } from '@venue/shared';
import { STAFF_NS, registerStaffTexts, staffErrorText, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS, registerStaffBookingsTranslations } from '../../i18n/staff-bookings-resources';
import { BookingCard } from './booking-card';
import { bookingDays } from './booking-days';
import { NoShowDialog } from './no-show-dialog';
import { useStaffBookings } from './use-staff-bookings';
import styles from './staff-bookings.module.css';

/** This screen's texts and the door page's, registered and loaded (its lazy chunk awaits them). */
export function staffBookingsTextsReady(): Promise<void> {
  registerStaffTexts();
  registerStaffBookingsTranslations();
  return translationsReady();
}

/** /staff/bookings: today's and tomorrow's bookings by time; arrived, or no-show with its fee. */
export function StaffBookingsPage() {
  const { t, i18n } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const currency = useAtomValue(locationAtom)?.valuta ?? 'EUR';
  const bookings = useStaffBookings();
  const [noShow, setNoShow] = useState<StaffReservation | null>(null);
  const [message, setMessage] = useState('');
  const language = i18n.language;

  const arrived = async (id: number) => {
    setMessage('');
    await bookings.arrived(id);
  };
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <Button variant="secondary" size="small" loading={bookings.loading && !!bookings.list} onClick={() => void bookings.reload()}>
          {t('refresh')}
        </Button>
      </div>
      {message ? (
        <p className={styles.success} role="status">
          {message}
        </p>
      ) : null}
      <StaffError error={bookings.arrivedError} />
      {!bookings.list && bookings.loading ? <LoadingState /> : null}
      {!bookings.list && bookings.listError ? <ErrorState message={staffErrorText(t, language, bookings.listError)} onRetry={() => void bookings.reload()} /> : null}
      {bookings.list
        ? bookingDays(bookings.list).map((day) => {
            const date = formatDate(day.date, language, { weekday: 'long', day: 'numeric', month: 'long' });
            return (
              <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
                <h2 id={`day-${day.date}`} className={styles.dayTitle}>
                  {day.which ? t(day.which, { date }) : date}
                </h2>
                {day.reservations.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
                <ul className={styles.list}>
                  {day.reservations.map((r) => (
                    <BookingCard key={r.id} reservation={r} currency={currency} busy={bookings.arriving} onArrived={(id) => void arrived(id)} onNoShow={setNoShow} />
                  ))}
                </ul>
              </section>
            );
          })
        : null}
      {noShow ? (
        <NoShowDialog
          reservation={noShow}
          onClose={() => setNoShow(null)}
          onDone={(result, text) => {
            bookings.update(result);
            setNoShow(null);
            setMessage(text);
          }}
        />
      ) : null}
    </div>
  );
}
