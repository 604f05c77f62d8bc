/** Shape of one demo venue: plain data, inserted by seed.ts. */
import type { BookingSettings, ExtraField } from '../db/json-types';
import type { I18nText } from '../lib/i18n-text';

export interface DemoZone {
  key: string;
  name: I18nText;
  seats: number;
}

export interface DemoShift {
  weekdays: number[];
  name: string;
  start: string;
  end: string;
  interval: number;
  capacity: number | null;
  experienceOnly?: boolean;
}

export interface DemoExperience {
  hash: string;
  kind: 0 | 1 | 2;
  title: I18nText;
  description: I18nText;
  bookingConditions: I18nText;
  photoUrl?: string;
  price: number;
  purchaseType?: 0 | 1 | 2;
  depositAmount?: number;
  guaranteeType?: 0 | 1 | 2;
  guaranteeAmount?: number;
  cancellationHours?: number;
  durationMinutes: number;
  minGuests: number;
  maxGuests: number;
  maxReservationsPerSlot?: number;
  stock?: number;
  soldoutEnabled?: boolean;
  askVisitReason?: boolean;
  dates?: { startsOn: string; endsOn: string };
  times?: string[];
  weekdays?: number[];
  /** Zone keys the guest chooses from. */
  zoneChoice?: string[];
  extraFields?: ExtraField[];
}

/** /r/{slug}: a part of the venue's booking (e.g. only the tastings). */
export interface DemoBookingModule {
  slug: string;
  title: I18nText;
  description: I18nText;
  /** Experience hashes; absent = every experience. */
  experiences?: string[];
  tables: boolean;
}

/** A booking already taken (e.g. a sold-out evening, to show the waiting list). */
export interface DemoReservation {
  date: string;
  time: string;
  pax: number;
  zone: string;
  firstName: string;
  lastName: string;
  status?: 'confirmed' | 'pending' | 'waiting';
}

export interface DemoGiftcard {
  title: I18nText;
  description: I18nText;
  imageUrl?: string;
  values: number[];
  customAmount: boolean;
  validityMonths: number;
  /** Last day it can be bought (YYYY-MM-DD); a past day shows the 'not available' screen. */
  salesEndOn?: string;
}

export interface DemoPromotion {
  urlName: string;
  title: I18nText;
  description: I18nText;
  conditions: I18nText;
  imageUrl?: string;
  quantity: number;
  startsAt: Date;
  endsAt: Date;
  useByDays?: number;
  /** A fixed last day for every code (YYYY-MM-DD); else useByDays after the claim, else endsAt. */
  useByDate?: string;
  phoneRequired: boolean;
  /** Switched off by the venue (default on). */
  active?: boolean;
  /** Claims already made (their count is taken from the quantity). */
  claims?: DemoClaim[];
}

export interface DemoClaim {
  firstName: string;
  lastName: string;
  email: string;
  /** Days before the seed's "now" it was claimed. */
  daysAgo: number;
  redeemed?: boolean;
}

export interface DemoVenue {
  slug: string;
  name: string;
  token: string;
  currency: 'EUR' | 'CHF' | 'MUR';
  timezone: string;
  defaultLanguage: string;
  country: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  heroImage: string;
  description: I18nText;
  privacyPolicy: I18nText;
  marketingPolicy: I18nText;
  customHeader: string;
  customFooter: string;
  bookingSettings: BookingSettings;
  giftcardMin: number;
  giftcardMax: number;
  zones: DemoZone[];
  shifts: DemoShift[];
  closures: string[];
  experiences: DemoExperience[];
  bookingModules?: DemoBookingModule[];
  reservations?: DemoReservation[];
  giftcards: DemoGiftcard[];
  /** At least one open for claims; others show the other promo states. */
  promotions: DemoPromotion[];
  /** Staff credential of the demo venue (readable on purpose, printed at start). */
  staffToken: string;
}

/** Dates the demo data is anchored to (seeded relative to the first start). */
export interface DemoClock {
  now: Date;
  /** Today at the venue, YYYY-MM-DD. */
  today: string;
  /** today + n days */
  inDays(n: number): string;
  /** The next occurrence (today or later) of a month-day, e.g. '12-25'. */
  nextDate(monthDay: string): string;
}
