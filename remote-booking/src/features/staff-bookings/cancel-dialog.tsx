import { Button, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';
import { STAFF_NS, cancelBooking, useStaffRequest, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';

interface Props {
  reservation: StaffReservation;
  onClose: () => void;
  onDone: (next: StaffReservation, message: string) => void;
}

/** A booking cancelled for the guest (who asked by phone, say): the guest's own cancellation, told by e-mail. */
export function CancelDialog({ reservation: r, onClose, onDone }: Props) {
  const { t } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const cancelling = useStaffRequest(cancelBooking);
  const submit = async () => {
    const next = await cancelling.run(r.id);
    if (next) onDone(next, t('cancelled', { name: r.name }));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('cancelTitle', { name: r.name })}
      footer={
        <>
          <Button variant="danger" loading={cancelling.pending} onClick={() => void submit()}>
            {t('confirmCancel')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('keep')}
          </Button>
        </>
      }
    >
      <p>{t('cancelText')}</p>
      <StaffError error={cancelling.error} />
    </Modal>
  );
}
