/**
 * The price, card guarantee or payment of the chosen table or experience (reservation/quote),
 * asked again whenever the choice changes; undefined until the choice is complete and answered.
 * A failed call leaves it undefined: the steps that need it wait. Once the guest's details are
 * given (the steps after them), it is asked again with their e-mail and phone: a venue may ask a
 * card of a guest who did not come before (booking.cardGuarantee.afterNoShows).
 */
import { useEffect, useRef, useState } from 'react';
import { type Quote, quoteReservation } from '../../api/booking-api';
import type { FlowState } from './flow-state';

type Choice = Pick<FlowState, 'pax' | 'date' | 'time' | 'experienceId' | 'zoneId' | 'step' | 'guest'>;

const AFTER_DETAILS = new Set(['guarantee', 'summary', 'payment']);

export function useQuote({ pax, date, time, experienceId, zoneId, step, guest }: Choice, moduleSlug: string | undefined): Quote | undefined {
  const [quote, setQuote] = useState<Quote | undefined>();
  const known = AFTER_DETAILS.has(step);
  const email = known ? guest.email : '';
  const phonePrefix = known ? guest.phone.prefix : '';
  const phone = known ? guest.phone.number : '';
  const choiceKey = JSON.stringify([pax, date, time, experienceId, zoneId, moduleSlug]);
  const lastChoice = useRef(choiceKey);
  useEffect(() => {
    // A new choice starts from nothing; the same choice asked again with the guest keeps its quote meanwhile.
    if (lastChoice.current !== choiceKey) setQuote(undefined);
    lastChoice.current = choiceKey;
    if (!pax || !date || !time) return setQuote(undefined);
    let live = true;
    const guestFields = email ? { email, phonePrefix, phone } : {};
    quoteReservation({ date, time, pax, experience: experienceId ?? undefined, zone: zoneId ?? undefined, module: moduleSlug, ...guestFields })
      .then((q) => live && setQuote(q))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [choiceKey, pax, date, time, experienceId, zoneId, moduleSlug, email, phonePrefix, phone]);
  return quote;
}
