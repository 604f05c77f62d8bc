/** /reserve/{hash}/edit/confirm: the change (or the cancellation) went through. */
import { Link, formatMoney, useLocation, useParams, useTranslation } from '@venue/shared';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import type { Reservation } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import { calendarUrl } from '../../lib/calendar-url';
import styles from './reserve-edit.module.css';

export function ReserveEditConfirmPage() {
  const { t, i18n } = useTranslation('booking');
  const { hash = '' } = useParams();
  const state = useLocation().state as { reservation?: Reservation; cancelled?: boolean; changed?: boolean } | null;
  const cancelled = state?.cancelled === true;
  return (
    <article className={styles.page} data-page="ReserveEditConfirm" data-build={__BUILD_LABEL__}>
      <h1>{cancelled ? t('editConfirm.cancelledTitle') : t('editConfirm.title')}</h1>
      <p>{cancelled ? t('editConfirm.cancelledText') : state?.changed === false ? t('editConfirm.unchanged') : t('editConfirm.text')}</p>
      {cancelled && state?.reservation?.payment ? (
        <p data-testid="refund-outcome">
          {state.reservation.payment.status === 'paid'
            ? t('editConfirm.notRefunded', { amount: formatMoney(state.reservation.payment.amount, state.reservation.payment.currency, i18n.language) })
            : t('editConfirm.refunded', { amount: formatMoney(state.reservation.payment.amount, state.reservation.payment.currency, i18n.language) })}
        </p>
      ) : null}
      {state?.reservation && !cancelled ? <ReservationDetails reservation={state.reservation} /> : null}
      {/* The pass follows the change (the server pushes it); a new device can add it here too. */}
      {state?.reservation && !cancelled ? <WalletButtons wallet={state.reservation.wallet} /> : null}
      <div className={styles.actions}>
        {state?.reservation && !cancelled ? (
          <a className="sh-button" href={calendarUrl(hash)} download>
            {t('message.calendar')}
          </a>
        ) : null}
        <Link className="sh-button sh-button--secondary" to={cancelled ? '/reserve' : `/reserve/${hash}/edit`}>
          {cancelled ? t('message.again') : t('editConfirm.back')}
        </Link>
      </div>
    </article>
  );
}
