/** The payments calls of the venue API (docs/api.md, "Payments"). */
export const PAYMENT_PATHS = {
  config: '/backend/api/frontpage/payments/config',
  demoConfirm: '/backend/api/frontpage/payments/demo/confirm',
  demoAuthenticate: '/backend/api/frontpage/payments/demo/authenticate',
} as const;
