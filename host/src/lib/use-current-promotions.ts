import { use, useEffect, useState } from 'react';
import { apiPost, API_PATHS, browserPageAnswers, CURRENT_PROMOTIONS_DATA, parseWith, PromoSummaryListSchema, usePageAnswers, type PromoSummary } from '@venue/shared';

// The server renders the list into the page (navigation and home page alike): the browser starts
// from it and asks nothing more. One request per page load otherwise.
const ANSWER_KEY = CURRENT_PROMOTIONS_DATA;
let pending: Promise<PromoSummary[]> | null = null;

function fetchCurrentPromotions(): Promise<PromoSummary[]> {
  pending ??= apiPost(API_PATHS.promoList)
    .then((answer) => {
      const parsed = parseWith(PromoSummaryListSchema, answer.data);
      if (parsed.ok) return parsed.value;
      console.error('Error during validation of data', parsed.error);
      return [];
    })
    .catch((error: unknown) => {
      console.error('Error loading data', error);
      pending = null; // a later screen may ask again
      return [];
    });
  return pending;
}

function fromPage(answers = browserPageAnswers): PromoSummary[] | undefined {
  const answer = answers.peek(ANSWER_KEY);
  return answer?.status === 'ready' ? (answer.data as PromoSummary[]) : undefined;
}

/** The venue's promotions open for claims now. Fails quietly: the rest of the page stands. */
export function useCurrentPromotions(): PromoSummary[] {
  const answers = usePageAnswers();
  if (answers.onServer) {
    const loading = answers.load(ANSWER_KEY, fetchServerList, () => false);
    if (loading) use(loading);
  }
  const [promos, setPromos] = useState<PromoSummary[]>(() => fromPage(answers) ?? []);
  useEffect(() => {
    if (fromPage(answers)) return;
    let cancelled = false;
    void fetchCurrentPromotions().then((list) => {
      if (!cancelled) setPromos(list);
    });
    return () => {
      cancelled = true;
    };
  }, [answers]);
  return promos;
}

/** On the server: no page-load memo (each render is another page, maybe another venue). */
async function fetchServerList(): Promise<PromoSummary[]> {
  const answer = await apiPost(API_PATHS.promoList);
  const parsed = parseWith(PromoSummaryListSchema, answer.data);
  if (!parsed.ok) throw new Error('invalid promotion list');
  return parsed.value;
}
