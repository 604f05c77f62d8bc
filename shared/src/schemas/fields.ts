import { array, boolean, coerce, number, record, string, type, union, unknown } from 'superstruct';

// Field builders shared by the entity schemas. Each one fills its default when the field is
// missing or null (the legacy API sends null freely), so `create(value, Schema)` always yields
// a complete object. Use them through `create` / `parseWith`: plain `is`/`assert` skip coercion.

/** String; null/missing become `fallback`, numbers become their decimal text. */
export const text = (fallback = '') => coerce(string(), unknown(), (v) => (v === null || v === undefined ? fallback : typeof v === 'number' ? String(v) : v));

/** Number; null/missing/'' become `fallback`, numeric strings and booleans are converted. */
export const num = (fallback = 0) =>
  coerce(number(), unknown(), (v) => {
    if (v === null || v === undefined || v === '') return fallback;
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
    return v;
  });

/** Boolean; accepts 0/1, '0'/'1', 'true'/'false'; null/missing become `fallback`. */
export const flag = (fallback: boolean) =>
  coerce(boolean(), unknown(), (v) => {
    if (v === null || v === undefined || v === '') return fallback;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
    return v;
  });

const MultilingualStruct = type({ de: text(), en: text(), es: text(), fr: text(), it: text() });

/** `{de,en,es,fr,it}`, each defaulting to ''. A plain string is taken as the Italian text. */
export const multilingual = () => coerce(MultilingualStruct, unknown(), (v) => (v === null || v === undefined ? {} : typeof v === 'string' ? { it: v } : v));

/** A list or a map of anything; null/missing become []. */
export const listOrMap = () => coerce(union([array(unknown()), record(string(), unknown())]), unknown(), (v) => (v === null || v === undefined ? [] : v));

/** A list of anything or a string; null/missing become []. */
export const listOrString = () => coerce(union([array(unknown()), string()]), unknown(), (v) => (v === null || v === undefined ? [] : v));
