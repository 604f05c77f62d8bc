/** Payloads of the experience calls (form fields arrive as strings; unknown fields are ignored). */
import { defaulted, optional, pattern, string, type } from 'superstruct';
import { formInt, isoDate } from '../../lib/validate';

/** Largest party the calendar is asked about; the venue's own maxPax applies on top. */
export const MAX_PAX_QUERY = 99;

export const ExperienceListPayload = type({
  page: defaulted(formInt(1, 10_000), 1),
  perPage: defaulted(formInt(1, 100), 100),
});

/** Optional narrowing (designed): a booking module's slug, or one experience's id. */
const scopeFields = {
  module: optional(pattern(string(), /^[a-z0-9][a-z0-9-]{0,63}$/)),
  experience: optional(formInt(1, 2_000_000_000)),
};

export const MonthPayload = type({
  month: formInt(1, 12),
  year: formInt(2000, 2100),
  pax: formInt(1, MAX_PAX_QUERY),
  ...scopeFields,
});

export const DayPayload = type({
  day: isoDate(),
  pax: formInt(1, MAX_PAX_QUERY),
  ...scopeFields,
});
