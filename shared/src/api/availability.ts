import { DayAvailabilitySchema, MonthAvailabilitySchema } from '../schemas/availability';
import type { DayAvailability, MonthAvailability } from '../schemas/availability';
import { parseWith } from '../schemas/parse-with';
import { ApiError } from './api-error';
import { apiPost } from './api-post';
import type { ApiPayload, ApiPostOptions } from './api-post';
import { API_PATHS } from './paths';
import type { Struct } from 'superstruct';

/**
 * Shared by the month and day calls (docs/api.md#the-front-pages-calls): an answer with a falsy status (a 2xx with
 * `status: false`, or a 4xx/5xx JSON error) is logged and gives undefined; so does data that
 * fails validation. TIMEOUT / NETWORK / ABORTED errors are rethrown: the caller can tell "no
 * availability" from "API unreachable".
 */
async function fetchAvailability<T>(path: string, payload: ApiPayload, schema: Struct<T, unknown>, options?: ApiPostOptions): Promise<T | undefined> {
  let res;
  try {
    res = await apiPost(path, payload, options);
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus !== undefined) {
      console.error('Error loading data', err);
      return undefined;
    }
    throw err;
  }
  if (!res.status) {
    console.error('Error loading data', res.error ?? res);
    return undefined;
  }
  const parsed = parseWith(schema, res.data);
  if (!parsed.ok) {
    console.error('Error during validation of data', parsed.error);
    return undefined;
  }
  return parsed.value;
}

/** Availability of every day of a month (`month` 1-12) for a party of `pax`. */
export function getMonthAvailability(params: { month: number; year: number; pax: number }, options?: ApiPostOptions): Promise<MonthAvailability | undefined> {
  const { month, year, pax } = params;
  return fetchAvailability(API_PATHS.month, { month, year, pax }, MonthAvailabilitySchema as Struct<MonthAvailability, unknown>, options);
}

/** Time slots of one day (`day` as YYYY-MM-DD) for a party of `pax`. */
export function getDayAvailability(params: { day: string; pax: number }, options?: ApiPostOptions): Promise<DayAvailability | undefined> {
  const { day, pax } = params;
  return fetchAvailability(API_PATHS.day, { day, pax }, DayAvailabilitySchema as Struct<DayAvailability, unknown>, options);
}
