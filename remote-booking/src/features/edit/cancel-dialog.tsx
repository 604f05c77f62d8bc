/** The dialog that asks before a booking is cancelled: fetched on demand (on-demand.tsx). */
import { Button, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';

export interface CancelDialogProps {
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

export function CancelDialog({ busy, onKeep, onCancel }: CancelDialogProps) {
  const { t } = useTranslation('booking');
  return (
    <Modal
      open
      onClose={onKeep}
      size="sm"
      title={t('edit.cancelConfirmTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {t('edit.keep')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onCancel}>
            {t('edit.cancelYes')}
          </Button>
        </>
      }
    >
      <p>{t('edit.cancelConfirmText')}</p>
    </Modal>
  );
}
