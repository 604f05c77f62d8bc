import { useState } from 'react';
import { Button, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';
import { STAFF_NS, answerRequest, useStaffRequest, type StaffReservation, StaffError } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';

interface Props {
  reservation: StaffReservation;
  accept: boolean;
  onClose: () => void;
  onDone: (next: StaffReservation, message: string) => void;
}

/** A request accepted or declined, with staff's own words to the guest (they go in the e-mail). */
export function AnswerDialog({ reservation, accept, onClose, onDone }: Props) {
  const { t } = useTranslation([STAFF_BOOKINGS_NS, STAFF_NS]);
  const [message, setMessage] = useState('');
  const answering = useStaffRequest(answerRequest);
  const id = `answer-${reservation.id}`;
  const submit = async () => {
    const next = await answering.run({ id: reservation.id, accept, message });
    if (next) onDone(next, t(accept ? 'accepted' : 'declined', { name: reservation.name }));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(accept ? 'acceptTitle' : 'declineTitle', { name: reservation.name })}
      footer={
        <>
          <Button variant={accept ? 'primary' : 'danger'} loading={answering.pending} onClick={() => void submit()}>
            {t(accept ? 'confirmAccept' : 'confirmDecline')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <div className="sh-field">
        <label className="sh-label" htmlFor={id}>
          {t('messageLabel')}
        </label>
        <p id={`${id}-hint`} className="sh-field-hint">
          {t('messageHint')}
        </p>
        <textarea id={id} aria-describedby={`${id}-hint`} className="sh-textarea" value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <StaffError error={answering.error} />
    </Modal>
  );
}
