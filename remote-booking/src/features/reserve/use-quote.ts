/**
 * The price, card guarantee or payment of the chosen table or experience (reservation/quote),
 * asked again whenever the choice changes; undefined until the choice is complete and answered.
 * A failed call leaves it undefined: the steps that need it wait.
 */
import { useEffect, useState } from 'react';
import { type Quote, quoteReservation } from '../../api/booking-api';
import type { FlowState } from './flow-state';

type Choice = Pick<FlowState, 'pax' | 'date' | 'time' | 'experienceId' | 'zoneId'>;

export function useQuote({ pax, date, time, experienceId, zoneId }: Choice, moduleSlug: string | undefined): Quote | undefined {
  const [quote, setQuote] = useState<Quote | undefined>();
  useEffect(() => {
    setQuote(undefined);
    if (!pax || !date || !time) return;
    let live = true;
    quoteReservation({ date, time, pax, experience: experienceId ?? undefined, zone: zoneId ?? undefined, module: moduleSlug })
      .then((q) => live && setQuote(q))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pax, date, time, experienceId, zoneId, moduleSlug]);
  return quote;
}
