/**
 * Availability: pure functions of the venue's rules, its bookings and "now". No I/O here, so
 * every rule is unit-tested directly. The model is described in docs/server-availability.md.
 */
import type { BookingSettings } from '../../db/json-types';
import type { I18nText } from '../../lib/i18n-text';
import { addDays, fromMinutes, isoWeekday, monthDates, toMinutes, venueToday, wallInstant } from '../../lib/wall-clock';

export interface ShiftRule {
  id: number;
  weekday: number; // ISO 1-7
  name: string;
  start: string; // HH:mm
  end: string; // HH:mm, exclusive
  intervalMinutes: number;
  /** Guests across all zones; null = the sum of the zones' seats. */
  capacity: number | null;
  experienceOnly: boolean;
}

export interface ZoneRule {
  id: number;
  name: I18nText;
  seats: number;
}

export interface ExperienceRule {
  id: number;
  minGuests: number;
  maxGuests: number; // 0 = no bound of its own
  maxReservationsPerSlot: number; // 0 = no limit
  stock: number;
  soldoutEnabled: boolean;
  /** Guests already booked on it, all dates (counts against stock). */
  bookedGuests: number;
  hasDates: boolean;
  startsOn: string | null;
  endsOn: string | null;
  hasOwnTimes: boolean;
  times: string[];
  weekdays: number[] | null;
  /** Zones it may seat guests in; null = any zone. */
  zoneIds: number[] | null;
  /**
   * A full time of it takes names on the venue's waiting list (when the venue keeps one). False
   * for experiences paid online or with a card guarantee: those are never booked without the
   * guest at the screen. Absent = false.
   */
  waitingList?: boolean;
}

/** A booking that holds capacity (pending or confirmed). */
export interface BookedReservation {
  date: string;
  time: string; // HH:mm
  pax: number;
  zoneId: number | null;
  experienceId: number | null;
  /** False for experiences with their own times: they do not take table seats. */
  usesTables: boolean;
}

export interface AvailabilityContext {
  timezone: string;
  settings: BookingSettings;
  shifts: ShiftRule[];
  zones: ZoneRule[];
  closures: string[];
  /** Active, visible experiences. */
  experiences: ExperienceRule[];
  reservations: BookedReservation[];
  now: Date;
}

export type DayStatus = 'past' | 'closed' | 'experience' | 'available' | 'completed';
export type UnavailableReason = 'DAY_SOLD_OUT' | 'ZONE_SOLD_OUT' | 'SHIFT_FULL' | 'EXPERIENCE_REQUIRED' | 'CLOSED' | 'PAST';

export interface ZoneSlot {
  id: number;
  nome: I18nText;
  available: boolean;
}

export interface Slot {
  time: string;
  shift: string;
  available: boolean;
  /** A plain table (no experience) can be booked at this time. */
  table: boolean;
  /** Full for a plain table, but the venue keeps a waiting list. */
  waitingList: boolean;
  zones: ZoneSlot[];
  experiences: number[];
  /** Experiences that run at this time for this party but are full: they take names on the waiting list. */
  waitingExperiences: number[];
}

export interface DayAvailability {
  date: string;
  pax: number;
  status: DayStatus;
  reason: UnavailableReason | null;
  /** Some full time takes names on the waiting list. */
  waitingList: boolean;
  slots: Slot[];
}

export interface MonthDay {
  date: string;
  status: DayStatus;
  experiences: number[];
  waitingList: boolean;
}

export interface MonthAvailability {
  year: number;
  month: number;
  pax: number;
  days: MonthDay[];
}

/** Times a shift offers: from start, every interval, strictly before end. */
export function shiftTimes(shift: Pick<ShiftRule, 'start' | 'end' | 'intervalMinutes'>): string[] {
  const times: string[] = [];
  const step = Math.max(5, shift.intervalMinutes);
  for (let m = toMinutes(shift.start); m < toMinutes(shift.end); m += step) times.push(fromMinutes(m));
  return times;
}

function runsOn(e: ExperienceRule, date: string, weekday: number): boolean {
  if (e.hasDates && (!e.startsOn || !e.endsOn || date < e.startsOn || date > e.endsOn)) return false;
  return !e.weekdays || e.weekdays.length === 0 || e.weekdays.includes(weekday);
}

