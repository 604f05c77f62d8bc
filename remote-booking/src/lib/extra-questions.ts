/**
 * The booking form's side of an experience's extra questions. Reading them (campiAggiuntivi, a
 * list or a string) is shared's `extraQuestions`, the one normaliser every screen uses.
 */
import { type ExtraQuestion, extraQuestions } from '@venue/shared/experience-fields';

export type { ExtraQuestion, ExtraQuestionType } from '@venue/shared/experience-fields';

/** An answer as the form keeps it: text for text, number and select; true/false for a checkbox. */
export type ExtraAnswers = Record<string, string | boolean>;

/** Kept under its old name for the form's callers. */
export const parseExtraQuestions = extraQuestions;

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
