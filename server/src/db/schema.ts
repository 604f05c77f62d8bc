/**
 * The database schema of the whole product. One schema and one set of migrations serve both
 * PGlite (embedded) and PostgreSQL. Money is an integer in minor units of the venue currency;
 * dates (`date`) and wall times (`time`) are in the venue's time zone.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingSettings, ExtraAnswer, ExtraField, GoogleSettings, I18nText, PassColors, StoredAttachment } from './json-types';

export const currency = pgEnum('currency', ['EUR', 'CHF', 'MUR']);
export const reservationStatus = pgEnum('reservation_status', [
  'pending',
  'confirmed',
  'rejected',
  'waiting',
  'cancelled',
  'no_show',
  /** Seats kept for a few minutes while the guest gives the card (hold_expires_at). */
  'held',
  /** A waiting guest's offer: the freed seats are theirs to confirm until hold_expires_at. */
  'offered',
]);
/** The no-show (or late-cancellation) fee of a card-guaranteed reservation. */
export const feeStatus = pgEnum('fee_status', ['none', 'processing', 'paid', 'requires_action', 'failed']);
/**
 * The online payment of a paid experience (prepaid or deposit): awaiting while the guest pays
 * during the hold, paid, and after a cancellation or a late payment refund_pending, refunded
 * or refund_failed (staff refund by hand).
 */
