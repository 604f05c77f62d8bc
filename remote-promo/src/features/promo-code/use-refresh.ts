import { useEffect } from 'react';

/**
 * Calls `refresh` every `everyMs` while `active` and the page is visible, and when the visitor
 * comes back to the tab: a code redeemed at the counter shows as used on the guest's phone.
 */
export function useRefresh(refresh: () => void, active: boolean, everyMs = 5000): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, everyMs);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh, active, everyMs]);
}
