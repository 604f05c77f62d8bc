/**
 * What the edit page needs only once the guest acts, fetched then and not with the page: the
 * change form (change-section.tsx, with the calendar), the dialogs (cancel-dialog.tsx, and the
 * form primitives they come from, @venue/shared/forms) and the save and cancel calls
 * (edit-actions.ts). Each is prefetched when the guest points at or focuses the button that needs
 * it, or makes a change; an offer's card step (offer-card-confirm.tsx) comes with an offer that
 * needs a card. The hold on leaving is the page's own from the first change
 * (useLeaveGuard): only the dialog that asks waits for this code. Were a dialog not to load, the
 * remote's error boundary says so with a retry; the form, and with it the hold, is then gone, so
 * no navigation stays held unasked.
 */
import { lazy } from 'react';

const loadChangeSection = () => import(/* webpackChunkName: "booking-change" */ './change-section');
const loadForms = () => import('@venue/shared/forms');
const loadCancelDialog = () => import('./cancel-dialog');
export const loadEditActions = () => import('./edit-actions');

/** Starts fetching the change form's code (the button that opens it pointed at or focused). */
export const prefetchChangeSection = () => void loadChangeSection().catch(() => undefined);

/** Starts fetching the dialogs' and the calls' code (a change was made, the cancel button pointed at or focused). */
export const prefetchOnDemand = () => {
  void loadForms().catch(() => undefined);
  void loadCancelDialog().catch(() => undefined);
  void loadEditActions().catch(() => undefined);
};

export const ChangeSection = lazy(() => loadChangeSection().then((m) => ({ default: m.ChangeSection })));

export const ConfirmLeaveDialog = lazy(() => loadForms().then((m) => ({ default: m.ConfirmLeaveDialog })));

export const CancelDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelDialog })));

/** An offer's card step (its terms' checkbox is a form primitive): only on an offer that needs a card. */
export const OfferCardConfirm = lazy(() => import('./offer-card-confirm').then((m) => ({ default: m.OfferCardConfirm })));
