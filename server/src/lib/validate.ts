/** Payload validation with superstruct: form values arrive as strings and are coerced here. */
import { type Struct, StructError, coerce, create, integer, pattern, refine, size, string, unknown } from 'superstruct';
import { ApiError } from './api-error';

/**
 * Control characters no visitor types (NUL, escape, delete...). PostgreSQL refuses NUL in text,
 * and the rest has no place in a name or a note; tab and line breaks stay allowed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * Half of a surrogate pair, alone: no character at all. A form body cannot carry one (its bytes
 * are UTF-8), but a JSON field can (`"\ud800"`), and PostgreSQL refuses it in jsonb: a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no person types and the database may refuse: control characters, lone surrogates. */
export const hasForbiddenChars = (value: string): boolean => CONTROL_CHARS.test(value) || LONE_SURROGATE.test(value);

/** Paths of the string values (at any depth) that hold forbidden characters. */
function forbiddenCharFields(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasForbiddenChars(value)) out.push(path.join('.') || '_');
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) forbiddenCharFields(v, [...path, k], out);
  }
  return out;
}

/**
 * Validates and coerces `value`; a mismatch, or a text with control characters (or a lone
 * surrogate) in any field, becomes a 400 INVALID_PAYLOAD naming each field. Every route's
 * payload passes here, so no NUL reaches the database (where it would fail as a 500).
 */
export function parsePayload<T, S>(value: unknown, struct: Struct<T, S>): T {
  let parsed: T;
  try {
    parsed = create(value ?? {}, struct);
  } catch (err) {
    if (!(err instanceof StructError)) throw err;
    const fields: Record<string, string> = {};
    for (const failure of err.failures()) {
      const key = failure.path.join('.') || '_';
      fields[key] ??= failure.value === undefined ? 'REQUIRED' : 'INVALID';
    }
    throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${Object.keys(fields).join(', ')}`, fields);
  }
  const bad = forbiddenCharFields(parsed);
  if (bad.length) {
    throw new ApiError(400, 'INVALID_PAYLOAD', `Invalid payload: ${bad.join(', ')}`, Object.fromEntries(bad.map((f) => [f, 'INVALID'])));
  }
  return parsed;
}

const INT_TEXT = /^\s*-?\d{1,9}\s*$/;

/**
 * An integer within [min, max], sent as decimal text (or a number). The text is recognised by a
 * plain test, not by a superstruct condition: a condition that does not match (a field left out,
 * then defaulted) builds a StructError with its stack, a fifth of a cached call's time.
 */
export const formInt = (min: number, max: number) =>
  coerce(size(integer(), min, max), unknown(), (v) => (typeof v === 'string' && INT_TEXT.test(v) ? Number(v.trim()) : v));

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'isoDate', (v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  });
