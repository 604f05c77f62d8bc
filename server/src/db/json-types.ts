/** Shapes of the jsonb columns, shared by the schema, the services and the demo seed. */
export type { I18nText } from '../lib/i18n-text';

/** How a venue takes bookings (venues.booking_settings). */
export interface BookingSettings {
  /** Slots that start sooner than this after "now" are never offered. */
  minNoticeMinutes: number;
  /** Visitors can book from today up to today + horizonDays (venue time zone). */
  horizonDays: number;
  /** 'auto' confirms a booking at once; 'request' leaves it pending for the venue. */
  confirmation: 'auto' | 'request';
  /** When a day or slot is full, the visitor may join the waiting list. */
  waitingList: boolean;
  /** Party size bounds for online booking. */
  minPax: number;
  maxPax: number;
  /** Minutes the seats are held while the guest gives a card (default 10). */
  holdMinutes?: number;
  /** How long a plain table lasts, for the calendar file (default 120). */
  tableMinutes?: number;
  /** Card guarantee for plain tables from `minPax` guests up (experiences carry their own). */
  cardGuarantee?: CardGuaranteeSetting;
  /** What one guest may hold of a day (modules/reservations/guest-caps.ts has the defaults). */
  guestCaps?: { bookingsPerEmail?: number; bookingsPerClient?: number; seatsPerClient?: number };
  /** The reminder e-mail goes this many hours before the visit (default 24; 0: none). */
  reminderHours?: number;
  /**
   * The reminder asks the guest to confirm, and a booking not confirmed by this many hours
   * before the visit is released (its seats go to the waiting list). Unset: nothing is released.
   */
  releaseUnconfirmedHours?: number;
  /** Minutes a waiting guest's offer holds the freed seats (default 30). */
  offerMinutes?: number;
  /** Texts to guests who agree at booking (modules/text-messages); absent: none. */
  textMessages?: TextMessageSettings;
  /**
   * What the venue is, as schema.org names it (venue file `kind`: Winery, BarOrPub…), for the
   * pages' and e-mails' structured data (modules/seo/venue-kind.ts); unset: Restaurant.
   */
  venueKind?: string;
}

/** A venue's texts: on or off, and who they come from (a number, an alphanumeric sender id, a sender pool). */
export interface TextMessageSettings {
  enabled: boolean;
  sender: string;
}

/** A no-show fee secured by a saved card: per reservation (1) or per guest (2). */
export interface CardGuaranteeSetting {
  type: 1 | 2;
  /** Minor units: the whole fee (type 1) or the fee per guest (type 2). */
  amount: number;
  /** Free cancellation until this many hours before the booking. */
  cancellationHours: number;
  /** Parties of at least this many guests give a card (absent: no party-size rule). */
  minPax?: number;
  /** A guest with at least this many no-shows at the venue in the last 12 months gives a card. */
  afterNoShows?: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  minNoticeMinutes: 60,
  horizonDays: 90,
  confirmation: 'auto',
  waitingList: true,
  minPax: 1,
  maxPax: 10,
};

/**
 * An extra question an experience asks at booking (experiences.extra_fields, wire
 * campiAggiuntivi). Stored as given; modules/experiences/extra-fields.ts reads it defensively
 * (unknown types, missing labels and selects without options are left out).
 */
export interface ExtraField {
  key: string;
  type: 'text' | 'number' | 'checkbox' | 'select';
  label: Partial<import('../lib/i18n-text').I18nText>;
  required: boolean;
  /** select: plain values, or values with a label per language. */
  options?: Array<string | { value: string; label: Partial<import('../lib/i18n-text').I18nText> }>;
}

export type { ExtraAnswer } from '../modules/experiences/extra-fields';

/** An e-mail attachment as kept in the outbox (email_outbox.attachments). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64. */
  contentBase64: string;
  /** Content-ID for an inline image (`<img src="cid:...">`). */
  cid?: string;
}

/** Colours of the venue's wallet passes (#rrggbb), from its venue file (passColors). */
export interface PassColors {
  background: string;
  foreground: string;
  label: string;
}

/** Reserve with Google for a venue (its venue file's `google:`): where Google's booking server calls reach it, and its merchant id there. */
export interface GoogleSettings {
  enabled: boolean;
  /** The path segment of its booking server: /backend/google/{path}/v3/... */
  path: string;
  /** The merchant_id in the feeds and in Google's calls. */
  merchantId: string;
}
