/**
 * Save or cancel from the edit page. The calls' code (edit-actions.ts) comes on demand: prefetched
 * with the dialogs once the guest changes something or reaches for the cancel button
 * (on-demand.tsx); a click before it has arrived waits for it. Were it not to load, the
 * guest gets the error page, as for a call that failed.
 */
import { SKIP_CONFIRM_LEAVE, useNavigate } from '@venue/shared';
import type { Dispatch } from 'react';
import type { Reservation } from '../../api/booking-api';
import type { EditAction, EditState } from './edit-state';
import { loadEditActions } from './on-demand';

export function useSaveEdit(r: Reservation, state: EditState, dispatch: Dispatch<EditAction>) {
  const navigate = useNavigate();
  // Navigate once the leave guard has let go (next tick).
  const leaveTo = (path: string, extra: Record<string, unknown> = {}) => setTimeout(() => navigate(path, { state: { ...SKIP_CONFIRM_LEAVE, ...extra } }), 0);
  const notLoaded = (done: EditAction) => () => {
    dispatch(done);
    leaveTo(`/reserve/${r.hash}/edit/error`);
  };

  const save = () => {
    if (!state.time) return Promise.resolve();
    dispatch({ type: 'saveStarted' });
    return loadEditActions().then((actions) => actions.saveEdit(r, state, dispatch, leaveTo), notLoaded({ type: 'saveDone' }));
  };
  const cancel = () => {
    dispatch({ type: 'cancelStarted' });
    return loadEditActions().then((actions) => actions.cancelBooking(r, dispatch, leaveTo), notLoaded({ type: 'cancelDone' }));
  };

  return { save, cancel };
}
