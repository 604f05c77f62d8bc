import { selectedVenue } from '../src/app/venue-selection';

beforeEach(() => localStorage.clear());

test('?venue= picks the venue and is remembered for links without it', () => {
  expect(selectedVenue('?venue=chalet-du-lac')).toBe('chalet-du-lac');
  expect(selectedVenue('')).toBe('chalet-du-lac');
});

test('no venue chosen: the server decides (null)', () => {
  expect(selectedVenue('')).toBeNull();
});
