import { API_PATHS, apiPost, ApiError, parseWith } from '@venue/shared';
import { PromoDetailSchema, type PromoDetail } from '../../../api/promo-schemas';

/** The promo page's data (docs/api.md, getpromo). */
export async function getPromo(urlName: string, signal?: AbortSignal): Promise<PromoDetail> {
  const res = await apiPost(API_PATHS.promo, { urlName }, { signal });
  return readPromo(res.data);
}

/** An answer's `data` read as the promo (the page's loader: shared/src/routes/route-table.ts). */
export function readPromo(data: unknown): PromoDetail {
  const parsed = parseWith(PromoDetailSchema, data);
  if (!parsed.ok) {
    console.error('Error during validation of data', parsed.error);
    throw new ApiError('INVALID_RESPONSE');
  }
  return parsed.value;
}
