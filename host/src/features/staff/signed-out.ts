/** The sign-in screen's reason after the staff signed out themselves (not an error code). */
export const SIGNED_OUT = 'SIGNED_OUT';
