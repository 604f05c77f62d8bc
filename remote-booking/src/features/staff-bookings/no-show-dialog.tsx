import { useEffect, useState } from 'react';
import { Button, formatMoney, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';
import { STAFF_NS, markNoShow, previewNoShow, useStaffRequest, type NoShowResult, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';
import styles from './staff-bookings.module.css';

interface Props {
  reservation: StaffReservation;
  onClose: () => void;
  /** The no-show's answer, and the message that says what was charged. */
  onDone: (result: NoShowResult, message: string) => void;
}

/**
 * "No-show?" with what it will cost the guest: the preview first (`noshow/preview`: the fee
 * the call would charge now, or none), then the no-show itself on confirmation.
 */
export function NoShowDialog({ reservation, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const preview = useStaffRequest(previewNoShow);
  const confirm = useStaffRequest(markNoShow);
  const [asked, setAsked] = useState(false);
  const { run: runPreview } = preview;
  useEffect(() => void runPreview(reservation.id).then(() => setAsked(true)), [runPreview, reservation.id]);

  const plan = preview.data;
  const money = (minor: number) => formatMoney(minor, plan?.currency ?? '', i18n.language);
  const submit = async () => {
    const result = await confirm.run(reservation.id);
    if (!result) return;
    const amount = plan?.charge === 'charge' ? money(plan.amount) : '';
    onDone(result, t(`charged.${result.charge}`, { amount, code: result.declineCode ?? '' }));
  };
  const error = confirm.error ?? preview.error;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('noShowTitle', { name: reservation.name })}
      footer={
        <>
          <Button variant="danger" disabled={!plan} loading={confirm.pending} onClick={() => void submit()}>
            {t('confirmNoShow')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      {!asked ? <p>{t('common:loading')}</p> : null}
      {plan ? (
        <p className={plan.charge === 'charge' ? styles.fee : undefined} data-charge={plan.charge}>
          {t(`preview.${plan.charge}`, { amount: money(plan.amount) })}
        </p>
      ) : null}
      <StaffError error={error} />
    </Modal>
  );
}
