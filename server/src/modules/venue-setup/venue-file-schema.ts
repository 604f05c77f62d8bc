/**
 * The venue file: one venue's whole set-up as an operator writes it (YAML or JSON). This one
 * definition is what `venue validate` and `venue apply` check against, and the JSON Schema an
 * editor uses (docs/venue-file.schema.json, written from it by scripts/venue-file-schema.mjs).
 * docs/venue-file.md explains every field. Amounts are in the currency's main unit (35.5 is
 * €35.50); dates are YYYY-MM-DD and times HH:mm, at the venue (its time zone).
 */
import { VENUE_KINDS } from '../seo/venue-kind';
import { type Static, type TSchema, Type as T } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-events';
import { ENV_NAME_PATTERN, SECRET_PATTERN } from '../webhooks/webhook-secret';

const LANGUAGES = ['it', 'en', 'fr', 'es', 'de'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const doc = <S extends TSchema>(description: string, schema: S): S => ({ ...schema, description });

/** A lower-case key that identifies an item across applies (and appears in links). */
const Key = (what: string) =>
  T.String({
    pattern: '^[a-z0-9][a-z0-9-]{0,62}$',
    description: `${what}: lower-case letters, digits and dashes, at most 63`,
    expected: 'lower-case letters, digits and dashes (at most 63), e.g. wine-tasting',
  });

/**
 * A date. Demo venues (`demo: true`) may also write it relative to the day the file is
 * applied: `today`, `today+14d`, `today-3d`, `next 12-25`, `today+7d fri` (that day or the next Friday).
 */
const DateText = T.String({
  pattern: '^(\\d{4}-\\d{2}-\\d{2}|today([+-]\\d{1,4}d)?( (mon|tue|wed|thu|fri|sat|sun))?|next \\d{2}-\\d{2})$',
  description: 'YYYY-MM-DD (demo venues: today, today+14d, next 12-25, today+7d fri)',
  expected: 'a date as YYYY-MM-DD, e.g. 2027-03-01',
});
/** An instant: ISO 8601 with its offset; demo venues may write `now`, `now+60d`, `now-1d`. */
const InstantText = T.String({
  pattern: '^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})|now([+-]\\d{1,4}d)?)$',
  description: 'ISO 8601 date and time with its offset, e.g. 2027-03-01T00:00:00+01:00 (demo venues: now, now+60d)',
  expected: 'a date and time with its offset, e.g. 2027-03-01T00:00:00+01:00',
});
const TimeText = T.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm, 24-hour clock', expected: 'a time as HH:mm, e.g. 19:30' });
// Whole cents are checked by venue-file-rules.ts: a float `multipleOf: 0.01` refuses 35.5.
const Money = (description: string) => T.Number({ minimum: 0, maximum: 1_000_000, description: `${description}, in the currency's main unit (35.5 = 35.50)` });
const Text = (max: number, description: string) => T.String({ maxLength: max, description });
const HexColor = (description: string) => T.String({ pattern: '^#[0-9a-fA-F]{6}$', description, expected: 'a colour as #rrggbb' });

/**
 * A text per language. Required texts must have every language the venue offers (`languages`);
 * that is checked after the schema (venue-file-rules.ts), since it depends on another field.
 */
const I18n = (description: string, max = 4000) =>
  T.Partial(T.Object(Object.fromEntries(LANGUAGES.map((l) => [l, T.String({ maxLength: max })])) as Record<(typeof LANGUAGES)[number], ReturnType<typeof T.String>>), {
    additionalProperties: false,
    minProperties: 1,
    description: `${description}: one text per language (it, en, fr, es, de)`,
  });

const Weekday = T.Union(
  WEEKDAYS.map((d) => T.Literal(d)),
  { description: 'mon, tue, wed, thu, fri, sat or sun' },
);
const Weekdays = T.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true });

const NoShowFee = T.Object(
  {
    per: doc('The no-show fee is charged per whole reservation or per guest', T.Union([T.Literal('reservation'), T.Literal('guest')])),
    amount: Money('The fee: for the whole reservation, or for each guest'),
  },
  { additionalProperties: false },
);

