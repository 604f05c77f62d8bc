import { ApiError, parseWith } from '@venue/shared';
import { PromoCodeDetailSchema, type PromoCodeDetail } from './promo-schemas';

/** The visitor's code (docs/api.md, getclaim), as the page's loader read it. */
function readClaim(data: unknown): PromoCodeDetail {
  const parsed = parseWith(PromoCodeDetailSchema, data);
  if (!parsed.ok) {
    console.error('Error during validation of data', parsed.error);
    throw new ApiError('INVALID_RESPONSE');
  }
  return parsed.value;
}

/**
 * The code with its QR code drawn as SVG (by the page's loader: shared/src/routes/route-table.ts):
 * the server puts both in the page, nothing loads later. A QR code that could not be drawn
 * there is drawn by the browser (QrCode without svg).
 */
export type ClaimWithQr = PromoCodeDetail & { qrSvg: string | null };

export function readClaimWithQr(data: unknown): ClaimWithQr {
  const { qrSvg } = (data ?? {}) as { qrSvg?: unknown };
  return { ...readClaim(data), qrSvg: typeof qrSvg === 'string' ? qrSvg : null };
}
