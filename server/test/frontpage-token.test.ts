/** Token format of real venues. */
import { FRONTPAGE_TOKEN, newFrontpageToken } from '../src/modules/venues/frontpage-token';

test('real venues get long random fp_ tokens', () => {
  const a = newFrontpageToken();
  expect(a).toMatch(FRONTPAGE_TOKEN);
  expect(a.length).toBeGreaterThan(40);
  expect(newFrontpageToken()).not.toBe(a);
  expect('fp_demo_cantina_aurora').toMatch(FRONTPAGE_TOKEN);
});
