/**
 * The no-show (or late-cancellation) fee, charged off-session on the card saved at booking.
 * Exactly once: a row-locked state change claims the charge (fee_status 'processing') before
 * the provider is called, and the idempotency key `reservation-fee:<id>:<attempt>` makes a
 * retried call (a crash, a double click) return the same charge; the attempt number is raised
 * only after a charge definitively failed, so staff can try again with a new key. A bank that
 * asks for authentication gets the guest an e-mail link to /reserve/{hash}/authenticate.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { PaymentEvent } from '../payments';
import type { ActionAudit } from '../staff/staff-audit';
import type { Venue } from '../venues/venue-repository';
import { queueReservationEmail } from './reservation-notify';
import { type ReservationRow, findReservationByHash, findReservationById, lockReservation, updateReservation } from './reservation-repository';
import { reservationStart } from './reservation-view';
import { dayLockKey, lockBooking } from './booking-lock';
import { offerFreedSeats } from './waiting-list/offer-freed-seats';

/** A claim older than this with no answer recorded is retried (same key: the same charge). */
const STALE_PROCESSING_MS = 2 * 60_000;

export const authenticateLink = (publicUrl: string, venueSlug: string, hash: string) =>
  `${publicUrl}/reserve/${hash}/authenticate?venue=${encodeURIComponent(venueSlug)}`;

export interface FeeOutcome {
  reservation: ReservationRow;
  /** What happened to the fee in this call. */
  charge: 'none' | 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'already_paid' | 'in_progress';
  declineCode?: string | null;
}

/** What a no-show call would do to a reservation as it stands. */
export interface NoShowPlan {
  /** A confirmed reservation becomes no_show (a late cancellation stays cancelled). */
  marks: boolean;
  /** 'charge': the fee is charged now; else why nothing is. */
  charge: 'charge' | 'none' | 'already_paid' | 'requires_action' | 'in_progress';
  /** Charged now, minor units of the venue's currency (0 unless 'charge'). */
  amount: number;
}

/**
 * What a no-show call does to a reservation as it stands, without doing it: whether it marks the
 * no-show, and what it charges. The call itself (markNoShow) and its preview both follow it, so
 * the preview's amount is the one charged. Throws the call's refusals.
 */
export function noShowPlan(row: ReservationRow, venue: Venue, now: Date): NoShowPlan {
  let marks = false;
  if (row.status === 'confirmed') {
    if (row.arrivedAt) throw new ApiError(409, 'GUEST_ARRIVED', 'The party was marked as arrived', undefined, { arrivedAt: row.arrivedAt.toISOString() });
    if (reservationStart(row, venue.timezone).getTime() > now.getTime()) {
      throw new ApiError(409, 'NOT_STARTED', 'A no-show can be marked only once the reservation time has passed');
    }
    marks = true;
  } else if (!(row.status === 'no_show' || (row.status === 'cancelled' && row.lateCancellation))) {
    throw new ApiError(409, 'INVALID_TRANSITION', `A ${row.status} reservation cannot be marked as a no-show`);
  }
  const none = (charge: Exclude<NoShowPlan['charge'], 'charge'>): NoShowPlan => ({ marks, charge, amount: 0 });
  if (row.guaranteeType === 0 || !row.paymentMethodId || !row.paymentCustomerId || row.guaranteeAmount <= 0) return none('none');
  if (row.feeStatus === 'paid') return none('already_paid');
  if (row.feeStatus === 'requires_action') return none('requires_action');
  if (row.feeStatus === 'processing' && now.getTime() - row.updatedAt.getTime() < STALE_PROCESSING_MS) return none('in_progress');
  return { marks, charge: 'charge', amount: row.guaranteeAmount };
}

/** The no-show call's preview: what it would charge now, and in which currency. */
export async function previewNoShow(app: FastifyInstance, venue: Venue, id: number) {
  const row = await findReservationById(app.db, venue.id, id);
  if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
  const plan = noShowPlan(row, venue, app.clock());
  return { id: row.id, status: row.status, marksNoShow: plan.marks, charge: plan.charge, amount: plan.amount, currency: venue.currency };
}

/**
 * Staff: the guest did not come (or cancelled late). Marks no-show and charges the fee when the
 * booking carries one. The audit row goes with the last write: the mark when nothing is charged,
 * else the charge's outcome.
 */
