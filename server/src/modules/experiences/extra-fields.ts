/**
 * An experience's extra questions (experiences.extra_fields, wire campiAggiuntivi). The spec
 * says "a list of anything, or a string", so they are read defensively: a JSON string, a list
 * or a map of questions; each needs a key (`key` or `id`), a known type (text, number,
 * checkbox, select) and a label (a text or a text per language); a select needs options.
 * Anything else is left out, never an error: a question we cannot ask is not asked.
 */
import { hasForbiddenChars } from '../../lib/validate';
import { type I18nText, LANGUAGES, i18n } from '../../lib/i18n-text';

export const EXTRA_FIELD_TYPES = ['text', 'number', 'checkbox', 'select'] as const;
export type ExtraFieldType = (typeof EXTRA_FIELD_TYPES)[number];

export interface ExtraQuestion {
  key: string;
  type: ExtraFieldType;
  label: I18nText;
  required: boolean;
  /** select only: the values and what the guest reads. */
  options: Array<{ value: string; label: I18nText }>;
}

const KEY = /^[A-Za-z0-9_-]{1,40}$/;
/** A text answer's longest length. */
export const EXTRA_TEXT_MAX = 500;

function text(value: unknown): I18nText | null {
  if (typeof value === 'string' || typeof value === 'number') {
    const s = String(value).trim();
    return s ? i18n({ it: s, en: s, fr: s, es: s, de: s }) : null;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const partial: Partial<I18nText> = {};
    for (const lang of LANGUAGES) if (typeof o[lang] === 'string' && (o[lang] as string).trim()) partial[lang] = (o[lang] as string).trim();
    const first = Object.values(partial)[0];
    if (!first) return null;
    // The Italian text is the fallback; without one, the first language given stands in.
    return i18n({ it: partial.it ?? first, ...partial });
  }
  return null;
}

const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function option(raw: unknown): { value: string; label: I18nText } | null {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const label = text(raw);
    return label ? { value: String(raw).trim().slice(0, 100), label } : null;
  }
  if (raw && typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    const value = o.value ?? o.id ?? o.key;
    const label = text(o.label ?? o.titolo ?? value);
    if ((typeof value !== 'string' && typeof value !== 'number') || !String(value).trim() || !label) return null;
    return { value: String(value).trim().slice(0, 100), label };
  }
  return null;
}

function question(raw: unknown): ExtraQuestion | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const key = o.key ?? o.id ?? o.name;
  if ((typeof key !== 'string' && typeof key !== 'number') || !KEY.test(String(key))) return null;
  const type = (o.type ?? 'text') as ExtraFieldType;
  if (!EXTRA_FIELD_TYPES.includes(type)) return null;
  const label = text(o.label ?? o.titolo);
  if (!label) return null;
  const options = type === 'select' && Array.isArray(o.options) ? o.options.map(option).filter((x): x is NonNullable<typeof x> => !!x) : [];
  if (type === 'select' && options.length === 0) return null;
  return { key: String(key), type, label, required: flag(o.required ?? o.obbligatorio), options };
}

export function parseExtraFields(raw: unknown): ExtraQuestion[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const seen = new Set<string>();
  const out: ExtraQuestion[] = [];
  for (const item of items) {
    const q = question(item);
    if (q && !seen.has(q.key)) {
      seen.add(q.key);
      out.push(q);
    }
  }
  return out;
}

/** A stored answer: the question as it was asked, and the answer (the option's label for a select). */
export interface ExtraAnswer {
  key: string;
  type: ExtraFieldType;
  label: I18nText;
  value: string | number | boolean;
  /** select: the chosen option's label. */
  valueLabel?: I18nText;
}

export type ExtraAnswerErrors = Record<string, 'REQUIRED' | 'INVALID' | 'TOO_LONG'>;

/**
 * Checks the guest's answers (a JSON object key → value, from the form) against the questions.
 * Unknown keys are ignored; empty optional answers are left out.
 */
export function checkExtraAnswers(questions: ExtraQuestion[], raw: string | undefined): { answers: ExtraAnswer[]; errors: ExtraAnswerErrors; malformed: boolean } {
  let given: Record<string, unknown> = {};
  let malformed = false;
  if (raw && raw.trim()) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) given = parsed as Record<string, unknown>;
      else malformed = true;
    } catch {
      malformed = true;
    }
  }
  const answers: ExtraAnswer[] = [];
  const errors: ExtraAnswerErrors = {};
  for (const q of questions) {
    const v = Object.prototype.hasOwnProperty.call(given, q.key) ? given[q.key] : undefined;
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (q.type === 'checkbox' && !flag(v));
    if (empty) {
      if (q.required) errors[q.key] = 'REQUIRED';
      else if (q.type === 'checkbox' && v !== undefined && v !== null && v !== '') answers.push({ key: q.key, type: q.type, label: q.label, value: false });
      continue;
    }
    switch (q.type) {
      case 'text': {
        if (typeof v !== 'string' || hasForbiddenChars(v)) errors[q.key] = 'INVALID';
        else if (v.trim().length > EXTRA_TEXT_MAX) errors[q.key] = 'TOO_LONG';
        else answers.push({ key: q.key, type: q.type, label: q.label, value: v.trim() });
        break;
      }
      case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,9}(\.\d{1,4})?$/.test(v.trim()) ? Number(v.trim()) : NaN;
        if (!Number.isFinite(n)) errors[q.key] = 'INVALID';
        else answers.push({ key: q.key, type: q.type, label: q.label, value: n });
        break;
      }
      case 'checkbox':
        answers.push({ key: q.key, type: q.type, label: q.label, value: true });
        break;
      case 'select': {
        const chosen = q.options.find((o) => o.value === String(v));
        if (!chosen) errors[q.key] = 'INVALID';
        else answers.push({ key: q.key, type: q.type, label: q.label, value: chosen.value, valueLabel: chosen.label });
        break;
      }
    }
  }
  return { answers, errors, malformed };
}

/** An answer as a guest or staff member reads it, in a language (checkbox: the given yes/no words). */
export function answerText(a: ExtraAnswer, language: keyof I18nText, yesNo: { yes: string; no: string }): string {
  if (a.type === 'checkbox') return a.value ? yesNo.yes : yesNo.no;
  if (a.type === 'select' && a.valueLabel) return a.valueLabel[language];
  return String(a.value);
}
