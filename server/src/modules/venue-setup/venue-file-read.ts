/**
 * Reads a venue file (YAML; JSON is YAML too) and checks it: first the shape
 * (venue-file-schema.ts), then the rules between fields (venue-file-rules.ts). Every problem
 * names the file, the line, the field's path and what was expected; nothing here throws on bad
 * input, whatever the bytes.
 */
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import { hasForbiddenChars } from '../../lib/validate';
import { checkVenueRules } from './venue-file-rules';
import { type VenueFile, VenueFileSchema } from './venue-file-schema';

export interface VenueFileProblem {
  file: string;
  /** 1-based; 0 when the problem is the file as a whole. */
  line: number;
  column: number;
  /** The field, as a dotted path: experiences[2].price */
  path: string;
  message: string;
}

export type VenueFileResult = { ok: true; venue: VenueFile } | { ok: false; problems: VenueFileProblem[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));

/** A JSON pointer (/experiences/2/price) as a person reads it: experiences[2].price */
export function readablePath(segments: Array<string | number>): string {
  return segments.reduce<string>((out, s) => (typeof s === 'number' || /^\d+$/.test(String(s)) ? `${out}[${s}]` : out ? `${out}.${s}` : String(s)), '');
}

function segmentsOf(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** What the schema expected, in words (TypeBox says "Expected union value" for an enum). */
function expectation(schema: TSchema, fallback: string): string {
  const options = (schema.anyOf as TSchema[] | undefined)?.filter((s) => 'const' in s).map((s) => JSON.stringify(s.const));
  if (options?.length) return `expected one of ${options.join(', ')}`;
  // Patterned texts carry their own words (`expected`), as no one reads a regular expression.
  if (schema.pattern) return `expected ${String(schema.expected ?? schema.description ?? `text matching ${schema.pattern}`)}`;
  return fallback.replace(/^Expected/, 'expected');
}

/** The line and column of the deepest node of `segments` that the document has. */
function locate(doc: Document, lines: LineCounter, segments: Array<string | number>): { line: number; column: number } {
  for (let n = segments.length; n >= 0; n -= 1) {
    const node = doc.getIn(segments.slice(0, n), true);
    if (isNode(node) && node.range) {
      const { line, col } = lines.linePos(node.range[0]);
      return { line, column: col };
    }
  }
  return { line: 1, column: 1 };
}

/** `now`: the moment relative dates are resolved at (the apply's), for the rules between fields. */
export function readVenueFile(text: string, file: string, now: Date = new Date()): VenueFileResult {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    return {
      ok: false,
      problems: doc.errors.map((e) => {
        const pos = lines.linePos(e.pos[0]);
        return { file, line: pos.line, column: pos.col, path: '', message: e.message.split('\n')[0]! };
      }),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    return { ok: false, problems: [{ file, line: 0, column: 0, path: '', message: (err as Error).message }] };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problems: [{ file, line: 1, column: 1, path: '', message: 'expected a mapping of fields (venue:, name:, …)' }] };
  }

  const at = (segments: Array<string | number>, message: string): VenueFileProblem => ({ file, ...locate(doc, lines, segments), path: readablePath(segments), message });

  const shapeProblems: VenueFileProblem[] = [];
  const seen = new Set<string>();
  for (const error of Value.Errors(VenueFileSchema, value)) {
    const segments = segmentsOf(error.path);
    const problem = at(segments, expectation(error.schema, error.message));
    const key = `${problem.path}|${problem.message}`;
    // A union reports each branch: one line per field and message is enough.
    if (seen.has(key) || shapeProblems.some((p) => p.path === problem.path)) continue;
    seen.add(key);
    shapeProblems.push(problem);
  }
  if (shapeProblems.length) return { ok: false, problems: shapeProblems };

  const venue = value as VenueFile;
  const ruleProblems = [...forbiddenText(venue), ...checkVenueRules(venue, now)].map((r) => at(r.path, r.message));
  return ruleProblems.length ? { ok: false, problems: ruleProblems } : { ok: true, venue };
}

/** Texts with control characters (the database refuses NUL); tabs and line breaks are fine. */
function forbiddenText(value: unknown, path: Array<string | number> = []): Array<{ path: Array<string | number>; message: string }> {
  if (typeof value === 'string') return hasForbiddenChars(value) ? [{ path, message: 'expected text without control characters' }] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => forbiddenText(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return [];
}

/** Problems found after reading (an apply's conflicts with the database), located in the file's text. */
export function locateProblems(text: string, file: string, problems: Array<{ path: Array<string | number>; message: string }>): VenueFileProblem[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return problems.map((p) => ({ file, ...locate(doc, lines, p.path), path: readablePath(p.path), message: p.message }));
}

export function formatProblem(p: VenueFileProblem): string {
  const where = p.line ? `${p.file}:${p.line}:${p.column}` : p.file;
  return `${where}: ${p.path ? `${p.path}: ` : ''}${p.message}`;
}
