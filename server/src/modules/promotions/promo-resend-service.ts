/**
 * Sends a promo code again to the address that claimed it (the duplicate page's "send it
 * again"). The answer is the same whether or not the address claimed this promotion; the
 * message goes only to the address that claimed, never to another one.
 */
import type { FastifyInstance } from 'fastify';
import { normaliseEmail } from '../../lib/email-address';
import { type Language } from '../../lib/i18n-text';
import type { Venue } from '../venues/venue-repository';
import { claimLink } from './promo-claim-service';
import { renderPromoEmail } from './promo-claim-email';
import { findClaimByPerson } from './promo-claim-repository';
import { formatPromoCode } from './promo-code';
import { findPromotion } from './promotion-repository';
import { ApiError } from '../../lib/api-error';

export async function resendPromoCode(app: FastifyInstance, venue: Venue, input: { urlName: string; email: string; language: Language }): Promise<{ email: string }> {
  const promotion = await findPromotion(app.db, venue.id, input.urlName);
  if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion');
  const claim = await findClaimByPerson(app.db, promotion.id, normaliseEmail(input.email));
  if (claim) {
    const message = await renderPromoEmail({
      language: input.language,
      venueName: venue.name,
      promotion,
      firstName: claim.firstName,
      // The address that claimed, as it was typed then.
      to: claim.email,
      code: formatPromoCode(claim.code),
      useBy: claim.useBy,
      link: claimLink(app.config.publicUrl, venue.slug, promotion.urlName, claim.publicId),
    });
    await app.email.queue(app.db, message, { kind: 'promo-resend', venueId: venue.id });
    app.email.kick();
  }
  return { email: input.email };
}
