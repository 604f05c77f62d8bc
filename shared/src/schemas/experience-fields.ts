/**
 * One normalising function per Experience field whose shape is left open (docs/product.md#entities):
 * `orari` and `zoneSelezionabili` "a list or a map of anything", `campiAggiuntivi` "a list of
 * anything, or a string". Every screen reads these fields through them, never the raw value,
 * so a venue whose API answers with the other shape gets the same page.
 *
 * Imported as `@venue/shared/experience-fields`, not from the package index: pure functions
 * (no state), bundled by the screens that read these fields (the home page's experiences, the
 * booking flow), so pages without them do not download them.
 */
import type { Multilingual } from './multilingual';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)(?::\d\d)?$/;

function timeOf(v: unknown): string | null {
  if (typeof v === 'string') {
    const m = TIME.exec(v.trim());
    return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
  }
  if (isObject(v)) return timeOf(v.time ?? v.ora ?? v.orario ?? v.start);
  return null;
}

function collectTimes(v: unknown, out: Set<string>, depth: number): void {
  if (depth > 3) return;
  const direct = timeOf(v);
  if (direct) {
    out.add(direct);
    return;
  }
  if (Array.isArray(v)) {
    for (const item of v) collectTimes(item, out, depth + 1);
  } else if (isObject(v)) {
    for (const [key, value] of Object.entries(v)) {
      // { "12:30": true } names the time in its key; { pranzo: ['12:30'] } in its value.
      const keyTime = timeOf(key);
      if (keyTime && value !== false && value !== 0 && value !== null) out.add(keyTime);
      else collectTimes(value, out, depth + 1);
    }
  }
}

/**
 * `orari` → the experience's own start times, "HH:MM", sorted, without repeats. Accepts
 * ['12:30'], [{ time: '12:30' }], { pranzo: ['12:30'], cena: ['19:30'] }, { '12:30': true };
 * anything else gives [].
 */
export function experienceTimes(orari: unknown): string[] {
  const out = new Set<string>();
  collectTimes(orari, out, 0);
  return [...out].sort();
}

function idOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return idOf(Number(v.trim()));
  if (isObject(v)) return idOf(v.id ?? v.idZona ?? v.zona);
  return null;
}

/**
 * `zoneSelezionabili` → the ids of the zones a guest may choose. Accepts [1, 2],
 * [{ id: 1, nome }], { "1": { nome } }, { "1": true }, { sala: { id: 1 } }, { sala: 1 };
 * a map entry set to false is left out.
 */
export function selectableZoneIds(zoneSelezionabili: unknown): number[] {
  const out: number[] = [];
  const add = (id: number | null) => {
    if (id !== null && !out.includes(id)) out.push(id);
  };
  if (Array.isArray(zoneSelezionabili)) {
    for (const item of zoneSelezionabili) add(idOf(item));
  } else if (isObject(zoneSelezionabili)) {
    for (const [key, value] of Object.entries(zoneSelezionabili)) {
      if (value === false || value === 0 || value === null || value === '0') continue;
      // A numeric key is the zone's id (its value the zone or a flag), unless the value names its own id.
      add((isObject(value) ? idOf(value) : null) ?? idOf(key) ?? idOf(value));
    }
  }
  return out;
}

export type ExtraQuestionType = 'text' | 'number' | 'checkbox' | 'select';

/** One extra question an experience asks at booking. */
export interface ExtraQuestion {
  key: string;
  type: ExtraQuestionType;
  label: Multilingual | string;
  required: boolean;
  options: Array<{ value: string; label: Multilingual | string }>;
}

const TYPES: ExtraQuestionType[] = ['text', 'number', 'checkbox', 'select'];
const labelOf = (v: unknown): Multilingual | string | null =>
  typeof v === 'string' && v.trim() ? v : isObject(v) && Object.values(v).some((x) => typeof x === 'string' && x) ? (v as Multilingual) : null;
const flagOf = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function optionOf(o: unknown): { value: string; label: Multilingual | string } | null {
  if (typeof o === 'string' || typeof o === 'number') return String(o).trim() ? { value: String(o).trim(), label: String(o).trim() } : null;
  if (!isObject(o)) return null;
  const value = o.value ?? o.id ?? o.key;
  if ((typeof value !== 'string' && typeof value !== 'number') || !String(value).trim()) return null;
  return { value: String(value).trim(), label: labelOf(o.label ?? o.titolo) ?? String(value) };
}

/**
 * `campiAggiuntivi` → the extra questions to ask: a list or a map of questions, or a string
 * holding their JSON. Each needs a key (`key`, `id` or `name`), a known type (default text) and
 * a label (`label` or `titolo`); a select needs options. What cannot be asked is left out.
 */
export function extraQuestions(campiAggiuntivi: unknown): ExtraQuestion[] {
  let value = campiAggiuntivi;
  if (typeof value === 'string') {
    if (!value.trim()) return [];
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  const out: ExtraQuestion[] = [];
  for (const item of items) {
    if (!isObject(item)) continue;
    const key = item.key ?? item.id ?? item.name;
    const type = (item.type ?? 'text') as ExtraQuestionType;
    const label = labelOf(item.label ?? item.titolo);
    if ((typeof key !== 'string' && typeof key !== 'number') || !String(key).trim() || !TYPES.includes(type) || !label) continue;
    const options = (Array.isArray(item.options) ? item.options : []).map(optionOf).filter((o): o is NonNullable<typeof o> => !!o);
    if (type === 'select' && options.length === 0) continue;
    if (out.some((q) => q.key === String(key))) continue;
    out.push({ key: String(key), type, label, required: flagOf(item.required ?? item.obbligatorio), options: type === 'select' ? options : [] });
  }
  return out;
}
