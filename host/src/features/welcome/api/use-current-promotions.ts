import { useEffect, useState } from 'react';
import { apiPost, API_PATHS, parseWith } from '@venue/shared';
import { array, type Infer } from 'superstruct';
import { PromoSummarySchema } from './promo-summary-schema';

export type PromoSummary = Infer<typeof PromoSummarySchema>;

/** The venue's promotions open for claims now, for the home page. Fails quietly: the rest of the page stands. */
export function useCurrentPromotions(): PromoSummary[] {
  const [promos, setPromos] = useState<PromoSummary[]>([]);
  useEffect(() => {
    let cancelled = false;
    apiPost(API_PATHS.promoList)
      .then((answer) => {
        const parsed = parseWith(array(PromoSummarySchema), answer.data);
        if (!parsed.ok) return console.error('Error during validation of data', parsed.error);
        if (!cancelled) setPromos(parsed.value);
      })
      .catch((error) => console.error('Error loading data', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return promos;
}
