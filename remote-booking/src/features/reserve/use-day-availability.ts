/**
 * The chosen day's times for the party, asked again when the day or the party changes and on a
 * retry. While the next day loads the last one is gone (the time step waits), and an answer for
 * another day than the chosen one counts as still loading.
 */
import type { DayAvailability } from '@venue/shared';
import { useEffect, useState } from 'react';
import { type Scope, loadChosenDay } from '../../api/availability-api';

interface DayAnswer {
  data?: DayAvailability;
  loading: boolean;
  /** A falsy status (docs/api.md#the-front-pages-calls: "returns nothing") or a failed call. */
  failed?: boolean;
  /** The day the answer is for. */
  date?: string;
}

export function useDayAvailability(date: string | null, pax: number | null, scope: Scope) {
  const [day, setDay] = useState<DayAnswer>({ loading: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!pax || !date) return;
    let live = true;
    setDay({ loading: true, date });
    loadChosenDay({ day: date, pax }, scope)
      .then((data) => live && setDay({ data, loading: false, failed: !data, date }))
      .catch(() => live && setDay({ loading: false, failed: true, date }));
    return () => {
      live = false;
    };
  }, [date, pax, scope, attempt]);

  return {
    /** The last answer, whichever day it is for (the steps read its slots). */
    data: day.data,
    /** For the time step: the chosen day's answer is not here yet. */
    loading: day.loading || day.date !== date,
    /** For the time step: the chosen day's answer failed (a message with a retry). */
    failed: !!day.failed && day.date === date,
    retry: () => setAttempt((n) => n + 1),
    /**
     * A day loaded by the flow itself (a suggested time taken): the time step reads it as its
     * own, so Back to that step shows its times, or the message with a retry, never a load that
     * never ends.
     */
    takeAnswer: (answerDate: string, data: DayAvailability | undefined) => setDay({ data, loading: false, failed: !data, date: answerDate }),
  };
}
