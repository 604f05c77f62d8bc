/**
 * The edit page's calls, fetched once the guest changes something or reaches for the cancel
 * button (use-save-edit.ts), not with the page: save the change, or cancel the booking. A change
 * the server refuses for a reason the guest can act on (a card needed, only the waiting list
 * left, sold out, a limit) stays on the page with its message; anything else ends on
 * /edit/confirm or /edit/error.
 */
import { isApiError } from '@venue/shared';
import type { Dispatch } from 'react';
import { type Reservation, cancelReservation, editReservation } from '../../api/booking-api';
import type { EditAction, EditState } from './edit-state';

const BLOCKS = new Set(['EDIT_NEEDS_CARD', 'EDIT_WAITING_LIST', 'EDIT_SOLD_OUT', 'EDIT_PAID_PAX', 'BOOKING_LIMIT_EMAIL', 'BOOKING_LIMIT_CLIENT']);

/** Leaves the page for `path` with what the next page shows. */
export type LeaveTo = (path: string, extra?: Record<string, unknown>) => void;

/** The save, once started (the button shows it busy from the click, before this code arrives). */
export async function saveEdit(r: Reservation, state: EditState, dispatch: Dispatch<EditAction>, leaveTo: LeaveTo): Promise<void> {
  const { date, time, pax, zone } = state;
  if (!time) return;
  try {
    const res = await editReservation({ hash: r.hash, date, time, pax, zone: zone ?? undefined });
    dispatch({ type: 'saveDone' });
    leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res.reservation, changed: res.changed });
  } catch (err) {
    if (isApiError(err) && BLOCKS.has(err.code)) return dispatch({ type: 'saveRefused', code: err.code });
    dispatch({ type: 'saveDone' });
    leaveTo(`/reserve/${r.hash}/edit/error`);
  }
}

/** The cancellation, once started. */
export async function cancelBooking(r: Reservation, dispatch: Dispatch<EditAction>, leaveTo: LeaveTo): Promise<void> {
  try {
    const res = await cancelReservation(r.hash);
    dispatch({ type: 'cancelDone' });
    leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res, cancelled: true });
  } catch {
    dispatch({ type: 'cancelDone' });
    leaveTo(`/reserve/${r.hash}/edit/error`);
  }
}
