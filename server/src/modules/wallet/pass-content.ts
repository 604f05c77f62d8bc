/**
 * What a wallet pass shows, the same for Apple and Google: each kind (gift card, promo code,
 * booking) describes itself here once, in the guest's language, and apple-pass.ts and
 * google-objects.ts lay it out in their own formats.
 */
import type { Language } from '../../lib/i18n-text';
import type { Venue } from '../venues/venue-repository';

export const PASS_KINDS = ['giftcard', 'promo', 'booking'] as const;
export type PassKind = (typeof PASS_KINDS)[number];

/** Google Wallet's object states; Apple's pass is voided for completed and inactive, expired past its date. */
export type PassState = 'active' | 'completed' | 'expired' | 'inactive';

export interface PassField {
  key: string;
  label: string;
  value: string;
}

export interface PassContent {
  kind: PassKind;
  subjectId: number;
  venue: Venue;
  language: Language;
  state: PassState;
  /** One sentence for VoiceOver and the lock screen. */
  description: string;
  /** Above the code: the card's, the promotion's or the booking's title. */
  title: string;
  /** What the QR code holds, and the text under it. */
  barcode: { message: string; altText: string };
  primary: PassField;
  secondary: PassField[];
  back: PassField[];
  /** When the pass matters (a booking's start): Apple's relevantDate. */
  relevantDate?: Date;
  /** After this the pass is expired. */
  expiresAt?: Date;
  /** A gift card's balance (minor units), for Google's giftCardObject. */
  balance?: { amount: number; currency: string };
}
