/** Promotions domain, public calls (docs/api.md): list, promo page, claim, the visitor's code. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { PUBLIC_ID } from './promo-code';
import { claimPromotion } from './promo-claim-service';
import { findClaimByPublicId } from './promo-claim-repository';
import { toClaimDetail, toPromoDetail, toPromoSummary } from './promo-serializer';
import { remaining } from './promo-state';
import { findPromotion, listOpenPromotions } from './promotion-repository';
import { ClaimDetailPayload, ClaimPayload, PromoPayload } from './payloads';

export default async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/promo/getpromolist', async (request) => {
    const { venue } = request;
    const rows = await listOpenPromotions(app.db, venue.id, app.clock());
    return { status: true, data: rows.filter((p) => remaining(p) > 0).map((p) => toPromoSummary(p, venue)) };
  });

  app.post('/promo/getpromo', async (request) => {
    const { urlName } = parsePayload(request.body, PromoPayload);
    const promotion = await findPromotion(app.db, request.venue.id, urlName);
    if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion');
    return { status: true, data: toPromoDetail(promotion, request.venue, app.clock()) };
  });

  app.post(
    '/promo/claim',
    // Per client address, on top of the API-wide limit: claims are what a bot would hammer.
    { config: { rateLimit: { max: app.config.claimRateLimitMax, timeWindow: '1 minute' } } },
    async (request) => {
      const body = parsePayload(request.body, ClaimPayload);
      const data = await claimPromotion(app, request.venue, {
        ...body,
        marketing: ['1', 'true', 'on'].includes(body.marketing ?? ''),
        altcha: body.altcha,
      });
      return { status: true, data };
    },
  );

  app.post('/promo/getclaim', async (request) => {
    const { urlName, id } = parsePayload(request.body, ClaimDetailPayload);
    const found = PUBLIC_ID.test(id) ? await findClaimByPublicId(app.db, request.venue.id, id) : undefined;
    if (!found || found.promotion.urlName !== urlName) throw new ApiError(404, 'NOT_FOUND', 'No such code');
    return { status: true, data: toClaimDetail(found.claim, found.promotion, request.venue, app.clock()) };
  });
}
