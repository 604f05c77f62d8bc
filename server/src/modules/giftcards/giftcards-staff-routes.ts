/** Gift cards, staff calls (docs/api.md): look a card up, redeem, void, resend its e-mail. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { parsePayload } from '../../lib/validate';
import { StaffCodePayload, StaffRedeemPayload, StaffResendPayload, StaffVoidPayload } from './payloads';
import { lookupCard, redeemCard, resendCard, voidCard } from './staff-service';

/** '' or absent: everything left; else a positive whole number of minor units. */
function parseAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\s*\d{1,9}\s*$/.test(value) || Number(value) <= 0) throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: amount', { amount: 'INVALID' });
  return Number(value);
}

export default async function giftcardsStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/giftcard/lookup', async (request) => {
    const { code } = parsePayload(request.body, StaffCodePayload);
    return { status: true, data: await lookupCard(app, request.staff, code) };
  });

  app.post('/giftcard/redeem', async (request) => {
    const body = parsePayload(request.body, StaffRedeemPayload);
    return { status: true, data: await redeemCard(app, request.staff, { ...body, amount: parseAmount(body.amount) }) };
  });

  app.post('/giftcard/void', async (request) => {
    const body = parsePayload(request.body, StaffVoidPayload);
    return { status: true, data: await voidCard(app, request.staff, body) };
  });

  app.post('/giftcard/resend', async (request) => {
    const body = parsePayload(request.body, StaffResendPayload);
    return { status: true, data: await resendCard(app, request.staff, body) };
  });
}
