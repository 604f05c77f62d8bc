/**
 * Month and day availability (docs/api.md#the-front-pages-calls) with the designed narrowing of docs/api.md: a
 * booking module or one experience. Like shared's calls: a falsy status is logged and gives
 * undefined; a timeout or network failure is rethrown.
 */
import {
  API_PATHS,
  DayAvailabilitySchema,
  MonthAvailabilitySchema,
  apiPost,
  getDayAvailability,
  getMonthAvailability,
  isApiError,
  parseWith,
  type ApiPayload,
  type DayAvailability,
  type MonthAvailability,
} from '@venue/shared';

export interface Scope {
  module?: string;
  experience?: number;
}

async function scoped<T>(path: string, payload: ApiPayload, schema: Parameters<typeof parseWith<T, unknown>>[0]): Promise<T | undefined> {
  try {
    const res = await apiPost(path, payload);
    if (!res.status) {
      console.error('Error loading data', res.error);
      return undefined;
    }
    const parsed = parseWith(schema, res.data);
    if (!parsed.ok) {
      console.error('Error during validation of data', parsed.error);
      return undefined;
    }
    return parsed.value as T;
  } catch (err) {
    if (isApiError(err) && err.httpStatus !== undefined) {
      console.error('Error loading data', err);
      return undefined;
    }
    throw err;
  }
}

type MonthQuery = { month: number; year: number; pax: number };

function fetchMonth(p: MonthQuery, scope: Scope): Promise<MonthAvailability | undefined> {
  if (!scope.module && !scope.experience) return getMonthAvailability(p);
  return scoped<MonthAvailability>(API_PATHS.month, { ...p, ...scope }, MonthAvailabilitySchema as never);
}

const monthKey = (p: MonthQuery, scope: Scope) => JSON.stringify([p.year, p.month, p.pax, scope.module ?? null, scope.experience ?? null]);

/**
 * A month asked for ahead (the first screen's choice, while the flow's code comes): the next
 * load of that month takes it, once, while it is fresh (a flow that failed to come and is
 * retried later asks again). `data`: its answer once it has come, which the calendar then draws
 * in its first frame (monthHere).
 */
let ahead: { key: string; at: number; answer: Promise<MonthAvailability | undefined>; data?: MonthAvailability } | undefined;
const AHEAD_FRESH_MS = 30_000;

export function prefetchMonth(p: MonthQuery, scope: Scope): void {
  const key = monthKey(p, scope);
  if (ahead?.key === key && Date.now() - ahead.at < AHEAD_FRESH_MS) return; // asked already (the finger came down on the size first)
  const answer = fetchMonth(p, scope);
  const entry: NonNullable<typeof ahead> = { key, at: Date.now(), answer };
  answer.then(
    (data) => void (entry.data = data),
    () => undefined, // its load reports a failure
  );
  ahead = entry;
}

/** The month asked for ahead if its answer is already here (and fresh), taken as loadMonth takes it. */
export function monthHere(p: MonthQuery, scope: Scope): MonthAvailability | undefined {
  const taken = ahead?.key === monthKey(p, scope) && ahead.data && Date.now() - ahead.at < AHEAD_FRESH_MS ? ahead.data : undefined;
  if (taken) ahead = undefined;
  return taken;
}

export function loadMonth(p: MonthQuery, scope: Scope): Promise<MonthAvailability | undefined> {
  const key = monthKey(p, scope);
  const taken = ahead?.key === key ? ahead : undefined;
  if (taken) ahead = undefined;
  return taken && Date.now() - taken.at < AHEAD_FRESH_MS ? taken.answer : fetchMonth(p, scope);
}

type DayQuery = { day: string; pax: number };

export function loadDay(p: DayQuery, scope: Scope): Promise<DayAvailability | undefined> {
  if (!scope.module && !scope.experience) return getDayAvailability(p);
  return scoped<DayAvailability>(API_PATHS.day, { ...p, ...scope }, DayAvailabilitySchema as never);
}

/**
 * A day asked for ahead, as a month is: when a finger comes down on it in the calendar, a moment
 * before the click chooses it; the time step's load of that day takes it (loadChosenDay).
 */
let dayAhead: { key: string; at: number; answer: Promise<DayAvailability | undefined> } | undefined;
const dayKey = (p: DayQuery, scope: Scope) => JSON.stringify([p.day, p.pax, scope.module ?? null, scope.experience ?? null]);

export function prefetchDay(p: DayQuery, scope: Scope): void {
  const key = dayKey(p, scope);
  if (dayAhead?.key === key && Date.now() - dayAhead.at < AHEAD_FRESH_MS) return;
  const answer = loadDay(p, scope);
  answer.catch(() => undefined); // its load reports a failure
  dayAhead = { key, at: Date.now(), answer };
}

/** The chosen day's times: the answer asked for ahead if it is for that day and fresh, else a new call. */
export function loadChosenDay(p: DayQuery, scope: Scope): Promise<DayAvailability | undefined> {
  const taken = dayAhead?.key === dayKey(p, scope) ? dayAhead : undefined;
  if (taken) dayAhead = undefined;
  return taken && Date.now() - taken.at < AHEAD_FRESH_MS ? taken.answer : loadDay(p, scope);
}
