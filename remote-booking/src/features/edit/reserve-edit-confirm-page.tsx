/** /reserve/{hash}/edit/confirm: the change (or the cancellation) went through. */
import { Link, formatMoney, useLocation, useParams, useTranslation } from '@venue/shared';
import { WalletButtons } from '@venue/shared/wallet-buttons';
import type { Reservation, ReservationPayment } from '../../api/booking-api';
import { ReservationDetails } from '../../components/reservation-details';
import { calendarUrl } from '../../lib/calendar-url';
import styles from './reserve-edit.module.css';

export function ReserveEditConfirmPage() {
  const { t } = useTranslation('booking');
  const { hash = '' } = useParams();
  const state = useLocation().state as { reservation?: Reservation; cancelled?: boolean; changed?: boolean } | null;
  const cancelled = state?.cancelled === true;
  // A waiting-list entry (or an offer) cancelled: the guest left the list, no booking was cancelled.
  const leftList = cancelled && (state?.reservation?.closedReason === 'left_list' || state?.reservation?.closedReason === 'offer_declined');
  return (
    <article className={styles.page} data-page="ReserveEditConfirm" data-build={__BUILD_LABEL__}>
      <h1>{leftList ? t('editConfirm.leftTitle') : cancelled ? t('editConfirm.cancelledTitle') : t('editConfirm.title')}</h1>
      <p>
        {leftList
          ? t('editConfirm.leftText')
          : cancelled
            ? t('editConfirm.cancelledText')
            : state?.changed === false
              ? t('editConfirm.unchanged')
              : t('editConfirm.text')}
      </p>
      {cancelled && state?.reservation?.payment ? <RefundOutcome payment={state.reservation.payment} /> : null}
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

/** What a cancellation gave back: nothing after the deadline; else the gift card part to the card, the rest to the bank card. */
function RefundOutcome({ payment: p }: { payment: ReservationPayment }) {
  const { t, i18n } = useTranslation('booking');
  const money = (n: number) => formatMoney(n, p.currency, i18n.language);
  if (p.status === 'paid') return <p data-testid="refund-outcome">{t('editConfirm.notRefunded', { amount: money(p.amount) })}</p>;
  const byCard = p.amount - (p.giftcard?.amount ?? 0);
  return (
    <p data-testid="refund-outcome">
      {p.giftcard?.returned ? t('payment.giftcardReturned', { amount: money(p.giftcard.amount), code: p.giftcard.code }) : null}
      {p.giftcard?.returned && byCard > 0 ? ' ' : null}
      {byCard > 0 ? t('editConfirm.refunded', { amount: money(byCard) }) : null}
    </p>
  );
}
