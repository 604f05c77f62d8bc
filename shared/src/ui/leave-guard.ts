import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from '@venue/shared';

function skips(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { skipConfirmLeave?: unknown }).skipConfirmLeave === true;
}

/**
 * While `when` is true: in-app navigation to another page is held by react-router's useBlocker
 * (under AppRouter, whose history can hold a navigation) until the caller proceeds or resets;
 * closing or reloading the tab triggers the browser's own prompt (beforeunload). A navigation
 * whose state carries SKIP_CONFIRM_LEAVE passes. The dialog that asks is the caller's
 * (useConfirmLeave's, in @venue/shared/forms): a page can hold a navigation before that
 * dialog's code has arrived.
 */
export function useLeaveGuard(when: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && !skips(nextLocation.state) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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

  return blocker;
}
