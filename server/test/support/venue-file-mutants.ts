/**
 * Mutated venue files that still validate, made from real ones by a seeded generator (the same
 * seed gives the same files): fields dropped when optional, entries duplicated or dropped, ids
 * and links renamed (another venue's links too), the venue's id changed (a copy, or another
 * venue's id), every optional field dropped at once, and values at their schema's edges: 0 and maximums, empty and longest texts in
 * several scripts, the first and last days and instants the file allows.
 */
import { Value } from '@sinclair/typebox/value';
import { parse, stringify } from 'yaml';
import '../../src/modules/venue-setup/venue-file-read'; // registers the schema's email format
import { checkVenueRules } from '../../src/modules/venue-setup/venue-file-rules';
import { type VenueFile, VenueFileSchema } from '../../src/modules/venue-setup/venue-file-schema';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type Path = Array<string | number>;
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: Json;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minProperties?: number;
}

/** mulberry32: a small seeded generator, so a failure is replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ['1970-01-01', '9999-12-31', '2028-02-29', '2026-06-01', 'today', 'today+9999d', 'today-9999d', 'next 02-29', 'next 12-31', 'today+0d sun'];
const INSTANTS = ['1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2027-06-01T12:00:00.999+14:00', '2026-06-01T10:00-12:00', 'now', 'now+9999d', 'now-9999d'];
const TIMES = ['00:00', '23:59', '00:05', '12:00'];
/** Letters of several scripts, each one UTF-16 unit, then one astral character (two units). */
const SCRIPTS = 'aé€ßдשع中ñ';
const ASTRAL = '😀';

function longText(length: number, random: () => number): string {
  let out = '';
  while (out.length < length) out += length - out.length >= 2 && random() < 0.1 ? ASTRAL : SCRIPTS[Math.floor(random() * SCRIPTS.length)];
  return out;
}

function schemaAt(root: Schema, path: Path): Schema | undefined {
  let schema: Schema | undefined = root;
  for (const segment of path) {
    if (!schema) return undefined;
    schema = typeof segment === 'number' ? schema.items : schema.properties?.[segment];
  }
  return schema;
}

/** Every path of the value, depth first (the root left out). */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...path, i], ...pathsOf(v, [...path, i])]);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [[...path, k], ...pathsOf(v, [...path, k])]);
  return [];
}

function getAt(root: Json, path: Path): Json {
  return path.reduce<Json>((v, s) => (v as Record<string | number, Json>)[s]!, root);
}
function setAt(root: Json, path: Path, value: Json): void {
  (getAt(root, path.slice(0, -1)) as Record<string | number, Json>)[path.at(-1)!] = value;
}

export interface MutantOptions {
  /** Links of the other files, to reuse across venues. */
  links: string[];
  /** Venue ids of the other files, to apply one venue's file over another. */
  venues: string[];
}

/** One mutation of `file` (in place); returns its name, for the failure message. */
function mutateOnce(file: Obj, random: () => number, options: MutantOptions): string {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const schema = VenueFileSchema as unknown as Schema;
  const paths = pathsOf(file);
  const roll = random();

  if (roll < 0.04) {
    stripOptional(file, schema);
    return 'every optional field dropped';
  }
  if (roll < 0.4) {
    // A leaf at one of its edges.
    const leaves = paths.filter((p) => {
      const v = getAt(file, p);
      return v === null || typeof v !== 'object';
    });
    const path = pick(leaves);
    const s = schemaAt(schema, path);
    if (!s) return 'none';
    const value = edgeValue(s, random);
    if (value === undefined) return 'none';
    setAt(file, path, value);
    return `edge ${path.join('.')}=${JSON.stringify(value).slice(0, 40)}`;
  }
  if (roll < 0.55) {
    // An optional field dropped.
    const optional = paths.filter((p) => typeof p.at(-1) === 'string' && !(schemaAt(schema, p.slice(0, -1))?.required ?? []).includes(p.at(-1) as string));
    const path = pick(optional);
    if (!path) return 'none';
    delete (getAt(file, path.slice(0, -1)) as Obj)[path.at(-1) as string];
    return `drop ${path.join('.')}`;
  }
  if (roll < 0.7) {
    // An entry duplicated (under a new id, without its link) or dropped.
    const lists = paths.filter((p) => Array.isArray(getAt(file, p)) && (getAt(file, p) as Json[]).length > 0);
    const path = pick(lists);
    if (!path) return 'none';
    const list = getAt(file, path) as Json[];
    const index = Math.floor(random() * list.length);
    if (random() < 0.5) {
      list.splice(index, 1);
      return `remove ${path.join('.')}[${index}]`;
    }
    const copy = structuredClone(list[index]!);
    if (copy && typeof copy === 'object' && !Array.isArray(copy)) {
      if (typeof copy.id === 'string') copy.id = `${copy.id.slice(0, 58)}-copy`;
      if (typeof copy.value === 'string') copy.value = `${copy.value.slice(0, 58)}-copy`;
      delete copy.link;
    }
    list.splice(index + 1, 0, copy);
    return `duplicate ${path.join('.')}[${index}]`;
  }
  if (roll < 0.8) return renameId(file, pick, random);
  if (roll < 0.9) {
    // A link renamed: another venue's, a fresh one, the longest, or none.
    const experiences = (file.experiences ?? []) as Obj[];
    if (!experiences.length) return 'none';
    const experience = pick(experiences);
    const link = pick([pick(options.links), `fresh-${Math.floor(random() * 1e9)}`, 'L'.repeat(64), 'abcdef', undefined]);
    if (link === undefined) delete experience.link;
    else experience.link = link;
    return `link ${String(experience.id)}=${String(link)}`;
  }
  // The venue under another id: a copy, or over another venue; a demo one with its own tokens or not.
  const venue = random() < 0.5 ? pick(options.venues) : `copy-${Math.floor(random() * 1e6)}`;
  file.venue = venue;
  file.name = `${String(file.name)} ${venue}`.slice(0, 200);
  if (file.demoData && random() < 0.7) {
    const tag = venue.replace(/-/g, '_');
    Object.assign(file.demoData as Obj, { frontpageToken: `fp_demo_${tag}`, staffToken: `st_demo_${tag}` });
  }
  return `venue ${venue}`;
}

