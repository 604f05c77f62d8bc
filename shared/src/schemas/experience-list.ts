import { array, create } from 'superstruct';
import { ExperienceSchema } from './experience';
import type { Experience } from './experience';

export interface ExperienceList {
  items: Experience[];
  pages: number;
  total: number;
}

const ExperienceArray = array(ExperienceSchema);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toArray(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  if (isRecord(list)) {
    // A map keyed by id: an item without its own id takes the key.
    return Object.entries(list).map(([key, item]) =>
      isRecord(item) && (item.id === undefined || item.id === null) && /^\d+$/.test(key) ? { ...item, id: Number(key) } : item,
    );
  }
  throw new TypeError(`Expected a list or a map of experiences, but received: ${list === null ? 'null' : typeof list}`);
}

function count(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * Normalises the `getexperiencelist` data (docs/product.md#entities): an array, a map keyed by id, or
 * `{ elenco, pagine, totale }` with `elenco` an array or a map. Every item is validated with
 * defaults filled; items are sorted by `sort`, then `id`. Throws (StructError / TypeError)
 * when the data does not match, so callers log it and keep their state.
 */
export function normaliseExperienceList(raw: unknown): ExperienceList {
  let list: unknown = raw;
  let pages: unknown;
  let total: unknown;
  if (isRecord(raw) && 'elenco' in raw) {
    list = raw.elenco ?? [];
    pages = raw.pagine;
    total = raw.totale;
  }
  const items = create(toArray(list), ExperienceArray).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { items, pages: count(pages, items.length > 0 ? 1 : 0), total: count(total, items.length) };
}
