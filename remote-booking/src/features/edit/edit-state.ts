/**
 * The edit page's form: the party size, day, time and zone the guest is changing to, and where
 * the save or cancel call stands. Pure; edit-slots.ts says which times can be chosen.
 */
import type { Reservation } from '../../api/booking-api';

export interface EditState {
  pax: number;
  date: string;
  time: string | null;
  /** null: no preference. */
  zone: number | null;
  /** A save or cancel call under way. */
  busy: boolean;
  /** The code of a change the server refused (edit.blocked.* says why); the guest can choose again. */
  blocked: string | null;
  /** The "cancel the booking?" dialog is open. */
  asking: boolean;
  /** On the way to the end page: the leave guard lets go. */
  leaving: boolean;
}

export type EditAction =
  | { type: 'paxChosen'; pax: number }
  | { type: 'dateChosen'; date: string }
  | { type: 'timeChosen'; time: string }
  | { type: 'zoneChosen'; zone: number | null }
  | { type: 'saveStarted' }
  | { type: 'saveRefused'; code: string }
  /** Saved, or failed for another reason: either way the guest goes to an end page. */
  | { type: 'saveDone' }
  | { type: 'cancelAsked' }
  | { type: 'cancelDismissed' }
  | { type: 'cancelStarted' }
  /** Cancelled or not: the end page says which; the dialog's button waits for it. */
  | { type: 'cancelDone' };

/** The form as the booking is: nothing changed yet. */
export function initialEditState(r: Reservation): EditState {
  return { pax: r.pax, date: r.date, time: r.time, zone: r.zone?.id ?? null, busy: false, blocked: null, asking: false, leaving: false };
}

export function editReducer(s: EditState, a: EditAction): EditState {
  switch (a.type) {
    case 'paxChosen':
      return { ...s, pax: a.pax };
    case 'dateChosen':
      // The time was the last day's.
      return { ...s, date: a.date, time: null, blocked: null };
    case 'timeChosen':
      return { ...s, time: a.time, blocked: null };
    case 'zoneChosen':
      return { ...s, zone: a.zone };
    case 'saveStarted':
      return { ...s, busy: true, blocked: null };
    case 'saveRefused':
      return { ...s, busy: false, blocked: a.code };
    case 'saveDone':
      return { ...s, busy: false, leaving: true };
    case 'cancelAsked':
      return { ...s, asking: true };
    case 'cancelDismissed':
      return { ...s, asking: false };
    case 'cancelStarted':
      return { ...s, busy: true };
    case 'cancelDone':
      return { ...s, leaving: true };
  }
}

/** Something differs from the booking: leaving asks first, and Save is offered. */
export function isChanged(s: EditState, r: Reservation): boolean {
  return s.pax !== r.pax || s.date !== r.date || s.time !== r.time || s.zone !== (r.zone?.id ?? null);
}
