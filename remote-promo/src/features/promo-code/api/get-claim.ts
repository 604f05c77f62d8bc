import { API_PATHS, apiPost, ApiError, parseWith, PromoCodeDetailSchema, type PromoCodeDetail } from '@venue/shared';

/** The visitor's code (docs/api.md, getclaim). */
export async function getClaim(urlName: string, id: string, signal?: AbortSignal): Promise<PromoCodeDetail> {
  const res = await apiPost(API_PATHS.promoCode, { urlName, id }, { signal });
  const parsed = parseWith(PromoCodeDetailSchema, res.data);
  if (!parsed.ok) {
    console.error('Error during validation of data', parsed.error);
    throw new ApiError('INVALID_RESPONSE');
  }
  return parsed.value;
}
