/**
 * The month the calendar shows and its availability for the party: asked again when the party,
 * the month shown or the scope changes, and on a retry after a failure (a timeout, the API away).
 * The booking flow and the edit page both show it.
 */
import type { MonthAvailability } from '@venue/shared';
import { useEffect, useRef, useState } from 'react';
import { type Scope, loadMonth, monthHere } from '../api/availability-api';

export interface MonthView {
  year: number;
  month: number;
}

export interface MonthAvailabilityState {
  /** The month shown; the calendar's arrows change it (showMonth). */
  view: MonthView;
  showMonth: (view: MonthView) => void;
  data?: MonthAvailability;
  loading: boolean;
  /** A falsy status or a failed call: a message with a retry. */
  failed: boolean;
  retry: () => void;
}

/** `opensOn`: the month shown first (read once). `pax` null: nothing to ask yet. */
export function useMonthAvailability(pax: number | null, scope: Scope, opensOn: MonthView): MonthAvailabilityState {
  const [view, showMonth] = useState(opensOn);
  // The month asked for ahead, if its answer is here: the calendar's first frame has its days.
  const [month, setMonth] = useState<{ data?: MonthAvailability; loading: boolean; failed?: boolean }>(() => {
    const data = pax ? monthHere({ ...opensOn, pax }, scope) : undefined;
    return { data, loading: false };
  });
  const answered = useRef(!!month.data);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!pax) return;
    if (answered.current) {
      answered.current = false; // the first month's answer is the one taken ahead
      return;
    }
    let live = true;
    setMonth((m) => ({ ...m, loading: true, failed: false }));
    loadMonth({ ...view, pax }, scope)
      .then((data) => live && setMonth({ data, loading: false, failed: !data }))
      .catch(() => live && setMonth({ loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [view, pax, scope, attempt]);

  return { view, showMonth, data: month.data, loading: month.loading, failed: !!month.failed, retry: () => setAttempt((n) => n + 1) };
}
