/**
 * The chosen day's times for the party, asked again when the day or the party changes and on a
 * retry; the last day's times stay on screen while the next ones come.
 */
import type { DayAvailability } from '@venue/shared';
import { useEffect, useState } from 'react';
import { type Scope, loadDay } from '../../api/availability-api';

export function useDaySlots(date: string, pax: number, scope: Scope) {
  const [day, setDay] = useState<DayAvailability | undefined>();
  // A falsy status (docs/api.md#the-front-pages-calls) or a failed call: a message with a retry.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadDay({ day: date, pax }, scope)
      .then((data) => {
        if (!live) return;
        setDay(data);
        setFailed(!data);
      })
      .catch(() => {
        if (!live) return;
        setDay(undefined);
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [date, pax, scope, attempt]);

  return { data: day, failed, retry: () => setAttempt((n) => n + 1) };
}
