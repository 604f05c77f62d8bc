/** Bank reasons worth telling apart; any other code reads as a plain decline. */
export const DECLINE_REASONS = [
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'card_velocity_exceeded',
  'processing_error',
  'card_not_supported',
  'currency_not_supported',
  'authentication_required',
  'test_mode_live_card',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
