/**
 * The keys that name a guest in their history: the e-mail's normal form and the phone's digits
 * with its prefix (6 digits or more: a shorter number would match strangers). The database
 * computes the same for every reservation (reservations.guest_email_key, guest_phone_key);
 * a test keeps the two in step.
 */
import { normaliseEmail } from '../../../lib/email-address';

export interface GuestKeys {
  email: string | null;
  phone: string | null;
}

export function guestKeys(contact: { email: string; phonePrefix?: string; phone?: string }): GuestKeys {
  const email = normaliseEmail(contact.email) || null;
  const digits = (contact.phone ?? '').replace(/\D/g, '');
  const phone = digits.length >= 6 ? `${contact.phonePrefix ?? ''}${contact.phone ?? ''}`.replace(/\D/g, '') : null;
  return { email, phone };
}

export const hasKey = (keys: GuestKeys): boolean => keys.email !== null || keys.phone !== null;
