/**
 * The promotions' public reads (docs/api.md): the current list (from the read cache), a promo
 * and a claimed code. What their API routes answer and what a server render reads
 * (web/page-reads.ts), one function for both.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { type CachedAnswer, payloadKey } from '../read-cache/read-cache';
import type { Venue } from '../venues/venue-repository';
import { ClaimDetailPayload, PromoPayload } from './payloads';
import { findClaimByPublicId } from './promo-claim-repository';
import { PUBLIC_ID } from './promo-code';
import { toClaimDetail, toPromoDetail, toPromoSummary } from './promo-serializer';
import { remaining } from './promo-state';
import { findPromotion, listOpenPromotions } from './promotion-repository';

// On every page (the navigation and the home page list the current promotions): from the read
// cache, dropped when a promotion of the venue changes (a claim counts its row down), and
// computed again every time bucket (a promotion starts or ends with the clock).
export function promoListAnswer(app: FastifyInstance, venue: Venue): Promise<CachedAnswer> {
  const now = app.clock();
  return app.readCache.read(
    venue,
    payloadKey('promolist', {}, [], now),
    async () => {
      const rows = await listOpenPromotions(app.db, venue.id, now);
      return { status: true, data: rows.filter((p) => remaining(p) > 0).map((p) => toPromoSummary(p, venue)) };
    },
    'promotions',
  );
}

export async function promoDetail(app: FastifyInstance, venue: Venue, body: unknown) {
  const { urlName } = parsePayload(body, PromoPayload);
  const promotion = await findPromotion(app.db, venue.id, urlName);
  if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion');
  return toPromoDetail(promotion, venue, app.clock());
}

export async function claimDetail(app: FastifyInstance, venue: Venue, body: unknown) {
  const { urlName, id } = parsePayload(body, ClaimDetailPayload);
  const found = PUBLIC_ID.test(id) ? await findClaimByPublicId(app.db, venue.id, id) : undefined;
  if (!found || found.promotion.urlName !== urlName) throw new ApiError(404, 'NOT_FOUND', 'No such code');
  return toClaimDetail(found.claim, found.promotion, venue, app.clock(), app.wallet.links('promo', id));
}
