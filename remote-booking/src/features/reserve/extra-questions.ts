/**
 * An experience's extra questions (campiAggiuntivi). The spec says "a list of anything, or a
 * string": the server sends a clean list ({ key, type, label per language, required, options }),
 * but the form still reads it defensively and leaves out what it cannot render.
 */
import type { Multilingual } from '@venue/shared';

export type ExtraQuestionType = 'text' | 'number' | 'checkbox' | 'select';

export interface ExtraQuestion {
  key: string;
  type: ExtraQuestionType;
  label: Multilingual | string;
  required: boolean;
  options: Array<{ value: string; label: Multilingual | string }>;
}

/** An answer as the form keeps it: text for text, number and select; true/false for a checkbox. */
export type ExtraAnswers = Record<string, string | boolean>;

const TYPES: ExtraQuestionType[] = ['text', 'number', 'checkbox', 'select'];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const labelOf = (v: unknown): Multilingual | string | null => (typeof v === 'string' && v.trim() ? v : isObject(v) && Object.values(v).some((x) => typeof x === 'string' && x) ? (v as Multilingual) : null);

export function parseExtraQuestions(raw: unknown): ExtraQuestion[] {
  let value = raw;
  if (typeof value === 'string') {
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
    const key = item.key ?? item.id;
    const type = (item.type ?? 'text') as ExtraQuestionType;
    const label = labelOf(item.label);
    if ((typeof key !== 'string' && typeof key !== 'number') || !TYPES.includes(type) || !label) continue;
    const options = (Array.isArray(item.options) ? item.options : [])
      .map((o) => (typeof o === 'string' ? { value: o, label: o } : isObject(o) && (typeof o.value === 'string' || typeof o.value === 'number') ? { value: String(o.value), label: labelOf(o.label) ?? String(o.value) } : null))
      .filter((o): o is { value: string; label: Multilingual | string } => !!o);
    if (type === 'select' && options.length === 0) continue;
    if (out.some((q) => q.key === String(key))) continue;
    out.push({ key: String(key), type, label, required: item.required === true || item.required === 1, options });
  }
  return out;
}

/** Keys of required questions left empty (the server checks again and answers INVALID_EXTRA_ANSWERS). */
export function missingAnswers(questions: ExtraQuestion[], answers: ExtraAnswers): string[] {
  return questions.filter((q) => q.required && (q.type === 'checkbox' ? answers[q.key] !== true : !String(answers[q.key] ?? '').trim())).map((q) => q.key);
}

/** The answers as the server wants them (a JSON object), only for the questions asked. */
export function answersPayload(questions: ExtraQuestion[], answers: ExtraAnswers): string | undefined {
  if (questions.length === 0) return undefined;
  const out: Record<string, string | boolean> = {};
  for (const q of questions) {
    const v = answers[q.key];
    if (v === undefined || v === '') continue;
    out[q.key] = typeof v === 'string' ? v.trim() : v;
  }
  return JSON.stringify(out);
}
