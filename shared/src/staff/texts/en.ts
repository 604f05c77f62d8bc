import type { StaffTexts } from './it';

const en: StaffTexts = {
  apiErrors: {
    AUTH_INVALID: 'Unknown or revoked staff token.',
    AUTH_MISSING: 'Sign in with the staff token.',
    STAFF_SESSION_REQUIRED: 'Sign in with the staff token.',
    STAFF_SESSION_EXPIRED: 'Your session has ended: sign in again.',
    WRONG_VENUE: 'This session belongs to another venue: sign in with a token of this venue.',
    CSRF_REFUSED: 'Request refused: reload the page and try again.',
    INVALID_PAYLOAD: 'This is neither a code nor the link of one.',
    CODE_NOT_FOUND: 'No promo code or gift card has this code.',
    CODE_OF_ANOTHER_VENUE: 'This code belongs to another venue.',
    PROMO_CODE_NOT_FOUND: 'No promo code has this code.',
    PROMO_CODE_USED: 'This code has already been used.',
    PROMO_CODE_EXPIRED: 'This code has expired.',
    GIFTCARD_NOT_FOUND: 'No gift card has this code.',
    GIFTCARD_VOID: 'This gift card has been voided.',
    GIFTCARD_EXPIRED: 'This gift card has expired.',
    GIFTCARD_REDEEMED: 'This gift card has been used up.',
    GIFTCARD_INSUFFICIENT_BALANCE: 'The card holds less than this amount.',
    RESERVATION_NOT_FOUND: 'Reservation not found.',
    INVALID_TRANSITION: 'The reservation is no longer in this state: refresh the list.',
    NOT_STARTED: 'The reservation time has not passed yet.',
    GUEST_ARRIVED: 'The party is already marked as arrived.',
  },
  state: {
    valid: 'Valid',
    used: 'Already used',
    expired: 'Expired',
    void: 'Voided',
  },
  usedOnBy: 'Already used on {{date}} by {{label}}',
  usedOn: 'Already used on {{date}}',
  scanNext: 'Scan next',
  backToScan: 'Back to scanning',
};

export default en;
