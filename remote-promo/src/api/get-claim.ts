import { API_PATHS, apiPost, ApiError, parseWith } from '@venue/shared';
import { renderQrSvg } from '@venue/shared/qr-code';
import { PromoCodeDetailSchema, type PromoCodeDetail } from './promo-schemas';

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

/** The code with its QR code drawn as SVG: the server puts both in the page, nothing loads later. */
export type ClaimWithQr = PromoCodeDetail & { qrSvg: string | null };

export async function getClaimWithQr(urlName: string, id: string, signal?: AbortSignal): Promise<ClaimWithQr> {
  const claim = await getClaim(urlName, id, signal);
  // A QR code that cannot be drawn here is drawn by the browser (QrCode without svg).
  const qrSvg = await renderQrSvg(claim.qr).catch(() => null);
  return { ...claim, qrSvg };
}
