/**
 * The edit page's calls: save the change, or cancel the booking. A change the server refuses
 * for a reason the guest can act on (a card needed, only the waiting list left, sold out, a
 * limit) stays on the page with its message; anything else ends on /edit/confirm or /edit/error.
 */
import { SKIP_CONFIRM_LEAVE, isApiError, useNavigate } from '@venue/shared';
import type { Dispatch } from 'react';
import { type Reservation, cancelReservation, editReservation } from '../../api/booking-api';
import type { EditAction, EditState } from './edit-state';

const BLOCKS = new Set(['EDIT_NEEDS_CARD', 'EDIT_WAITING_LIST', 'EDIT_SOLD_OUT', 'EDIT_PAID_PAX', 'BOOKING_LIMIT_EMAIL', 'BOOKING_LIMIT_CLIENT']);

export function useSaveEdit(r: Reservation, state: EditState, dispatch: Dispatch<EditAction>) {
  const navigate = useNavigate();
  // Navigate once the leave guard has let go (next tick).
  const leaveTo = (path: string, extra: Record<string, unknown> = {}) => setTimeout(() => navigate(path, { state: { ...SKIP_CONFIRM_LEAVE, ...extra } }), 0);

  const save = async () => {
    const { date, time, pax, zone } = state;
    if (!time) return;
    dispatch({ type: 'saveStarted' });
    try {
      const res = await editReservation({ hash: r.hash, date, time, pax, zone: zone ?? undefined });
      dispatch({ type: 'saveDone' });
      leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res.reservation, changed: res.changed });
    } catch (err) {
      if (isApiError(err) && BLOCKS.has(err.code)) return dispatch({ type: 'saveRefused', code: err.code });
      dispatch({ type: 'saveDone' });
      leaveTo(`/reserve/${r.hash}/edit/error`);
    }
  };

  const cancel = async () => {
    dispatch({ type: 'cancelStarted' });
    try {
      const res = await cancelReservation(r.hash);
      dispatch({ type: 'cancelDone' });
      leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res, cancelled: true });
    } catch {
      dispatch({ type: 'cancelDone' });
      leaveTo(`/reserve/${r.hash}/edit/error`);
    }
  };

  return { save, cancel };
}
