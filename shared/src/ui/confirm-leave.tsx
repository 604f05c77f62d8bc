import { useCallback, useEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { useTranslation, useBlocker, i18n, Button, type BlockerFunction } from '@venue/shared';
import { Modal } from './modal';

export interface ConfirmLeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave this page? The data you have entered will be lost." with Stay (focused) and Leave. */
export function ConfirmLeaveDialog({ open, onStay, onLeave }: ConfirmLeaveDialogProps) {
  const { t } = useTranslation('common', { i18n });
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

function skips(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { skipConfirmLeave?: unknown }).skipConfirmLeave === true;
}

/**
 * While `when` is true: in-app navigation to another page is held by react-router's
 * useBlocker and the returned dialog asks the visitor to confirm (under AppRouter, whose
 * history can hold a navigation); closing or reloading the tab triggers the browser's own prompt
 * (beforeunload). Render the returned element (null while nothing is blocked).
 */
export function useConfirmLeave(when: boolean): ReactElement | null {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when &&
      !skips(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // The guard was lifted while a navigation was held: drop the held navigation (react-router's
  // recommended pattern) instead of leaving the dialog up for nothing.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  if (blocker.state !== 'blocked') return null;
  return <ConfirmLeaveDialog open onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

/** Component form of useConfirmLeave: `<ConfirmLeave when={isDirty} />`. */
export function ConfirmLeave({ when }: { when: boolean }) {
  return useConfirmLeave(when);
}
