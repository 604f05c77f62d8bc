/** Texts every staff screen speaks (namespace `staff`): a module per language in texts/. */
import { apiErrorMessage, formatDate, registerTranslations, translationsReady, type Translate } from '@venue/shared';
import loadStaffTexts from './texts';

export const STAFF_NS = 'staff';

export { loadStaffTexts };

/** Says that the page speaks the staff texts: only the staff screens call it, so no guest page fetches them. */
export const registerStaffTexts = (): void => registerTranslations(STAFF_NS, loadStaffTexts);

/**
 * A staff screen's code and its texts together, for `lazy`: `register` names the screen's own
 * namespace; the staff texts come too. The screen renders once both are in.
 */
export function withStaffTexts<M>(load: () => Promise<M>, register: () => void = () => undefined): () => Promise<M> {
  return () => {
    registerStaffTexts();
    register();
    return Promise.all([load(), translationsReady()]).then(([module]) => module);
  };
}

/** "Already used on 1 Jun 2026, 10:00 by door phone": `usedAt` is the venue's wall clock. */
export function usedText(t: Translate, language: string, usedAt: string, usedBy: string | null | undefined): string {
  const date = formatDate(usedAt, language, 'medium');
  return usedBy ? t(`${STAFF_NS}:usedOnBy`, { date, label: usedBy }) : t(`${STAFF_NS}:usedOn`, { date });
}

/** A staff call's refusal as the staff read it; a code used first by another phone says who and when. */
export function staffErrorText(t: Translate, language: string, error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: string; details?: Record<string, unknown> };
  if (code === 'PROMO_CODE_USED' && typeof details?.usedAt === 'string') {
    return usedText(t, language, details.usedAt, typeof details.usedBy === 'string' ? details.usedBy : null);
  }
  return apiErrorMessage(t, error, STAFF_NS);
}