/** Drops every optional field at every depth: the smallest file of that shape. */
function stripOptional(value: Json, schema: Schema | undefined): void {
  if (!schema || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) return value.forEach((item) => stripOptional(item, schema.items));
  if (schema.minProperties) return; // a text: its languages stay, as the file's languages may go
  for (const key of Object.keys(value)) {
    if (!(schema.required ?? []).includes(key)) delete value[key];
    else stripOptional(value[key]!, schema.properties?.[key]);
  }
}

/** What a leaf may be at its schema's edges (undefined: leave it). */
function edgeValue(s: Schema, random: () => number): Json | undefined {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  if (s.anyOf) return pick(s.anyOf.filter((o) => 'const' in o).map((o) => o.const!));
  if (s.type === 'boolean') return random() < 0.5;
  if (s.type === 'integer' || s.type === 'number') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    return pick([low, s.maximum ?? low, low + 1]);
  }
  if (s.type !== 'string') return undefined;
  if (s.pattern?.includes('today')) return pick(DAYS);
  if (s.pattern?.includes('now')) return pick(INSTANTS);
  if (s.pattern?.includes('[01]')) return pick(TIMES);
  if (s.pattern) return undefined;
  const max = Math.min(s.maxLength ?? 300, 100_000);
  return pick([(s.minLength ?? 0) > 0 ? 'x' : '', longText(max, random), ' spaces around ', 'émoji 😀 עברית 中文', longText(Math.min(max, 20), random)]);
}

/** An id of the file renamed, and the references to it. */
function renameId(file: Obj, pick: <T>(items: T[]) => T, random: () => number): string {
  const renamed = `r${Math.floor(random() * 1e6)}`;
  const kind = pick(['zones', 'experiences', 'promotions', 'products', 'bookingModules'] as const);
  const list = (kind === 'products' ? ((file.giftCards as Obj | undefined)?.products ?? []) : (file[kind] ?? [])) as Obj[];
  if (!list.length) return 'none';
  const item = pick(list);
  const old = item.id as string;
  item.id = renamed;
  const rename = (ids: Json | undefined) => (Array.isArray(ids) ? ids.map((id) => (id === old ? renamed : id)) : ids);
  if (kind === 'zones') {
    for (const e of (file.experiences ?? []) as Obj[]) if (e.zones) e.zones = rename(e.zones)!;
    for (const r of ((file.demoData as Obj | undefined)?.reservations ?? []) as Obj[]) if (r.zone === old) r.zone = renamed;
  }
  if (kind === 'experiences') {
    for (const m of (file.bookingModules ?? []) as Obj[]) if (m.experiences) m.experiences = rename(m.experiences)!;
    for (const p of ((file.giftCards as Obj | undefined)?.products ?? []) as Obj[]) if (p.experience === old) p.experience = renamed;
  }
  if (kind === 'promotions') for (const c of ((file.demoData as Obj | undefined)?.claims ?? []) as Obj[]) if (c.promotion === old) c.promotion = renamed;
  return `rename ${kind} ${old}=${renamed}`;
}

export interface Mutant {
  name: string;
  venue: string;
  text: string;
}

/**
 * `count` mutants of `sources` that validate at `now`, each with one to three mutations; a
 * mutation that leaves the file invalid is drawn again (bounded: 30 tries a mutant).
 */
export function venueFileMutants(sources: Array<{ name: string; text: string }>, count: number, seed: number, now: Date): Mutant[] {
  const random = seededRandom(seed);
  const files = sources.map((s) => ({ name: s.name, value: parse(s.text) as Obj }));
  const options: MutantOptions = {
    links: files.flatMap((f) => ((f.value.experiences ?? []) as Obj[]).flatMap((e) => (typeof e.link === 'string' ? [e.link] : []))),
    venues: files.map((f) => f.value.venue as string),
  };
  const mutants: Mutant[] = [];
  for (let i = 0; i < count; i += 1) {
    const source = files[i % files.length]!;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const file = structuredClone(source.value);
      const done = Array.from({ length: 1 + Math.floor(random() * 3) }, () => mutateOnce(file, random, options));
      // The schema and the rules, as the server reads the file (its text is checked there).
      if (!Value.Check(VenueFileSchema, file) || checkVenueRules(file as unknown as VenueFile, now).length) continue;
      mutants.push({ name: `#${i} ${source.name}: ${done.join('; ')}`, venue: file.venue as string, text: stringify(file) });
      break;
    }
  }
  return mutants;
}
