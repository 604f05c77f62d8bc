/**
 * Is a guest's choice (date, time, party, zone, experience) bookable on a day's availability?
 * Pure: the submit, hold and edit services call it under the day's lock with fresh numbers.
 */
import type { DayAvailability, UnavailableReason } from '../experiences/availability';

export interface Choice {
  date: string;
  time: string;
  pax: number;
  zoneId: number | null;
  experienceId: number | null;
}

export type ChoiceResult =
  /** Bookable; zoneId is the zone chosen or assigned (null: the venue has no zones, or an experience with its own times). */
  | { ok: true; zoneId: number | null }
  /** Not bookable now. waitingList: the guest may join the venue's waiting list for it. */
  | { ok: false; code: 'SOLD_OUT' | 'ZONE_UNAVAILABLE' | 'SLOT_UNAVAILABLE'; reason: UnavailableReason | null; waitingList: boolean };

export interface ExperienceSeating {
  /** Experiences with their own times take no table. */
  hasOwnTimes: boolean;
  /** Zones it may use; null = any. */
  zoneIds: number[] | null;
}

export function checkChoice(day: DayAvailability, choice: Choice, experience: ExperienceSeating | null): ChoiceResult {
  const slot = day.slots.find((s) => s.time === choice.time);
  const soldOut = (waitingList: boolean): ChoiceResult => ({
    ok: false,
    code: 'SOLD_OUT',
    reason: day.reason ?? (day.status === 'available' || day.status === 'experience' ? 'SHIFT_FULL' : null),
    waitingList,
  });
  if (!slot) {
    // Past, closed, beyond the horizon, inside the notice, or a time the venue never offers.
    return { ok: false, code: 'SLOT_UNAVAILABLE', reason: day.reason, waitingList: false };
  }

  if (choice.experienceId !== null) {
    // Full: it may wait when the venue keeps a waiting list and the experience takes one.
    if (!slot.experiences.includes(choice.experienceId)) return soldOut(slot.waitingExperiences?.includes(choice.experienceId) ?? false);
    if (!experience || experience.hasOwnTimes) return { ok: true, zoneId: null };
    return pickZone(slot.zones, choice.zoneId, experience.zoneIds);
  }

  if (!slot.table) return soldOut(slot.waitingList);
  return pickZone(slot.zones, choice.zoneId, null);
}

function pickZone(zones: Array<{ id: number; available: boolean }>, wanted: number | null, allowed: number[] | null): ChoiceResult {
  if (zones.length === 0) return { ok: true, zoneId: null };
  const usable = zones.filter((z) => z.available && (allowed === null || allowed.includes(z.id)));
  if (wanted !== null) {
    if (usable.some((z) => z.id === wanted)) return { ok: true, zoneId: wanted };
    return { ok: false, code: 'ZONE_UNAVAILABLE', reason: 'ZONE_SOLD_OUT', waitingList: false };
  }
  // No preference: the first zone (in the venue's order) that seats the party.
  const first = usable[0];
  return first ? { ok: true, zoneId: first.id } : { ok: false, code: 'SOLD_OUT', reason: 'ZONE_SOLD_OUT', waitingList: false };
}
