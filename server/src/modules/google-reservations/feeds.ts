/**
 * The three feeds of a venue (merchant, services, availability) from what the database holds,
 * in the reference's JSON (feed-schemas/ holds their definitions as JSON Schema). Availability
 * lists every slot a booking from Google could take now: each service's times over the venue's
 * horizon (at most 90 days), for every party size it seats, one spot each (the booking server
 * checks the seats again when Google asks).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Db } from '../../db/client';
import { type DayAvailability, dayAvailability } from '../experiences/availability';
import { loadAvailabilityContext } from '../experiences/availability-context';
import { type I18nText, i18n } from '../../lib/i18n-text';
import { addDays, venueToday } from '../../lib/wall-clock';
import { checkChoice } from '../reservations/booking-choice';
import { EVERYTHING } from '../reservations/booking-measure';
import { durationOf } from '../reservations/booking-service';
import type { Venue } from '../venues/venue-repository';
import { type GoogleService, bookableWithoutCard, listServices } from './services';
import { startSecOf } from './wire';

const MAX_DAYS = 90;

export interface FeedMetadata {
  processing_instruction: 'PROCESS_AS_COMPLETE';
  shard_number: 0;
  total_shards: 1;
  nonce: string;
  generation_timestamp: number;
}

const metadataOf = (now: Date): FeedMetadata => ({
  processing_instruction: 'PROCESS_AS_COMPLETE',
  shard_number: 0,
  total_shards: 1,
  nonce: String(now.getTime()),
  generation_timestamp: Math.floor(now.getTime() / 1000),
});

/** A text in the venue's languages, its default language first (the reference's Text). */
function textOf(venue: Venue, partial: Partial<I18nText>) {
  const all = i18n(partial);
  const languages = venue.languages.filter((l) => partial[l as keyof I18nText]);
  if (!languages.length) return undefined;
  return {
    value: all[venue.defaultLanguage as keyof I18nText] || partial[languages[0] as keyof I18nText]!,
    localized_value: languages.map((l) => ({ locale: l, value: partial[l as keyof I18nText]! })),
  };
}

function telephoneOf(venue: Venue): string | undefined {
  const parsed = venue.phone ? parsePhoneNumberFromString(venue.phone, venue.country as CountryCode) : undefined;
  return parsed?.isValid() ? parsed.number : undefined;
}

export function merchantFeed(venue: Venue, merchantId: string, publicUrl: string, now: Date) {
  const geo =
    venue.address && venue.city
      ? { address: { country: venue.country, locality: venue.city, street_address: venue.address } }
      : { unstructured_address: [venue.address, venue.city, venue.country].filter(Boolean).join(', ') };
  const telephone = telephoneOf(venue);
  return {
    metadata: metadataOf(now),
    merchant: [
      {
        merchant_id: merchantId,
        name: venue.name,
        ...(telephone ? { telephone } : {}),
        url: venue.website || `${publicUrl}/?venue=${venue.slug}`,
        category: 'restaurant',
        geo,
      },
    ],
  };
}

const TABLE_NAME: I18nText = { it: 'Tavolo', en: 'Table', fr: 'Table', es: 'Mesa', de: 'Tisch' };

export function serviceFeed(venue: Venue, merchantId: string, services: GoogleService[], now: Date) {
  return {
    metadata: metadataOf(now),
    service: services.map((s) => {
      const e = s.experience;
      const description = e ? textOf(venue, e.description) : textOf(venue, venue.description);
      return {
        merchant_id: merchantId,
        service_id: s.id,
        localized_service_name: textOf(venue, e ? e.title : TABLE_NAME) ?? { value: e?.key ?? 'Table' },
        ...(description ? { localized_description: description } : {}),
        // Paid at the venue: shown, never taken online.
        ...(e && e.price > 0 ? { price: { price_micros: e.price * 10_000, currency_code: venue.currency }, price_interpretation: 'EXACT_AMOUNT' } : {}),
        prepayment_type: 'NOT_SUPPORTED',
        rules: { min_advance_booking: String(venue.bookingSettings.minNoticeMinutes * 60) },
      };
    }),
  };
}

/** A slot Google could book now: a service's time on a day, for one party size. */
export interface OpenSlot {
  serviceId: string;
  startSec: number;
  durationSec: number;
  pax: number;
}

/** Every open slot of the services from `from` to `to` (venue dates), read in one snapshot. */
export async function openSlots(db: Db, venue: Venue, services: GoogleService[], from: string, to: string, now: Date): Promise<OpenSlot[]> {
  const ctx = await db.transaction((tx) => loadAvailabilityContext(tx, venue, from, to, now, { scope: EVERYTHING }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const { minPax, maxPax } = venue.bookingSettings;
  const slots: OpenSlot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (let pax = minPax; pax <= maxPax; pax += 1) {
      let day: DayAvailability | null = null;
      for (const service of services) {
        const e = service.experience;
        if (e && (pax < e.minGuests || (e.maxGuests > 0 && pax > e.maxGuests))) continue;
        day ??= dayAvailability(ctx, date, pax);
        for (const slot of day.slots) {
          const choice = { date, time: slot.time, pax, zoneId: null, experienceId: e?.id ?? null };
          if (!bookableWithoutCard(venue, service, choice)) continue;
          if (!checkChoice(day, choice, e ? { hasOwnTimes: e.hasOwnTimes, zoneIds: e.zoneIds } : null).ok) continue;
          slots.push({ serviceId: service.id, startSec: startSecOf(date, slot.time, venue.timezone), durationSec: durationOf(venue, e) * 60, pax });
        }
      }
    }
  }
  return slots;
}

export async function availabilityFeed(db: Db, venue: Venue, merchantId: string, services: GoogleService[], now: Date) {
  const today = venueToday(now, venue.timezone);
  const last = addDays(today, Math.min(MAX_DAYS, venue.bookingSettings.horizonDays));
  const confirmation = venue.bookingSettings.confirmation === 'request' ? 'CONFIRMATION_MODE_ASYNCHRONOUS' : 'CONFIRMATION_MODE_SYNCHRONOUS';
  const availability = (await openSlots(db, venue, services, today, last, now)).map((s) => ({
    merchant_id: merchantId,
    service_id: s.serviceId,
    start_sec: s.startSec,
    duration_sec: s.durationSec,
    spots_total: 1,
    spots_open: 1,
    resources: { party_size: s.pax },
    confirmation_mode: confirmation,
  }));
  return { metadata: metadataOf(now), service_availability: [{ availability }] };
}

export type GoogleFeeds = Awaited<ReturnType<typeof buildFeeds>>;

export async function buildFeeds(db: Db, venue: Venue, merchantId: string, publicUrl: string, now: Date) {
  const services = await listServices(db, venue);
  return {
    merchant: merchantFeed(venue, merchantId, publicUrl, now),
    services: serviceFeed(venue, merchantId, services, now),
    availability: await availabilityFeed(db, venue, merchantId, services, now),
  };
}
