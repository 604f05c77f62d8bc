/**
 * Month and day availability (spec section 7) with the designed narrowing of docs/api.md: a
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

export function loadMonth(p: { month: number; year: number; pax: number }, scope: Scope): Promise<MonthAvailability | undefined> {
  if (!scope.module && !scope.experience) return getMonthAvailability(p);
  return scoped<MonthAvailability>(API_PATHS.month, { ...p, ...scope }, MonthAvailabilitySchema as never);
}

export function loadDay(p: { day: string; pax: number }, scope: Scope): Promise<DayAvailability | undefined> {
  if (!scope.module && !scope.experience) return getDayAvailability(p);
  return scoped<DayAvailability>(API_PATHS.day, { ...p, ...scope }, DayAvailabilitySchema as never);
}
