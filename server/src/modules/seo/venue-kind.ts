/**
 * What a venue is, as schema.org names it: the venue file's `kind`, one of schema.org's food
 * establishments (a winery, a bar, a café...), Restaurant when the file says nothing.
 */
import type { FoodEstablishment } from 'schema-dts';

export type VenueKind = Exclude<FoodEstablishment, string>['@type'];

/** Every kind a venue file may name, checked against schema.org's own list at build time. */
export const VENUE_KINDS = [
  'Restaurant',
  'Winery',
  'BarOrPub',
  'CafeOrCoffeeShop',
  'Bakery',
  'Brewery',
  'Distillery',
  'FastFoodRestaurant',
  'IceCreamShop',
  'FoodEstablishment',
] as const satisfies readonly VenueKind[];

export const DEFAULT_VENUE_KIND = 'Restaurant' satisfies VenueKind;

export const venueKindOr = (value: unknown): VenueKind => ((VENUE_KINDS as readonly unknown[]).includes(value) ? (value as VenueKind) : DEFAULT_VENUE_KIND);
