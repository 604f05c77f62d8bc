/**
 * Navigation state that passes a leave guard (`useLeaveGuard`, and with it ConfirmLeave) without asking, for
 * a form's own navigation after a successful submit: `navigate(next, { state: SKIP_CONFIRM_LEAVE })`.
 * Here, not with the guard: a page can navigate with it before its form's code has loaded.
 */
export const SKIP_CONFIRM_LEAVE = { skipConfirmLeave: true } as const;
