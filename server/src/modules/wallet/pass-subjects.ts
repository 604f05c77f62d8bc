/**
 * The thing behind a pass, found by the secret of its guest page (the printable card's id, the
 * promo code page's id, the booking's edit hash: whoever holds the page holds the pass) or, for
 * updates, by its id; with what its pass shows, in a language.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoClaims, promotions, reservations } from '../../db/schema';
import { type Language, languageOr } from '../../lib/i18n-text';
import { cardState, isSpendable } from '../giftcards/card-state';
import { SECRET_ID } from '../giftcards/giftcard-code';
import { findCardById, findCardByPublicId } from '../giftcards/giftcard-repository';
import { PUBLIC_ID } from '../promotions/promo-code';
import { claimState } from '../promotions/promo-state';
import { findExperience, findZone } from '../reservations/reservation-repository';
import { type Venue, findVenueById } from '../venues/venue-repository';
import { bookingPassContent } from './booking-pass';
import { giftcardPassContent } from './giftcard-pass';
import type { PassContent, PassKind } from './pass-content';
import { promoPassContent } from './promo-pass';

export interface PassSubject {
  kind: PassKind;
  subjectId: number;
  venue: Venue;
  /** The language the guest chose when buying, claiming or booking. */
  language: Language;
  /** A new pass is handed out only for a card that can pay, a code to use, a confirmed booking to come. */
  passable: boolean;
  content(language: Language): PassContent;
}

const BOOKING_HASH = /^[A-Za-z0-9_-]{22,64}$/;

export interface SubjectContext {
  db: Db;
  now: Date;
  publicUrl: string;
}

async function giftcard(ctx: SubjectContext, found: Awaited<ReturnType<typeof findCardById>>): Promise<PassSubject | undefined> {
  if (!found) return undefined;
  const venue = (await findVenueById(ctx.db, found.card.venueId))!;
  return {
    kind: 'giftcard',
    subjectId: found.card.id,
    venue,
    language: languageOr(found.order.language),
    passable: isSpendable(cardState(found.card, ctx.now, venue.timezone)),
    content: (language) => giftcardPassContent(found.card, found.order, venue, language, ctx.now),
  };
}

async function promo(ctx: SubjectContext, where: ReturnType<typeof eq>): Promise<PassSubject | undefined> {
  const [found] = await ctx.db
    .select({ claim: promoClaims, promotion: promotions })
    .from(promoClaims)
    .innerJoin(promotions, eq(promotions.id, promoClaims.promotionId))
    .where(where)
    .limit(1);
  if (!found) return undefined;
  const venue = (await findVenueById(ctx.db, found.claim.venueId))!;
  return {
    kind: 'promo',
    subjectId: found.claim.id,
    venue,
    language: languageOr(found.claim.language),
    passable: claimState(found.claim, ctx.now, venue.timezone) === 'requested',
    content: (language) => promoPassContent(found.claim, found.promotion, venue, language, ctx.now),
  };
}

async function booking(ctx: SubjectContext, where: ReturnType<typeof eq>): Promise<PassSubject | undefined> {
  const [reservation] = await ctx.db.select().from(reservations).where(where).limit(1);
  // A hold is not a booking yet: it has no page and no pass.
  if (!reservation || reservation.status === 'held') return undefined;
  const venue = (await findVenueById(ctx.db, reservation.venueId))!;
  const zone = reservation.zoneId ? ((await findZone(ctx.db, reservation.zoneId)) ?? null) : null;
  const experience = reservation.experienceId ? ((await findExperience(ctx.db, venue.id, reservation.experienceId)) ?? null) : null;
  const input = { reservation, venue, zone, experience, publicUrl: ctx.publicUrl };
  return {
    kind: 'booking',
    subjectId: reservation.id,
    venue,
    language: languageOr(reservation.language),
    passable: bookingPassContent(input, 'it', ctx.now).state === 'active',
    content: (language) => bookingPassContent(input, language, ctx.now),
  };
}

/** By the secret of the guest's page; undefined for an unknown one (or one of the wrong form). */
export function subjectBySecret(ctx: SubjectContext, kind: PassKind, secret: string): Promise<PassSubject | undefined> {
  switch (kind) {
    case 'giftcard':
      return SECRET_ID.test(secret) ? findCardByPublicId(ctx.db, secret).then((found) => giftcard(ctx, found)) : Promise.resolve(undefined);
    case 'promo':
      return PUBLIC_ID.test(secret) ? promo(ctx, eq(promoClaims.publicId, secret)) : Promise.resolve(undefined);
    case 'booking':
      return BOOKING_HASH.test(secret) ? booking(ctx, eq(reservations.hash, secret)) : Promise.resolve(undefined);
  }
}

/** By its id (a pass's subject_id), for the latest pass and Google's updates. */
export function subjectById(ctx: SubjectContext, kind: PassKind, id: number): Promise<PassSubject | undefined> {
  switch (kind) {
    case 'giftcard':
      return findCardById(ctx.db, id).then((found) => giftcard(ctx, found));
    case 'promo':
      return promo(ctx, eq(promoClaims.id, id));
    case 'booking':
      return booking(ctx, eq(reservations.id, id));
  }
}
