/**
 * Every public page of a venue, as the sitemap lists it: the home page, the booking flow with
 * each bookable experience's and booking module's page, the gift cards and each card, each open
 * promotion. Nothing personal: no booking's, order's or claim's address, no token.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingModules } from '../../db/schema';
import { venueToday } from '../../lib/wall-clock';
import { listBookableExperiences } from '../experiences/experience-repository';
import { listProducts } from '../giftcards/product-repository';
import { listOpenPromotions } from '../promotions/promotion-repository';
import type { Venue } from '../venues/venue-repository';
import type { PageQuery } from './venue-site';

export interface PublicPage {
  path: string;
  query: PageQuery;
}

async function bookingPages(db: Db, venue: Venue, now: Date): Promise<PublicPage[]> {
  const today = venueToday(now, venue.timezone);
  const [experiences, modules] = await Promise.all([
    listBookableExperiences(db, venue.id),
    db
      .select({ slug: bookingModules.slug })
      .from(bookingModules)
      .where(and(eq(bookingModules.venueId, venue.id), eq(bookingModules.active, true), isNull(bookingModules.archivedAt))),
  ]);
  return [
    { path: '/reserve', query: {} },
    ...experiences.filter((e) => !e.archivedAt && !(e.hasDates && e.endsOn && e.endsOn < today)).map((e) => ({ path: '/reserve', query: { experience: e.id } })),
    ...modules.map((m) => ({ path: `/r/${encodeURIComponent(m.slug)}`, query: {} })),
  ];
}

async function giftcardPages(db: Db, venue: Venue): Promise<PublicPage[]> {
  const products = await listProducts(db, venue.id);
  return [{ path: '/frontpage/giftcards', query: {} }, ...products.map((p) => ({ path: `/frontpage/giftcard/${p.id}`, query: {} }))];
}

export async function publicPages(db: Db, venue: Venue, now: Date): Promise<PublicPage[]> {
  const [booking, giftcards, promotions] = await Promise.all([
    venue.bookingEnabled ? bookingPages(db, venue, now) : [],
    venue.giftcardsEnabled ? giftcardPages(db, venue) : [],
    listOpenPromotions(db, venue.id, now),
  ]);
  return [{ path: '/welcome', query: {} }, ...booking, ...giftcards, ...promotions.map((p) => ({ path: `/promo/${encodeURIComponent(p.urlName)}`, query: {} }))];
}
