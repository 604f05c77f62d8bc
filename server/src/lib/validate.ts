/** Payload validation with superstruct: form values arrive as strings and are coerced here. */
import { type Struct, StructError, coerce, create, integer, pattern, refine, size, string } from 'superstruct';
import { ApiError } from './api-error';

/** Validates and coerces `value`; a mismatch becomes a 400 INVALID_PAYLOAD naming each field. */
export function parsePayload<T, S>(value: unknown, struct: Struct<T, S>): T {
  try {
    return create(value ?? {}, struct);
  } catch (err) {
    if (!(err instanceof StructError)) throw err;
    const fields: Record<string, string> = {};
    for (const failure of err.failures()) {
      const key = failure.path.join('.') || '_';
      fields[key] ??= failure.value === undefined ? 'REQUIRED' : 'INVALID';
    }
    throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${Object.keys(fields).join(', ')}`, fields);
  }
}

/** An integer within [min, max], sent as decimal text (or a number). */
export const formInt = (min: number, max: number) =>
  coerce(size(integer(), min, max), pattern(string(), /^\s*-?\d{1,9}\s*$/), (v) => Number(v.trim()));

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'isoDate', (v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  });
