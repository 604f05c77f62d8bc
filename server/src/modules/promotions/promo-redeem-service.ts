/**
 * Staff side: look a code up, redeem it. A code is refused when unknown (404), already used
 * (409 PROMO_CODE_USED with the date of that use and who redeemed it) or past its use-by date
 * (409 PROMO_CODE_EXPIRED). The redemption and its audit row commit together.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { venueIso, venueToday } from '../../lib/wall-clock';
import type { ActionAudit } from '../staff/staff-audit';
import type { StaffIdentity } from '../staff/staff-token-repository';
import { normalisePromoCode } from './promo-code';
import { findClaimByCode, redeemClaim } from './promo-claim-repository';
import { toStaffClaim } from './promo-serializer';
import { claimState } from './promo-state';

async function findByInput(app: FastifyInstance, staff: StaffIdentity, input: string) {
  const code = normalisePromoCode(input);
  if (!code) throw new ApiError(400, 'INVALID_PAYLOAD', 'Not a promo code', { code: 'INVALID' });
  const found = await findClaimByCode(app.db, staff.venue.id, code);
  if (!found) throw new ApiError(404, 'PROMO_CODE_NOT_FOUND', 'No such code at this venue');
  return found;
}

export async function lookupPromoCode(app: FastifyInstance, staff: StaffIdentity, input: string) {
  const { claim, promotion } = await findByInput(app, staff, input);
  return toStaffClaim(claim, promotion, staff.venue, app.clock());
}

export async function redeemPromoCode(app: FastifyInstance, staff: StaffIdentity, input: string, audit: ActionAudit) {
  const { venue } = staff;
  const now = app.clock();
  const { claim, promotion } = await findByInput(app, staff, input);
  const redeemed = await app.db.transaction(async (tx) => {
    const row = await redeemClaim(tx, claim.id, venueToday(now, venue.timezone), now, staff);
    if (row) await audit.ok(tx);
    // The guest's wallet pass shows the code used.
    if (row) await app.wallet.passChanged(tx, 'promo', row.id);
    if (row) await app.webhooks.promotion(tx, venue, promotion.urlName, row, 'promotion.redeemed');
    return row;
  });
  if (redeemed) return toStaffClaim(redeemed, promotion, venue, now);

  // Nothing changed: tell why, from the row as it is now (a simultaneous redemption counts).
  const current = (await findByInput(app, staff, input)).claim;
  if (current.redeemedAt) {
    throw new ApiError(409, 'PROMO_CODE_USED', 'This code was already used', undefined, {
      usedAt: venueIso(current.redeemedAt, venue.timezone),
      usedBy: current.redeemedByLabel,
    });
  }
  if (claimState(current, now, venue.timezone) === 'expired') {
    throw new ApiError(409, 'PROMO_CODE_EXPIRED', 'This code is past its use-by date', undefined, { useBy: current.useBy });
  }
  throw new ApiError(409, 'PROMO_CODE_NOT_REDEEMABLE', 'This code cannot be redeemed now');
}
