/**
 * Claiming a promotion. Order: payload checks (400), promotion state (409), the bot check (403,
 * spends the challenge), then one short transaction that refuses a second claim by the same
 * person, takes one code under the promotion's row lock, counts the claim against the client's
 * cap (promo-client-claims.ts), stores the claim and queues its e-mail. The unique (promotion,
 * normalised e-mail) key settles two simultaneous claims by the same person; the conditional
 * UPDATE settles the quantity.
 */
import type { FastifyInstance } from 'fastify';
import { type IdempotencyContext, claimKey, rememberAnswer } from '../idempotency/idempotency';
import { isUniqueViolation } from '../../db/pg-errors';
import { ApiError } from '../../lib/api-error';
import { busy } from '../reservations/booking-lock';
import { normaliseEmail } from '../../lib/email-address';
import type { Language } from '../../lib/i18n-text';
import { isValidPhone, phoneDigits } from '../../lib/phone-number';
import type { Venue } from '../venues/venue-repository';
import { formatPromoCode, newPromoCode, newPublicId } from './promo-code';
import { renderPromoEmail } from './promo-claim-email';
import { findClaimByPerson, insertClaim } from './promo-claim-repository';
import { PROMO_CLAIMS_PER_CLIENT, claimsOfClient } from './promo-client-claims';
import { promotionState, useByDate } from './promo-state';
import { findPromotion, takeOneCode } from './promotion-repository';

export interface ClaimInput {
  urlName: string;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  marketing: boolean;
  language: Language;
  altcha: string | undefined;
  /** The client's key (visitor-key.ts), for the cap of claims per client; null: not capped. */
  client: string | null;
}

const STATE_ERRORS = {
  inactive: () => new ApiError(409, 'PROMO_INACTIVE', 'This promotion is not active'),
  expired: () => new ApiError(409, 'PROMO_EXPIRED', 'This promotion has ended'),
  terminated: () => new ApiError(409, 'PROMO_TERMINATED', 'No codes left for this promotion'),
};
const busyClaims = () => busy('Many guests are claiming this promotion right now: nothing was written, try again in a moment');
const duplicate = () => new ApiError(409, 'PROMO_DUPLICATE', 'This e-mail address already requested this promotion');
const clientLimit = () =>
  new ApiError(409, 'PROMO_CLIENT_LIMIT', 'This promotion was already claimed too many times from this connection', undefined, { limit: PROMO_CLAIMS_PER_CLIENT });

/** The detail page's address, sent by e-mail (the venue is named so the link opens its site). */
export function claimLink(publicUrl: string, venueSlug: string, urlName: string, publicId: string): string {
  return `${publicUrl}/promo/${encodeURIComponent(urlName)}/${publicId}?venue=${encodeURIComponent(venueSlug)}`;
}

export async function claimPromotion(
  app: FastifyInstance,
  venue: Venue,
  input: ClaimInput,
  idem: IdempotencyContext | null = null,
): Promise<{ status: true; data: { email: string; id: string } }> {
  const now = app.clock();
  const promotion = await findPromotion(app.db, venue.id, input.urlName);
  if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion');

  // The phone is asked only when the venue wants it; a phone given anyway must still be valid.
  if ((promotion.phoneRequired || input.phone) && !isValidPhone(input.phonePrefix, input.phone)) {
    const field = input.phone ? 'INVALID' : 'REQUIRED';
    throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: phone', { phone: field });
  }
  const state = promotionState(promotion, now);
  if (state !== 'active') throw STATE_ERRORS[state]();

  const botCheck = app.botCheck.check(input.altcha);

  const emailNormalized = normaliseEmail(input.email);
  const code = newPromoCode();
  const publicId = newPublicId();
  const useBy = useByDate(promotion, now, venue.timezone);
  const message = await renderPromoEmail({
    language: input.language,
    venueName: venue.name,
    promotion,
    firstName: input.firstName,
    to: input.email,
    code: formatPromoCode(code),
    useBy,
    link: claimLink(app.config.publicUrl, venue.slug, promotion.urlName, publicId),
  });

  // Claims of one promotion queue in this instance's memory, not on its row lock: a burst
  // cannot hold every pooled connection while it waits (the same gate as bookings).
  const deadline = Date.now() + app.config.bookingLockTimeoutMs;
  try {
    await app.writeGate.run([`promo:${promotion.id}`], deadline, busyClaims, () =>
      app.db.transaction(async (tx) => {
        await claimKey(tx, idem);
        // Spent only with the claim: a retry of a failed call may send the same payload.
        await app.botCheck.spend(botCheck, tx);
        if (await findClaimByPerson(tx, promotion.id, emailNormalized)) throw duplicate();
        if (!(await takeOneCode(tx, promotion.id, now))) {
          // Closed or sold out since the check above: say which, from the row as it is now.
          const fresh = await findPromotion(tx, venue.id, input.urlName);
          const freshState = fresh ? promotionState(fresh, now) : 'inactive';
          throw STATE_ERRORS[freshState === 'active' ? 'terminated' : freshState]();
        }
        // After the code is taken: the promotion's row lock queues the claims of every instance.
        if (input.client !== null && (await claimsOfClient(tx, promotion.id, input.client)) >= PROMO_CLAIMS_PER_CLIENT) throw clientLimit();
        const claim = await insertClaim(tx, {
          promotionId: promotion.id,
          venueId: venue.id,
          publicId,
          code,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          emailNormalized,
          phonePrefix: input.phone ? input.phonePrefix : '',
          phone: input.phone ? phoneDigits(input.phone) : '',
          language: input.language,
          privacyAcceptedAt: now,
          marketingConsent: input.marketing,
          claimedAt: now,
          useBy,
          clientKey: input.client,
        });
        await app.webhooks.promotion(tx, venue, promotion.urlName, claim, 'promotion.claimed');
        await app.email.queue(tx, message, { kind: 'promo-claim', venueId: venue.id });
        await rememberAnswer(tx, idem, { status: true as const, data: { email: input.email, id: publicId } });
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err, 'promo_claims_person_uq')) throw duplicate();
    throw err;
  }
  app.email.kick();
  // The id opens the code page at once (the same link is in the e-mail).
  return { status: true, data: { email: input.email, id: publicId } };
}
