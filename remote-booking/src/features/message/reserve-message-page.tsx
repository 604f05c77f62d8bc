/**
 * /reserve/{messagetype}: the end message of a booking — confirmed, pending (request received),
 * rejected (not confirmed) or waiting (waiting list) — with the reservation, its calendar file,
 * its wallet passes (a confirmed booking) and its edit link when the flow just made it.
 */
import { Link, useLocation, useParams, useTranslation } from '@venue/shared';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import type { Reservation } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import { calendarUrl } from '../../lib/calendar-url';
import { FindBookingLink } from '../../components/find-booking-link';
import styles from './reserve-message.module.css';

const KNOWN = ['confirmed', 'pending', 'rejected', 'waiting'] as const;
type Known = (typeof KNOWN)[number];

export function ReserveMessagePage() {
  const { t } = useTranslation('booking');
  const { messagetype = '' } = useParams();
  const state = useLocation().state as { reservation?: Reservation; reason?: string } | null;
  const type: Known | 'unknown' = (KNOWN as readonly string[]).includes(messagetype) ? (messagetype as Known) : 'unknown';
  const reservation = state?.reservation;
  return (
    <article className={styles.page} data-page="ReserveMessage" data-build={__BUILD_LABEL__} data-outcome={type}>
      <div className={styles.banner} data-tone={type === 'confirmed' ? 'success' : type === 'rejected' || type === 'unknown' ? 'danger' : 'info'}>
        <h1>{t(`message.${type}.title`)}</h1>
        <p>{t(`message.${type}.text`)}</p>
        {type === 'rejected' && state?.reason ? <p>{t(`errors.${state.reason}`, { defaultValue: '' })}</p> : null}
      </div>
      {reservation ? (
        <>
          <p>{t('message.emailSent', { email: reservation.email })}</p>
          <ReservationDetails reservation={reservation} />
          <WalletButtons wallet={reservation.wallet} />
          <div className={styles.actions}>
            {type !== 'waiting' ? (
              <a className="sh-button" href={calendarUrl(reservation.hash)} download>
                {t('message.calendar')}
              </a>
            ) : null}
            <Link className="sh-button sh-button--secondary" to={`/reserve/${reservation.hash}/edit`}>
              {t('message.edit')}
            </Link>
          </div>
        </>
      ) : null}
      <p>
        <Link to="/reserve">{t('message.again')}</Link>
      </p>
      <FindBookingLink />
    </article>
  );
}
