import { array, boolean, coerce, defaulted, enums, nullable, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { multilingual, num, text } from './fields';

/** Calendar status of a day (docs/api.md): 'completed' = open but sold out for that party size. */
export const DAY_STATUSES = ['past', 'closed', 'experience', 'available', 'completed'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** Why nothing can be booked on a day. */
export const AVAILABILITY_REASONS = ['DAY_SOLD_OUT', 'ZONE_SOLD_OUT', 'SHIFT_FULL', 'EXPERIENCE_REQUIRED', 'CLOSED', 'PAST'] as const;
export type AvailabilityReason = (typeof AVAILABILITY_REASONS)[number];

const idList = () => coerce(array(num()), unknown(), (v) => (v === null || v === undefined ? [] : v));

export const MonthDaySchema = type({
  date: string(),
  status: enums(DAY_STATUSES),
  experiences: idList(),
  /** A full time that day takes names on the waiting list. */
  waitingList: defaulted(boolean(), false),
});

export const MonthAvailabilitySchema = type({
  year: num(),
  month: num(),
  pax: num(),
  days: array(MonthDaySchema),
});
export type MonthAvailability = Infer<typeof MonthAvailabilitySchema>;
export type MonthDay = Infer<typeof MonthDaySchema>;

export const ZoneAvailabilitySchema = type({
  id: num(),
  nome: multilingual(),
  available: boolean(),
});

export const SlotSchema = type({
  time: string(),
  shift: text(),
  available: boolean(),
  /** A plain table (no experience) can be booked at this time. */
  table: defaulted(boolean(), false),
  /** Full for a plain table, but the venue keeps a waiting list. */
  waitingList: defaulted(boolean(), false),
  zones: coerce(array(ZoneAvailabilitySchema), unknown(), (v) => (v === null || v === undefined ? [] : v)),
  experiences: idList(),
  /** Experiences full at this time for this party that take names on the waiting list. */
  waitingExperiences: idList(),
});
export type Slot = Infer<typeof SlotSchema>;
export type ZoneAvailability = Infer<typeof ZoneAvailabilitySchema>;

export const DayAvailabilitySchema = type({
  date: string(),
  pax: num(),
  status: enums(DAY_STATUSES),
  reason: coerce(nullable(enums(AVAILABILITY_REASONS)), unknown(), (v) => (v === undefined || v === '' ? null : v)),
  waitingList: defaulted(boolean(), false),
  slots: coerce(array(SlotSchema), unknown(), (v) => (v === null || v === undefined ? [] : v)),
});
export type DayAvailability = Infer<typeof DayAvailabilitySchema>;
