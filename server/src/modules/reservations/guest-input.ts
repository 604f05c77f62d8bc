/** The guest's part of a hold or submit, checked beyond the payload's shape, as reservation columns. */
import { randomBytes } from 'node:crypto';
import type { Infer } from 'superstruct';
import { ApiError } from '../../lib/api-error';
import { isValidPhone, phoneDigits } from '../../lib/phone-number';
import type { Choice } from './booking-choice';
import { type HoldPayload, isChecked } from './payloads';
import type { NewReservation } from './reservation-repository';

export type GuestPayload = Infer<typeof HoldPayload>;

/** The edit-link secret: 192 random bits, base64url (32 characters). */
export const newReservationHash = (): string => randomBytes(24).toString('base64url');

export function choiceOf(p: { date: string; time: string; pax: number; zone?: number; experience?: number }): Choice {
  return { date: p.date, time: p.time, pax: p.pax, zoneId: p.zone ?? null, experienceId: p.experience ?? null };
}

export function checkGuest(p: GuestPayload): void {
  const fields: Record<string, string> = {};
  if (!isValidPhone(p.phonePrefix, p.phone)) fields.phone = 'INVALID';
  if (p.visitReason === 'other' && !p.visitReasonOther) fields.visitReasonOther = 'REQUIRED';
  if (Object.keys(fields).length) throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${Object.keys(fields).join(', ')}`, fields);
}

/**
 * Columns of a new reservation from the guest's data (status and seating are the caller's). The
 * texts' consent is kept (when, and the wording's version) only where the venue offers texts.
 */
export function guestColumns(p: GuestPayload, now: Date, textsOffered: boolean): Omit<NewReservation, 'venueId' | 'status' | 'date' | 'time' | 'pax'> {
  const textConsent = textsOffered && p.textMessages ? p.textMessages : null;
  return {
    hash: newReservationHash(),
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phonePrefix: p.phonePrefix,
    phone: phoneDigits(p.phone),
    notes: p.notes,
    visitReason: p.visitReason === 'other' ? `other: ${p.visitReasonOther}` : p.visitReason,
    language: p.language,
    marketingConsent: isChecked(p.marketing),
    privacyAcceptedAt: now,
    textConsentAt: textConsent ? now : null,
    textConsentVersion: textConsent,
    // What staff see as the booking's source (a label, not a permission: the guest's page says it).
    source: p.channel,
  };
}
