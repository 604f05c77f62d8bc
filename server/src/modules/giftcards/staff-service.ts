/**
 * Staff operations on a card (API and staff tool): look up by code or QR content, redeem all or
 * part of the balance, void, resend the e-mail. Each change locks the card row, so two tills
 * redeeming at once never take more than the balance; a redemption sent again with the same
 * requestId is answered from the first one. Each change writes its audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { ActionAudit } from '../staff/staff-audit';
import type { StaffIdentity } from '../staff/staff-token-repository';
import { cardEmail } from './card-email';
import { cardState } from './card-state';
import { normaliseGiftcardCode } from './giftcard-code';
import { type CardRow, findCardByCode, findRedemptionByRequest, insertRedemption, listRedemptions, lockCard, updateCard } from './giftcard-repository';
import { toStaffCard } from './serializers';

async function findByInput(app: FastifyInstance, staff: StaffIdentity, input: string) {
  const code = normaliseGiftcardCode(input);
  if (!code) throw new ApiError(400, 'INVALID_PAYLOAD', 'Not a gift card code', { code: 'INVALID' });
  const found = await findCardByCode(app.db, staff.venue.id, code);
  if (!found) throw new ApiError(404, 'GIFTCARD_NOT_FOUND', 'No such gift card at this venue');
  return found;
}

async function view(app: FastifyInstance, staff: StaffIdentity, card: CardRow, order: Awaited<ReturnType<typeof findByInput>>['order']) {
  return toStaffCard(card, order, await listRedemptions(app.db, card.id), staff.venue, app.clock());
}

/** Why a card cannot be used now (409), or nothing. */
function refuseUse(card: CardRow, now: Date, timezone: string): void {
  const state = cardState(card, now, timezone);
  if (state === 'void') throw new ApiError(409, 'GIFTCARD_VOID', 'This gift card was voided', undefined, { voidedAt: card.voidedAt?.toISOString() ?? null });
  if (state === 'redeemed') throw new ApiError(409, 'GIFTCARD_REDEEMED', 'Nothing left on this gift card', undefined, { balance: 0 });
  if (state === 'expired') throw new ApiError(409, 'GIFTCARD_EXPIRED', 'This gift card is past its last day', undefined, { expiresOn: card.expiresOn });
}

export async function lookupCard(app: FastifyInstance, staff: StaffIdentity, input: string) {
  const { card, order } = await findByInput(app, staff, input);
  return view(app, staff, card, order);
}

export interface RedeemInput {
  code: string;
  /** Minor units; undefined = everything left. */
  amount?: number;
  requestId?: string;
  note: string;
}

export async function redeemCard(app: FastifyInstance, staff: StaffIdentity, input: RedeemInput, audit: ActionAudit) {
  const now = app.clock();
  const { card, order } = await findByInput(app, staff, input.code);
  const result = await app.db.transaction(async (tx) => {
    const locked = (await lockCard(tx, card.id))!;
    if (input.requestId) {
      const earlier = await findRedemptionByRequest(tx, card.id, input.requestId);
      if (earlier) {
        await audit.ok(tx, { amount: earlier.amount, balanceAfter: earlier.balanceAfter, currency: locked.currency, requestId: input.requestId, replayed: true });
        return { card: locked, redemption: earlier };
      }
    }
    refuseUse(locked, now, staff.venue.timezone);
    const amount = input.amount ?? locked.balance;
    if (amount > locked.balance) {
      throw new ApiError(409, 'GIFTCARD_INSUFFICIENT_BALANCE', 'The amount is more than the balance', { amount: 'INVALID' }, { balance: locked.balance });
    }
    const balance = locked.balance - amount;
    const updated = await updateCard(tx, locked.id, { balance, status: balance === 0 ? 'redeemed' : 'active' });
    // The balance on the guest's wallet pass follows.
    await app.wallet.passChanged(tx, 'giftcard', locked.id);
    const redemption = await insertRedemption(tx, {
      giftcardId: locked.id,
      amount,
      balanceAfter: balance,
      staffTokenId: staff.tokenId,
      staffLabel: staff.label,
      requestId: input.requestId ?? null,
      note: input.note,
      // The app's clock, like every other instant staff see (pinned in tests).
      createdAt: now,
    });
    await audit.ok(tx, { amount, balanceAfter: balance, currency: locked.currency, ...(input.requestId ? { requestId: input.requestId } : {}) });
    await app.webhooks.giftcard(tx, staff.venue, updated, 'giftcard.redeemed', { amount, balanceAfter: balance });
    return { card: updated, redemption };
  });
  return { ...(await view(app, staff, result.card, order)), utilizzo: { importo: result.redemption.amount, saldoDopo: result.redemption.balanceAfter } };
}

export async function voidCard(app: FastifyInstance, staff: StaffIdentity, input: { code: string; reason: string }, audit: ActionAudit) {
  const now = app.clock();
  const { card, order } = await findByInput(app, staff, input.code);
  const updated = await app.db.transaction(async (tx) => {
    const locked = (await lockCard(tx, card.id))!;
    if (locked.status === 'void')
      throw new ApiError(409, 'GIFTCARD_VOID', 'This gift card was voided already', undefined, { voidedAt: locked.voidedAt?.toISOString() ?? null });
    await audit.ok(tx, { balance: locked.balance, currency: locked.currency, reason: input.reason });
    const voided = await updateCard(tx, locked.id, { status: 'void', voidedAt: now, voidReason: input.reason });
    await app.wallet.passChanged(tx, 'giftcard', locked.id);
    return voided;
  });
  return view(app, staff, updated, order);
}

/** Sends the card's e-mail again (to the same address, or a corrected one); delivers it now if its day has not come. */
export async function resendCard(app: FastifyInstance, staff: StaffIdentity, input: { code: string; email?: string }, audit: ActionAudit) {
  const now = app.clock();
  const { card, order } = await findByInput(app, staff, input.code);
  if (card.status === 'void') throw new ApiError(409, 'GIFTCARD_VOID', 'This gift card was voided', undefined, { voidedAt: card.voidedAt?.toISOString() ?? null });
  const message = await cardEmail(app, staff.venue, card, order, input.email);
  const updated = await app.db.transaction(async (tx) => {
    const locked = (await lockCard(tx, card.id))!;
    if (locked.status === 'void') throw new ApiError(409, 'GIFTCARD_VOID', 'This gift card was voided');
    await app.email.queue(tx, message, { kind: 'giftcard-resend', venueId: locked.venueId });
    await audit.ok(tx, { corrected: !!input.email });
    return updateCard(tx, locked.id, { deliveredAt: locked.deliveredAt ?? now, sentCount: locked.sentCount + 1 });
  });
  app.email.kick();
  return { ...(await view(app, staff, updated, order)), inviataA: message.to };
}
