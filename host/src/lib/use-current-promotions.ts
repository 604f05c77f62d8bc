import { useEffect, useState } from 'react';
import {
  apiPost,
  browserPageAnswers,
  currentLanguage,
  getRuntimeConfig,
  HOME_LAYOUT_LOADER,
  parseWith,
  PromoSummaryListSchema,
  ROUTE_TABLE,
  runLoaders,
  usePageAnswers,
  type PageAnswers,
  type PromoSummary,
} from '@venue/shared';

// The site's layout's data (the route table's HOME_LAYOUT_LOADER): the server's render loads it
// with the page and puts it in the page (navigation and home page alike); the browser starts
// from it and asks nothing more. A page the browser started itself runs the loader once.
const NAME = 'promotions';
let pending: Promise<PromoSummary[]> | null = null;

function readList(data: unknown): PromoSummary[] {
  const parsed = parseWith(PromoSummaryListSchema, data);
  if (parsed.ok) return parsed.value;
  console.error('Error during validation of data', parsed.error);
  return [];
}

function loadCurrentPromotions(): Promise<PromoSummary[]> {
  // Any home row: the layout's loader reads no parameter of the address.
  const home = ROUTE_TABLE[0]!;
  const page = { venue: getRuntimeConfig().venue ?? '', language: currentLanguage(), read: async (path: string) => (await apiPost(path)).data };
  pending ??= runLoaders([HOME_LAYOUT_LOADER], home, '/', page).then((data) => {
    const answer = data[NAME];
    if (answer?.status === 'ready') return readList(answer.data);
    if (answer?.status === 'error') console.error('Error loading data', answer.error);
    pending = null; // a later screen may ask again
    return [];
  });
  return pending;
}

function fromPage(answers: PageAnswers = browserPageAnswers): PromoSummary[] | undefined {
  const answer = answers.peek(NAME);
  return answer?.status === 'ready' ? readList(answer.data) : undefined;
}

/** The venue's promotions open for claims now. Fails quietly: the rest of the page stands. */
export function useCurrentPromotions(): PromoSummary[] {
  const answers = usePageAnswers();
  const [promos, setPromos] = useState<PromoSummary[]>(() => fromPage(answers) ?? []);
  useEffect(() => {
    if (fromPage(answers)) return;
    let cancelled = false;
    void loadCurrentPromotions().then((list) => {
      if (!cancelled) setPromos(list);
    });
    return () => {
      cancelled = true;
    };
  }, [answers]);
  return promos;
}
