/**
 * A venue's set-up as the rows it is stored in (money in minor units, dates resolved, every
 * text in all five languages), without database ids. `planFromFile` makes one from a venue
 * file, `readPlan` (venue-plan-read.ts) from the database: `apply` compares the two, and
 * `export` turns the database's back into a file (venue-file-write.ts).
 */
import type { BookingSettings } from '../../db/json-types';
import type { bookingModules, experiences, giftcardProducts, openingShifts, promotions, venues, zones } from '../../db/schema';
import { LANGUAGES, type I18nText, type Language } from '../../lib/i18n-text';
import { venueToday } from '../../lib/wall-clock';
import { resolveDate, resolveInstant } from './relative-dates';
import { type VenueFile, WEEKDAYS } from './venue-file-schema';
import { storedSecret } from '../webhooks/webhook-secret';

type Text = Partial<I18nText>;
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
/** What a row holds of the set-up: not its ids, timestamps or archive mark. */
type Setup<R, Extra extends keyof R = never> = Omit<R, 'id' | 'venueId' | 'createdAt' | 'updatedAt' | 'archivedAt' | Extra>;

export interface VenuePlan {
  venue: Omit<Setup<Row<typeof venues>, 'frontpageToken'>, 'currency' | 'languages' | 'defaultLanguage' | 'bookingSettings'> & {
    currency: 'EUR' | 'CHF' | 'MUR';
    languages: Language[];
    defaultLanguage: Language;
    bookingSettings: BookingSettings;
  };
  zones: Array<Setup<Row<typeof zones>, 'active'>>;
  /** One row per weekday, as opening_shifts stores them. */
  shifts: Array<Setup<Row<typeof openingShifts>>>;
  closures: string[];
  experiences: PlannedExperience[];
  modules: Array<Setup<Row<typeof bookingModules>, 'experienceIds' | 'active'> & { experienceKeys: string[] | null }>;
  products: Array<Setup<Row<typeof giftcardProducts>>>;
  promotions: PlannedPromotion[];
  /** The secret as stored: `env:NAME` or the whsec_ secret (modules/webhooks/webhook-secret.ts). */
  webhooks: Array<{ url: string; events: string[] | null; secret: string }>;
}

export type PlannedExperience = Setup<Row<typeof experiences>, 'hash' | 'visible' | 'showInCalendar' | 'fileUrl' | 'fileTitle'> & {
  /** Undefined: the file leaves it to the database (kept, or made at creation). */
  hash?: string;
  zoneKeys: string[];
};

/** Instants as ISO strings (UTC), so plans compare as plain data. */
export type PlannedPromotion = Omit<Setup<Row<typeof promotions>, 'claimedCount'>, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

export const DEFAULT_LANGUAGES: Language[] = [...LANGUAGES];
export const BOOKING_DEFAULTS = { minNoticeMinutes: 60, horizonDays: 90, confirmation: 'auto', waitingList: true, minPax: 1, maxPax: 10 } as const;
export const GIFTCARD_AMOUNT_DEFAULTS = { min: 10, max: 500 } as const;
export const KINDS = ['dining', 'tasting', 'event'] as const;
export const PAYMENTS = ['at-venue', 'prepaid', 'deposit'] as const;

export const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);
/** A no-show fee's basis, as the file says it and as the database stores it (1 or 2). */
export const GUARANTEE_PER = { 1: 'reservation', 2: 'guest' } as const;
export const guaranteeTypeOf = (per: 'reservation' | 'guest') => (per === 'guest' ? 2 : 1);
export const weekdayNumbers = (days: readonly string[]) => days.map((d) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]) + 1).sort((a, b) => a - b);

/** The offered languages' texts, the others filled with the default language's (guests read all five). */
export function storedText(text: Text | undefined, languages: Language[]): Text {
  if (!text) return {};
  const fallback = text[languages[0]!] ?? '';
  return Object.fromEntries(LANGUAGES.map((l) => [l, languages.includes(l) ? (text[l] ?? '') : fallback]));
}

