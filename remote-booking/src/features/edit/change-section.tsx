/**
 * The change form once the guest has asked for it (edit-form.tsx): the month's and the day's
 * availability for the party, asked from here, and the form itself (change-booking.tsx). A chunk
 * of its own, with the calendar: a guest who came to read or cancel the booking downloads none of it.
 */
import type { Dispatch } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import type { Reservation } from '../../api/booking-api';
import { useMonthAvailability } from '../../lib/use-month-availability';
import { venueToday } from '../../lib/venue-today';
import { ChangeBooking } from './change-booking';
import type { EditAction, EditState } from './edit-state';
import { useDaySlots } from './use-day-slots';

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

export interface ChangeSectionProps {
  reservation: Reservation;
  state: EditState;
  dispatch: Dispatch<EditAction>;
  changed: boolean;
  onSave: () => void;
}

export function ChangeSection({ reservation: r, state, dispatch, changed, onSave }: ChangeSectionProps) {
  const scope = useMemo(() => (r.experience ? { experience: r.experience.id } : {}), [r.experience]);
  const month = useMonthAvailability(state.pax, scope, monthOf(r.date));
  const day = useDaySlots(state.date, state.pax, scope);
  // The guest asked for the form: the focus goes to its first field.
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector<HTMLElement>('select, button')?.focus(), []);
  const retry = () => {
    month.retry();
    day.retry();
  };
  return (
    <div ref={first}>
      <ChangeBooking
        reservation={r}
        state={state}
        dispatch={dispatch}
        changed={changed}
        month={month}
        day={day}
        minMonth={monthOf(venueToday(r.venue.timezone))}
        onRetry={retry}
        onSave={onSave}
      />
    </div>
  );
}
