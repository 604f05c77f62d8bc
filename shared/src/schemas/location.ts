import { coerce, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { flag, multilingual, num, text } from './fields';

/** Currency code, upper case; missing or empty means EUR (docs/product.md#entities). */
const currency = coerce(string(), unknown(), (v) => (v === null || v === undefined || v === '' ? 'EUR' : typeof v === 'string' ? v.trim().toUpperCase() : v));

/** The venue (`getlocation` data): the fields of docs/product.md#entities plus the designed ones of docs/api.md. */
export const LocationSchema = type({
  // docs/product.md#entities
  valuta: currency,
  locationname: text(),
  customHeader: text(),
  customFooter: text(),
  // designed (docs/api.md)
  id: num(),
  slug: text(),
  timezone: text('Europe/Rome'),
  defaultLanguage: text('it'),
  address: text(),
  city: text(),
  country: text(),
  phone: text(),
  email: text(),
  website: text(),
  description: multilingual(),
  heroImage: text(),
  privacyPolicy: multilingual(),
  marketingPolicy: multilingual(),
  giftcardMin: num(),
  giftcardMax: num(),
  bookingEnabled: flag(true),
  giftcardsEnabled: flag(true),
  bookingMinPax: num(1),
  bookingMaxPax: num(10),
  /** The venue texts guests who agree at booking (the form's consent line). */
  textMessages: flag(false),
});

export type Location = Infer<typeof LocationSchema>;
