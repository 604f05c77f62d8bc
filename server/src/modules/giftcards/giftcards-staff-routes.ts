/** Gift cards, staff calls (docs/api.md): look a card up, redeem, void, resend its e-mail. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { auditOf } from '../staff/staff-audit';
import { StaffCodePayload, StaffRedeemPayload, StaffResendPayload, StaffVoidPayload, parseRedeemAmount } from './payloads';
import { lookupCard, redeemCard, resendCard, voidCard } from './staff-service';

const on = (action: 'lookup' | 'redeem' | 'void' | 'resend') => ({ config: { staffAction: { action, kind: 'giftcard' as const, subject: 'code' as const } } });

export default async function giftcardsStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/giftcard/lookup', on('lookup'), async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    const card = await lookupCard(app, request.staff, code);
    await auditOf(request).ok(app.db, { state: card.stato, balance: card.saldo, currency: card.valuta });
    return { status: true, data: card };
  });

  app.post('/giftcard/redeem', on('redeem'), async (request) => {
    const body = parsePayload(request.body, StaffRedeemPayload);
    return { status: true, data: await redeemCard(app, request.staff, { ...body, amount: parseRedeemAmount(body.amount) }, auditOf(request)) };
  });

  app.post('/giftcard/void', on('void'), async (request) => {
    const body = parsePayload(request.body, StaffVoidPayload);
    return { status: true, data: await voidCard(app, request.staff, body, auditOf(request)) };
  });

  app.post('/giftcard/resend', on('resend'), async (request) => {
    const body = parsePayload(request.body, StaffResendPayload);
    return { status: true, data: await resendCard(app, request.staff, body, auditOf(request)) };
  });
}
