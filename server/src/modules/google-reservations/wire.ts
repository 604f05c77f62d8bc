/**
 * The booking server API v3 of Google's Actions Center (reservations, end to end) as JSON: the
 * messages this server reads and answers, with the reference's field names (snake_case; int64
 * fields such as start_sec are strings in proto3 JSON, and both forms are read). Requests are
 * read defensively: a field of the wrong shape is an INVALID_ARGUMENT (400), never a 500.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { venueIso, wallInstant } from '../../lib/wall-clock';
import { GoogleError } from './google-errors';

export type BookingStatus = 'CONFIRMED' | 'PENDING_MERCHANT_CONFIRMATION' | 'CANCELED' | 'NO_SHOW' | 'DECLINED_BY_MERCHANT' | 'FAILED';

/** BookingFailure.Cause values this server answers. */
export type FailureCause =
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_ALREADY_BOOKED_BY_USER'
  | 'OUTSIDE_CANCELLATION_WINDOW'
  | 'BOOKING_ALREADY_CANCELLED'
  | 'BOOKING_NOT_CANCELLABLE'
  | 'USER_OVER_BOOKING_LIMIT';

export interface BookingFailure {
  cause: FailureCause;
  description?: string;
}

export interface WireSlot {
  merchant_id: string;
  service_id: string;
  start_sec: string;
  duration_sec: string;
  resources: { party_size: number };
}

export interface WireUserInformation {
  user_id: string;
  given_name: string;
  family_name: string;
  telephone: string;
  email: string;
}

export interface WireBooking {
  booking_id: string;
  slot: WireSlot;
  user_information: WireUserInformation;
  status: BookingStatus;
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
}

/** A slot as this server measures it: the service, and the wall-clock date and time at the venue. */
export interface SlotChoice {
  serviceId: string;
  date: string;
  time: string;
  pax: number;
  startSec: number;
  durationSec: number;
}

type Json = Record<string, unknown>;

export const invalid = (message: string) => new GoogleError(400, 'INVALID_ARGUMENT', message);

export function objectOf(value: unknown, what: string): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${what} must be an object`);
  return value as Json;
}

/** A field by its proto name or its lowerCamelCase JSON name (proto3 JSON parsers accept both). */
export function field(o: Json, name: string): unknown {
  if (o[name] !== undefined) return o[name];
  return o[name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())];
}

export function stringField(o: Json, name: string, required = true): string {
  const v = field(o, name);
  if (v === undefined || v === null || v === '') {
    if (required) throw invalid(`${name} is required`);
    return '';
  }
  if (typeof v !== 'string' || v.length > 1000) throw invalid(`${name} must be a string`);
  return v;
}

/** int64 (a string or a number in JSON) or int32. */
export function intField(o: Json, name: string, required = true): number | null {
  const v = field(o, name);
  if (v === undefined || v === null) {
    if (required) throw invalid(`${name} is required`);
    return null;
  }
  const n = typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw invalid(`${name} must be an integer`);
  return n;
}

/** The venue's wall-clock date and time of an instant (seconds since the epoch). */
export function wallOf(startSec: number, timezone: string): { date: string; time: string } {
  const iso = venueIso(new Date(startSec * 1000), timezone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function startSecOf(date: string, time: string, timezone: string): number {
  const at = wallInstant(date, time.slice(0, 5), timezone) ?? new Date(`${date}T${time.slice(0, 5)}:00Z`);
  return Math.floor(at.getTime() / 1000);
}

/**
 * The slot of a SlotTime (service_id, start_sec, duration_sec, resource_ids) or of a Slot
 * (merchant_id, service_id, start_sec, duration_sec, resources). A party size is required: the
 * reservations vertical always sends one.
 */
export function slotChoiceOf(raw: unknown, timezone: string, resourcesField: 'resources' | 'resource_ids'): SlotChoice {
  const o = objectOf(raw, 'slot');
  const serviceId = stringField(o, 'service_id');
  const startSec = intField(o, 'start_sec')!;
  const durationSec = intField(o, 'duration_sec', false) ?? 0;
  const resources = field(o, resourcesField);
  const pax = resources === undefined ? null : intField(objectOf(resources, resourcesField), 'party_size', false);
  if (pax === null || pax < 1 || pax > 1000) throw invalid(`${resourcesField}.party_size must be a party size`);
  if (startSec % 60 !== 0) throw invalid('start_sec must be on a whole minute');
  const { date, time } = wallOf(startSec, timezone);
  return { serviceId, date, time, pax, startSec, durationSec };
}

export function wireSlot(merchantId: string, s: Pick<SlotChoice, 'serviceId' | 'startSec' | 'durationSec' | 'pax'>): WireSlot {
  return {
    merchant_id: merchantId,
    service_id: s.serviceId,
    start_sec: String(s.startSec),
    duration_sec: String(s.durationSec),
    resources: { party_size: s.pax },
  };
}

/** E.164 from Google, as the reservation's prefix and digits (the form the page's phone field stores). */
export function phoneParts(telephone: string): { phonePrefix: string; phone: string } {
  const parsed = telephone ? parsePhoneNumberFromString(telephone) : undefined;
  if (parsed) return { phonePrefix: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) };
  return { phonePrefix: '', phone: telephone.replace(/\D/g, '') };
}
