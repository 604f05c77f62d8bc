/**
 * The texts there are, and which reservation e-mail each goes with: the confirmation (booked
 * at once, or accepted by the venue), the reminder, and the waiting list's offer.
 */
import type { ReservationEmailKind } from '../reservations/email/reservation-email-kinds';

export const TEXT_KINDS = ['confirmation', 'reminder', 'offer'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

const BY_EMAIL: Partial<Record<ReservationEmailKind, TextKind>> = {
  confirmed: 'confirmation',
  accepted: 'confirmation',
  reminder: 'reminder',
  offer: 'offer',
};

export const textKindOf = (email: ReservationEmailKind): TextKind | null => BY_EMAIL[email] ?? null;

/**
 * The versions of the booking form's consent line the server takes (remote-booking sends the one
 * it showed). A new wording gets a new version, so what each guest agreed to stays known.
 */
export const TEXT_CONSENT_VERSIONS = ['1'] as const;
