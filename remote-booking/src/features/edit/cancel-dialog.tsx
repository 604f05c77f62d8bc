/** The dialog that asks before a booking is cancelled, or the waiting list left: fetched on demand (on-demand.tsx). */
import { Button, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';

export interface CancelDialogProps {
  /** A waiting-list entry: the guest leaves the list. */
  leaving?: boolean;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

export function CancelDialog({ leaving = false, busy, onKeep, onCancel }: CancelDialogProps) {
  const { t } = useTranslation('booking');
  return (
    <Modal
      open
      onClose={onKeep}
      size="sm"
      title={t(leaving ? 'edit.leaveConfirmTitle' : 'edit.cancelConfirmTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {t('edit.keep')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onCancel}>
            {t(leaving ? 'edit.leaveYes' : 'edit.cancelYes')}
          </Button>
        </>
      }
    >
      <p>{t(leaving ? 'edit.leaveConfirmText' : 'edit.cancelConfirmText')}</p>
    </Modal>
  );
}
