/** Promotions domain, staff calls (docs/api.md): look a code up, redeem it. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { auditOf } from '../staff/staff-audit';
import { StaffCodePayload } from './payloads';
import { lookupPromoCode, redeemPromoCode } from './promo-redeem-service';

export default async function promotionsStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/promo/lookup', { config: { staffAction: { action: 'lookup', kind: 'promo', subject: 'code' } } }, async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    const claim = await lookupPromoCode(app, request.staff, code);
    await auditOf(request).ok(app.db, { state: claim.stato });
    return { status: true, data: claim };
  });

  app.post('/promo/redeem', { config: { staffAction: { action: 'redeem', kind: 'promo', subject: 'code' } } }, async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    return { status: true, data: await redeemPromoCode(app, request.staff, code, auditOf(request)) };
  });
}