export function planFromFile(file: VenueFile, now: Date): VenuePlan {
  const languages = (file.languages ?? DEFAULT_LANGUAGES) as Language[];
  const today = venueToday(now, file.timezone);
  const date = (value: string) => resolveDate(value, today);
  const text = (value: Text | undefined) => storedText(value, languages);
  const booking = file.booking ?? {};
  const guarantee = booking.cardGuarantee;
  const bookingSettings: BookingSettings = {
    minNoticeMinutes: booking.minNoticeMinutes ?? BOOKING_DEFAULTS.minNoticeMinutes,
    horizonDays: booking.horizonDays ?? BOOKING_DEFAULTS.horizonDays,
    confirmation: booking.confirmation ?? BOOKING_DEFAULTS.confirmation,
    waitingList: booking.waitingList ?? BOOKING_DEFAULTS.waitingList,
    minPax: booking.minGuests ?? BOOKING_DEFAULTS.minPax,
    maxPax: booking.maxGuests ?? BOOKING_DEFAULTS.maxPax,
    ...(booking.holdMinutes !== undefined ? { holdMinutes: booking.holdMinutes } : {}),
    ...(booking.tableMinutes !== undefined ? { tableMinutes: booking.tableMinutes } : {}),
    ...(booking.reminderHours !== undefined ? { reminderHours: booking.reminderHours } : {}),
    ...(booking.releaseUnconfirmedHours !== undefined ? { releaseUnconfirmedHours: booking.releaseUnconfirmedHours } : {}),
    ...(booking.offerMinutes !== undefined ? { offerMinutes: booking.offerMinutes } : {}),
    ...(booking.textMessages ? { textMessages: { enabled: booking.textMessages.enabled ?? true, sender: booking.textMessages.sender } } : {}),
    // What the venue is (schema.org), kept with its settings: no column of its own.
    ...(file.kind ? { venueKind: file.kind } : {}),
    ...(booking.limits && Object.keys(booking.limits).length ? { guestCaps: { ...booking.limits } } : {}),
    ...(guarantee
      ? {
          cardGuarantee: {
            type: guaranteeTypeOf(guarantee.per),
            amount: cents(guarantee.amount),
            cancellationHours: guarantee.cancellationHours,
            ...(guarantee.fromGuests !== undefined ? { minPax: guarantee.fromGuests } : {}),
            ...(guarantee.afterNoShows !== undefined ? { afterNoShows: guarantee.afterNoShows } : {}),
          },
        }
      : {}),
  };

  return {
    venue: {
      slug: file.venue,
      name: file.name,
      currency: file.currency,
      timezone: file.timezone,
      languages,
      defaultLanguage: languages[0]!,
      demo: file.demo ?? false,
      country: file.contact.country,
      address: file.contact.address ?? '',
      city: file.contact.city ?? '',
      phone: file.contact.phone ?? '',
      email: file.contact.email ?? '',
      website: file.contact.website ?? '',
      heroImage: file.heroImage ?? '',
      passColors: file.passColors ? { ...file.passColors, label: file.passColors.label ?? file.passColors.foreground } : null,
      description: text(file.description),
      privacyPolicy: text(file.privacyPolicy),
      marketingPolicy: text(file.marketingPolicy),
      customHeader: file.customHeader ?? '',
      customFooter: file.customFooter ?? '',
      bookingEnabled: booking.enabled ?? true,
      giftcardsEnabled: file.giftCards?.enabled ?? true,
      bookingSettings,
      giftcardMin: cents(file.giftCards?.minAmount ?? GIFTCARD_AMOUNT_DEFAULTS.min),
      giftcardMax: cents(file.giftCards?.maxAmount ?? GIFTCARD_AMOUNT_DEFAULTS.max),
      retentionDays: file.privacy?.retentionDays ?? null,
      google: file.google ? { enabled: file.google.enabled ?? false, path: file.google.path, merchantId: file.google.merchantId ?? file.venue } : null,
    },
    zones: file.zones.map((z, i) => ({ key: z.id, name: text(z.name), seats: z.seats, sort: i })),
    shifts: file.shifts.flatMap((s) =>
      weekdayNumbers(s.weekdays).map((weekday) => ({
        weekday,
        name: s.name,
        startTime: `${s.start}:00`,
        endTime: `${s.end}:00`,
        slotIntervalMinutes: s.every ?? 30,
        capacity: s.capacity ?? null,
        experienceOnly: s.experiencesOnly ?? false,
      })),
    ),
    closures: [...new Set((file.closures ?? []).map(date))].sort(),
    experiences: (file.experiences ?? []).map((e, i) => ({
      key: e.id,
      ...(e.link ? { hash: e.link } : {}),
      kind: KINDS.indexOf(e.kind ?? 'dining'),
      title: text(e.title),
      description: text(e.description),
      bookingConditions: text(e.conditions),
      photoUrl: e.photo ?? '',
      price: cents(e.price),
      purchaseType: PAYMENTS.indexOf(e.payment ?? 'at-venue'),
      depositAmount: e.payment === 'deposit' ? cents(e.deposit) : 0,
      guaranteeType: e.guarantee ? guaranteeTypeOf(e.guarantee.per) : 0,
      guaranteeAmount: e.guarantee ? cents(e.guarantee.amount) : 0,
      cancellationHours: e.cancellationHours ?? 0,
      durationMinutes: e.durationMinutes ?? 0,
      minGuests: e.guests?.min ?? 1,
      maxGuests: e.guests?.max ?? 0,
      maxReservationsPerSlot: e.perTimeLimit ?? 0,
      stock: e.stock ?? 0,
      soldoutEnabled: e.stock !== undefined,
      askVisitReason: e.askVisitReason ?? false,
      active: e.active ?? true,
      hasDates: !!e.dates,
      startsOn: e.dates ? date(e.dates.from) : null,
      endsOn: e.dates ? date(e.dates.to) : null,
      hasOwnTimes: !!e.times?.length,
      times: e.times ?? [],
      weekdays: e.weekdays ? weekdayNumbers(e.weekdays) : null,
      zoneChoice: !!e.zones?.length,
      zoneKeys: e.zones ?? [],
      extraFields: (e.questions ?? []).map((q) => ({
        key: q.id,
        type: q.type,
        label: text(q.label),
        required: q.required ?? false,
        ...(q.options ? { options: q.options.map((o) => ({ value: o.value, label: text(o.label) })) } : {}),
      })),
      sort: (i + 1) * 10,
    })),
    modules: (file.bookingModules ?? []).map((m) => ({
      slug: m.id,
      title: text(m.title),
      description: text(m.description),
      experienceKeys: m.experiences ?? null,
      tables: m.tables ?? false,
    })),
    products: (file.giftCards?.products ?? []).map((p, i) => ({
      key: p.id,
      title: text(p.title),
      description: text(p.description),
      imageUrl: p.image ?? '',
      values: p.experience ? voucherValues(file, p.experience, p.guests) : (p.values ?? []).map(cents),
      voucherExperienceKey: p.experience ?? null,
      voucherGuests: p.experience ? (p.guests ?? null) : null,
      voucherCovers: p.experience ? (p.covers ?? 'experience') : null,
      customAmount: p.customAmount ?? false,
      validityMonths: p.validityMonths ?? 12,
      salesEndOn: p.salesEnd ? date(p.salesEnd) : null,
      active: p.active ?? true,
      sort: (i + 1) * 10,
    })),
    promotions: (file.promotions ?? []).map((p) => ({
      urlName: p.id,
      title: text(p.title),
      description: text(p.description),
      conditions: text(p.conditions),
      imageUrl: p.image ?? '',
      quantity: p.quantity,
      startsAt: resolveInstant(p.starts, now).toISOString(),
      endsAt: resolveInstant(p.ends, now).toISOString(),
      useByDays: p.useByDays ?? null,
      useByDate: p.useBy ? date(p.useBy) : null,
      phoneRequired: p.phoneRequired ?? false,
      active: p.active ?? true,
    })),
    webhooks: (file.webhooks ?? []).map((w) => ({ url: w.url, events: w.events ?? null, secret: storedSecret(w.secret) })),
  };
}

/** An experience voucher's one value: the experience's price for the voucher's party. */
function voucherValues(file: VenueFile, experienceKey: string, guests: number | undefined): number[] {
  const price = file.experiences?.find((e) => e.id === experienceKey)?.price;
  return price && guests ? [cents(price) * guests] : [];
}
