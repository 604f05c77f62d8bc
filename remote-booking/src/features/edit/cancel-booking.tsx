/**
 * The edit page's cancel section: what a cancellation costs or gives back now, and the button
 * that asks first (the dialog's code comes on demand: on-demand.tsx). A waiting-list entry has
 * no booking to cancel: the guest leaves the list, and the section says so.
 */
import { Button, formatMoney, useTranslation } from '@venue/shared';
import { Suspense } from 'react';
import type { Reservation } from '../../api/booking-api';
import { CancelDialog, prefetchOnDemand } from './on-demand';
import styles from './reserve-edit.module.css';

export interface CancelBookingProps {
  reservation: Reservation;
  asking: boolean;
  busy: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onCancel: () => void;
}

export function CancelBooking({ reservation: r, asking, busy, onAsk, onKeep, onCancel }: CancelBookingProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const leaving = r.status === 'waiting';
  return (
    <>
      <section className={styles.section} aria-labelledby="cancel-title">
        <h2 id="cancel-title">{t(leaving ? 'edit.leaveTitle' : 'edit.cancelTitle')}</h2>
        {r.cancelIsLate && r.guarantee ? (
          <p className={styles.notice}>{t('edit.lateWarning', { amount: formatMoney(r.guarantee.amount, r.guarantee.currency, lang) })}</p>
        ) : null}
        {r.payment?.status === 'paid' ? (
          <p className={styles.notice} data-testid="refund-rule">
            {t(r.payment.refundOnCancel ? 'edit.refundOnCancel' : 'edit.noRefund', { amount: formatMoney(r.payment.amount, r.payment.currency, lang) })}
          </p>
        ) : null}
        <Button variant="danger" onClick={onAsk} onPointerEnter={prefetchOnDemand} onFocus={prefetchOnDemand}>
          {t(leaving ? 'edit.leave' : 'edit.cancel')}
        </Button>
      </section>
      {asking ? (
        <Suspense fallback={null}>
          <CancelDialog leaving={leaving} busy={busy} onKeep={onKeep} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </>
  );
}