export async function markNoShow(app: FastifyInstance, venue: Venue, id: number, audit: ActionAudit): Promise<FeeOutcome> {
  const now = app.clock();
  const claimed = await app.db.transaction(async (tx) => {
    const peek = await lockReservation(tx, id);
    if (!peek || peek.venueId !== venue.id) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    // Day lock first, then the row again: the same order as every other writer of the day.
    await lockBooking(tx, [dayLockKey(venue.id, peek.date)]);
    const row = (await lockReservation(tx, id))!;
    const plan = noShowPlan(row, venue, now);
    const current = plan.marks ? await updateReservation(tx, row.id, { status: 'no_show' }) : row;
    // The seats the party left are free for the rest of the day: offered to the waiting list.
    if (plan.marks) await offerFreedSeats(app, tx, venue, row.date, now);
    if (plan.marks && row.status !== 'no_show') await app.webhooks.booking(tx, venue, current, 'booking.no_show');
    // No e-mail tells of it: Reserve with Google is told here (modules/google-reservations).
    if (plan.marks) await app.googleReservations.changed(tx, venue, current);
    if (plan.charge !== 'charge') {
      await audit.ok(tx, { charge: plan.charge, amount: 0, currency: venue.currency });
      return { row: current, charge: plan.charge };
    }
    const attempt = current.feeStatus === 'failed' ? current.feeAttempt + 1 : current.feeAttempt;
    const next = await updateReservation(tx, current.id, { feeStatus: 'processing', feeAttempt: attempt });
    return { row: next, charge: 'claim' as const };
  });
  if (claimed.charge !== 'claim') return { reservation: claimed.row, charge: claimed.charge };

  const r = claimed.row;
  const result = await app.payments.gateway.chargeOffSession({
    paymentMethod: r.paymentMethodId!,
    customer: r.paymentCustomerId!,
    amount: r.guaranteeAmount,
    currency: venue.currency,
    metadata: { kind: 'reservation-fee', reservation: String(r.id), venue: venue.slug },
    idempotencyKey: `reservation-fee:${r.id}:${r.feeAttempt}`,
  });
  const declineCode = result.status === 'failed' ? (result.failure.declineCode ?? result.failure.code) : undefined;

  const reservation = await app.db.transaction(async (tx) => {
    const row = (await lockReservation(tx, r.id))!;
    await audit.ok(tx, { charge: result.status, amount: r.guaranteeAmount, currency: venue.currency, ...(declineCode ? { declineCode } : {}) });
    // An event may have recorded the payment already.
    if (row.feeStatus === 'paid') return row;
    switch (result.status) {
      case 'succeeded':
        return updateReservation(tx, r.id, { feeStatus: 'paid', feePaymentIntentId: result.paymentIntentId, feeChargedAt: now });
      case 'processing':
        return updateReservation(tx, r.id, { feeStatus: 'processing', feePaymentIntentId: result.paymentIntentId });
      case 'requires_action': {
        const updated = await updateReservation(tx, r.id, { feeStatus: 'requires_action', feePaymentIntentId: result.paymentIntentId });
        await queueReservationEmail(app, tx, venue, updated, 'fee-authentication', { actionLink: authenticateLink(app.config.publicUrl, venue.slug, r.hash) });
        return updated;
      }
      default:
        return updateReservation(tx, r.id, { feeStatus: 'failed', feePaymentIntentId: result.paymentIntentId });
    }
  });
  app.email.kick();
  return { reservation, charge: result.status, ...(declineCode ? { declineCode } : {}) };
}

export interface FeeView {
  status: ReservationRow['feeStatus'];
  amount: number;
  currency: string;
  /** Only while the bank waits for the guest: confirm with this secret and the saved card. */
  clientSecret: string | null;
  paymentMethod: string | null;
}

/** The authenticate page: the fee as it stands, synced with the provider. */
export async function feeForGuest(app: FastifyInstance, venue: Venue, hash: string): Promise<FeeView> {
  let row = await findReservationByHash(app.db, venue.id, hash);
  if (!row || row.guaranteeType === 0) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No fee for this reservation');
  let clientSecret: string | null = null;
  if (row.feePaymentIntentId && (row.feeStatus === 'requires_action' || row.feeStatus === 'processing')) {
    const intent = await app.payments.gateway.retrievePaymentIntent(row.feePaymentIntentId);
    if (intent?.status === 'succeeded') row = await recordFeePaid(app, row.id, app.clock());
    else if (intent?.status === 'requires_action' || intent?.status === 'requires_payment_method' || intent?.status === 'requires_confirmation')
      clientSecret = intent.clientSecret;
  }
  return {
    status: row.feeStatus,
    amount: row.guaranteeAmount,
    currency: venue.currency,
    clientSecret,
    paymentMethod: clientSecret ? row.paymentMethodId : null,
  };
}

async function recordFeePaid(app: FastifyInstance, id: number, now: Date): Promise<ReservationRow> {
  return app.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation');
    if (row.feeStatus === 'paid') return row;
    return updateReservation(tx, id, { feeStatus: 'paid', feeChargedAt: now });
  });
}

/** Provider events: a fee paid after authentication (or after 'processing') is recorded once. */
export function subscribeFeeEvents(app: FastifyInstance): void {
  app.payments.onPaymentEvent('payment_intent.succeeded', async (event: PaymentEvent<'payment_intent.succeeded'>) => {
    const { metadata } = event.intent;
    if (metadata.kind !== 'reservation-fee' || !metadata.reservation) return;
    const id = Number(metadata.reservation);
    if (!(await findReservationByIdAnyVenue(app, id))) return; // deleted since: nothing to record
    await recordFeePaid(app, id, app.clock());
  });
}

async function findReservationByIdAnyVenue(app: FastifyInstance, id: number): Promise<boolean> {
  return app.db.transaction(async (tx) => !!(await lockReservation(tx, id)));
}
