/**
 * The door's code calls: whatever was scanned or typed is found among the promo codes and the
 * gift cards of every venue, so a code of another venue is told apart from a wrong one (403
 * CODE_OF_ANOTHER_VENUE, with nothing of it: no value, no venue), then looked up or redeemed by
 * its kind's own service, which keeps its rules and writes the audit row.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { findCardByCodeAnyVenue, findCardByPublicId } from '../giftcards/giftcard-repository';
import { lookupCard, redeemCard } from '../giftcards/staff-service';
import { findClaimByCodeAnyVenue, findClaimByPublicIdAnyVenue } from '../promotions/promo-claim-repository';
import { lookupPromoCode, redeemPromoCode } from '../promotions/promo-redeem-service';
import { cardDoorView, promoDoorView } from './door-code-view';
import { type Scanned, readScanned } from './scanned-data';
import type { StaffAudit } from './staff-audit';
import type { StaffIdentity } from './staff-token-repository';

interface Found {
  kind: 'promo' | 'giftcard';
  /** As stored, no separators. */
  code: string;
  venueId: number;
}

async function findScanned(app: FastifyInstance, scanned: Scanned): Promise<Found | undefined> {
  if (scanned.by !== 'giftcard-page') {
    const promo = scanned.by === 'code' ? await findClaimByCodeAnyVenue(app.db, scanned.code) : await findClaimByPublicIdAnyVenue(app.db, scanned.publicId);
    if (promo) return { kind: 'promo', code: promo.claim.code, venueId: promo.claim.venueId };
    if (scanned.by === 'promo-page') return undefined;
  }
  const card = scanned.by === 'code' ? await findCardByCodeAnyVenue(app.db, scanned.code) : await findCardByPublicId(app.db, scanned.publicId);
  return card ? { kind: 'giftcard', code: card.card.code, venueId: card.card.venueId } : undefined;
}

async function resolve(app: FastifyInstance, staff: StaffIdentity, data: string, audit: StaffAudit): Promise<Found> {
  const scanned = readScanned(data);
  if (!scanned) throw new ApiError(400, 'INVALID_PAYLOAD', 'Neither a code nor the link of a code', { data: 'INVALID' });
  const found = await findScanned(app, scanned);
  if (!found) throw new ApiError(404, 'CODE_NOT_FOUND', 'No promo code or gift card has this code');
  if (found.venueId !== staff.venue.id) throw new ApiError(403, 'CODE_OF_ANOTHER_VENUE', 'This code belongs to another venue');
  audit.describe(found.kind, found.code);
  return found;
}

export async function lookupScanned(app: FastifyInstance, staff: StaffIdentity, data: string, audit: StaffAudit) {
  const found = await resolve(app, staff, data, audit);
  const view = found.kind === 'promo' ? promoDoorView(await lookupPromoCode(app, staff, found.code)) : cardDoorView(await lookupCard(app, staff, found.code));
  await audit.ok(app.db, { state: view.state, ...(view.kind === 'giftcard' ? { balance: view.balance, currency: view.currency } : {}) });
  return view;
}

export interface ScannedRedeem {
  data: string;
  /** Gift cards only: minor units; undefined = everything left. */
  amount?: number;
  requestId?: string;
  note: string;
}

/** A promo code is marked used; a gift card pays `amount` (or all it holds) and answers what is left. */
export async function redeemScanned(app: FastifyInstance, staff: StaffIdentity, input: ScannedRedeem, audit: StaffAudit) {
  const found = await resolve(app, staff, input.data, audit);
  if (found.kind === 'promo') return promoDoorView(await redeemPromoCode(app, staff, found.code, audit));
  const card = await redeemCard(app, staff, { code: found.code, amount: input.amount, requestId: input.requestId, note: input.note }, audit);
  return { ...cardDoorView(card), redeemed: { amount: card.utilizzo.importo, balanceAfter: card.utilizzo.saldoDopo } };
}