export const reservationPaymentStatus = pgEnum('reservation_payment_status', ['none', 'awaiting', 'paid', 'refund_pending', 'refunded', 'refund_failed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const emptyI18n = sql`'{}'::jsonb`;

export const venues = pgTable('venues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  currency: currency('currency').notNull().default('EUR'),
  timezone: text('timezone').notNull(),
  defaultLanguage: text('default_language').notNull().default('it'),
  /** The bearer token of the public front page; it selects the venue. */
  frontpageToken: text('frontpage_token').notNull().unique(),
  customHeader: text('custom_header').notNull().default(''),
  customFooter: text('custom_footer').notNull().default(''),
  description: jsonb('description').$type<Partial<I18nText>>().notNull().default(emptyI18n),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  /** ISO 3166-1 alpha-2; its calling code heads the phone prefix list. */
  country: text('country').notNull().default('IT'),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  heroImage: text('hero_image').notNull().default(''),
  /** The guests' wallet passes' colours (venue file passColors); null: the passes' default. */
  passColors: jsonb('pass_colors').$type<PassColors>(),
  privacyPolicy: jsonb('privacy_policy').$type<Partial<I18nText>>().notNull().default(emptyI18n),
  marketingPolicy: jsonb('marketing_policy').$type<Partial<I18nText>>().notNull().default(emptyI18n),
  bookingEnabled: boolean('booking_enabled').notNull().default(true),
  giftcardsEnabled: boolean('giftcards_enabled').notNull().default(true),
  bookingSettings: jsonb('booking_settings').$type<BookingSettings>().notNull(),
  giftcardMin: integer('giftcard_min').notNull().default(1000),
  giftcardMax: integer('giftcard_max').notNull().default(50000),
  /** Languages the venue writes its texts in (its venue file); the first is its default. */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{it,en,fr,es,de}'::text[]`),
  /** A demo venue: relative dates, readable tokens, the demo payment gateway (never a real venue). */
  demo: boolean('demo').notNull().default(false),
  /** Days after which past bookings, claims and spent gift card orders are anonymised (modules/guest-data); null: kept. */
  retentionDays: integer('retention_days'),
  /** Reserve with Google (venue file `google:`, modules/google-reservations); null: off. */
  google: jsonb('google').$type<GoogleSettings>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Weekly opening: one row per weekday and service (e.g. Tuesday dinner). */
export const openingShifts = pgTable(
  'opening_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    name: text('name').notNull(),
    /** First slot starts at startTime; slots start strictly before endTime. */
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    slotIntervalMinutes: smallint('slot_interval_minutes').notNull().default(30),
    /** Covers the kitchen takes in this shift across all zones; null = the sum of the zones' seats. */
    capacity: integer('capacity'),
    /** Only experiences can be booked in this shift (no plain table). */
    experienceOnly: boolean('experience_only').notNull().default(false),
  },
  (t) => [
    index('opening_shifts_venue_weekday_idx').on(t.venueId, t.weekday),
    check('opening_shifts_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('opening_shifts_times_check', sql`${t.endTime} > ${t.startTime}`),
    check('opening_shifts_interval_check', sql`${t.slotIntervalMinutes} between 5 and 240`),
  ],
);

/** Rooms or areas; each zone seats `seats` guests per shift. */
export const zones = pgTable(
  'zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The zone's id in the venue file. */
    key: text('key').notNull(),
    name: jsonb('name').$type<Partial<I18nText>>().notNull(),
    seats: integer('seats').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Left the venue file while bookings named it: hidden from guests, kept for history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('zones_venue_idx').on(t.venueId), unique('zones_venue_key_uq').on(t.venueId, t.key), check('zones_seats_check', sql`${t.seats} >= 0`)],
);

/** Days the venue is closed (holidays, private events). */
export const closures = pgTable(
  'closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [unique('closures_venue_date_uq').on(t.venueId, t.date)],
);

/**
 * Bookable experiences (tastings, tours, menus). Columns are English; the wire names of spec
 * section 3 (titolo, prezzo, flagOrari...) are produced by the experiences serializer.
 */
export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Public id for direct links (wire `hash`, venue file `link`): unique within the venue. */
    hash: text('hash').notNull(),
    /** The experience's id in the venue file. */
    key: text('key').notNull(),
    /** Left the venue file while it had bookings: hidden from guests, kept for staff and history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** 0 dining, 1 tasting or tour, 2 event (wire tipoEsperienza; a category for display). */
    kind: smallint('kind').notNull().default(0),
    title: jsonb('title').$type<Partial<I18nText>>().notNull(),
    description: jsonb('description').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    bookingConditions: jsonb('booking_conditions').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    photoUrl: text('photo_url').notNull().default(''),
    fileUrl: text('file_url').notNull().default(''),
    fileTitle: jsonb('file_title').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    /** Price per guest, minor units. */
    price: integer('price').notNull().default(0),
    /** 0 pay at the venue, 1 prepaid online, 2 deposit online (depositAmount per guest). */
    purchaseType: smallint('purchase_type').notNull().default(0),
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Card guarantee: 0 none, 1 no-show fee per reservation, 2 per guest. */
    guaranteeType: smallint('guarantee_type').notNull().default(0),
    guaranteeAmount: integer('guarantee_amount').notNull().default(0),
    /** Free cancellation until this many hours before the booking. */
    cancellationHours: integer('cancellation_hours').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    minGuests: integer('min_guests').notNull().default(1),
    /** 0 = no upper bound besides the venue's maxPax. */
    maxGuests: integer('max_guests').notNull().default(0),
    /** Reservations accepted per time slot; 0 = no limit. */
    maxReservationsPerSlot: integer('max_reservations_per_slot').notNull().default(0),
    /** Guests that can book it in total (stock); enforced only when soldoutEnabled. */
    stock: integer('stock').notNull().default(0),
    soldoutEnabled: boolean('soldout_enabled').notNull().default(false),
    active: boolean('active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    showInCalendar: boolean('show_in_calendar').notNull().default(true),
    askVisitReason: boolean('ask_visit_reason').notNull().default(false),
    /** When hasDates, bookable only from startsOn to endsOn (inclusive). */
    hasDates: boolean('has_dates').notNull().default(false),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** When hasOwnTimes, offered at `times` (HH:mm) instead of the shifts' slots. */
    hasOwnTimes: boolean('has_own_times').notNull().default(false),
    times: text('times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO weekdays it runs on; null = every day. */
    weekdays: smallint('weekdays').array(),
    /** The guest picks a zone among experience_zones (all zones when none listed). */
    zoneChoice: boolean('zone_choice').notNull().default(false),
    /** Extra questions (wire campiAggiuntivi); read defensively by modules/experiences/extra-fields.ts. */
    extraFields: jsonb('extra_fields')
      .$type<ExtraField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiences_venue_idx').on(t.venueId, t.active, t.visible),
    unique('experiences_venue_key_uq').on(t.venueId, t.key),
    // DEFERRABLE INITIALLY DEFERRED in the migration (0019), which drizzle cannot say: an apply may swap two links.
    unique('experiences_venue_hash_uq').on(t.venueId, t.hash),
    check('experiences_guests_check', sql`${t.minGuests} >= 1 and ${t.maxGuests} >= 0`),
    check('experiences_dates_check', sql`not ${t.hasDates} or (${t.startsOn} is not null and ${t.endsOn} >= ${t.startsOn})`),
  ],
);

export const experienceZones = pgTable(
  'experience_zones',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.zoneId] })],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    pax: integer('pax').notNull(),
    status: reservationStatus('status').notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phonePrefix: text('phone_prefix').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    visitReason: text('visit_reason').notNull().default(''),
    /** Answers to the experience's extra questions, in the order asked (label kept as asked). */
    extraAnswers: jsonb('extra_answers')
      .$type<ExtraAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    language: text('language').notNull().default('it'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    cancellationPolicyAcceptedAt: timestamp('cancellation_policy_accepted_at', { withTimezone: true }),
    /** Secret of the edit link /reserve/{hash}/edit. */
    hash: text('hash').notNull().unique(),
    /** The booking module (/r/{slug}) it was made through, if any. */
    moduleId: integer('module_id').references(() => bookingModules.id, { onDelete: 'set null' }),
    /** While status is 'held' or 'offered': the seats are kept until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Minutes it lasts (the experience's, else the venue's table time): the calendar file's end. */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** Card guarantee accepted at booking: 0 none, 1 per reservation, 2 per guest. */
    guaranteeType: smallint('guarantee_type').notNull().default(0),
    /** The fee for this reservation (already times pax when per guest), minor units. */
    guaranteeAmount: integer('guarantee_amount').notNull().default(0),
    /** Cancelling before this instant is free; after it, and for a no-show, the fee applies. */
    freeCancellationUntil: timestamp('free_cancellation_until', { withTimezone: true }),
    paymentCustomerId: text('payment_customer_id'),
    setupIntentId: text('setup_intent_id'),
    /** The saved card, charged off-session for the fee. */
    paymentMethodId: text('payment_method_id'),
    feeStatus: feeStatus('fee_status').notNull().default('none'),
    feePaymentIntentId: text('fee_payment_intent_id'),
    /** Part of the fee's idempotency key: raised only after a charge definitively failed. */
    feeAttempt: integer('fee_attempt').notNull().default(0),
    feeChargedAt: timestamp('fee_charged_at', { withTimezone: true }),
    /** Online payment at booking: 0 none, 1 prepaid (price × pax), 2 deposit (deposit × pax). */
    paymentType: smallint('payment_type').notNull().default(0),
    /** What the guest pays online for this reservation, minor units. */
    paymentAmount: integer('payment_amount').notNull().default(0),
    paymentIntentId: text('payment_intent_id').unique(),
    paymentStatus: reservationPaymentStatus('payment_status').notNull().default('none'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Something staff must look at (PAID_AFTER_HOLD_EXPIRED, AMOUNT_MISMATCH, REFUND_FAILED). */
    paymentIssue: text('payment_issue'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Staff marked the party as arrived at the door (staff reservations/arrived). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** Cancelled by the guest after freeCancellationUntil: the fee may be charged. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** Raised on every change the guest is told of (calendar file SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    /** Who booked (lib/client-key.ts; null: this machine's own address): the caps per client. */
    clientKey: text('client_key'),
    /** When the reminder e-mail is due (modules/reservations/reminders); null: none planned. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The visit start the last reminder was about: a booking moved since gets a new one. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    /** The guest answered "I'm coming". */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    /** Not reconfirmed by then, the booking is released (the venue asks for a reconfirmation). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** Why it closed: 'unconfirmed', 'offer_expired', 'offer_declined' (the venue's rules, or the guest letting an offer go); 'left_list' (a waiting guest's own cancellation). */
    closedReason: text('closed_reason'),
    /**
     * A gift card paying part (or all) of paymentAmount (docs/payments.md, "A gift card pays"):
     * debited when applied to the hold (redemption request id reservation:{hash}, then
     * reservation:{hash}:{giftcardChanges} after a removal), credited back (the same id with
     * :return) when the guest removes it, the hold ends unpaid or the booking is refunded.
     */
    giftcardId: integer('giftcard_id').references((): AnyPgColumn => giftcards.id, { onDelete: 'set null' }),
    /** What the card pays, minor units; the bank card pays paymentAmount minus this. */
    giftcardAmount: integer('giftcard_amount').notNull().default(0),
    /** The card's last four characters, for the guest's and staff's views and the e-mails. */
    giftcardLast4: text('giftcard_last4'),
    /** The amount went back to the card (hold ended unpaid, refunded cancellation): once. */
    giftcardReturnedAt: timestamp('giftcard_returned_at', { withTimezone: true }),
    /** The card is an experience voucher (used up by this booking): the e-mails and pages say "voucher". */
    giftcardVoucher: boolean('giftcard_voucher').notNull().default(false),
    /**
     * How many times a gift card was applied to or removed from this hold: names the redemptions
     * and the PaymentIntent's amount keys of the card part now live, so a card applied again after
     * a removal is debited and returned anew, never matched with the earlier part's rows.
     */
    giftcardChanges: integer('giftcard_changes').notNull().default(0),
    /**
     * The guest agreed at booking to texts about it (modules/text-messages): when, and the version
     * of the consent line's wording they saw. Null: no texts.
     */
    textConsentAt: timestamp('text_consent_at', { withTimezone: true }),
    textConsentVersion: text('text_consent_version'),
    /** The guest's data was erased, or its retention period ran out (modules/guest-data): amounts and states kept. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** Where the booking was made: the venue's page, its embed, Reserve with Google, or staff. */
    source: text('source', { enum: ['page', 'embed', 'google', 'staff'] })
      .notNull()
      .default('page'),
    /** Google's id of the user who booked through Reserve with Google (ListBookings, one booking per user and slot). */
    googleUserId: text('google_user_id'),
    /**
     * Who the guest is, for their history (modules/reservations/guest-history): the e-mail's normal
     * form and the phone's digits (6 or more), computed by the database (migration 0023 holds the
     * expressions; guest-keys.ts is the same rule in code). Empty once the guest is erased.
     */
    guestEmailKey: text('guest_email_key').generatedAlwaysAs(sql`guest_email_key`),
    guestPhoneKey: text('guest_phone_key').generatedAlwaysAs(sql`guest_phone_key`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_venue_date_idx').on(t.venueId, t.date),
    index('reservations_google_user_idx')
      .on(t.venueId, t.googleUserId)
      .where(sql`${t.googleUserId} is not null`),
    check('reservations_source_check', sql`${t.source} in ('page', 'embed', 'google', 'staff')`),
    index('reservations_guest_email_idx')
      .on(t.venueId, t.guestEmailKey)
      .where(sql`${t.guestEmailKey} is not null`),
    index('reservations_guest_phone_idx')
      .on(t.venueId, t.guestPhoneKey)
      .where(sql`${t.guestPhoneKey} is not null`),
    index('reservations_remind_at_idx')
      .on(t.remindAt)
      .where(sql`${t.remindAt} is not null`),
    index('reservations_release_at_idx')
      .on(t.releaseAt)
      .where(sql`${t.releaseAt} is not null`),
    index('reservations_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('reservations_experience_idx').on(t.experienceId),
    index('reservations_venue_status_idx').on(t.venueId, t.status, t.createdAt),
    index('reservations_venue_date_client_idx').on(t.venueId, t.date, t.clientKey),
    check('reservations_pax_check', sql`${t.pax} >= 1`),
    check('reservations_guarantee_check', sql`${t.guaranteeType} between 0 and 2 and ${t.guaranteeAmount} >= 0`),
    check('reservations_payment_check', sql`${t.paymentType} between 0 and 2 and ${t.paymentAmount} >= 0 and ${t.refundedAmount} >= 0`),
    check('reservations_giftcard_check', sql`${t.giftcardAmount} between 0 and ${t.paymentAmount}`),
  ],
);

/**
 * Booking modules: /r/{slug} offers a part of the venue's booking, e.g. only the tastings.
 * experienceIds null = every experience; tables = plain tables are offered too.
 */
export const bookingModules = pgTable(
  'booking_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Partial<I18nText>>().notNull(),
    description: jsonb('description').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    experienceIds: integer('experience_ids').array(),
    tables: boolean('tables').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Left the venue file while bookings named it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('booking_modules_venue_slug_uq').on(t.venueId, t.slug)],
);

export const giftcardProducts = pgTable(
  'giftcard_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The product's id in the venue file. */
    key: text('key').notNull(),
    title: jsonb('title').$type<Partial<I18nText>>().notNull(),
    description: jsonb('description').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    imageUrl: text('image_url').notNull().default(''),
    /** Fixed card values offered, minor units. */
    values: integer('values')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The buyer may type an amount between the venue's giftcard_min and giftcard_max. */
    customAmount: boolean('custom_amount').notNull().default(false),
    validityMonths: integer('validity_months').notNull().default(12),
    /**
     * An experience voucher (docs/giftcards.md, "Experience vouchers"): the experience's key in
     * the venue file and the party it is for; null for a gift card of an amount. Its value is the
     * experience's price for the party, kept in `values`.
     */
    voucherExperienceKey: text('voucher_experience_key'),
    voucherGuests: smallint('voucher_guests'),
    /** What the voucher pays when booked: the experience whatever its price then, or the amount paid. */
    voucherCovers: text('voucher_covers').$type<VoucherCovers>(),
    active: boolean('active').notNull().default(true),
    /** Last day (venue time zone) it can be bought; null = no end. Listed as no longer available after it. */
    salesEndOn: date('sales_end_on', { mode: 'string' }),
    sort: integer('sort').notNull().default(0),
    /** Left the venue file while it had orders: off sale, kept for history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('giftcard_products_venue_idx').on(t.venueId), unique('giftcard_products_venue_key_uq').on(t.venueId, t.key)],
);

/** 'experience': the voucher pays the experience for its party whatever its price; 'amount': up to what was paid. */
export type VoucherCovers = 'experience' | 'amount';

/** docs/giftcards.md: pending -> issued (paid, cards made) | canceled (intent canceled) | failed (paid, cannot issue). */
export const giftcardOrderStatus = pgEnum('giftcard_order_status', ['pending', 'issued', 'canceled', 'failed']);
/** Stored card states; 'partly redeemed' and 'expired' are derived (balance, expires_on). */
export const giftcardStatus = pgEnum('giftcard_status', ['active', 'redeemed', 'void']);

/** One purchase: price computed on the server, paid through one PaymentIntent. */
export const giftcardOrders = pgTable(
  'giftcard_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => giftcardProducts.id, { onDelete: 'set null' }),
    /** The order's public id in URLs (128 random bits): whoever holds it sees the order. */
    fingerprint: text('fingerprint').notNull().unique(),
    /** The checkout form's own key: a double submit finds the order the first one made. */
    requestId: text('request_id').notNull(),
    status: giftcardOrderStatus('status').notNull().default('pending'),
    /** The product as sold (title), kept if the product changes later. */
    productTitle: jsonb('product_title').$type<Partial<I18nText>>().notNull(),
    /** Value of each card, minor units. */
    unitAmount: integer('unit_amount').notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: currency('currency').notNull(),
    validityMonths: integer('validity_months').notNull(),
    /** Sold as an experience voucher: its cards book this experience for this party, once each. */
    voucherExperienceId: integer('voucher_experience_id').references((): AnyPgColumn => experiences.id, { onDelete: 'set null' }),
    voucherGuests: smallint('voucher_guests'),
    voucherCovers: text('voucher_covers').$type<VoucherCovers>(),
    language: text('language').notNull().default('it'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phone: text('phone').notNull(),
    /** Null once the order is anonymised (modules/guest-data). */
    birthDate: date('birth_date', { mode: 'string' }),
    city: text('city').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** For another person: the cards go to the recipient on deliver_on; else to the buyer at once. */
    forRecipient: boolean('for_recipient').notNull().default(false),
    recipientFirstName: text('recipient_first_name').notNull().default(''),
    recipientLastName: text('recipient_last_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    recipientPhonePrefix: text('recipient_phone_prefix').notNull().default(''),
    recipientPhone: text('recipient_phone').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Venue date the cards are delivered on (today for the buyer's own cards). */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    gateway: text('gateway').notNull(),
    /** The demo gateway or Stripe test keys: marked TEST MODE in the e-mails. */
    testMode: boolean('test_mode').notNull().default(false),
    paymentIntentId: text('payment_intent_id').unique(),
    /** Why the last card attempt failed (decline code), for the payment screen and staff. */
    lastPaymentError: text('last_payment_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The guest's data was erased, or its retention period ran out (modules/guest-data): amounts and states kept. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('giftcard_orders_request_uq').on(t.venueId, t.requestId),
    index('giftcard_orders_status_idx').on(t.status, t.createdAt),
    check('giftcard_orders_amount_check', sql`${t.unitAmount} > 0 and ${t.quantity} between 1 and 20 and ${t.totalAmount} = ${t.unitAmount} * ${t.quantity}`),
  ],
);

/** A card issued for an order: one row per unit, (order, seq) unique so it is issued once. */
export const giftcards = pgTable(
  'giftcards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => giftcardOrders.id, { onDelete: 'cascade' }),
    /** 1..quantity within the order. */
    seq: smallint('seq').notNull(),
    /** Crockford base32, 80 random bits, no separators; also the QR content (with dashes). */
    code: text('code').notNull().unique(),
    /** Secret id of the printable page (128 random bits). */
    publicId: text('public_id').notNull().unique(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    currency: currency('currency').notNull(),
    status: giftcardStatus('status').notNull().default('active'),
    /** Last day (venue time zone) it can be used. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** When the dispatcher sends its e-mail (the chosen day, 09:00 at the venue; or at once). */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** E-mails sent for it (the first delivery and every resend). */
    sentCount: integer('sent_count').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('giftcards_order_seq_uq').on(t.orderId, t.seq),
    index('giftcards_due_idx').on(t.deliveredAt, t.deliverAt),
    check('giftcards_balance_check', sql`${t.balance} between 0 and ${t.initialAmount}`),
  ],
);

/** Each use of a card at the venue; the card's balance is lowered in the same transaction. */
export const giftcardRedemptions = pgTable(
  'giftcard_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    giftcardId: integer('giftcard_id')
      .notNull()
      .references(() => giftcards.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    staffTokenId: integer('staff_token_id').references(() => staffTokens.id, { onDelete: 'set null' }),
    /** The staff device's key for this redemption: a retried request redeems once. */
    requestId: text('request_id'),
    note: text('note').notNull().default(''),
    /** The staff token's label at the time: who took the amount, even after the token is revoked. */
    staffLabel: text('staff_label'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('giftcard_redemptions_request_uq').on(t.giftcardId, t.requestId),
    // A negative amount gives value back to the card (a booking's gift card part returned).
    check('giftcard_redemptions_amount_check', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Path segment of /promo/{urlName}. */
    urlName: text('url_name').notNull(),
    title: jsonb('title').$type<Partial<I18nText>>().notNull(),
    description: jsonb('description').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    conditions: jsonb('conditions').$type<Partial<I18nText>>().notNull().default(emptyI18n),
    imageUrl: text('image_url').notNull().default(''),
    /** Codes that can be claimed in total. */
    quantity: integer('quantity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Use-by rule of a claimed code: a fixed date, else N days after the claim, else endsAt. */
    useByDate: date('use_by_date', { mode: 'string' }),
    useByDays: integer('use_by_days'),
    phoneRequired: boolean('phone_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Codes handed out so far; raised in the claim's transaction, never above quantity. */
    claimedCount: integer('claimed_count').notNull().default(0),
    /** Left the venue file while it had claims: no page for guests, its codes still redeemable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('promotions_venue_url_name_uq').on(t.venueId, t.urlName),
    check('promotions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_quantity_check', sql`${t.quantity} >= 0`),
    check('promotions_claimed_check', sql`${t.claimedCount} between 0 and ${t.quantity}`),
  ],
);

/** One visitor's claim of a promotion: the code they show at the venue. */
export const promoClaims = pgTable(
  'promo_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Secret id of the detail page /promo/{urlName}/{publicId} (128 random bits). */
    publicId: text('public_id').notNull().unique(),
    /** The code without separators, Crockford base32 (80 random bits). */
    code: text('code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** As typed (trimmed): where the e-mail goes. */
    email: text('email').notNull(),
    /** Case, +tags and Gmail dots removed: one claim per person and promotion. */
    emailNormalized: text('email_normalized').notNull(),
    phonePrefix: text('phone_prefix').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull().default('it'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** Last day (venue time zone) the code can be redeemed. */
    useBy: date('use_by', { mode: 'string' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => staffTokens.id, { onDelete: 'set null' }),
    /** The staff token's label at the time of the redemption (who, as staff see it). */
    redeemedByLabel: text('redeemed_by_label'),
    /** Who claimed (lib/client-key.ts; null: this machine's own address): the cap per client. */
    clientKey: text('client_key'),
    /** The guest's data was erased, or its retention period ran out (modules/guest-data): amounts and states kept. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (t) => [
    unique('promo_claims_person_uq').on(t.promotionId, t.emailNormalized),
    index('promo_claims_promotion_client_idx').on(t.promotionId, t.clientKey),
    index('promo_claims_venue_idx').on(t.venueId),
  ],
);

/**
 * Staff credentials, one or more per venue, separate from the public front-page token. Only a
 * SHA-256 of the token is stored: a database leak does not hand out working credentials.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_tokens_venue_idx').on(t.venueId)],
);

/**
 * A staff token signed in on a browser (the door page): the cookie holds a random id, the table
 * only its SHA-256. Ended by signing out or by revoking its token; over at expires_at anyway.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    staffTokenId: integer('staff_token_id')
      .notNull()
      .references(() => staffTokens.id, { onDelete: 'cascade' }),
    /** The token's label when the session began (who, in the audit log). */
    tokenLabel: text('token_label').notNull(),
    sessionHash: text('session_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_token_idx').on(t.staffTokenId)],
);

/**
 * What staff did, refusals included: one row per staff action (modules/staff/staff-audit.ts),
 * written in the action's own transaction when it has one. Read newest first, per venue.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    staffTokenId: integer('staff_token_id').references(() => staffTokens.id, { onDelete: 'set null' }),
    tokenLabel: text('token_label').notNull(),
    /** sign-in, sign-out, lookup, redeem, void, resend, accept, reject, confirm-waiting, offer, walk-in, move, cancel, arrived, no-show, guest-note. */
    action: text('action').notNull(),
    /** A code masked but its last 4 characters, or a reservation id. */
    subject: text('subject').notNull().default(''),
    /** 'ok', or the error code the action was refused with. */
    result: text('result').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_actions_venue_idx').on(t.venueId, t.id)],
);

/**
 * What staff note about a guest (the door page's card, the staff tool), per venue, found again on
 * the next visit by the guest's e-mail key or phone key (either). An erasure deletes it.
 */
export const guestNotes = pgTable(
  'guest_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    note: text('note').notNull(),
    /** The staff token's label that wrote it last. */
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('guest_notes_venue_email_idx')
      .on(t.venueId, t.emailKey)
      .where(sql`${t.emailKey} is not null`),
    index('guest_notes_venue_phone_idx')
      .on(t.venueId, t.phoneKey)
      .where(sql`${t.phoneKey} is not null`),
    check('guest_notes_key_check', sql`${t.emailKey} is not null or ${t.phoneKey} is not null`),
  ],
);

/**
 * Front-page tokens of a venue. Unlike staff tokens they are publishable (every page the site
 * serves carries one, as a Stripe publishable key), so they are kept readable; several live at
 * once, so one is rotated without downtime. venues.frontpage_token is the one the pages carry:
 * the newest live token (venue-setup/venue-tokens.ts keeps it so).
 */
export const frontpageTokens = pgTable(
  'frontpage_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    label: text('label').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('frontpage_tokens_venue_idx').on(t.venueId)],
);

/**
 * E-mail outbox: a message is written here in the same transaction as what it reports (a claim,
 * a purchase), so it is never lost; the dispatcher sends pending rows and marks them.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /** What the message is about, e.g. 'promo-claim' (for logs and the outbox index). */
    kind: text('kind').notNull(),
    from: text('from_address').notNull().default(''),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A job's parameters (modules/email/email-jobs.ts): the message is composed when it is sent. */
    job: jsonb('job').$type<Record<string, string | number>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher that took the row owns it until then (a crashed one frees it by time). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`)],
);

/** Bot-check challenges already used: each ALTCHA challenge passes once (replays are refused). */
export const botCheckUsed = pgTable(
  'bot_check_used',
  {
    /** The challenge's signed nonce. */
    nonce: text('nonce').primaryKey(),
    /** After this the challenge is expired anyway and the row can go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bot_check_used_expires_idx').on(t.expiresAt)],
);

/** Server secrets generated once and kept (e.g. the ALTCHA HMAC key when no env var sets it). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Answers of creating calls sent with an Idempotency-Key, kept 24 h: written in the same
 * transaction as the call's effect, so a key has an answer exactly when the effect happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    venueId: integer('venue_id').notNull(),
    key: text('key').notNull(),
    /** The call and a hash of its payload: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Guests booked on each experience over all dates, in the statuses that keep seats (pending,
 * confirmed, no-show): what `esperienzePrenotate` and an experience's total stock need. Kept
 * by a trigger on reservations (migration 0007) in the transaction of every change, so reading
 * it costs the same with ten or a million reservations. Live holds are counted apart (few rows).
 */
export const experienceGuestTotals = pgTable('experience_guest_totals', {
  experienceId: integer('experience_id')
    .primaryKey()
    .references(() => experiences.id, { onDelete: 'cascade' }),
  guests: integer('guests').notNull().default(0),
});

/**
 * Rate-limit counters every instance shares (modules/rate-limits, when the database is
 * PostgreSQL and no REDIS_URL is set): one row per limit, client and time window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** What a wallet pass stands for (modules/wallet): a gift card, a claimed promo code, a booking. */
export const walletPassKind = pgEnum('wallet_pass_kind', ['giftcard', 'promo', 'booking']);

/**
 * Where every pass's updated tag comes from: one sequence, so "updated since" compares tags of
 * different passes (Apple's list of serial numbers a device asks for).
 */
export const walletUpdateTags = pgSequence('wallet_update_tags');

/**
 * A pass handed out for a gift card, a promo code or a booking: made when a guest first asks for
 * it (Apple or Google), one per thing and language (an update is written in the language the
 * guest chose). Its serial number names it to Apple's devices.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    kind: walletPassKind('kind').notNull(),
    /** The gift card's, the promo claim's or the reservation's id. */
    subjectId: integer('subject_id').notNull(),
    /** it, en, fr, es, de: the pass's texts. */
    language: text('language').notNull(),
    /** 128 random bits, base64url: the pass's serialNumber. */
    serial: text('serial').notNull().unique(),
    /**
     * The pass's authenticationToken (random, 192 bits), the same in every copy handed out: a
     * device proves it holds this pass with it (ApplePass header), however many downloads follow.
     */
    authToken: text('auth_token').notNull(),
    /**
     * SHA-256 of the tokens of copies handed out before passes had one token (one per download
     * then): still accepted, never added to.
     */
    authTokenHashes: text('auth_token_hashes').array().notNull(),
    /** The updated tag (walletUpdateTags): moved in the transaction of every change the pass shows. */
    updateTag: bigint('update_tag', { mode: 'number' }).notNull(),
    /** When the pass last changed, whole seconds, strictly later at each change: its Last-Modified. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Google Wallet's object id once a save link was handed out: changes are sent to Google too. */
    googleObjectId: text('google_object_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('wallet_passes_subject_uq').on(t.kind, t.subjectId, t.language), index('wallet_passes_venue_idx').on(t.venueId)],
);

/** Apple devices that asked to hear of a pass's changes (PassKit web service, registrations). */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    passId: integer('pass_id')
      .notNull()
      .references(() => walletPasses.id, { onDelete: 'cascade' }),
    /** Where APNs reaches the device for this pass type. */
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceLibraryId, t.passId] }), index('wallet_registrations_pass_idx').on(t.passId)],
);

/**
 * Pushes to send after a pass changed, queued in the transaction of the change (like the e-mail
 * outbox): `apns` tells one device to fetch the pass again (an empty push), `google` sends the
 * pass's state to Google Wallet's object. Leased, sent and retried by the wallet's dispatcher.
 */
export const walletPushJobs = pgTable(
  'wallet_push_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target', { enum: ['apns', 'google'] }).notNull(),
    passId: integer('pass_id')
      .notNull()
      .references(() => walletPasses.id, { onDelete: 'cascade' }),
    /** The device's push token (apns). */
    pushToken: text('push_token'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_push_jobs_due_idx').on(t.status, t.nextAttemptAt),
    check('wallet_push_jobs_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('wallet_push_jobs_target_check', sql`${t.target} in ('apns', 'google')`),
  ],
);

/**
 * Reserve with Google's real-time updates (modules/google-reservations), worked like the e-mail
 * outbox and by the same loop (db/leased-jobs.ts): one job per change, queued in its
 * transaction; the update sent is the booking (or the venue's availability) as it is when sent.
 */
export const googleUpdateJobs = pgTable(
  'google_update_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** booking: BookingNotification of one reservation; availability: the venue's availability replaced for a date. */
    kind: text('kind', { enum: ['booking', 'availability'] }).notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    /** The day whose availability changed (kind availability), YYYY-MM-DD at the venue. */
    date: date('date', { mode: 'string' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('google_update_jobs_due_idx').on(t.status, t.nextAttemptAt),
    check('google_update_jobs_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('google_update_jobs_kind_check', sql`${t.kind} in ('booking', 'availability')`),
  ],
);

/**
 * A venue's webhook endpoints, from its venue file (modules/webhooks): where its events go,
 * which ones (null: every event) and the signing secret, as the file names it: `env:NAME` (read
 * from that environment variable when sending) or the `whsec_` secret itself.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>(),
    secret: text('secret').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('webhook_endpoints_venue_url_uq').on(t.venueId, t.url)],
);

/**
 * One event to one endpoint, queued in the transaction of the change it tells (so none is lost,
 * none sent for a change rolled back), sent at least once by lease like the e-mail outbox
 * (db/leased-jobs.ts). The body is fixed when queued: every retry sends the same bytes and id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id (the webhook-id header): one per event, the same on every retry. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId),
    unique('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Text messages to send (modules/text-messages), queued in the transaction of what they tell,
 * like the e-mail outbox, and leased by the texts' dispatcher. No number and no wording here:
 * both are read from the booking when the text goes, so a cancelled, erased or STOPped booking
 * sends nothing. `dedupe_key` (booking, kind, and for a reminder the visit it is about) makes a
 * second queuing of the same text a no-op, on any instance.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirmation', 'reminder', 'offer'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** 'dropped': nothing to send when its turn came (cancelled, no consent, STOP): kept, so it is never queued again. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's id of the message (Twilio's SM…). */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('text_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('text_messages_reservation_idx').on(t.reservationId),
    check('text_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    check('text_messages_kind_check', sql`${t.kind} in ('confirmation', 'reminder', 'offer')`),
  ],
);

/** Numbers (E.164) that replied STOP to a venue's texts: none are sent to them until they reply START. */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.phone] })],
);
