/** Promotions domain, public calls (docs/api.md): list, promo page, claim, the visitor's code. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { visitorKey } from '../../lib/visitor-key';
import { parsePayload } from '../../lib/validate';
import { takeLimit } from '../rate-limits/shared-counter';
import { PUBLIC_ID } from './promo-code';
import { claimPromotion } from './promo-claim-service';
import { withIdempotency } from '../idempotency/idempotency';
import { payloadKey } from '../read-cache/read-cache';
import { sendCached } from '../read-cache/send-cached';
import { findClaimByPublicId } from './promo-claim-repository';
import { toClaimDetail, toPromoDetail, toPromoSummary } from './promo-serializer';
import { remaining } from './promo-state';
import { findPromotion, listOpenPromotions } from './promotion-repository';
import { ClaimDetailPayload, ClaimPayload, PromoPayload, ResendPayload } from './payloads';
import { PROMO_RESEND_JOB, composePromoResend, resendPromoCode } from './promo-resend-service';

/** "Send my code again": per client a minute, per address an hour (same for unknown addresses). */
export const RESEND_CLIENT_LIMIT = 5;
export const RESEND_ADDRESS_LIMIT = 3;

export default async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  // "Send my code again" looks the claim up in the background (promo-resend-service.ts).
  app.email.defineJob(PROMO_RESEND_JOB, (job) => composePromoResend(app, job));

  // On every page (the navigation and the home page list the current promotions): from the read
  // cache, dropped when a promotion of the venue changes (a claim counts its row down), and
  // computed again every time bucket (a promotion starts or ends with the clock).
  app.post('/promo/getpromolist', async (request, reply) => {
    const { venue } = request;
    const now = app.clock();
    const answer = await app.readCache.read(
      venue,
      payloadKey('promolist', {}, [], now),
      async () => {
        const rows = await listOpenPromotions(app.db, venue.id, now);
        return { status: true, data: rows.filter((p) => remaining(p) > 0).map((p) => toPromoSummary(p, venue)) };
      },
      'promotions',
    );
    return sendCached(request, reply, answer);
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
    async (request, reply) => {
      const body = parsePayload(request.body, ClaimPayload);
      const input = { ...body, marketing: ['1', 'true', 'on'].includes(body.marketing ?? ''), altcha: body.altcha, client: visitorKey(request) };
      return withIdempotency(request, reply, (idem) => claimPromotion(app, request.venue, input, idem));
    },
  );

  app.post('/promo/resend', { config: { rateLimit: { max: RESEND_CLIENT_LIMIT, timeWindow: '1 minute' } } }, async (request, reply) => {
    const body = parsePayload(request.body, ResendPayload);
    const wait = await takeLimit(
      app.rateLimits,
      `resend-address:${request.venue.id}:${body.urlName}:${body.email.trim().toLowerCase()}`,
      RESEND_ADDRESS_LIMIT,
      3_600_000,
    );
    if (wait) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', `Too many requests for this address, retry in ${wait} seconds`, undefined, { retryAfter: wait });
    }
    return { status: true, data: await resendPromoCode(app, request.venue, body) };
  });

  app.post('/promo/getclaim', async (request) => {
    const { urlName, id } = parsePayload(request.body, ClaimDetailPayload);
    const found = PUBLIC_ID.test(id) ? await findClaimByPublicId(app.db, request.venue.id, id) : undefined;
    if (!found || found.promotion.urlName !== urlName) throw new ApiError(404, 'NOT_FOUND', 'No such code');
    return { status: true, data: toClaimDetail(found.claim, found.promotion, request.venue, app.clock(), app.wallet.links('promo', id)) };
  });
}
