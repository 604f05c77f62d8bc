/**
 * Promotion claims. Erasing keeps the claim's code, dates and whether it was redeemed (the
 * promotion's count of codes handed out stays true) and takes out the person. The normal form
 * of the address, which keeps one claim per person and promotion, becomes the claim's own mark.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { promoClaims, promotions, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { type GuestShredder, noteContact } from './guest-shredder';

export async function anonymiseClaims(tx: Tx, ids: number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const changed = await tx
    .update(promoClaims)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      emailNormalized: sql`'anonymised:' || ${promoClaims.id}`,
      phonePrefix: '',
      phone: '',
      clientKey: null,
      anonymizedAt: now,
    })
    .where(inArray(promoClaims.id, ids))
    .returning({ id: promoClaims.id });
  return changed.length;
}

export const promoClaimsShredder: GuestShredder = {
  name: 'promoClaims',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({ c: promoClaims, venue: venues.slug, promotion: promotions.urlName })
      .from(promoClaims)
      .innerJoin(venues, eq(venues.id, promoClaims.venueId))
      .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
      .where(
        and(eq(promoClaims.emailNormalized, scope.email), isNull(promoClaims.anonymizedAt), scope.venueId === null ? undefined : eq(promoClaims.venueId, scope.venueId)),
      )
      .orderBy(promoClaims.id);
    for (const { c } of rows) {
      noteContact(traces, c.email, c.phone);
      traces.claimIds.push(c.id);
      traces.codes.push(c.code);
      traces.publicIds.push(c.publicId);
    }
    return rows.map(({ c, venue, promotion }) => ({
      id: c.id,
      venue,
      promotion,
      code: c.code,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone ? `${c.phonePrefix} ${c.phone}` : '',
      language: c.language,
      marketingConsent: c.marketingConsent,
      privacyAcceptedAt: c.privacyAcceptedAt,
      claimedAt: c.claimedAt,
      useBy: c.useBy,
      redeemedAt: c.redeemedAt,
    }));
  },
  erase: (tx, _scope, traces, now) => anonymiseClaims(tx, traces.claimIds, now),
};
