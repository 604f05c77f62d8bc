// @venue/shared/leave-guard: the hold on leaving a page with unsaved changes, without the dialog
// that asks (useConfirmLeave in @venue/shared/forms has both). Not a federated singleton: it holds
// no state (the router is '@venue/shared''s), so a page bundles it and holds a
// navigation from the first change, while the dialog's code, fetched on demand, is on its way
// (the booking edit page).
export { useLeaveGuard } from './ui/leave-guard';
