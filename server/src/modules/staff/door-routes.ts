/** The door page's own staff calls (docs/api.md): a scanned or typed code looked up and redeemed, whatever its kind. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { parseRedeemAmount } from '../giftcards/payloads';
import { lookupScanned, redeemScanned } from './door-code-service';
import { ScannedPayload, ScannedRedeemPayload } from './payloads';
import { auditOf } from './staff-audit';

export default async function doorRoutes(app: FastifyInstance): Promise<void> {
  app.post('/code/lookup', { config: { staffAction: { action: 'lookup', subject: 'data' } } }, async (request) => {
    const { data } = parsePayload(request.body, ScannedPayload);
    return { status: true, data: await lookupScanned(app, request.staff, data, auditOf(request)) };
  });

  app.post('/code/redeem', { config: { staffAction: { action: 'redeem', subject: 'data' } } }, async (request) => {
    const body = parsePayload(request.body, ScannedRedeemPayload);
    return { status: true, data: await redeemScanned(app, request.staff, { ...body, amount: parseRedeemAmount(body.amount) }, auditOf(request)) };
  });
}
