/** The reservation e-mails there are; each has its subject and intro under `reservationEmail.kinds` (src/i18n/locales). */
export const RESERVATION_EMAIL_KINDS = [
  'confirmed',
  'pending',
  'accepted',
  'rejected',
  'waiting',
  'table-freed',
  'edited',
  'cancelled',
  'left-list',
  'fee-authentication',
  'payment-refunded',
  'reminder',
  'released',
  'offer',
  'offer-expired',
] as const;
export type ReservationEmailKind = (typeof RESERVATION_EMAIL_KINDS)[number];
