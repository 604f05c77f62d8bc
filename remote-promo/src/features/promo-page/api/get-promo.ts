import { API_PATHS, apiPost, ApiError, parseWith } from '@venue/shared';
import { PromoDetailSchema, type PromoDetail } from '../../../api/promo-schemas';

/** The promo page's data (docs/api.md, getpromo). */
export async function getPromo(urlName: string, signal?: AbortSignal): Promise<PromoDetail> {
  const res = await apiPost(API_PATHS.promo, { urlName }, { signal });
  const parsed = parseWith(PromoDetailSchema, res.data);
  if (!parsed.ok) {
    console.error('Error during validation of data', parsed.error);
    throw new ApiError('INVALID_RESPONSE');
  }
  return parsed.value;
}
