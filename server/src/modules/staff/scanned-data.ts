/**
 * What the door's scanner or keyboard gives, read as a code. The QR codes of promo codes and
 * gift cards hold the code itself (promo-serializer.ts, giftcard-code.ts); a guest may also show
 * the page their e-mail links to: the promo code page (/promo/{urlName}/{id}, or under
 * /frontpage/) or the printable gift card (/backend/giftcard/{id}/print). Typed codes come in any
 * case, with or without dashes or spaces.
 */
import { normalisePromoCode } from '../promotions/promo-code';

/** `code`: a promo code or a gift card code, as stored (which one is told by where it is found). */
export type Scanned = { by: 'code'; code: string } | { by: 'promo-page'; publicId: string } | { by: 'giftcard-page'; publicId: string };

const PROMO_PAGE = /^(?:\/frontpage)?\/promo\/[^/]+\/([A-Za-z0-9_-]{22})\/?$/;
const GIFTCARD_PAGE = /^\/backend\/giftcard\/([A-Za-z0-9_-]{22})\/print\/?$/;

/** The path of a link (absolute, or a path alone), or null when the text is no link. */
function linkPath(text: string): string | null {
  if (text.startsWith('/')) return text.split(/[?#]/)[0]!;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.pathname : null;
  } catch {
    return null;
  }
}

export function readScanned(data: string): Scanned | null {
  const text = data.trim();
  const code = normalisePromoCode(text);
  if (code) return { by: 'code', code };
  const path = linkPath(text);
  if (!path) return null;
  const promo = PROMO_PAGE.exec(path);
  if (promo) return { by: 'promo-page', publicId: promo[1]! };
  const card = GIFTCARD_PAGE.exec(path);
  if (card) return { by: 'giftcard-page', publicId: card[1]! };
  return null;
}
