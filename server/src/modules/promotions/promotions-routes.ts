/** Promotions domain, public calls (docs/api.md): list, promo page, claim, the visitor's code. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { visitorKey } from '../../lib/visitor-key';
import { parsePayload } from '../../lib/validate';
import { takeLimit } from '../rate-limits/shared-counter';
import { claimPromotion } from './promo-claim-service';
import { withIdempotency } from '../idempotency/idempotency';
import { sendCached } from '../read-cache/send-cached';
import { ClaimPayload, ResendPayload } from './payloads';
import { claimDetail, promoDetail, promoListAnswer } from './promotion-reads';
import { PROMO_RESEND_JOB, composePromoResend, resendPromoCode } from './promo-resend-service';

/** "Send my code again": per client a minute, per address an hour (same for unknown addresses). */
export const RESEND_CLIENT_LIMIT = 5;
export const RESEND_ADDRESS_LIMIT = 3;

export default async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  // "Send my code again" looks the claim up in the background (promo-resend-service.ts).
  app.email.defineJob(PROMO_RESEND_JOB, (job) => composePromoResend(app, job));

  app.post('/promo/getpromolist', async (request, reply) => sendCached(request, reply, await promoListAnswer(app, request.venue)));

  app.post('/promo/getpromo', async (request) => ({ status: true, data: await promoDetail(app, request.venue, request.body) }));

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

  app.post('/promo/getclaim', async (request) => ({ status: true, data: await claimDetail(app, request.venue, request.body) }));
}
