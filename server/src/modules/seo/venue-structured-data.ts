/**
 * The JSON-LD a venue's public pages carry, in the page's language: the venue itself (its kind,
 * address, telephone, image and a ReserveAction to the booking page), each dated experience as
 * an Event with its offer, and the gift cards as Products with their offers. Small on purpose:
 * one script in the head, no client code.
 */
import type { AggregateOffer, Event, FoodEstablishment, Graph, IdReference, ItemAvailability, Offer, PostalAddress, Product, Restaurant, Thing } from 'schema-dts';
import { i18n, type Language } from '../../lib/i18n-text';
import { venueIso, wallInstant } from '../../lib/wall-clock';
import type { WireExperience } from '../experiences/experience-serializer';
import type { ProductRow } from '../giftcards/product-repository';
import type { Venue } from '../venues/venue-repository';
import { venueKindOr } from './venue-kind';
import { pageAddress, type VenueSite } from './venue-site';

export interface PageFacts {
  venue: Venue;
  site: VenueSite;
  language: Language;
}

export type Node = Exclude<Thing, string>;

const SCHEMA = 'https://schema.org/';
const IN_STOCK = `${SCHEMA}InStock` satisfies ItemAvailability;
const SOLD_OUT = `${SCHEMA}SoldOut` satisfies ItemAvailability;
const DISCONTINUED = `${SCHEMA}Discontinued` satisfies ItemAvailability;

/** Money in minor units as schema.org writes a price (a dot, two decimals). */
const price = (minor: number): string => (minor / 100).toFixed(2);

/** An address relative to the site made absolute (images are often /demo-assets/…). */
const absolute = (site: VenueSite, url: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, `${site.base}/`).href;
  } catch {
    return undefined;
  }
};

/** The venue node's id: other nodes (an event's location) point at it. */
export const venueId = (site: VenueSite): string => `${pageAddress(site, '/welcome', {}, undefined)}#venue`;

/** The venue's postal address (pages and the booking e-mails' markup). */
export function postalAddress(venue: Pick<Venue, 'address' | 'city' | 'country'>): Exclude<PostalAddress, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: venue.address || undefined,
    addressLocality: venue.city || undefined,
    addressCountry: venue.country,
  };
}

export function venueNode({ venue, site, language }: PageFacts): Exclude<FoodEstablishment, string> {
  const description = i18n(venue.description)[language];
  const image = absolute(site, venue.heroImage);
  // Checked as a Restaurant, whose properties every kind of food establishment shares; then
  // given the venue's own kind.
  const node: Exclude<Restaurant, string> = {
    '@type': 'Restaurant',
    '@id': venueId(site),
    name: venue.name,
    url: pageAddress(site, '/welcome', {}, language),
    description: description || undefined,
    image,
    telephone: venue.phone || undefined,
    address: postalAddress(venue),
    currenciesAccepted: venue.currency,
    potentialAction: venue.bookingEnabled
      ? {
          '@type': 'ReserveAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: pageAddress(site, '/reserve', {}, language),
            actionPlatform: [`${SCHEMA}DesktopWebPlatform`, `${SCHEMA}MobileWebPlatform`],
          },
        }
      : undefined,
  };
  return { ...node, '@type': venueKindOr(venue.bookingSettings.venueKind) } as Exclude<FoodEstablishment, string>;
}

/** The experience list's answer (getexperiencelist), when it has the expected shape. */
export function experiencesOf(answer: unknown): WireExperience[] {
  const list = (answer as { elenco?: unknown } | undefined)?.elenco;
  return Array.isArray(list) ? (list as WireExperience[]) : [];
}

/** The first time an experience happens: its first date at its first own time, in the venue's zone. */
function startOf(e: WireExperience, timezone: string): string {
  const time = e.orari[0];
  const instant = time ? wallInstant(e.data, time, timezone) : null;
  return instant ? venueIso(instant, timezone) : e.data;
}

/** Each dated experience still to come, as an Event with its offer. */
export function eventNodes({ venue, site, language }: PageFacts, experiences: WireExperience[]): Event[] {
  return experiences
    .filter((e) => e.flagData === 1 && e.data && e.flagEsperienzaPassata === 0 && e.flagAttiva === 1 && e.flagVisibile === 1)
    .map((e): Event => {
      const soldOut = e.flagSoldoutAttivo === 1 && e.esperienzePrenotate >= e.esperienzeDisponibili;
      const url = pageAddress(site, '/reserve', { experience: e.id }, language);
      const description = e.descrizione[language];
      const image = absolute(site, e.foto);
      const offer: Offer = {
        '@type': 'Offer',
        price: price(e.prezzo),
        priceCurrency: venue.currency,
        availability: soldOut ? SOLD_OUT : IN_STOCK,
        url,
      };
      return {
        '@type': 'Event',
        name: e.titolo[language],
        description: description || undefined,
        image,
        url,
        startDate: startOf(e, venue.timezone),
        endDate: e.scadenza || undefined,
        eventStatus: `${SCHEMA}EventScheduled`,
        eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
        location: { '@id': venueId(site) } satisfies IdReference,
        offers: offer,
      };
    });
}

/** What a gift card costs: its one value, or the range of its values and of a free amount. */
function productOffer({ venue, site, language }: PageFacts, p: ProductRow, sellable: boolean): Offer | AggregateOffer {
  const url = pageAddress(site, `/frontpage/giftcard/${p.id}`, {}, language);
  const availability = sellable ? IN_STOCK : DISCONTINUED;
  const values = [...p.values, ...(p.customAmount ? [venue.giftcardMin, venue.giftcardMax] : [])].sort((a, b) => a - b);
  if (values.length === 1) return { '@type': 'Offer', price: price(values[0]!), priceCurrency: venue.currency, availability, url };
  return {
    '@type': 'AggregateOffer',
    lowPrice: price(values[0] ?? 0),
    highPrice: price(values.at(-1) ?? 0),
    priceCurrency: venue.currency,
    availability,
    url,
  };
}

/** The gift cards, each a Product with its offer. */
export function productNodes(facts: PageFacts, products: Array<{ row: ProductRow; sellable: boolean }>): Product[] {
  const { site, language } = facts;
  return products.map(({ row, sellable }): Product => {
    const description = i18n(row.description)[language];
    const image = absolute(facts.site, row.imageUrl);
    return {
      '@type': 'Product',
      name: i18n(row.title)[language],
      description: description || undefined,
      image,
      url: pageAddress(site, `/frontpage/giftcard/${row.id}`, {}, language),
      brand: { '@id': venueId(site) } satisfies IdReference,
      offers: productOffer(facts, row, sellable),
    };
  });
}

export const graph = (nodes: Node[]): Graph => ({ '@context': 'https://schema.org', '@graph': nodes });
