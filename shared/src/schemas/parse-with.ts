import { create, StructError } from 'superstruct';
import type { Struct } from 'superstruct';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: StructError | Error };

/** Validates `value` against `schema`, filling defaults (superstruct `create`), without throwing. */
export function parseWith<T, S>(schema: Struct<T, S>, value: unknown): ParseResult<T> {
  try {
    return { ok: true, value: create(value, schema) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
