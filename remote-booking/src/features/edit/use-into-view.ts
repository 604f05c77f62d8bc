import { useEffect, useRef } from 'react';

/**
 * Brings a section into view once, when the page was opened by an e-mail's answer for it: on a
 * small phone the question sits below the booking, and the guest's one tap is the answer itself.
 */
export function useIntoView<T extends HTMLElement>(wanted: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // scrollIntoView is missing where there is no layout (jsdom).
    if (wanted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [wanted]);
  return ref;
}
