/**
 * The edit page's dialogs, with the form primitives they come from (@venue/shared/forms):
 * fetched once the guest changes something or reaches for the cancel button, not with the page.
 * The hold on leaving is the page's own from the first change (useLeaveGuard): only the dialog
 * that asks waits for this code. Were it not to load, the remote's error boundary says so with a
 * retry; the form, and with it the hold, is then gone, so no navigation stays held unasked.
 */
import { lazy } from 'react';

const loadForms = () => import('@venue/shared/forms');

/** Starts fetching the dialogs' code (a change was made, the cancel button pointed at or focused). */
export const prefetchForms = () => void loadForms().catch(() => undefined);

export const ConfirmLeaveDialog = lazy(() => loadForms().then((m) => ({ default: m.ConfirmLeaveDialog })));

export const Modal = lazy(() => loadForms().then((m) => ({ default: m.Modal })));
