/** A cancelled booking's edit link (or a waiting list left): it says so plainly, shows what it was, and offers to book again. */
import { Link, useTranslation } from '@venue/shared';
import type { Reservation } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import styles from './reserve-edit.module.css';

export function CancelledBooking({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('bookingHelp');
  return (
    <div className={styles.closed} data-testid="booking-cancelled">
      <h1>{t(reservation.closedReason === 'left_list' ? 'cancelled.leftTitle' : 'cancelled.title')}</h1>
      <p className={styles.notice} role="status">
        {t(reservation.closedReason ? `cancelled.${reservation.closedReason}` : 'cancelled.text')}
      </p>
      <ReservationDetails reservation={reservation} />
      <div className={styles.actions}>
        <Link to="/reserve" className="sh-button">
          {t('cancelled.again')}
        </Link>
      </div>
    </div>
  );
}
