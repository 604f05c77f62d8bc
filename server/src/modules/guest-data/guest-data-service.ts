/**
 * A guest's data, found by their e-mail: every shredder's part as the export, or every part
 * erased in one transaction (an erase run twice finds nothing the second time). The order of
 * the shredders matters: the first ones note the traces the later ones look for.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { isValidEmail, normaliseEmail } from '../../lib/email-address';
import { bookingsShredder } from './bookings-shredder';
import { emailOutboxShredder } from './email-outbox-shredder';
import { giftcardOrdersShredder } from './giftcard-orders-shredder';
import { giftcardsReceivedShredder } from './giftcards-received-shredder';
import { guestNotesShredder } from './guest-notes-shredder';
import { type GuestScope, type GuestShredder, type GuestTraces, emptyTraces } from './guest-shredder';
import { idempotencyShredder } from './idempotency-shredder';
import { liveHoldings } from './live-holdings';
import { promoClaimsShredder } from './promo-claims-shredder';
import { staffActionsShredder } from './staff-actions-shredder';
import { textMessagesShredder } from './text-messages-shredder';
import { walletPassesShredder } from './wallet-passes-shredder';
import { webhookDeliveriesShredder } from './webhook-deliveries-shredder';

export const SHREDDERS: GuestShredder[] = [
  bookingsShredder,
  guestNotesShredder,
  giftcardOrdersShredder,
  giftcardsReceivedShredder,
  promoClaimsShredder,
  walletPassesShredder,
  textMessagesShredder,
  staffActionsShredder,
  emailOutboxShredder,
  webhookDeliveriesShredder,
  idempotencyShredder,
];

export interface GuestRequest {
  email: string;
  /** A venue's slug; none: every venue. */
  venue?: string;
}

export interface GuestExport {
  email: string;
  venue: string | null;
  exportedAt: string;
  [part: string]: unknown;
}

export interface EraseResult {
  email: string;
  venue: string | null;
  /** Rows changed per kind of data. */
  erased: Record<string, number>;
  /** What a forced erase went past (bookings ahead, cards with value left): kept, without a name. */
  forcedPast: string[];
}

async function scopeOf(tx: Tx, request: GuestRequest): Promise<GuestScope> {
  if (!isValidEmail(request.email)) throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: email', { email: 'INVALID' });
  let venueId: number | null = null;
  if (request.venue) {
    const [row] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.slug, request.venue));
    if (!row) throw new ApiError(404, 'VENUE_NOT_FOUND', `No venue ${request.venue}`);
    venueId = row.id;
  }
  return { email: normaliseEmail(request.email), venueId };
}

async function findAll(tx: Tx, scope: GuestScope): Promise<{ traces: GuestTraces; parts: Record<string, unknown[]> }> {
  const traces = emptyTraces(scope.email);
  const parts: Record<string, unknown[]> = {};
  for (const shredder of SHREDDERS) parts[shredder.name] = await shredder.find(tx, scope, traces);
  return { traces, parts };
}

export function exportGuest(app: FastifyInstance, request: GuestRequest): Promise<GuestExport> {
  return app.db.transaction(async (tx) => {
    const scope = await scopeOf(tx, request);
    const { parts } = await findAll(tx, scope);
    return { email: scope.email, venue: request.venue ?? null, exportedAt: app.clock().toISOString(), ...parts };
  });
}

export function eraseGuest(app: FastifyInstance, request: GuestRequest & { force: boolean }): Promise<EraseResult> {
  return app.db.transaction(async (tx) => {
    const now = app.clock();
    const scope = await scopeOf(tx, request);
    const { traces } = await findAll(tx, scope);
    const live = await liveHoldings(tx, traces, now);
    if (live.length && !request.force) {
      throw new ApiError(
        409,
        'GUEST_DATA_LIVE',
        `Not erased: ${live.length} booking(s) ahead or gift card(s) with value left; erase again with force to keep them without a name`,
        undefined,
        {
          reasons: live,
        },
      );
    }
    const erased: Record<string, number> = {};
    for (const shredder of SHREDDERS) erased[shredder.name] = await shredder.erase(tx, scope, traces, now);
    return { email: scope.email, venue: request.venue ?? null, erased, forcedPast: live };
  });
}
