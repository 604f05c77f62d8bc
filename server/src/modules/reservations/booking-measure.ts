/**
 * Measures a choice against the venue as it is inside the caller's transaction, after taking
 * the locks of its day (and of the experience's stock): what the submit, hold, edit, waiting
 * list and staff services all do before they write.
 */
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { FreshFlights } from '../../lib/fresh-flights';
import { type ChangeGenerations, knownRead, readAndKnow } from './known-seats';
import { type AvailabilityContext, type DayAvailability, dayAvailability } from '../experiences/availability';
import { type BookingScope, loadAvailabilityContext } from '../experiences/availability-context';
import { type ExperienceRow, experienceZoneIds, nextHoldExpiry } from '../experiences/experience-repository';
import type { Venue } from '../venues/venue-repository';
import { type Choice, type ChoiceResult, checkChoice } from './booking-choice';
import { dayLockKey, lockBooking, stockLockKey } from './booking-lock';
import { findExperience } from './reservation-repository';

/** What a server-side check may book: every active experience, and plain tables. */
export const EVERYTHING: BookingScope = { experienceIds: null, tables: true, calendarOnly: false };

/** The experience of a choice, active and bookable; 404 EXPERIENCE_NOT_FOUND otherwise. */
export async function bookableExperience(db: DbOrTx, venueId: number, id: number | null): Promise<ExperienceRow | null> {
  if (id === null) return null;
  const e = await findExperience(db, venueId, id);
  if (!e || !e.active) throw new ApiError(404, 'EXPERIENCE_NOT_FOUND', `No bookable experience ${id}`);
  return e;
}

export function lockKeysFor(venueId: number, dates: string[], experience: ExperienceRow | null): string[] {
  return [...dates.map((d) => dayLockKey(venueId, d)), ...(experience?.soldoutEnabled ? [stockLockKey(experience.id)] : [])];
}

export interface MeasureOptions {
  scope?: BookingScope;
  excludeReservationId?: number;
}

/** Locks must already be held by the caller's transaction (lockBooking). */
export async function measureChoice(
  tx: DbOrTx,
  venue: Venue,
  choice: Choice,
  experience: ExperienceRow | null,
  now: Date,
  options: MeasureOptions = {},
): Promise<ChoiceResult> {
  const ctx = await loadAvailabilityContext(tx, venue, choice.date, choice.date, now, {
    scope: options.scope ?? EVERYTHING,
    excludeReservationId: options.excludeReservationId,
  });
  const day = dayAvailability(ctx, choice.date, choice.pax);
  return checkChoice(day, choice, experience ? { hasOwnTimes: experience.hasOwnTimes, zoneIds: await zoneIdsOf(tx, ctx, experience) } : null);
}

/** The zones the experience lists (null: every zone), from the measure's read when it holds the experience. */
async function zoneIdsOf(db: DbOrTx, ctx: AvailabilityContext, experience: ExperienceRow): Promise<number[] | null> {
  const inContext = ctx.experiences.find((e) => e.id === experience.id);
  return inContext ? inContext.zoneIds : ((await experienceZoneIds(db, [experience.id])).get(experience.id) ?? null);
}

/** One set of flights per database handle (tests run several apps in one process). */
const unlockedReads = new WeakMap<object, FreshFlights>();
const daysByRead = new WeakMap<AvailabilityContext, Map<number, DayAvailability>>();
/** The seats read under a batch's lock, by the handle of the batch's checks (one read per choice's day and scope). */
const readsUnderLock = new WeakMap<Tx, Map<string, Promise<AvailabilityContext>>>();

/**
 * The seats as committed when the read starts, in one snapshot (a read-only repeatable-read
 * transaction): the rules and the bookings are of the same instant, so a "full" it gives was
 * true at that instant. With when the first hold it counts runs out (its seats free then).
 */
