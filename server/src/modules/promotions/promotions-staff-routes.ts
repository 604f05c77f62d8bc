/** Promotions domain, staff calls (docs/api.md): look a code up, redeem it. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { StaffCodePayload } from './payloads';
import { lookupPromoCode, redeemPromoCode } from './promo-redeem-service';

export default async function promotionsStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/promo/lookup', async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    return { status: true, data: await lookupPromoCode(app, request.staff, code) };
  });

  app.post('/promo/redeem', async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    return { status: true, data: await redeemPromoCode(app, request.staff, code) };
  });
}
