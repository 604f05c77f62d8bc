/**
 * Sends a promo code again to the address that claimed it (the duplicate page's "send it
 * again"). The call does the same work for every address: it queues an e-mail job and answers
 * at once. Whether the address claimed this promotion is looked up by the e-mail dispatcher, off
 * the request path (email-jobs.ts), so neither the answer nor its time tells. The code goes only
 * to the address that claimed, never to another one; any other address gets nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { normaliseEmail } from '../../lib/email-address';
import { type Language, languageOr } from '../../lib/i18n-text';
import type { EmailJob } from '../email/email-jobs';
import type { MailMessage } from '../email/mail-message';
import { type Venue, findVenueById } from '../venues/venue-repository';
import { claimLink } from './promo-claim-service';
import { renderPromoEmail } from './promo-claim-email';
import { findClaimByPerson } from './promo-claim-repository';
import { formatPromoCode } from './promo-code';
import { findPromotion } from './promotion-repository';

export const PROMO_RESEND_JOB = 'promo-resend';

export async function resendPromoCode(app: FastifyInstance, venue: Venue, input: { urlName: string; email: string; language: Language }): Promise<{ email: string }> {
  const promotion = await findPromotion(app.db, venue.id, input.urlName);
  if (!promotion) throw new ApiError(404, 'NOT_FOUND', 'No such promotion');
  await app.email.queueJob(app.db, { kind: PROMO_RESEND_JOB, venueId: venue.id, to: input.email, params: { urlName: promotion.urlName, language: input.language } });
  app.email.kick();
  return { email: input.email };
}

/** The job's message: the code again for the address that claimed the promotion; null for any other. */
export async function composePromoResend(app: FastifyInstance, job: EmailJob): Promise<Omit<MailMessage, 'from'> | null> {
  const venue = job.venueId === null ? undefined : await findVenueById(app.db, job.venueId);
  const promotion = venue ? await findPromotion(app.db, venue.id, String(job.params.urlName)) : undefined;
  if (!venue || !promotion) return null;
  const claim = await findClaimByPerson(app.db, promotion.id, normaliseEmail(job.to));
  if (!claim) return null;
  return renderPromoEmail({
    language: languageOr(job.params.language),
    venueName: venue.name,
    promotion,
    firstName: claim.firstName,
    // The address that claimed, as it was typed then.
    to: claim.email,
    code: formatPromoCode(claim.code),
    useBy: claim.useBy,
    link: claimLink(app.config.publicUrl, venue.slug, promotion.urlName, claim.publicId),
  });
}
