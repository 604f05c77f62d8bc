/** The Location entity of docs/product.md#entities (`getlocation` data) with the designed fields of docs/api.md. */
import { i18n } from '../../lib/i18n-text';
import type { Venue } from './venue-repository';

/** `textMessages`: the venue sends texts to guests who agree (the booking form asks: modules/text-messages). */
export function toLocation(venue: Venue, textMessages = false) {
  return {
    // docs/product.md#entities
    valuta: venue.currency,
    locationname: venue.name,
    customHeader: venue.customHeader,
    customFooter: venue.customFooter,
    // designed
    id: venue.id,
    slug: venue.slug,
    timezone: venue.timezone,
    defaultLanguage: venue.defaultLanguage,
    address: venue.address,
    city: venue.city,
    country: venue.country,
    phone: venue.phone,
    email: venue.email,
    website: venue.website,
    description: i18n(venue.description),
    heroImage: venue.heroImage,
    privacyPolicy: i18n(venue.privacyPolicy),
    marketingPolicy: i18n(venue.marketingPolicy),
    giftcardMin: venue.giftcardMin,
    giftcardMax: venue.giftcardMax,
    bookingEnabled: venue.bookingEnabled,
    giftcardsEnabled: venue.giftcardsEnabled,
    // Party-size bounds of online booking (the booking flow's people step).
    bookingMinPax: venue.bookingSettings.minPax,
    bookingMaxPax: venue.bookingSettings.maxPax,
    textMessages,
  };
}