/** Guests per shift and zone, and reservations per experience and time, on one day. */
class DayUsage {
  constructor(private readonly bookings: BookedReservation[]) {}

  shiftGuests(shift: ShiftRule, zoneId?: number): number {
    const from = shift.start;
    const to = shift.end;
    return this.bookings.filter((r) => r.usesTables && r.time >= from && r.time < to && (zoneId === undefined || r.zoneId === zoneId)).reduce((sum, r) => sum + r.pax, 0);
  }

  experienceBookings(experienceId: number, time: string): number {
    return this.bookings.filter((r) => r.experienceId === experienceId && r.time === time).length;
  }
}

interface Tally {
  regular: boolean;
  experience: boolean;
  seatLeft: boolean;
  shiftMisses: number;
  zoneMisses: number;
}

function closedDay(date: string, pax: number, status: DayStatus, reason: UnavailableReason): DayAvailability {
  return { date, pax, status, reason, waitingList: false, slots: [] };
}

/** Availability of one date (venue time zone) for a party of `pax`. */
export function dayAvailability(ctx: AvailabilityContext, date: string, pax: number): DayAvailability {
  const { settings, timezone: tz } = ctx;
  const today = venueToday(ctx.now, tz);
  if (date < today) return closedDay(date, pax, 'past', 'PAST');
  if (date > addDays(today, settings.horizonDays) || ctx.closures.includes(date)) {
    return closedDay(date, pax, 'closed', 'CLOSED');
  }

  const weekday = isoWeekday(date);
  const shifts = ctx.shifts.filter((s) => s.weekday === weekday);
  const experiences = ctx.experiences.filter((e) => runsOn(e, date, weekday));
  const usage = new DayUsage(ctx.reservations.filter((r) => r.date === date));
  const earliest = ctx.now.getTime() + settings.minNoticeMinutes * 60_000;
  const paxOkForVenue = pax >= settings.minPax && pax <= settings.maxPax;
  const tally: Tally = { regular: false, experience: false, seatLeft: false, shiftMisses: 0, zoneMisses: 0 };
  const slots = new Map<string, Slot>();
  let scheduled = false;

  const experienceOk = (e: ExperienceRule, time: string): boolean =>
    paxOkForVenue &&
    pax >= e.minGuests &&
    (e.maxGuests === 0 || pax <= e.maxGuests) &&
    (!e.soldoutEnabled || e.bookedGuests + pax <= e.stock) &&
    (e.maxReservationsPerSlot === 0 || usage.experienceBookings(e.id, time) < e.maxReservationsPerSlot);

  // Full for this party, but it may wait: the party fits the experience's own bounds.
  const mayWait = (e: ExperienceRule): boolean =>
    settings.waitingList && !!e.waitingList && paxOkForVenue && pax >= e.minGuests && (e.maxGuests === 0 || pax <= e.maxGuests) && (!e.soldoutEnabled || pax <= e.stock);

  // Which offers exist at a time, and whether "now + notice" has passed it.
  const isBookableTime = (time: string): boolean => {
    const at = wallInstant(date, time, tz);
    if (!at) return false; // skipped by a DST change
    scheduled = true;
    return at.getTime() >= earliest;
  };

  const totalSeats = ctx.zones.reduce((sum, z) => sum + z.seats, 0);
  const tableExperiences = experiences.filter((e) => !e.hasOwnTimes);

  for (const shift of shifts) {
    if (shift.experienceOnly && tableExperiences.length === 0) continue;
    const shiftLeft = (shift.capacity ?? totalSeats) - usage.shiftGuests(shift);
    const zoneLeft = new Map(ctx.zones.map((z) => [z.id, z.seats - usage.shiftGuests(shift, z.id)]));
    // A venue without zones is limited by the shift capacity alone.
    const fits = (ids: number[] | null) => ctx.zones.length === 0 || ctx.zones.some((z) => (ids === null || ids.includes(z.id)) && (zoneLeft.get(z.id) ?? 0) >= pax);
    const anySeat = shiftLeft > 0 && (ctx.zones.length === 0 || [...zoneLeft.values()].some((n) => n > 0));

    for (const time of shiftTimes(shift)) {
      if (!isBookableTime(time)) continue;
      if (anySeat) tally.seatLeft = true;
      const tableOk = shiftLeft >= pax && fits(null);
      const regular = !shift.experienceOnly && paxOkForVenue && tableOk;
      const offered = tableExperiences.filter((e) => experienceOk(e, time) && shiftLeft >= pax && fits(e.zoneIds)).map((e) => e.id);
      if (regular) tally.regular = true;
      if (offered.length) tally.experience = true;
      if (!regular && !offered.length) {
        // Zones are the blocker when the shift has room but no allowed zone seats the party.
        const zoneBlocked = paxOkForVenue && shiftLeft >= pax && (!fits(null) || tableExperiences.some((e) => experienceOk(e, time) && !fits(e.zoneIds)));
        if (zoneBlocked) tally.zoneMisses++;
        else tally.shiftMisses++;
      }
      slots.set(time, {
        time,
        shift: shift.name,
        available: regular || offered.length > 0,
        table: regular,
        // A plain table waits for a free seat here; experiences say so in waitingExperiences.
        waitingList: settings.waitingList && !shift.experienceOnly && paxOkForVenue && !regular,
        zones: ctx.zones.map((z) => ({
          id: z.id,
          nome: z.name,
          available: shiftLeft >= pax && (zoneLeft.get(z.id) ?? 0) >= pax,
        })),
        experiences: offered,
        waitingExperiences: tableExperiences.filter((e) => !offered.includes(e.id) && mayWait(e)).map((e) => e.id),
      });
    }
  }

  // Experiences with their own times (tastings, tours) do not take table seats.
  for (const e of experiences.filter((x) => x.hasOwnTimes)) {
    for (const time of e.times) {
      if (!isBookableTime(time)) continue;
      const stockLeft = !e.soldoutEnabled || e.bookedGuests < e.stock;
      const slotLeft = e.maxReservationsPerSlot === 0 || usage.experienceBookings(e.id, time) < e.maxReservationsPerSlot;
      if (stockLeft && slotLeft) tally.seatLeft = true;
      const ok = experienceOk(e, time);
      if (ok) tally.experience = true;
      else tally.shiftMisses++;
      const slot = slots.get(time) ?? {
        time,
        shift: shifts.find((s) => time >= s.start && time < s.end)?.name ?? '',
        available: false,
        table: false,
        waitingList: false,
        zones: [],
        experiences: [],
        waitingExperiences: [],
      };
      if (ok) {
        slot.available = true;
        if (!slot.experiences.includes(e.id)) slot.experiences.push(e.id);
      } else if (mayWait(e) && !slot.waitingExperiences.includes(e.id)) {
        slot.waitingExperiences.push(e.id);
      }
      slots.set(time, slot);
    }
  }

  if (!scheduled) return closedDay(date, pax, 'closed', 'CLOSED');
  if (slots.size === 0) return closedDay(date, pax, 'past', 'PAST');

  const sorted = [...slots.values()].sort((a, b) => a.time.localeCompare(b.time));
  const waitingList = sorted.some((s) => s.waitingList || s.waitingExperiences.length > 0);
  if (tally.regular) return { date, pax, status: 'available', reason: null, waitingList, slots: sorted };
  if (tally.experience) return { date, pax, status: 'experience', reason: 'EXPERIENCE_REQUIRED', waitingList, slots: sorted };
  const reason: UnavailableReason = !tally.seatLeft ? 'DAY_SOLD_OUT' : tally.zoneMisses > 0 ? 'ZONE_SOLD_OUT' : 'SHIFT_FULL';
  return { date, pax, status: 'completed', reason, waitingList, slots: sorted };
}

/** The calendar of a month: each day's status and the experiences bookable that day. */
export function monthAvailability(ctx: AvailabilityContext, year: number, month: number, pax: number): MonthAvailability {
  const byDate = new Map<string, BookedReservation[]>();
  for (const r of ctx.reservations) {
    const list = byDate.get(r.date);
    if (list) list.push(r);
    else byDate.set(r.date, [r]);
  }
  const days = monthDates(year, month).map((date) => {
    const day = dayAvailability({ ...ctx, reservations: byDate.get(date) ?? [] }, date, pax);
    const ids = new Set(day.slots.flatMap((s) => s.experiences));
    return { date, status: day.status, experiences: [...ids].sort((a, b) => a - b), waitingList: day.waitingList };
  });
  return { year, month, pax, days };
}
