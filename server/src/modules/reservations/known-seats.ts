/**
 * What this instance knows of a day's committed seats, for the unlocked measure
 * (booking-measure.ts): the day's last read, kept while the database has announced no change of
 * the venue since the read began (read-cache/change-feed.ts: every commit to its reservations,
 * shifts, zones, closures and experiences is announced, on any instance, by any writer), for at
 * most KNOWN_READ_MS of the app's clock and never past the first hold it counts running out (a
 * hold frees its seats without a write). The writes keep it exact, so a time that is full is
 * refused without a read of its own, once every commit made before the call has been announced
 * here (ChangeGenerations.caughtUp).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { FreshFlights } from '../../lib/fresh-flights';
import type { AvailabilityContext } from '../experiences/availability';

/** Short: the measure's clock (cutoffs, the booking window) is the read's, as when callers share a read. */
const KNOWN_READ_MS = 1000;
/** Days and scopes kept per database handle: the ones being booked now, not every day. */
const KNOWN_READS_MAX = 500;

/** The database's announcements of changes, as the read cache keeps them (modules/read-cache). */
export interface ChangeGenerations {
  readonly isListening: boolean;
  generation(venueId: number): string;
  /** Resolves once every commit made before the call has been announced to this instance. */
  caughtUp(): Promise<void>;
}

export interface KnownRead {
  shared: AvailabilityContext;
  /** performance.now() just before the read began: its snapshot holds every commit made before. */
  readAt: number;
  generation: string;
  until: number;
}

const knownReads = new WeakMap<Db, Map<string, KnownRead>>();

/** The day's last read while it is known to hold (no change announced since it began, not run out). */
export function knownRead(db: Db, key: string, venueId: number, changes: ChangeGenerations | undefined, now: number): KnownRead | null {
  const known = knownReads.get(db)?.get(key);
  if (!known || !changes?.isListening) return null;
  if (known.generation !== changes.generation(venueId) || now >= known.until) {
    knownReads.get(db)!.delete(key);
    return null;
  }
  return known;
}

/** A fresh read of the day, kept when no change of the venue was announced while it ran. */
export async function readAndKnow(
  db: Db,
  key: string,
  venueId: number,
  changes: ChangeGenerations | undefined,
  clock: () => Date,
  read: () => Promise<{ ctx: AvailabilityContext; holdsRunOut: Date | null }>,
): Promise<AvailabilityContext> {
  const generation = changes?.isListening ? changes.generation(venueId) : null;
  const started = clock().getTime();
  const readAt = performance.now();
  const { ctx, holdsRunOut } = await read();
  if (generation !== null && changes!.isListening && changes!.generation(venueId) === generation) {
    let kept = knownReads.get(db);
    if (!kept) knownReads.set(db, (kept = new Map()));
    kept.delete(key);
    kept.set(key, { shared: ctx, readAt, generation, until: Math.min(started + KNOWN_READ_MS, holdsRunOut?.getTime() ?? Infinity) });
    // Map order is insertion order: the first entries are the days least recently read.
    for (const oldest of kept.keys()) {
      if (kept.size <= KNOWN_READS_MAX) break;
      kept.delete(oldest);
    }
  }
  return ctx;
}

const changesOfApp = new WeakMap<FastifyInstance, ChangeGenerations>();

/**
 * The app's change generations (its read cache) and its catching up with the feed: one
 * round trip through the database's notifications (change-feed.ts settle), shared by the calls
 * of one moment, each waiting for one begun after it asked.
 */
export function seatChanges(app: FastifyInstance): ChangeGenerations {
  let changes = changesOfApp.get(app);
  if (!changes) {
    const settles = new FreshFlights();
    changes = {
      get isListening() {
        return app.readCache.isListening;
      },
      generation: (venueId) => app.readCache.generation(venueId),
      caughtUp: () => settles.run('settle', () => app.changeFeed.settle()),
    };
    changesOfApp.set(app, changes);
  }
  return changes;
}