const Booking = T.Object(
  {
    enabled: T.Optional(doc('Guests can book online (default true)', T.Boolean())),
    confirmation: T.Optional(
      doc("'auto' confirms at once; 'request' leaves the booking pending for the venue (default auto)", T.Union([T.Literal('auto'), T.Literal('request')])),
    ),
    waitingList: T.Optional(doc('A full day or time offers the waiting list (default true)', T.Boolean())),
    minNoticeMinutes: T.Optional(doc('Times sooner than this are not offered (default 60)', T.Integer({ minimum: 0, maximum: 43_200 }))),
    horizonDays: T.Optional(doc('Guests book up to this many days ahead (default 90)', T.Integer({ minimum: 1, maximum: 730 }))),
    minGuests: T.Optional(doc('Smallest party booked online (default 1)', T.Integer({ minimum: 1, maximum: 100 }))),
    maxGuests: T.Optional(doc('Largest party booked online; larger parties are asked to call (default 10)', T.Integer({ minimum: 1, maximum: 500 }))),
    holdMinutes: T.Optional(doc('Seats held while the guest gives a card or pays (default 10)', T.Integer({ minimum: 2, maximum: 60 }))),
    tableMinutes: T.Optional(doc('How long a plain table lasts, for the calendar file (default 120)', T.Integer({ minimum: 15, maximum: 720 }))),
    reminderHours: T.Optional(doc('The reminder e-mail goes this many hours before the visit (default 24; 0: no reminder)', T.Integer({ minimum: 0, maximum: 168 }))),
    releaseUnconfirmedHours: T.Optional(
      doc(
        'The reminder asks the guest to confirm; a booking not confirmed (and not secured by a card or a payment) this many hours before the visit is released, its seats offered to the waiting list (default: none released)',
        T.Integer({ minimum: 1, maximum: 167 }),
      ),
    ),
    offerMinutes: T.Optional(
      doc('Minutes a waiting guest has to confirm a freed table before it goes to the next (default 30)', T.Integer({ minimum: 5, maximum: 1440 })),
    ),
    textMessages: T.Optional(
      doc(
        'Text messages (SMS) for the confirmation, the reminder and the waiting-list offer, to guests who give a mobile number and agree at booking (docs/text-messages.md); needs the provider’s credentials on the server',
        T.Object(
          {
            enabled: T.Optional(doc('Texts are sent (default true); false keeps the sender and sends none', T.Boolean())),
            sender: T.String({
              pattern: '^(\\+[1-9]\\d{6,14}|MG[0-9a-fA-F]{32}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$',
              description:
                'Who the texts come from: a number the provider gives the venue (E.164, e.g. +393401234567; guests can reply STOP), a Twilio Messaging Service (MG…), or an alphanumeric sender id of at most 11 letters and digits (one-way: replies cannot reach it)',
              expected: 'a number as +393401234567, a Messaging Service id MG…, or up to 11 letters and digits',
            }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    limits: T.Optional(
      doc(
        'What one guest may hold of a day, so that no one takes a day’s seats (defaults: 2 bookings per e-mail address, 4 bookings and twice maxGuests seats per connection)',
        T.Object(
          {
            bookingsPerEmail: T.Optional(T.Integer({ minimum: 1, maximum: 100 })),
            bookingsPerClient: T.Optional(T.Integer({ minimum: 1, maximum: 1000 })),
            seatsPerClient: T.Optional(T.Integer({ minimum: 1, maximum: 10_000 })),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    cardGuarantee: T.Optional(
      doc(
        'Plain tables are secured by a card from `fromGuests` guests up, and for a guest with `afterNoShows` no-shows here in the last 12 months (experiences carry their own); at least one of the two',
        T.Composite(
          [
            NoShowFee,
            T.Object({
              cancellationHours: doc('Free cancellation until this many hours before the visit', T.Integer({ minimum: 0, maximum: 720 })),
              fromGuests: T.Optional(doc('Parties of at least this many guests give a card', T.Integer({ minimum: 1, maximum: 500 }))),
              afterNoShows: T.Optional(
                doc(
                  'A guest (known by e-mail or phone) with at least this many no-shows at this venue in the last 12 months gives a card, whatever the party',
                  T.Integer({ minimum: 1, maximum: 100 }),
                ),
              ),
            }),
          ],
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

const Zone = T.Object(
  {
    id: Key('Zone id (experiences and bookings refer to it)'),
    name: I18n('Zone name', 100),
    seats: doc('Guests the zone seats in one shift', T.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);

const Shift = T.Object(
  {
    name: Text(100, 'Shift name, e.g. Lunch'),
    weekdays: doc('Days of the week it runs', Weekdays),
    start: doc('First time offered', TimeText),
    end: doc('Times are offered strictly before this', TimeText),
    every: T.Optional(doc('Minutes between two times offered (default 30)', T.Integer({ minimum: 5, maximum: 240 }))),
    capacity: T.Optional(doc('Guests the kitchen takes in this shift across all zones (default: the zones’ seats)', T.Integer({ minimum: 0, maximum: 100_000 }))),
    experiencesOnly: T.Optional(doc('Only experiences can be booked in this shift, no plain table (default false)', T.Boolean())),
  },
  { additionalProperties: false },
);

const Question = T.Object(
  {
    id: Key('Question id'),
    type: T.Union([T.Literal('text'), T.Literal('number'), T.Literal('checkbox'), T.Literal('select')]),
    label: I18n('The question', 200),
    required: T.Optional(T.Boolean()),
    options: T.Optional(
      doc(
        'Choices of a select question',
        T.Array(T.Object({ value: Key('Choice value'), label: I18n('Choice label', 100) }, { additionalProperties: false }), { minItems: 1, maxItems: 50 }),
      ),
    ),
  },
  { additionalProperties: false },
);

const Experience = T.Object(
  {
    id: Key('Experience id'),
    link: T.Optional(
      doc(
        'Public id in the experience’s links (default: made at creation, then kept; export shows it)',
        T.String({ pattern: '^[A-Za-z0-9_-]{6,64}$', expected: '6 to 64 letters, digits, - or _' }),
      ),
    ),
    kind: T.Optional(doc('Category shown to guests (default dining)', T.Union([T.Literal('dining'), T.Literal('tasting'), T.Literal('event')]))),
    active: T.Optional(doc('Offered to guests (default true); false keeps it listed but not bookable', T.Boolean())),
    title: I18n('Title', 200),
    description: T.Optional(I18n('Description')),
    conditions: T.Optional(I18n('Booking conditions shown before the guest books')),
    photo: T.Optional(Text(2000, 'Image URL')),
    price: Money('Price per guest (0: free or paid at the venue as usual)'),
    payment: T.Optional(
      doc(
        "Paid at the venue (default), 'prepaid' online at booking, or a 'deposit' per guest",
        T.Union([T.Literal('at-venue'), T.Literal('prepaid'), T.Literal('deposit')]),
      ),
    ),
    deposit: T.Optional(Money('Deposit per guest, with payment: deposit')),
    guarantee: T.Optional(doc('A card secures the booking: the no-show or late-cancellation fee (free until cancellationHours before)', NoShowFee)),
    cancellationHours: T.Optional(doc('Free cancellation until this many hours before (default 0)', T.Integer({ minimum: 0, maximum: 720 }))),
    durationMinutes: T.Optional(T.Integer({ minimum: 0, maximum: 1440 })),
    guests: T.Optional(
      T.Object(
        { min: T.Optional(T.Integer({ minimum: 1, maximum: 500 })), max: T.Optional(doc('0: the venue’s largest party', T.Integer({ minimum: 0, maximum: 500 }))) },
        { additionalProperties: false },
      ),
    ),
    perTimeLimit: T.Optional(doc('Bookings accepted per time (0 or absent: no limit)', T.Integer({ minimum: 0, maximum: 10_000 }))),
    stock: T.Optional(doc('Guests it can take in total over all dates; sold out after (absent: no limit)', T.Integer({ minimum: 0, maximum: 1_000_000 }))),
    askVisitReason: T.Optional(T.Boolean()),
    dates: T.Optional(doc('Bookable only on these days (inclusive)', T.Object({ from: DateText, to: DateText }, { additionalProperties: false }))),
    times: T.Optional(doc('Its own times instead of the shifts’ times', T.Array(TimeText, { minItems: 1, maxItems: 96, uniqueItems: true }))),
    weekdays: T.Optional(doc('Days of the week it runs (absent: every day)', Weekdays)),
    zones: T.Optional(doc('Zone ids the guest chooses from', T.Array(Key('Zone id'), { minItems: 1, maxItems: 50, uniqueItems: true }))),
    questions: T.Optional(doc('Extra questions asked at booking', T.Array(Question, { maxItems: 20 }))),
  },
  { additionalProperties: false },
);

const BookingModule = T.Object(
  {
    id: Key('Module id: the page /r/{id}'),
    title: I18n('Title', 200),
    description: T.Optional(I18n('Description')),
    experiences: T.Optional(doc('Experience ids offered (absent: all)', T.Array(Key('Experience id'), { maxItems: 200, uniqueItems: true }))),
    tables: T.Optional(doc('Plain tables are offered too (default false)', T.Boolean())),
  },
  { additionalProperties: false },
);

const GiftCard = T.Object(
  {
    id: Key('Gift card product id'),
    title: I18n('Title', 200),
    description: T.Optional(I18n('Description')),
    image: T.Optional(Text(2000, 'Image URL')),
    values: T.Optional(
      doc(
        "Card values offered (none for an experience voucher: its price is the experience's)",
        T.Array(T.Number({ exclusiveMinimum: 0, maximum: 100_000 }), { maxItems: 20, uniqueItems: true }),
      ),
    ),
    experience: T.Optional(doc('An experience voucher: the id of the experience it books (paid online, payment: prepaid)', Key('Experience id'))),
    guests: T.Optional(doc('The party an experience voucher is for', T.Integer({ minimum: 1, maximum: 100 }))),
    covers: T.Optional(
      doc(
        'What an experience voucher pays when booked: the experience for its party whatever its price then (experience, the default), or up to the amount paid (amount)',
        T.Union([T.Literal('experience'), T.Literal('amount')]),
      ),
    ),
    customAmount: T.Optional(doc('The buyer may type an amount between giftCards.minAmount and maxAmount (default false)', T.Boolean())),
    validityMonths: T.Optional(doc('Months a card can be used after purchase (default 12)', T.Integer({ minimum: 1, maximum: 120 }))),
    salesEnd: T.Optional(doc('Last day it can be bought', DateText)),
    active: T.Optional(doc('On sale (default true)', T.Boolean())),
  },
  { additionalProperties: false },
);

const Promotion = T.Object(
  {
    id: Key('Promotion id: the page /promo/{id}'),
    title: I18n('Title', 200),
    description: T.Optional(I18n('Description')),
    conditions: T.Optional(I18n('Conditions')),
    image: T.Optional(Text(2000, 'Image URL')),
    quantity: doc('Codes that can be claimed in total', T.Integer({ minimum: 0, maximum: 1_000_000 })),
    starts: doc('Claims open', InstantText),
    ends: doc('Claims close', InstantText),
    useByDays: T.Optional(doc('A code can be used this many days after its claim', T.Integer({ minimum: 1, maximum: 3650 }))),
    useBy: T.Optional(doc('Or a fixed last day for every code (default: the end of the claims)', DateText)),
    phoneRequired: T.Optional(T.Boolean()),
    active: T.Optional(doc('Switched on (default true)', T.Boolean())),
  },
  { additionalProperties: false },
);

/**
 * An endpoint of the venue's other systems (docs/webhooks.md). The secret is best named by the
 * environment variable that holds it, so the file can be committed without it.
 */
const Webhook = T.Object(
  {
    url: T.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000, description: 'Where the events are POSTed', expected: 'an address starting with https://' }),
    events: T.Optional(
      doc(
        'The events it receives (default: all)',
        T.Array(T.Union(WEBHOOK_EVENT_TYPES.map((t) => T.Literal(t))), { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true }),
      ),
    ),
    secret: doc(
      'The signing secret: { env: NAME }, the environment variable on the server that holds it (whsec_ then 24 to 64 bytes in base64), or the whsec_ secret itself (tests only: a production start refuses a secret written in a demo file)',
      T.Union([
        T.Object({ env: T.String({ pattern: ENV_NAME_PATTERN, expected: 'an environment variable name, e.g. WEBHOOK_SECRET_POS' }) }, { additionalProperties: false }),
        T.String({ pattern: SECRET_PATTERN, expected: 'whsec_ then the secret in base64, or { env: NAME }' }),
      ]),
    ),
  },
  { additionalProperties: false },
);

/** Only in demo files: bookings and claims made when the venue is created, to show every state. */
const DemoData = T.Object(
  {
    frontpageToken: T.String({ pattern: '^fp_demo_[a-z0-9_]+$', expected: 'fp_demo_ then lower-case letters, digits or _' }),
    staffToken: T.String({ pattern: '^st_demo_[a-z0-9_]+$', expected: 'st_demo_ then lower-case letters, digits or _' }),
    reservations: T.Optional(
      T.Array(
        T.Object(
          {
            date: DateText,
            time: TimeText,
            guests: T.Integer({ minimum: 1, maximum: 500 }),
            zone: Key('Zone id'),
            firstName: Text(100, 'First name'),
            lastName: Text(100, 'Last name'),
            status: T.Optional(T.Union([T.Literal('confirmed'), T.Literal('pending'), T.Literal('waiting')])),
          },
          { additionalProperties: false },
        ),
        { maxItems: 500 },
      ),
    ),
    claims: T.Optional(
      T.Array(
        T.Object(
          {
            promotion: Key('Promotion id'),
            firstName: Text(100, 'First name'),
            lastName: Text(100, 'Last name'),
            email: T.String({ format: 'email', maxLength: 320 }),
            daysAgo: T.Integer({ minimum: 0, maximum: 3650 }),
            redeemed: T.Optional(T.Boolean()),
          },
          { additionalProperties: false },
        ),
        { maxItems: 500 },
      ),
    ),
  },
  { additionalProperties: false, description: 'Demo venues only: readable tokens, bookings and claims made once, when the venue is created' },
);

export const VenueFileSchema = T.Object(
  {
    $schema: T.Optional(T.String()),
    venue: Key('The venue’s id (slug): ?venue={id}, VENUE_HOSTS, the tools'),
    demo: T.Optional(doc('A demo venue: relative dates, readable tokens, the demo payment gateway. Never true for a real venue', T.Boolean())),
    name: T.String({ minLength: 1, maxLength: 200, description: 'The venue’s name (page titles, e-mails)' }),
    kind: T.Optional(
      doc(
        'What the venue is, as schema.org names it, for search engines and mail clients (docs/seo.md); default Restaurant',
        T.Union(VENUE_KINDS.map((k) => T.Literal(k))),
      ),
    ),
    currency: T.Union([T.Literal('EUR'), T.Literal('CHF'), T.Literal('MUR')]),
    timezone: doc('IANA time zone, e.g. Europe/Rome', T.String({ minLength: 3, maxLength: 64 })),
    languages: T.Optional(
      doc(
        'Languages the texts are written in; the first is the venue’s default (default: all five, it first)',
        T.Array(T.Union(LANGUAGES.map((l) => T.Literal(l))), { minItems: 1, maxItems: 5, uniqueItems: true }),
      ),
    ),
    contact: T.Object(
      {
        country: doc(
          'ISO 3166-1 alpha-2; its calling code heads the phone prefixes',
          T.String({ pattern: '^[A-Z]{2}$', expected: 'a two-letter country code in capitals, e.g. IT' }),
        ),
        address: T.Optional(Text(300, 'Street address')),
        city: T.Optional(Text(200, 'City')),
        phone: T.Optional(Text(50, 'Phone')),
        email: T.Optional(T.String({ format: 'email', maxLength: 320 })),
        website: T.Optional(T.String({ pattern: '^https?://', maxLength: 2000, expected: 'an address starting with https://' })),
      },
      { additionalProperties: false },
    ),
    heroImage: T.Optional(Text(2000, 'Image at the top of the home page')),
    passColors: T.Optional(
      doc(
        'Colours of the passes guests add to Apple Wallet and Google Wallet (docs/wallet.md); the icon is the background colour',
        T.Object(
          { background: HexColor('Background of the pass'), foreground: HexColor('Its values'), label: T.Optional(HexColor('Its labels (default: the values’ colour)')) },
          { additionalProperties: false },
        ),
      ),
    ),
    description: T.Optional(I18n('What the home page says about the venue')),
    privacyPolicy: I18n('Privacy policy shown in the privacy modal', 20_000),
    marketingPolicy: T.Optional(I18n('Text of the optional marketing consent', 20_000)),
    customHeader: T.Optional(doc('HTML (scripts included) at the top of every page', T.String({ maxLength: 100_000 }))),
    customFooter: T.Optional(doc('HTML (scripts included) at the bottom of every page', T.String({ maxLength: 100_000 }))),
    booking: T.Optional(Booking),
    zones: T.Array(Zone, { maxItems: 100 }),
    shifts: T.Array(Shift, { maxItems: 200 }),
    closures: T.Optional(doc('Days the venue is closed', T.Array(DateText, { maxItems: 1000, uniqueItems: true }))),
    experiences: T.Optional(T.Array(Experience, { maxItems: 500 })),
    bookingModules: T.Optional(T.Array(BookingModule, { maxItems: 100 })),
    giftCards: T.Optional(
      T.Object(
        {
          enabled: T.Optional(doc('Gift cards are sold (default true)', T.Boolean())),
          minAmount: T.Optional(Money('Smallest typed amount (default 10)')),
          maxAmount: T.Optional(Money('Largest typed amount (default 500)')),
          products: T.Array(GiftCard, { maxItems: 200 }),
        },
        { additionalProperties: false },
      ),
    ),
    promotions: T.Optional(T.Array(Promotion, { maxItems: 500 })),
    privacy: T.Optional(
      T.Object(
        {
          retentionDays: doc(
            'Days after a visit, a claim or a spent gift card after which the guest’s name, e-mail and phone are anonymised (docs/privacy.md); amounts are kept',
            T.Integer({ minimum: 30, maximum: 3650 }),
          ),
        },
        { additionalProperties: false, description: 'What the venue keeps of its guests, and for how long (default: kept until erased)' },
      ),
    ),
    google: T.Optional(
      T.Object(
        {
          enabled: T.Optional(doc('Google’s calls are answered and the feeds served (default false)', T.Boolean())),
          path: Key('The path of its booking server: /backend/google/{path}/v3/...'),
          merchantId: T.Optional(
            T.String({
              pattern: '^[A-Za-z0-9._-]{1,100}$',
              description: 'Its merchant_id at Google (default: the venue’s id)',
              expected: 'letters, digits, dots, dashes and underscores (at most 100)',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: 'Reserve with Google: tables and experiences booked from Google Maps and Search (docs/reserve-with-google.md); off by default',
        },
      ),
    ),
    webhooks: T.Optional(doc('Where the venue’s events go: bookings, offers, gift cards, promotions (docs/webhooks.md)', T.Array(Webhook, { maxItems: 20 }))),
    demoData: T.Optional(DemoData),
  },
  { additionalProperties: false, title: 'Venue file', description: 'One venue’s whole set-up (docs/venue-file.md)' },
);

export type VenueFile = Static<typeof VenueFileSchema>;
export type VenueFileExperience = Static<typeof Experience>;
export type VenueFileGiftCard = Static<typeof GiftCard>;
export type VenueFilePromotion = Static<typeof Promotion>;
export type VenueFileZone = Static<typeof Zone>;
export type VenueFileWebhook = Static<typeof Webhook>;
export type VenueFileShift = Static<typeof Shift>;
export type VenueFileModule = Static<typeof BookingModule>;
export type VenueFileQuestion = Static<typeof Question>;
export { LANGUAGES as VENUE_FILE_LANGUAGES };
