import { useRef } from 'react';
import type { ReactElement } from 'react';
import { useTranslation, Button } from '@venue/shared';
import { useLeaveGuard } from './leave-guard';
import { Modal } from './modal';

export interface ConfirmLeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave this page? The data you have entered will be lost." with Stay (focused) and Leave. */
export function ConfirmLeaveDialog({ open, onStay, onLeave }: ConfirmLeaveDialogProps) {
  const { t } = useTranslation('common');
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="sm"
      initialFocusRef={stayRef}
      title={t('confirmLeave.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onLeave}>
            {t('confirmLeave.leave')}
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            {t('confirmLeave.stay')}
          </Button>
        </>
      }
    >
      <p>{t('confirmLeave.message')}</p>
    </Modal>
  );
}

/**
 * While `when` is true: in-app navigation to another page is held (useLeaveGuard) and the
 * returned dialog asks the visitor to confirm; closing or reloading the tab triggers the
 * browser's own prompt. Render the returned element (null while nothing is blocked).
 */
export function useConfirmLeave(when: boolean): ReactElement | null {
  const blocker = useLeaveGuard(when);
  if (blocker.state !== 'blocked') return null;
  return <ConfirmLeaveDialog open onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

/** Component form of useConfirmLeave: `<ConfirmLeave when={isDirty} />`. */
export function ConfirmLeave({ when }: { when: boolean }) {
  return useConfirmLeave(when);
}
