import { type RefObject, useEffect } from 'react';

/**
 * A visitor can type into the server's HTML before the page hydrates: the text is in the DOM
 * but not in React's state, and the next render would wipe it. Once hydrated (effects run after
 * hydration), a field adopts what it holds. On a field the browser rendered itself, the DOM
 * already holds `value` and nothing happens.
 */
export function useAdoptTypedText(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at mount: later the field is controlled as usual
  }, []);
}
