import { useEffect, useState } from 'react';
import { apiPost, API_PATHS, parseWith, PromoSummaryListSchema, type PromoSummary } from '@venue/shared';

/** The venue's promotions open for claims now, for the home page. Fails quietly: the rest of the page stands. */
export function useCurrentPromotions(): PromoSummary[] {
  const [promos, setPromos] = useState<PromoSummary[]>([]);
  useEffect(() => {
    let cancelled = false;
    apiPost(API_PATHS.promoList)
      .then((answer) => {
        const parsed = parseWith(PromoSummaryListSchema, answer.data);
        if (!parsed.ok) return console.error('Error during validation of data', parsed.error);
        if (!cancelled) setPromos(parsed.value);
      })
      .catch((error: unknown) => console.error('Error loading data', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return promos;
}
