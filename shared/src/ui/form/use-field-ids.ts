import { useId } from 'react';

/** Ids that tie a field to its label, hint and error (aria-describedby), and the aria props. */
export function useFieldIds(error: string | undefined, hint?: string) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    errorId,
    hintId,
    aria: { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy },
  };
}