function readCommitted(db: Db, venue: Venue, date: string, now: Date, options: Required<Pick<MeasureOptions, 'scope'>> & MeasureOptions) {
  return db.transaction(
    async (tx) => {
      const [ctx, holdsRunOut] = await Promise.all([
        loadAvailabilityContext(tx, venue, date, date, now, { scope: options.scope, excludeReservationId: options.excludeReservationId }),
        nextHoldExpiry(tx, venue.id, now),
      ]);
      return { ctx, holdsRunOut };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The choice measured without any lock, for a refusal that needs none (booking-service.ts). It
 * reads the committed seats after the call began (FreshFlights: a read started earlier is never
 * shared with it), at the clock of that read, so a "full" it answers is the answer the lock
 * would have given at that instant: a seat freed before the call (a cancellation, a hold run
 * out, on any instance) is seen. Concurrent checks of one day in this instance share that read,
 * so a rush of guests for a full day costs the database a few reads, not one per guest.
 *
 * With `changes`, what this instance knows of the day answers first (known-seats.ts): a time
 * that is full is refused without a read of its own, and what it lets through is measured again
 * under the lock.
 *
 * With `underLock`, a transaction that holds the day's locks (a batch of bookings about to run,
 * booking-batch.ts), the seats are read in it instead, once: nothing can change them while the
 * batch checks its bookings one after another, so every check made with that handle shares the
 * one read.
 */
export async function measureChoiceUnlocked(
  db: Db,
  venue: Venue,
  choice: Choice,
  experience: ExperienceRow | null,
  clock: () => Date,
  options: MeasureOptions & {
    underLock?: Tx;
    changes?: ChangeGenerations;
    /** performance.now() when the call began (its handler), to tell which kept reads it may trust alone. */
    askedAt?: number;
  } = {},
): Promise<ChoiceResult> {
  const scope = options.scope ?? EVERYTHING;
  const key = JSON.stringify([venue.id, choice.date, scope, options.excludeReservationId ?? null]);
  const tx = options.underLock;
  if (tx) {
    let reads = readsUnderLock.get(tx);
    if (!reads) readsUnderLock.set(tx, (reads = new Map()));
    let read = reads.get(key);
    if (!read)
      reads.set(key, (read = loadAvailabilityContext(tx, venue, choice.date, choice.date, clock(), { scope, excludeReservationId: options.excludeReservationId })));
    return measureIn(tx, await read, choice, experience);
  }
  const { changes } = options;
  const known = knownRead(db, key, venue.id, changes, clock().getTime());
  if (known) {
    // "May book" goes on to the lock, which measures again. A refusal stands when the read began
    // after the call did (its snapshot holds every commit made before the call), or else once
    // every commit made before now has been announced here and none changed the venue.
    const result = await measureIn(db, known.shared, choice, experience);
    if (result.ok) return result;
    if (options.askedAt !== undefined && known.readAt >= options.askedAt) return result;
    await changes!.caughtUp();
    if (knownRead(db, key, venue.id, changes, clock().getTime()) === known) return result;
  }
  let flights = unlockedReads.get(db);
  if (!flights) unlockedReads.set(db, (flights = new FreshFlights()));
  // "Now" is taken when the read starts, after every caller sharing it arrived: a hold that ran
  // out before any of them asked counts for none of them.
  const fresh = await flights.run(key, () => readAndKnow(db, key, venue.id, changes, clock, () => readCommitted(db, venue, choice.date, clock(), { ...options, scope })));
  return measureIn(db, fresh, choice, experience);
}

/**
 * The choice against one read. One day's measure per party size and read: a queue of waiters
 * rechecked at once (keyed-gate.ts) mostly asks the same few questions.
 */
async function measureIn(db: DbOrTx, shared: AvailabilityContext, choice: Choice, experience: ExperienceRow | null): Promise<ChoiceResult> {
  let days = daysByRead.get(shared);
  if (!days) daysByRead.set(shared, (days = new Map()));
  let day = days.get(choice.pax);
  if (!day) days.set(choice.pax, (day = dayAvailability(shared, choice.date, choice.pax)));
  return checkChoice(day, choice, experience ? { hasOwnTimes: experience.hasOwnTimes, zoneIds: await zoneIdsOf(db, shared, experience) } : null);
}

/** Lock, then measure: the one way a write learns whether the seats are there. */
export async function lockAndMeasure(
  tx: Tx,
  venue: Venue,
  choice: Choice,
  experience: ExperienceRow | null,
  now: Date,
  options: MeasureOptions & { alsoLockDates?: string[] } = {},
): Promise<ChoiceResult> {
  await lockBooking(tx, lockKeysFor(venue.id, [choice.date, ...(options.alsoLockDates ?? [])], experience));
  return measureChoice(tx, venue, choice, experience, now, options);
}

export function unavailable(result: Extract<ChoiceResult, { ok: false }>): ApiError {
  const messages = {
    SOLD_OUT: 'That time is sold out for this party',
    ZONE_UNAVAILABLE: 'That zone cannot seat this party at that time',
    SLOT_UNAVAILABLE: 'That date and time cannot be booked',
  };
  return new ApiError(409, result.code, messages[result.code], undefined, { reason: result.reason, waitingList: result.waitingList });
}
