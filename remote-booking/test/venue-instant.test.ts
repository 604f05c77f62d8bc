import { formatVenueInstant } from '../src/lib/venue-instant';

// An offer's deadline is an instant: the guest reads it on the venue's wall clock, in their language.
test('an instant is shown on the venue’s clock, in the visitor’s language', () => {
  expect(formatVenueInstant('2026-06-04T10:30:00.000Z', 'en', 'Europe/Rome')).toBe('Thursday 4 June at 12:30');
  expect(formatVenueInstant('2026-06-04T10:30:00.000Z', 'de', 'Europe/Rome')).toBe('Donnerstag, 4. Juni um 12:30');
  expect(formatVenueInstant('2026-06-04T10:30:00.000Z', 'it', 'Indian/Mauritius')).toBe('giovedì 4 giugno alle ore 14:30');
});

test('a value that is not an instant is shown as it came', () => {
  expect(formatVenueInstant('soon', 'en', 'Europe/Rome')).toBe('soon');
});
